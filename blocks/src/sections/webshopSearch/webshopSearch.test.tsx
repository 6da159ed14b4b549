import { describe, expect, test } from 'vitest';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection } from '../../test/render.tsx';

describe('webshop search page (webshopSearch)', () => {
  test('the server renders the heading and the loading state: the bundle of /search holds no results', () => {
    const page = renderSection('webshopSearch', {}, { page: { path: '/search', kind: 'search' } });
    expect(page.$('h1')?.textContent).toBe('Zoekresultaten');
    expect(page.$('[data-search-status="loading"]')?.textContent).toBe('Zoekresultaten laden...');
    expect(page.$('[data-product-card]')).toBeNull();
    expect(page.text).not.toContain('producten gevonden');
  });

  test('the results area is the searchResults island, hydrating on load, the heading stays outside', () => {
    const page = renderIslandsSection('webshopSearch', {}, { page: { path: '/search', kind: 'search' }, project: { id: 7 } });
    const [island] = page.islands('searchResults');
    expect(island.element.getAttribute('data-hydrate')).toBe('load');
    expect(island.entry.props).toEqual({ mode: 'search' });
    expect(island.element.textContent).toContain('Zoekresultaten laden...');
    expect(page.$('h1')?.closest('wm-island')).toBeNull();
  });

  test('a custom heading replaces the default', () => {
    expect(renderSection('webshopSearch', { title: 'Gevonden' }).$('h1')?.textContent).toBe('Gevonden');
    expect(renderSection('webshopSearch', { title: '  ' }).$('h1')?.textContent).toBe('Zoekresultaten');
  });
});
