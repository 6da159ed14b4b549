import { describe, expect, test } from 'vitest';
import { project } from '../../test/fixtures.ts';
import { renderSection, richText } from '../../test/render.tsx';

describe('header with search box (server render)', () => {
  test('a search form to /search with the default placeholder, beside Header A', () => {
    const page = renderSection('headerOneSearch', {}, { project });
    const form = page.$('header form[role="search"]');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    const input = form?.querySelector('input[name="query"]');
    expect(input?.getAttribute('placeholder')).toBe('Zoeken naar...');
    expect(form?.querySelector('label')?.textContent).toBe('Zoeken');
    expect(form?.querySelector('button[type="submit"]')?.getAttribute('aria-label')).toBe('Zoeken');
    // No results yet: neither a dropdown nor a clear button.
    // The combobox's listbox is there (aria-controls names it), hidden and empty.
    expect(form?.querySelector('ul[role="listbox"]')?.hasAttribute('hidden')).toBe(true);
    expect(form?.querySelector('[role="option"]')).toBeNull();
    expect(form?.querySelector('button[aria-label="Zoekopdracht wissen"]')).toBeNull();
    expect(page.$('header a.wm-logo')?.getAttribute('href')).toBe('/');
    expect(page.$$('nav[aria-label="Hoofdmenu"] a').map((a) => a.textContent)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
  });

  test('source order as a phone paints it: logo, text, links and buttons, search box; from md the search box follows the logo', () => {
    const page = renderSection(
      'headerOneSearch',
      { show_text_header: '1', show_content_next_to_mobile_button: '1', content: richText('Vandaag open') },
      { project },
    );
    const row = page.$('header a.wm-logo')!.parentElement!;
    const children = Array.from(row.children);
    const search = children.findIndex((child) => child.querySelector('form[role="search"]'));
    const text = children.findIndex((child) => child.classList.contains('wm-header-text'));
    const controls = children.findIndex((child) => child.querySelector('nav[aria-label="Hoofdmenu"]'));
    expect([children[0].classList.contains('wm-logo'), text, controls, search]).toEqual([true, 1, 2, 3]);
    // No order on a phone (painted as written); from md the text and the controls move after the search box.
    expect(children.some((child) => /(^|\s)order-/.test(child.className))).toBe(false);
    expect(children[text].classList.contains('md:order-last')).toBe(true);
    expect(children[controls].classList.contains('md:order-last')).toBe(true);
    expect(children[search].classList.contains('w-full')).toBe(true);
  });

  test('the placeholder comes from the website_search_field_placeholder translation', () => {
    const translated = { ...project, translations: { website_search_field_placeholder: 'Zoek een product' } };
    expect(renderSection('headerOneSearch', {}, { project: translated }).$('input[name="query"]')?.getAttribute('placeholder')).toBe('Zoek een product');
  });

  test('renders with only its defaults in editable mode', () => {
    expect(renderSection('headerOneSearch', {}, { editable: true }).$('form[role="search"]')).not.toBeNull();
  });
});
