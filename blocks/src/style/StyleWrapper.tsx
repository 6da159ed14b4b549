/** The element around every block that applies its style settings. */
import type { ReactNode } from 'react';
import { blockStyle } from '../schema/fields.ts';
import { styleAttributes } from './blockStyle.ts';

export interface StyleWrapperProps {
  style: Record<string, unknown> | undefined;
  blockType: string;
  children: ReactNode;
}

export function StyleWrapper({ style, blockType, children }: StyleWrapperProps) {
  const { id, className, style: inline } = styleAttributes(blockStyle(style));
  return (
    <div id={id} className={className || undefined} style={inline} data-block={blockType}>
      {children}
    </div>
  );
}
