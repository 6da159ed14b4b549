/**
 * Menus travel to the browser once per page: an island gets the key of a menu whose
 * items it shows (`menu`) instead of a copy of them, and reads the items from the site
 * (which the page serialises once for all its islands: the desktop bar and the mobile
 * menu of a header share it).
 */
import { useSite } from '../site/SiteContext.tsx';
import type { Menu, MenuItem } from '../site/types.ts';

/** Either the items themselves or the key of the site menu they are. */
export interface MenuSource {
  items?: readonly MenuItem[];
  menu?: string;
}

/** `{ menu }` when `items` are a site menu's own items, else `{ items }`. */
export function menuSource(items: readonly MenuItem[] | undefined, menus: Record<string, Menu>): MenuSource {
  if (!items) return {};
  const key = Object.keys(menus).find((id) => menus[id].items === items);
  return key === undefined ? { items } : { menu: key };
}

/** The items of a source, read from the site when it names a menu. */
export function useMenuItems(source: MenuSource): readonly MenuItem[] {
  const { menus } = useSite();
  if (source.menu !== undefined) return (Object.hasOwn(menus, source.menu) ? menus[source.menu].items : undefined) ?? [];
  return source.items ?? [];
}
