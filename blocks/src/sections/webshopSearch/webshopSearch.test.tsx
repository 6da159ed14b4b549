import { describe, expect, test } from 'vitest';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection } from '../../test/render.tsx';

describe('webshop search page (webshopSearch)', () => {
  test("with the SSR's search in custom_fields the server renders the hits, the cards and the chosen filters", () => {
    const custom_fields = {
      query: 'taart',
      filter_string: 'soort:Taart',
      products: [{ id: 'appeltaart', title: 'Appeltaart', url: '/product/appeltaart' }, { id: 'kersenvlaai', title: 'Kersenvlaai', url: '/product/kersenvlaai' }],
      filters: [{ key: 'soort', title: 'Soort', uid: 's', type: 'list', values: [{ title: 'Taart', results: 2, active: true }] }],
      product_count: 2,
    };
    const page = renderIslandsSection('webshopSearch', {}, { page: { path: '/search', kind: 'search', custom_fields }, project: { id: 7 } });
    expect(page.$('[data-search-status="hits"]')?.textContent).toBe('2 producten gevonden');
    expect(page.$$('[data-product-card] h3').map((title) => title.textContent)).toEqual(['Appeltaart', 'Kersenvlaai']);
    expect(page.$('input[name="soort"]')?.hasAttribute('checked')).toBe(true);
    expect(page.text).not.toContain('Zoekresultaten laden...');
    const [island] = page.islands('searchResults');
    expect(island.entry.props).toMatchObject({ mode: 'search', productCount: 2, searched: { query: 'taart', filters: 'soort:Taart' } });
  });

  test('without them (editor, catalogue, SSR without an answer) the server renders the loading state', () => {
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
