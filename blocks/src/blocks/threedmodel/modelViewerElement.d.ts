/** JSX typing of the <model-viewer> custom element (only the attributes the block sets). */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        src?: string;
        alt?: string;
        'auto-rotate'?: string;
        'auto-rotate-delay'?: string;
        'rotation-per-second'?: string;
        'camera-controls'?: string;
        'touch-action'?: string;
        loading?: string;
      };
    }
  }
}
