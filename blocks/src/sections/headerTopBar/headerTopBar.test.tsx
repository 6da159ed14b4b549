import { describe, expect, test } from 'vitest';
import type { Menu } from '../../site/types.ts';
import { menus, project } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render.tsx';

const top: Menu = {
  id: 'top',
  title: 'Top',
  items: [
    { id: 'a', label: 'Mijn account', link: '/account', items: [] },
    { id: 'b', label: 'Klantenservice', link: '/service', type: 'submenu_simple', items: [{ id: 'c', label: 'Retour', link: '/retour', items: [] }] },
  ],
};

describe('top header menu (server render)', () => {
  test("right-aligned 'Inloggen' and 'Contact', both to '/', without a chosen menu", () => {
    const page = renderSection('headerTopBar', {}, { project });
    const list = page.$('nav[aria-label="Topmenu"] ul');
    expect(list?.className.split(' ')).toEqual(expect.arrayContaining(['justify-end', 'text-sm']));
    expect(page.$$('nav a').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Inloggen', '/'],
      ['Contact', '/'],
    ]);
  });

  test('border in border-primary-500 by default and padding 0 (also on phones)', () => {
    const frame = renderSection('headerTopBar').$('[data-template="headerTopBar"]');
    const classes = frame?.className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['border-b', 'border-primary-500', 'md:pt-0', 'md:pb-0', 'px-4']));
    expect(classes).not.toContain('py-8');
    expect(renderSection('headerTopBar', { section_border_color: 'border-gray-200' }).$('[data-template]')?.className).toContain('border-gray-200');
  });

  test('the chosen menu: its top-level entries as a row of links', () => {
    const page = renderSection('headerTopBar', { header_top_menu_menu: 'top', font_size: 'text-base' }, { project, menus: { ...menus, top }, currentPath: '/account' });
    expect(page.$$('nav a').map((a) => a.textContent)).toEqual(['Mijn account', 'Klantenservice']);
    expect(page.$('nav a[aria-current="page"]')?.textContent).toBe('Mijn account');
    expect(page.$('nav ul')?.className).toContain('text-base');
  });
});
