// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PageSections } from '../render/PageSections.tsx';
import type { Page, ShopData } from '../site/types.ts';
import { project } from '../test/fixtures.ts';
import { appeltaart, bruidstaart, categoryCard, desembrood, koekjes, productCard } from '../test/shopFixtures.ts';
import { WAYS_ON_CATEGORIES, WAYS_ON_PRODUCTS } from '../webshop/WaysOn.tsx';

function filters(active: { soort?: string[]; price?: { from: number; to: number } | null } = {}) {
  return [
    {
      key: 'soort', title: 'Soort', uid: 'f-soort', type: 'list',
      values: ['Taart', 'Koek'].map((title) => ({ title, results: title === 'Taart' ? 12 : 3, active: active.soort?.includes(title) ?? false })),
    },
    { key: 'price', title: 'Prijs', uid: 'f-price', type: 'range', min: 2, max: 80, active: active.price ?? null },
  ];
}

const ANSWER = { results: [appeltaart, bruidstaart, desembrood], info: { hits: 3 }, filters: filters() };

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

type FetchMock = ReturnType<typeof vi.fn>;

function bodies(fetchMock: FetchMock) {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

function openSearchPage(url: string, fetchMock: FetchMock, shop?: ShopData) {
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', url);
  render(
    <PageSections
      sections={[{ id: 'zoek', template: 'webshopSearch', meta: {} }]}
      context={{ project, page: { path: '/search', kind: 'search' }, currentPath: '/search', apiBase: 'https://api.example', shop }}
    />,
  );
}

/** Lets timers run out and answers arrive. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const titles = () => Array.from(document.querySelectorAll('[data-product-card] h3')).map((title) => title.textContent);
const status = () => document.querySelector('[data-search-status]')?.textContent;
const search = () => `${window.location.pathname}${decodeURIComponent(window.location.search)}`;
const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name} `) }) as HTMLInputElement;

describe('search page in the browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  test('loading, then the results of the URL query and filters with the spec payload (limit 3000)', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    openSearchPage('/search?query=taart&filters=soort:Taart', fetchMock);
    expect(status()).toBe('Zoekresultaten laden...');
    await settle();
    expect(bodies(fetchMock)).toEqual([{ website_id: 7, query: 'taart', filters: 'soort:Taart', current_url: `${window.location.origin}/search`, limit: 3000 }]);
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('https://api.example/api/services/websites/v1/search');
    expect(status()).toBe('3 producten gevonden');
    expect(titles()).toEqual(['Appeltaart', 'Bruidstaart', 'Desembrood']);
    expect(document.querySelector('.wm-product-grid')?.getAttribute('data-columns')).toBe('3');
    // The URL's filter shows as chosen; counts beside the values.
    expect(checkbox('Taart').checked).toBe(true);
    expect(checkbox('Koek').checked).toBe(false);
    expect(checkbox('Koek').parentElement?.textContent).toBe('Koek (3)');
  });

  test('on phones the filters fold behind a button (the results come first)', async () => {
    openSearchPage('/search?query=taart&filters=soort:Taart', vi.fn(() => answer(ANSWER)));
    await settle();
    const button = screen.getByRole('button', { name: 'Filters tonen (1)' });
    expect(button.className).toContain('md:hidden');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.className.split(' ')).toEqual(['hidden', 'md:block']);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Filters verbergen (1)');
    expect(panel.className).not.toContain('hidden');
  });

  test("no results: 0 producten gevonden, the query repeated, and the shop's ways on", async () => {
    const shop: ShopData = {
      products: { appeltaart: productCard('appeltaart') },
      categories: { taarten: categoryCard('taarten') },
      listings: { [WAYS_ON_CATEGORIES]: ['taarten'], [WAYS_ON_PRODUCTS]: ['appeltaart'] },
    };
    openSearchPage('/search?query=xyz', vi.fn(() => answer({ results: [], info: { hits: 0 }, filters: [] })), shop);
    await settle();
    expect(status()).toBe('0 producten gevonden');
    expect(document.querySelector('[data-search-empty]')?.textContent).toBe('Geen producten gevonden voor “xyz”.');
    expect(screen.getByRole('link', { name: 'Taarten' }).getAttribute('href')).toBe('/winkel/taarten');
    expect(document.querySelector('[data-ways-on-products] [data-product-card]')?.getAttribute('data-product-id')).toBe('appeltaart');
  });

  test('a failed search is silent: results emptied, 0 hits, the filters stay', async () => {
    const errors = vi.spyOn(console, 'error');
    const fetchMock = vi.fn(() => answer(ANSWER));
    openSearchPage('/search?query=taart', fetchMock);
    await settle();
    expect(titles()).toHaveLength(3);
    fetchMock.mockImplementation(() => answer({ errors: { general: ['Mis'] } }, 500));
    fireEvent.click(checkbox('Koek'));
    await settle();
    expect(status()).toBe('0 producten gevonden');
    expect(titles()).toEqual([]);
    expect(document.querySelector('[data-search-empty]')?.textContent).toBe('Geen producten gevonden voor “taart”.');
    expect(checkbox('Koek').checked).toBe(true);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(checkbox('Taart'));
    await settle(100);
    expect(status()).toBe('0 producten gevonden');
    expect(errors).not.toHaveBeenCalled();
  });

  test('toggling values rewrites the URL without reload, throttled to once per 100 ms', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    const push = vi.spyOn(window.history, 'pushState');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    openSearchPage('/search?query=taart', fetchMock);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(checkbox('Taart'));
    // The first change at once.
    expect(search()).toBe('/search?query=taart&filters=soort:Taart');
    expect(checkbox('Taart').checked).toBe(true);
    await settle(10);
    expect(bodies(fetchMock).at(-1)).toMatchObject({ query: 'taart', filters: 'soort:Taart' });

    fireEvent.click(checkbox('Koek'));
    expect(checkbox('Koek').checked).toBe(true);
    expect(search()).toBe('/search?query=taart&filters=soort:Taart');
    await settle(89);
    expect(search()).toBe('/search?query=taart&filters=soort:Taart');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await settle(1);
    expect(search()).toBe('/search?query=taart&filters=soort:Taart,Koek');
    expect(bodies(fetchMock).at(-1)).toMatchObject({ filters: 'soort:Taart,Koek' });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // Removing both values drops the filter and the parameter.
    await settle(100);
    fireEvent.click(checkbox('Taart'));
    expect(search()).toBe('/search?query=taart&filters=soort:Koek');
    await settle(100);
    fireEvent.click(checkbox('Koek'));
    await settle(100);
    expect(search()).toBe('/search?query=taart');
    expect(bodies(fetchMock).at(-1)).toMatchObject({ filters: '' });

    expect(push).toHaveBeenCalledTimes(4);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  test('range inputs apply 400 ms after the last keystroke; a missing side is the bound; emptied: no range', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    openSearchPage('/search?query=', fetchMock);
    await settle();
    const from = screen.getByLabelText('Van') as HTMLInputElement;
    const to = screen.getByLabelText('Tot') as HTMLInputElement;
    expect([from.min, from.max, from.placeholder, to.placeholder]).toEqual(['2', '80', '2', '80']);
    fireEvent.change(from, { target: { value: '1' } });
    await settle(300);
    fireEvent.change(from, { target: { value: '10' } });
    await settle(399);
    expect(search()).toBe('/search?query=');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(search()).toBe('/search?query=&filters=price:10<->80');
    expect(bodies(fetchMock).at(-1)).toMatchObject({ filters: 'price:10<->80' });
    fireEvent.change(to, { target: { value: '50' } });
    await settle(400);
    expect(search()).toBe('/search?query=&filters=price:10<->50');
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.change(to, { target: { value: '' } });
    await settle(400);
    expect(search()).toBe('/search?query=');
  });

  test('back and forward read the URL again', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    openSearchPage('/search?query=taart', fetchMock);
    await settle();
    window.history.replaceState(null, '', '/search?query=koek&filters=soort:Koek|price:5<->20');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(bodies(fetchMock).at(-1)).toMatchObject({ query: 'koek', filters: 'soort:Koek|price:5<->20' });
    expect(checkbox('Koek').checked).toBe(true);
    expect(checkbox('Taart').checked).toBe(false);
    expect((screen.getByLabelText('Van') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Tot') as HTMLInputElement).value).toBe('20');
  });

  test('only the newest answer shows', async () => {
    let release: (value: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.fn(() => answer(ANSWER));
    openSearchPage('/search?query=taart', fetchMock);
    await settle();
    fetchMock.mockImplementationOnce(() => slow);
    fetchMock.mockImplementationOnce(() => answer({ results: [koekjes], info: { hits: 1 }, filters: filters() }));
    fireEvent.click(checkbox('Taart'));
    await settle(100);
    fireEvent.click(checkbox('Koek'));
    await settle(100);
    release(new Response(JSON.stringify(ANSWER), { status: 200 }));
    await settle();
    expect(titles()).toEqual(['Koekjes']);
    expect(status()).toBe('1 producten gevonden');
  });
});

describe('products_filters category page in the browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  const categoryPage = (count = 3): Page => ({
    path: '/winkel/taarten',
    kind: 'category',
    custom_fields: { title: 'Taarten', layout: 'products_filters', category: 'taarten', products: [appeltaart, bruidstaart, desembrood], filters: filters(), product_count: count },
  });

  function openCategory(url: string, fetchMock: FetchMock, count = 3) {
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', url);
    render(<PageSections sections={[{ id: 'cat', template: 'webshopCategoriesOne', meta: {} }]} context={{ project, page: categoryPage(count), currentPath: '/winkel/taarten' }} />);
  }

  test('the server products show without a search; a filter refines them with the category as current_url', async () => {
    const fetchMock = vi.fn(() => answer({ results: [koekjes], info: { hits: 1 }, filters: filters({ soort: ['Koek'] }) }));
    openCategory('/winkel/taarten', fetchMock);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(titles()).toEqual(['Appeltaart', 'Bruidstaart', 'Desembrood']);
    fireEvent.click(checkbox('Koek'));
    expect(search()).toBe('/winkel/taarten?filters=soort:Koek');
    await settle();
    expect(bodies(fetchMock)).toEqual([{ website_id: 7, query: '', filters: 'soort:Koek', current_url: `${window.location.origin}/winkel/taarten`, limit: 3000 }]);
    expect(titles()).toEqual(['Koekjes']);
    expect(document.querySelector('[data-search-status]')).toBeNull();
  });

  test('filters in the URL, or more products than the page carries, are searched on load', async () => {
    const fetchMock = vi.fn(() => answer({ results: [koekjes], info: { hits: 1 }, filters: filters() }));
    openCategory('/winkel/taarten?filters=soort:Koek', fetchMock);
    await settle();
    expect(bodies(fetchMock)).toMatchObject([{ filters: 'soort:Koek', current_url: `${window.location.origin}/winkel/taarten` }]);
    expect(checkbox('Koek').checked).toBe(true);
  });

  test('a category with more products than the page holds asks for all of them', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    openCategory('/winkel/taarten', fetchMock, 60);
    await settle();
    expect(bodies(fetchMock)).toMatchObject([{ filters: '', limit: 3000 }]);
  });

  test('a filter that leaves nothing says so', async () => {
    openCategory('/winkel/taarten', vi.fn(() => answer({ results: [], info: { hits: 0 }, filters: filters() })));
    fireEvent.click(checkbox('Taart'));
    await settle();
    expect(document.querySelector('[data-search-empty]')?.textContent).toBe('Geen producten gevonden.');
  });
});

describe('search page with the results the server searched', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  const searchPage = (query: string, filterString: string, count = 3): Page => ({
    path: '/search',
    kind: 'search',
    custom_fields: { query, filter_string: filterString, products: [appeltaart, bruidstaart, desembrood], filters: filters({ soort: ['Taart'] }), product_count: count },
  });

  function openServerSearch(url: string, page: Page, fetchMock: FetchMock) {
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', url);
    render(<PageSections sections={[{ id: 'zoek', template: 'webshopSearch', meta: {} }]} context={{ project, page, currentPath: '/search' }} />);
  }

  test('the results, the hits and the chosen filters show at once, and the URL is not searched again', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    openServerSearch('/search?query=taart&filters=soort:Taart', searchPage('taart', 'soort:Taart'), fetchMock);
    expect(status()).toBe('3 producten gevonden');
    expect(titles()).toEqual(['Appeltaart', 'Bruidstaart', 'Desembrood']);
    expect(checkbox('Taart').checked).toBe(true);
    await settle(500);
    expect(fetchMock).not.toHaveBeenCalled();
    // A change searches as before.
    fireEvent.click(checkbox('Koek'));
    await settle();
    expect(bodies(fetchMock)).toMatchObject([{ query: 'taart', filters: 'soort:Taart,Koek', limit: 3000 }]);
  });

  test('more hits than the server showed: the rest is asked for (limit 3000)', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    openServerSearch('/search?query=taart&filters=soort:Taart', searchPage('taart', 'soort:Taart', 60), fetchMock);
    expect(status()).toBe('60 producten gevonden');
    await settle();
    expect(bodies(fetchMock)).toMatchObject([{ query: 'taart', filters: 'soort:Taart', limit: 3000 }]);
  });

  test('a URL that says something else than what the server searched is searched', async () => {
    const fetchMock = vi.fn(() => answer(ANSWER));
    openServerSearch('/search?query=brood', searchPage('taart', ''), fetchMock);
    await settle();
    expect(bodies(fetchMock)).toMatchObject([{ query: 'brood', filters: '' }]);
  });
});

describe('searchResults island hydration', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  test('the server HTML of a category page hydrates without mismatch and keeps its cards', async () => {
    const { startIslands } = await import('../islands/client.ts');
    const { renderIslandNode } = await import('../test/islandsRender.tsx');
    const { SiteSearchResults } = await import('./SearchResults.tsx');
    const { readFilters } = await import('./searchFilters.ts');
    const errors = vi.spyOn(console, 'error');
    vi.stubGlobal('fetch', vi.fn(() => answer(ANSWER)));
    window.history.replaceState(null, '', '/winkel/taarten');
    const site = { project: { id: 7, translations: { webshop_index_buyable_button: 'Koop' } }, page: { id: 1, path: '/winkel/taarten' }, currentPath: '/winkel/taarten' };
    const { html, data } = renderIslandNode(<SiteSearchResults mode="category" products={[appeltaart, koekjes]} filters={readFilters(filters())} productCount={2} />, site);
    // The translations the cards read travel with the page; the shop does not.
    expect(data?.site.project).toEqual({ id: 7, translations: { webshop_index_buyable_button: 'Koop' } });
    document.body.innerHTML = html;
    const page = startIslands(document);
    const island = document.querySelector('wm-island')!;
    const { waitFor } = await import('@testing-library/react');
    await waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true));
    expect(titles()).toEqual(['Appeltaart', 'Koekjes']);
    expect(document.querySelector('[data-cart-action]')?.textContent).toBe('Koop');
    expect(errors).not.toHaveBeenCalled();
    page.stop();
  });

  test("the server HTML of the search page hydrates with the server's results: same text, no search", async () => {
    const { startIslands } = await import('../islands/client.ts');
    const { renderIslandNode } = await import('../test/islandsRender.tsx');
    const { searchedResults } = await import('../sections/webshopSearch/index.tsx');
    const { SiteSearchResults } = await import('./SearchResults.tsx');
    const errors = vi.spyOn(console, 'error');
    const fetchMock = vi.fn(() => answer(ANSWER));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/search?query=taart&filters=soort:Taart');
    const page: Page = {
      path: '/search',
      kind: 'search',
      custom_fields: { query: 'taart', filter_string: 'soort:Taart', products: [appeltaart, koekjes], filters: filters({ soort: ['Taart'] }), product_count: 2 },
    };
    const site = { project: { id: 7 }, page: { id: undefined, path: '/search' }, currentPath: '/search' };
    const { html } = renderIslandNode(<SiteSearchResults {...searchedResults(page)} />, site);
    expect(html).toContain('2 producten gevonden');
    document.body.innerHTML = html;
    const serverText = document.body.textContent;
    const islands = startIslands(document);
    const island = document.querySelector('wm-island')!;
    const { waitFor } = await import('@testing-library/react');
    await waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body.textContent).toBe(serverText);
    expect(titles()).toEqual(['Appeltaart', 'Koekjes']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    islands.stop();
  });
});
