/**
 * One level of the mobile overlay: on sub-levels the parent's name as the heading,
 * then its entries, each with a button opening its own sub-level where there is one.
 * Back and close live in the overlay's bar (MobileMenu.tsx), once per overlay.
 */
import { ChevronRightIcon } from '../icons/Icon.tsx';
import type { MenuItem } from '../site/types.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { MAX_SUBMENU_DEPTH, childItems, hasSubmenu } from './menuItems.ts';

export interface MobileMenuLevelProps {
  items: readonly MenuItem[];
  parent: MenuItem | undefined;
  depth: number;
  currentPath: string;
  onOpen: (item: MenuItem) => void;
  /** A link was followed: the overlay closes. */
  onNavigate: () => void;
  /** Levels below the top that can be opened (default 2). */
  maxDepth?: number;
}

function opensLevel(item: MenuItem, depth: number, maxDepth: number): boolean {
  if (depth >= maxDepth) return false;
  return depth === 0 ? hasSubmenu(item) : childItems(item).length > 0;
}

export function MobileMenuLevel({ items, parent, depth, currentPath, onOpen, onNavigate, maxDepth = MAX_SUBMENU_DEPTH }: MobileMenuLevelProps) {
  return (
    <div>
      {parent ? <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-500">{parent.label}</p> : null}
      <ul className="flex flex-col text-lg">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="flex items-center justify-between border-b border-gray-100">
            <MenuEntry item={item} currentPath={currentPath} onNavigate={onNavigate} className="block flex-1 py-3" />
            {opensLevel(item, depth, maxDepth) ? (
              <button type="button" onClick={() => onOpen(item)} aria-label={`Submenu ${item.label} openen`} className="p-3">
                <ChevronRightIcon />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
