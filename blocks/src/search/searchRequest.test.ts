import { describe, expect, test, vi } from 'vitest';
import { NO_RESULTS, readSearchAnswer, search, searchPageHref } from './searchRequest.ts';

describe('search answers', () => {
  test('results keep title, a safe url and the first main image; hits come from info.hits', () => {
    const answer = readSearchAnswer({
      results: [
        { title: 'Desembrood', url: '/winkel/desem', main_image: '|/media/desem.jpg|/media/desem-2.jpg' },
        { title: 'Kwaad', url: 'javascript:alert(1)', main_image: '' },
        { url: '/zonder-titel' },
      ],
      info: { hits: 12 },
      filters: [{ key: 'categorie' }],
    });
    expect(answer.results).toMatchObject([
      { title: 'Desembrood', url: '/winkel/desem', image: '/media/desem.jpg', price: '' },
      { title: 'Kwaad', url: '', image: undefined, product: { title: 'Kwaad', url: '' } },
    ]);
    expect(answer.hits).toBe(12);
    expect(answer.filters).toEqual([{ key: 'categorie' }]);
  });

  test('results carry the card fields and the price they show', () => {
    const price = { incl_tax: 24.95, excl_tax: 22.89 };
    const [regular, sale, excl, hidden] = readSearchAnswer({
      results: [
        { id: 'appeltaart', title: 'Appeltaart', url: '/product/appeltaart', price, sale_price: null, layout: '2' },
        { id: 'b', title: 'Boterkoek', url: '/b', price, sale_price: { incl_tax: 1234.5, excl_tax: 1132.57 } },
        { id: 'c', title: 'Cake', url: '/c', price: { incl_tax: 1234.5, excl_tax: 1132.57 }, sale_price: { incl_tax: 999, excl_tax: 916.51 }, show_price_tax_included: false },
        { id: 'd', title: 'Dadels', url: '/d', price, hide_price: true },
      ],
      info: { hits: 4 },
    }).results;
    expect(regular.price).toBe('€ 24,95');
    expect(regular.product).toMatchObject({ id: 'appeltaart', layout: '2', price });
    // A "sale" price above the regular one is no sale.
    expect(sale.price).toBe('€ 24,95');
    expect(excl.price).toBe('€ 916,51');
    expect(hidden.price).toBe('');
  });

  test('an unreadable answer means no results and 0 hits', () => {
    for (const body of [null, 'fout', { results: 'x' }, { errors: { general: ['Mis'] } }]) {
      expect(readSearchAnswer(body)).toMatchObject({ results: [], hits: 0 });
    }
  });

  test('a refused search reads its body anyway (an unread response stays open in the browser) and answers no results', async () => {
    const response = new Response(JSON.stringify({ errors: { general: ['Niet gevonden.'] } }), { status: 404 });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(response)));
    const answer = await search({ apiBase: '', websiteId: 7, query: 'taart', currentUrl: '/', limit: 30 });
    expect(answer).toBe(NO_RESULTS);
    expect(response.bodyUsed).toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('geen json', { status: 200 }))));
    expect(await search({ apiBase: '', websiteId: 7, query: 'taart', currentUrl: '/', limit: 30 })).toMatchObject({ results: [], hits: 0 });
  });

  test('the search page link carries the query encoded', () => {
    expect(searchPageHref('bruin brood & taart')).toBe('/search?query=bruin%20brood%20%26%20taart');
  });
});
