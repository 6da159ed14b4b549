/** One level of the mobile overlay: its entries, and on sub-levels the back and close buttons. */
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons/Icon.tsx';
import type { MenuItem } from '../site/types.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { MAX_SUBMENU_DEPTH, childItems, hasSubmenu } from './menuItems.ts';

export interface MobileMenuLevelProps {
  items: readonly MenuItem[];
  parent: MenuItem | undefined;
  depth: number;
  currentPath: string;
  onOpen: (item: MenuItem) => void;
  onBack: () => void;
  onClose: () => void;
  /** Levels below the top that can be opened (default 2). */
  maxDepth?: number;
}

function opensLevel(item: MenuItem, depth: number, maxDepth: number): boolean {
  if (depth >= maxDepth) return false;
  return depth === 0 ? hasSubmenu(item) : childItems(item).length > 0;
}

export function MobileMenuLevel({ items, parent, depth, currentPath, onOpen, onBack, onClose, maxDepth = MAX_SUBMENU_DEPTH }: MobileMenuLevelProps) {
  return (
    <div>
      {parent ? (
        <div className="mb-4 flex items-center justify-between border-b border-gray-200 pb-4">
          <button type="button" onClick={onBack} className="inline-flex items-center gap-1 font-semibold">
            <ChevronLeftIcon />
            Terug
          </button>
          <span className="font-semibold">{parent.label}</span>
          <button type="button" onClick={onClose} aria-label="Menu sluiten" className="rounded p-2">
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <ul className="flex flex-col text-lg">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="flex items-center justify-between border-b border-gray-100">
            <MenuEntry item={item} currentPath={currentPath} onNavigate={onClose} className="block flex-1 py-3" />
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
