/**
 * The mobile menu: a toggle button ('Menu openen' / 'Menu sluiten', shown as text
 * when showLabel is on, otherwise as the button's accessible name) opening a
 * full-screen overlay. Submenus open as their own level with back ('Terug') and
 * close buttons. Escape and navigating away close the overlay.
 *
 * Headers with several menus (Header B) pass `groups`: the top level then lists each
 * menu under its own navigation landmark, followed by `footer` (login, contact and
 * social links).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '../icons/Icon.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import type { MenuItem } from '../site/types.ts';
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

export function MobileMenu({ items = [], groups, currentPath, showLabel, className, maxDepth, footer }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // The chain of opened submenus; empty at the top level.
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const overlayId = useId();

  const close = () => {
    setOpen(false);
    setTrail([]);
  };

  useEffect(close, [currentPath]);

  useEffect(() => {
    if (!open) return undefined;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = open ? CLOSE_LABEL : OPEN_LABEL;
  const parent = trail.at(-1);
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={overlayId}
        aria-label={showLabel ? undefined : label}
        onClick={() => (open ? close() : setOpen(true))}
        className="relative z-[60] inline-flex items-center gap-2 rounded p-2"
      >
        {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        {showLabel ? <span>{label}</span> : null}
      </button>
      {open ? (
        <div
          id={overlayId}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          className={joinClasses('fixed inset-0 z-50 overflow-y-auto bg-white px-4 pb-8 pt-20 text-dark')}
        >
          {parent || !groups ? (
            <MobileMenuLevel
              items={parent ? childItems(parent) : items}
              parent={parent}
              depth={trail.length}
              currentPath={currentPath}
              onOpen={(item) => setTrail([...trail, item])}
              onBack={() => setTrail(trail.slice(0, -1))}
              onClose={close}
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
                  onBack={close}
                  onClose={close}
                  maxDepth={maxDepth}
                />
              </nav>
            ))
          )}
          {parent ? null : footer}
        </div>
      ) : null}
    </div>
  );
}
