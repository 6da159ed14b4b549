import { describe, expect, test } from 'vitest';
import { project } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render.tsx';

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
    expect(form?.querySelector('ul')).toBeNull();
    expect(form?.querySelector('button[aria-label="Zoekopdracht wissen"]')).toBeNull();
    expect(page.$('header a.wm-logo')?.getAttribute('href')).toBe('/');
    expect(page.$$('nav[aria-label="Hoofdmenu"] a').map((a) => a.textContent)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
  });

  test('the placeholder comes from the website_search_field_placeholder translation', () => {
    const translated = { ...project, translations: { website_search_field_placeholder: 'Zoek een product' } };
    expect(renderSection('headerOneSearch', {}, { project: translated }).$('input[name="query"]')?.getAttribute('placeholder')).toBe('Zoek een product');
  });

  test('renders with only its defaults in editable mode', () => {
    expect(renderSection('headerOneSearch', {}, { editable: true }).$('form[role="search"]')).not.toBeNull();
  });
});
