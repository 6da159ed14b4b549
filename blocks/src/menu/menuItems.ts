/**
 * The menu model shared by every header: which items a menu field shows (the chosen
 * menu, or the placeholder Hoofdpagina / Over ons / Contact when none is chosen or the
 * chosen one no longer exists), each item's link, whether it is the active entry and
 * whether it opens a submenu. Dropdowns go two levels deep at most.
 */
import { safeUrl } from '../links/safeUrl.ts';
import { samePath } from '../links/paths.ts';
import type { Menu, MenuItem } from '../site/types.ts';

export const PLACEHOLDER_ITEMS: readonly MenuItem[] = Object.freeze([
  { id: 'placeholder-home', label: 'Hoofdpagina', link: '/', type: 'default', items: [] },
  { id: 'placeholder-about', label: 'Over ons', link: '/', type: 'default', items: [] },
  { id: 'placeholder-contact', label: 'Contact', link: '/', type: 'default', items: [] },
]);

/** Dropdown levels below the menu bar: the submenu and its children. */
export const MAX_SUBMENU_DEPTH = 2;

/** The chosen menu's items; `fallback` (the placeholder items unless a template has its own) otherwise. */
export function menuItems(
  menus: Record<string, Menu>,
  menuId: unknown,
  fallback: readonly MenuItem[] = PLACEHOLDER_ITEMS,
): readonly MenuItem[] {
  const menu = typeof menuId === 'string' && menuId !== '' && Object.hasOwn(menus, menuId) ? menus[menuId] : undefined;
  return menu ? (menu.items ?? []) : fallback;
}

/** The item's href: an empty link means '/'; unsafe URLs become '/'. */
export function itemHref(item: MenuItem): string {
  const link = typeof item.link === 'string' ? item.link.trim() : '';
  return safeUrl(link || '/') ?? '/';
}

export function isActiveItem(item: MenuItem, currentPath: string): boolean {
  return samePath(itemHref(item), currentPath);
}

export function childItems(item: MenuItem): MenuItem[] {
  return Array.isArray(item.items) ? item.items : [];
}

/** A top-level entry opens a dropdown when it is a submenu_simple with children. */
export function hasSubmenu(item: MenuItem): boolean {
  return item.type === 'submenu_simple' && childItems(item).length > 0;
}

export function isTextItem(item: MenuItem): boolean {
  return item.item_type === 'text';
}

const CLASS_TOKEN = /^[A-Za-z0-9_:./[\]-]+$/;

/** The editor-entered class list of an item, limited to class-like tokens. */
export function itemClasses(item: MenuItem): string {
  return typeof item.class === 'string' ? item.class.split(/\s+/).filter((token) => CLASS_TOKEN.test(token)).join(' ') : '';
}
