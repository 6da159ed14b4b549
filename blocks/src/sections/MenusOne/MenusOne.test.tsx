import { describe, expect, test } from 'vitest';
import { menus, project } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render.tsx';

const bar = (meta: Record<string, unknown> = {}, context: Record<string, unknown> = { project, menus, currentPath: '/winkel' }) =>
  renderSection('MenusOne', meta, context);

describe('menu bar (server render)', () => {
  test('placeholder items without a chosen menu; padding 4; a mobile toggle', () => {
    const page = bar({}, { project });
    expect(page.$$('nav[aria-label="Hoofdmenu"] a').map((a) => a.textContent)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
    const frame = page.$('section')?.className.split(' ');
    expect(frame).toEqual(expect.arrayContaining(['md:pt-4', 'md:pb-4', 'py-4']));
    expect(frame).not.toContain('py-8');
    expect(page.$$('button').some((b) => b.textContent === 'Menu openen')).toBe(true);
  });

  test('the chosen menu with dropdowns and the active entry; font size and alignment classes', () => {
    const page = bar({ main_menu_menu: 'main', alignment: 'center', menu_fontsize: 'text-lg' });
    const nav = page.$('nav[aria-label="Hoofdmenu"]');
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('Winkel');
    expect(nav?.querySelector('button[aria-label="Submenu Diensten openen"]')).not.toBeNull();
    expect(nav?.parentElement?.className.split(' ')).toContain('justify-center');
    expect(nav?.querySelector('ul')?.className.split(' ')).toContain('text-lg');
    expect(bar({ alignment: 'right' }).$('nav')?.parentElement?.className.split(' ')).toContain('justify-end');
  });

  test('sticky wraps the bar in the sticky header wrapper', () => {
    expect(bar({ sticky: '1' }).$('.wm-sticky .wm-sticky-sentinel')).not.toBeNull();
    expect(bar().$('.wm-sticky')).toBeNull();
  });
});
