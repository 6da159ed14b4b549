/** The two custom elements of island hydration (styled `display: contents` in theme.css). */
import 'react';

type IslandElementProps = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'wm-island': IslandElementProps;
      'wm-slot': IslandElementProps;
    }
  }
}
