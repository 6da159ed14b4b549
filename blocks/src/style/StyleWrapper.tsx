/**
 * The element around every block that applies its style settings. A block whose
 * render turned out empty (nothing for this viewer) leaves the wrapper without
 * children: `empty:hidden` then keeps its padding, border or background from showing
 * as an empty box. Blocks that know up front use `rendersNothingForVisitors`, which
 * skips the wrapper altogether (render/BlockView.tsx).
 *
 * Per-breakpoint values come as a `<style>` element just before the wrapper (not inside:
 * the wrapper must stay empty for `empty:hidden`). In the editor's preview a block set
 * to Verbergen is dimmed and outlined where it is hidden, not gone.
 */
import type { ReactNode } from 'react';
import { blockStyle } from '../schema/fields.ts';
import { useSite } from '../site/SiteContext.tsx';
import { styleAttributes } from './blockStyle.ts';
import { ResponsiveRules } from './ResponsiveRules.tsx';

export interface StyleWrapperProps {
  style: Record<string, unknown> | undefined;
  blockType: string;
  children: ReactNode;
}

export function StyleWrapper({ style, blockType, children }: StyleWrapperProps) {
  const { editable } = useSite();
  const { id, className, style: inline, css } = styleAttributes(blockStyle(style), { editor: editable });
  const wrapper = (
    <div id={id} className={className ? `${className} empty:hidden` : 'empty:hidden'} style={inline} data-block={blockType}>
      {children}
    </div>
  );
  if (!css) return wrapper;
  return (
    <>
      <ResponsiveRules css={css} />
      {wrapper}
    </>
  );
}
