import { describe, expect, test } from 'vitest';
import { menus, project } from '../../test/fixtures.ts';
import { renderSection, richText } from '../../test/render.tsx';

describe('Header A with text (server render)', () => {
  test('shows its sample text block by default, beside the logo, menu placeholder and heights of Header A', () => {
    const page = renderSection('headerOneText', {}, { project });
    expect(page.$('header .wm-header-text')?.textContent).toBe('Bel of app ons voor advies');
    expect(page.$('header a.wm-logo img')?.className.split(' ')).toEqual(expect.arrayContaining(['h-6', 'md:h-10']));
    const nav = page.$('nav[aria-label="Hoofdmenu"]');
    expect(Array.from(nav?.querySelectorAll('a') ?? []).map((a) => a.textContent)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
  });

  test('the own text, the chosen menu, and hiding the text with show_text_header 0', () => {
    const page = renderSection('headerOneText', { content: richText('Vandaag <b>open</b>'), main_menu_menu: 'main' }, { project, menus });
    expect(page.$('.wm-header-text b')?.textContent).toBe('open');
    expect(page.$('nav[aria-label="Hoofdmenu"] a[href="/winkel"]')?.textContent).toBe('Winkel');
    expect(renderSection('headerOneText', { show_text_header: '0' }, { project }).$('.wm-header-text')).toBeNull();
  });

  test('renders with only its defaults in editable mode as well', () => {
    expect(renderSection('headerOneText', {}, { editable: true }).$('header a.wm-logo')?.textContent).toBe('Home');
  });
});
