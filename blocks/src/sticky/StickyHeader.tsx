/**
 * The sticky header wrapper (spec: "Sticky header gets a fixed class when its
 * reference point leaves the viewport; inactive in edit mode").
 *
 * A zero-height sentinel marks the reference point: the top edge of the header in the
 * page flow. An IntersectionObserver watches it; once it has left the viewport through
 * the top, the header gets the fixed class (`wm-fixed`, pinned to the top). The wrapper
 * then keeps the header's height so the page below does not jump up. Scrolling back
 * until the sentinel is visible again removes the class.
 *
 * Fixing with a class (instead of CSS `position: sticky`) keeps working whatever the
 * ancestors do (overflow, their own height) and gives styles a hook for the fixed state.
 * The server renders the unfixed header; nothing happens without JavaScript or while
 * editing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { LAYERS } from '../theme/layers.ts';

/** The class marking the fixed state, plus what pins the header to the top. */
export const FIXED_CLASS = 'wm-fixed';
const FIXED_LAYOUT = `fixed inset-x-0 top-0 ${LAYERS.fixedHeader} shadow-md`;

export interface StickyHeaderProps {
  /** Off: the children render in the flow as usual (no observer). */
  enabled: boolean;
  children: ReactNode;
  /** Classes on the element that becomes fixed. */
  className?: string;
}

interface FixedState {
  fixed: boolean;
  /** The header's height when it became fixed, kept as the wrapper's min-height. */
  height: number;
}

const UNFIXED: FixedState = { fixed: false, height: 0 };

export function StickyHeader({ enabled, children, className }: StickyHeaderProps) {
  const { editable } = useSite();
  const active = enabled && !editable;
  const sentinel = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FixedState>(UNFIXED);

  useEffect(() => {
    const target = sentinel.current;
    if (!active || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      // Only leaving through the top fixes the header; a reference point still below
      // the viewport (a menu bar further down the page) leaves it in place.
      const passed = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      setState((current) => {
        if (passed === current.fixed) return current;
        return passed ? { fixed: true, height: header.current?.offsetHeight ?? 0 } : UNFIXED;
      });
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      setState(UNFIXED);
    };
  }, [active]);

  if (!enabled) return <>{children}</>;
  const fixed = active && state.fixed;
  return (
    <div className="wm-sticky" style={fixed && state.height > 0 ? { minHeight: state.height } : undefined}>
      <div ref={sentinel} aria-hidden="true" className="wm-sticky-sentinel h-0" />
      <div ref={header} className={joinClasses(fixed && `${FIXED_CLASS} ${FIXED_LAYOUT}`, className) || undefined}>
        {children}
      </div>
    </div>
  );
}

/** The island's component: the header arrives as a slot (kept as the server made it). */
export function StickyHeaderIsland({ slots, ...props }: Omit<StickyHeaderProps, 'children'> & { slots?: Record<string, ReactNode> }) {
  return <StickyHeader {...props}>{slots?.content}</StickyHeader>;
}

/**
 * A header that may stick: when enabled, an island that hydrates on the first
 * interaction with the page (a scroll is one), keeping its content as server HTML with
 * the content's own islands (menus, search) hydrating on their own.
 */
export function SiteStickyHeader({ enabled, className, children }: StickyHeaderProps) {
  if (!enabled) return <>{children}</>;
  return <Island name="stickyHeader" props={{ enabled, className }} slots={{ content: children }} />;
}
