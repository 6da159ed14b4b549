/**
 * The mobile menu: a toggle button ('Menu openen', shown as text when showLabel is
 * on, otherwise as the button's accessible name) opening a full-screen overlay.
 * Submenus open as their own level; on sub-levels the overlay's bar holds 'Terug'
 * beside the close button. Escape, the close button and navigating away close it.
 *
 * The overlay is a modal dialog with ONE close control ('Menu sluiten') in its own
 * top bar, so nothing in the header can overlap it or offer a second close button:
 * while it is open the header's toggle is hidden (visibility, so the header keeps its
 * layout). It renders into document.body (a portal) so that no header's stacking
 * context caps it: it is a page-level layer above the cookie bar (z-index scale in
 * docs/blocks.md). Focus moves to the close button, Tab stays inside the dialog,
 * and closing returns focus to the toggle. While it is closed an empty `hidden` element
 * in the toggle's place carries the overlay's id, so the toggle's `aria-controls` names
 * an element that is in the document in both states.
 *
 * Headers with several menus (Header B) pass `groups`: the top level then lists each
 * menu under its own navigation landmark, followed by `footer` (login, contact and
 * social links).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeftIcon, CloseIcon, MenuIcon } from '../icons/Icon.tsx';
import type { MenuItem } from '../site/types.ts';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { menuSource, useMenuItems, type MenuSource } from './islandMenus.ts';
import { LAYERS } from '../theme/layers.ts';
import { MobileMenuLevel } from './MobileMenuLevel.tsx';
import { childItems } from './menuItems.ts';

export interface MobileMenuGroup {
  /** Accessible name of the group's navigation landmark. */
  label: string;
  items: readonly MenuItem[];
}

export interface MobileMenuProps {
  /** The entries of a single menu (ignored when `groups` is given). */
  items?: readonly MenuItem[];
  /** Several menus shown one after the other on the top level. */
  groups?: readonly MobileMenuGroup[];
  currentPath: string;
  showLabel: boolean;
  /** Classes on the toggle's wrapper, e.g. 'md:hidden'. */
  className?: string;
  /** Sub-levels that can be opened (default 2; Header B: 1). */
  maxDepth?: number;
  /** Shown below the entries on the top level. */
  footer?: ReactNode;
}

export const OPEN_LABEL = 'Menu openen';
export const CLOSE_LABEL = 'Menu sluiten';
export const BACK_LABEL = 'Terug';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container` (the modal overlay). */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function MobileMenu({ items = [], groups, currentPath, showLabel, className, maxDepth, footer }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // The chain of opened submenus; empty at the top level.
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const overlayId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Set when the visitor closes the overlay (button, Escape): focus goes back to the toggle.
  const refocusToggle = useRef(false);

  const close = (refocus = false) => {
    refocusToggle.current = refocus;
    setOpen(false);
    setTrail([]);
  };

  useEffect(() => close(), [currentPath]);

  useEffect(() => {
    if (!open) {
      if (refocusToggle.current) toggleRef.current?.focus();
      refocusToggle.current = false;
      return undefined;
    }
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
      if (event.key === 'Tab') keepFocusInside(event, overlayRef.current);
    };
    // Widened to a desktop layout, the toggle is no longer displayed: its overlay goes too.
    const onResize = () => {
      if (toggleRef.current && toggleRef.current.getClientRects().length === 0) close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const parent = trail.at(-1);
  const overlay = (
    <div
      ref={overlayRef}
      id={overlayId}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className={`wm-mobile-menu fixed inset-0 ${LAYERS.mobileMenu} flex flex-col bg-white text-dark`}
    >
      <div className="flex shrink-0 items-center justify-between gap-4 border-b border-gray-200 px-4 py-3">
        {parent ? (
          <button type="button" onClick={() => setTrail(trail.slice(0, -1))} className="inline-flex items-center gap-1 rounded p-2 font-semibold">
            <ChevronLeftIcon />
            {BACK_LABEL}
          </button>
        ) : (
          <span aria-hidden="true" />
        )}
        <button
          ref={closeRef}
          type="button"
          aria-expanded="true"
          aria-controls={overlayId}
          aria-label={showLabel ? undefined : CLOSE_LABEL}
          onClick={() => close(true)}
          className="inline-flex items-center gap-2 rounded p-2"
        >
          <CloseIcon className="h-6 w-6" />
          {showLabel ? <span>{CLOSE_LABEL}</span> : null}
        </button>
      </div>
      <div className="grow overflow-y-auto px-4 pb-8 pt-4">
        {parent || !groups ? (
          <MobileMenuLevel
            items={parent ? childItems(parent) : items}
            parent={parent}
            depth={trail.length}
            currentPath={currentPath}
            onOpen={(item) => setTrail([...trail, item])}
            onNavigate={() => close()}
            maxDepth={maxDepth}
          />
        ) : (
          groups.map((group, index) => (
            <nav key={index} aria-label={group.label} className="mb-6">
              <MobileMenuLevel
                items={group.items}
                parent={undefined}
                depth={0}
                currentPath={currentPath}
                onOpen={(item) => setTrail([item])}
                onNavigate={() => close()}
                maxDepth={maxDepth}
              />
            </nav>
          ))
        )}
        {parent ? null : footer}
      </div>
    </div>
  );

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={overlayId}
        aria-label={showLabel ? undefined : OPEN_LABEL}
        onClick={() => setOpen(true)}
        // Hidden under the open overlay, whose own bar has the close button.
        style={open ? { visibility: 'hidden' } : undefined}
        className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded p-2"
      >
        <MenuIcon className="h-6 w-6" />
        {showLabel ? <span>{OPEN_LABEL}</span> : null}
      </button>
      {/* Only ever open in the browser (state changes after hydration), so the server never needs
          document. Closed, an empty hidden panel holds the overlay's id, so the toggle's
          aria-controls always names an element of the page (the server HTML included). */}
      {open ? createPortal(overlay, document.body) : <div id={overlayId} hidden />}
    </div>
  );
}

interface IslandGroup extends MenuSource {
  label: string;
}

type MobileMenuIslandProps = Omit<MobileMenuProps, 'footer' | 'items' | 'groups'> &
  MenuSource & { groups?: IslandGroup[]; slots?: Record<string, ReactNode> };

function IslandGroups({ groups, ...props }: Omit<MobileMenuIslandProps, 'items' | 'menu'> & { groups: IslandGroup[]; footer?: ReactNode }) {
  const { menus } = useSite();
  const resolved = groups.map(({ label, items, menu }) => ({
    label,
    items: menu !== undefined && Object.hasOwn(menus, menu) ? (menus[menu].items ?? []) : (items ?? []),
  }));
  return <MobileMenu {...props} groups={resolved} />;
}

/** The island's component: items by menu key (islandMenus.ts), the footer as a slot. */
export function MobileMenuIsland({ slots, items, menu, groups, ...props }: MobileMenuIslandProps) {
  const own = useMenuItems({ items, menu });
  if (groups) return <IslandGroups {...props} groups={groups} footer={slots?.footer} />;
  return <MobileMenu {...props} items={own} footer={slots?.footer} />;
}

/**
 * The mobile menu of a page: an island that hydrates on the first interaction with it
 * (the toggle's click is replayed once it has); its props are the menu's entries.
 */
export function SiteMobileMenu({ footer, items, groups, ...props }: MobileMenuProps) {
  const { menus } = useSite();
  const sources = {
    ...menuSource(items, menus),
    ...(groups ? { groups: groups.map(({ label, items: groupItems }) => ({ label, ...menuSource(groupItems, menus) })) } : {}),
  };
  return <Island name="mobileMenu" props={{ ...props, ...sources }} htmlSlots={footer ? { footer } : undefined} />;
}
