/**
 * The menu bar: entries in a row; a submenu_simple entry opens its dropdown on
 * pointer hover (closing 300 ms after the pointer leaves) or with its toggle button
 * (clicking the open one closes it). One dropdown is open at a time; Escape closes it.
 * Dropdowns are in the server HTML (hidden) so their links exist without JavaScript.
 *
 * On a page the bar is an island hydrating on the first interaction with it; until
 * then CSS opens a dropdown on hover and keyboard focus (`data-css-dropdowns`, see
 * theme.css). Once hydrated, a dropdown the pointer or focus is on stays open and the
 * script takes over.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { menuSource, useMenuItems, type MenuSource } from './islandMenus.ts';
import { ChevronDownIcon } from '../icons/Icon.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import type { MenuItem } from '../site/types.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { MAX_SUBMENU_DEPTH, childItems, hasSubmenu } from './menuItems.ts';
import { useSubmenuState, type SubmenuState } from './useSubmenuState.ts';

export interface DesktopMenuProps {
  items: readonly MenuItem[];
  currentPath: string;
  /** Classes on the <nav>, e.g. 'hidden md:block' to keep it off mobile. */
  className?: string;
  /** Font size class of the entries (menu_fontsize). */
  fontSizeClass?: string;
  label?: string;
  /** Dropdown levels below the bar (default 2; Header B shows one level of sub-items). */
  maxDepth?: number;
}

function SubmenuList({ items, currentPath, depth, maxDepth }: { items: MenuItem[]; currentPath: string; depth: number; maxDepth: number }) {
  return (
    <ul className={depth === 1 ? 'py-2' : 'pb-1 pl-4'}>
      {items.map((child, index) => (
        <li key={child.id ?? index}>
          <MenuEntry item={child} currentPath={currentPath} className="block px-4 py-2" />
          {depth < maxDepth && childItems(child).length > 0 ? (
            <SubmenuList items={childItems(child)} currentPath={currentPath} depth={depth + 1} maxDepth={maxDepth} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MenuBarItem({ item, currentPath, submenu, maxDepth }: { item: MenuItem; currentPath: string; submenu: SubmenuState; maxDepth: number }) {
  const panelId = useId();
  if (maxDepth < 1 || !hasSubmenu(item)) {
    return (
      <li>
        <MenuEntry item={item} currentPath={currentPath} />
      </li>
    );
  }
  const open = submenu.openId === item.id;
  const fullWidth = item.column_width === 'fullwidth';
  // Touch devices fire pointerenter before click; only a real hover opens on enter.
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') submenu.open(item.id);
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') submenu.closeSoon();
  };
  return (
    <li
      className={joinClasses('wm-dropdown-item', fullWidth ? 'static' : 'relative')}
      data-submenu-id={item.id}
      onPointerEnter={onEnter}
      onPointerLeave={onLeave}
    >
      <span className="inline-flex items-center gap-1">
        <MenuEntry item={item} currentPath={currentPath} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`Submenu ${item.label} ${open ? 'sluiten' : 'openen'}`}
          onClick={() => submenu.toggle(item.id)}
          className="rounded p-1 hover:text-primary-500"
        >
          <ChevronDownIcon className={joinClasses('h-4 w-4 transition-transform', open && 'rotate-180')} />
        </button>
      </span>
      <div
        id={panelId}
        className={joinClasses(
          'wm-dropdown absolute top-full z-50 rounded bg-white text-dark shadow-lg',
          fullWidth ? 'inset-x-0' : 'left-0 min-w-56',
          !open && 'hidden',
        )}
      >
        <SubmenuList items={childItems(item)} currentPath={currentPath} depth={1} maxDepth={maxDepth} />
      </div>
    </li>
  );
}

export function DesktopMenu({ items, currentPath, className, fontSizeClass, label = 'Hoofdmenu', maxDepth = MAX_SUBMENU_DEPTH }: DesktopMenuProps) {
  const submenu = useSubmenuState();
  const nav = useRef<HTMLElement>(null);
  const [scripted, setScripted] = useState(false);
  const { open } = submenu;
  useEffect(() => {
    // The dropdown CSS opened (hover or focus) stays open under the script.
    const shown = nav.current?.querySelector('[data-submenu-id]:hover, [data-submenu-id]:focus-within');
    const id = shown?.getAttribute('data-submenu-id');
    if (id) open(id);
    setScripted(true);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') submenu.close();
  };
  return (
    <nav ref={nav} aria-label={label} className={className} onKeyDown={onKeyDown} data-css-dropdowns={scripted ? undefined : ''}>
      <ul className={joinClasses('flex flex-wrap items-center gap-x-6 gap-y-2', fontSizeClass)}>
        {items.map((item, index) => (
          <MenuBarItem key={item.id ?? index} item={item} currentPath={currentPath} submenu={submenu} maxDepth={maxDepth} />
        ))}
      </ul>
    </nav>
  );
}

/** The island's component: its items by menu key (islandMenus.ts). */
export function DesktopMenuIsland({ items, menu, ...props }: Omit<DesktopMenuProps, 'items'> & MenuSource) {
  return <DesktopMenu {...props} items={useMenuItems({ items, menu })} />;
}

/** The menu bar of a page: an island hydrating on the first interaction with it. */
export function SiteDesktopMenu({ items, ...props }: DesktopMenuProps) {
  const { menus } = useSite();
  return <Island name="desktopMenu" props={{ ...props, ...menuSource(items, menus) }} />;
}
