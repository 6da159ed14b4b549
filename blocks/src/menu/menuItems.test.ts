import { describe, expect, test } from 'vitest';
import { menus } from '../test/fixtures.ts';
import { hasSubmenu, isActiveItem, itemHref, menuItems } from './menuItems.ts';

describe('menu items', () => {
  test('without a chosen menu the placeholder items show, all linking to /', () => {
    for (const choice of ['', undefined, 'verwijderd']) {
      const items = menuItems(menus, choice);
      expect(items.map((item) => item.label)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
      expect(items.map(itemHref)).toEqual(['/', '/', '/']);
    }
  });

  test('a template may pass its own fallback items', () => {
    const fallback = [{ id: 'x', label: 'Inloggen', link: '/' }];
    expect(menuItems(menus, '', fallback)).toBe(fallback);
    expect(menuItems(menus, 'main', fallback).map((item) => item.label)).toEqual(['Home', 'Diensten', 'Winkel', 'Contact']);
  });

  test('the chosen menu resolves through the menus of the site', () => {
    expect(menuItems(menus, 'main').map((item) => item.label)).toEqual(['Home', 'Diensten', 'Winkel', 'Contact']);
  });

  test('an empty link means /; unsafe links become /', () => {
    expect(itemHref({ id: 'a', label: 'A', link: '' })).toBe('/');
    expect(itemHref({ id: 'b', label: 'B', link: 'javascript:alert(1)' })).toBe('/');
  });

  test('the active entry is the one whose link equals the current path', () => {
    expect(isActiveItem({ id: 'c', label: 'Contact', link: '/contact/' }, '/contact')).toBe(true);
    expect(isActiveItem({ id: 'h', label: 'Home', link: '' }, '/')).toBe(true);
    expect(isActiveItem({ id: 'h', label: 'Home', link: '' }, '/contact')).toBe(false);
  });

  test('only submenu_simple entries with children open a dropdown', () => {
    expect(hasSubmenu({ id: 'a', label: 'A', type: 'submenu_simple', items: [{ id: 'b', label: 'B' }] })).toBe(true);
    expect(hasSubmenu({ id: 'a', label: 'A', type: 'submenu_simple', items: [] })).toBe(false);
    expect(hasSubmenu({ id: 'a', label: 'A', type: 'default', items: [{ id: 'b', label: 'B' }] })).toBe(false);
  });
});
