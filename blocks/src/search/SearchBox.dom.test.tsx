// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PageSections } from '../render/PageSections.tsx';
import type { Page } from '../site/types.ts';
import { searchNavigation } from './SearchBox.tsx';
import { project } from '../test/fixtures.ts';

const RESULTS = {
  results: [
    { title: 'Desembrood', url: '/winkel/desem', main_image: '|/media/desem.jpg', price: { incl_tax: 1234.5, excl_tax: 1132.57 }, sale_price: null },
    { title: 'Roggebrood', url: '/winkel/rogge', main_image: '' },
  ],
  info: { hits: 2 },
  filters: [],
};

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderSearchHeader(fetchMock: ReturnType<typeof vi.fn>, page?: Page) {
  vi.stubGlobal('fetch', fetchMock);
  render(
    <PageSections
      sections={[{ id: 'kop', template: 'headerOneSearch', meta: {} }]}
      context={{ project, apiBase: 'https://api.example', currentPath: '/', page }}
    />,
  );
  return screen.getByPlaceholderText('Zoeken naar...');
}

async function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** Lets the debounce run out and the answer arrive. */
async function settle(ms = 100) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('header search box', () => {
  test('sends one search 100 ms after typing stops, with the spec payload', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => answer(RESULTS));
    const input = renderSearchHeader(fetchMock);
    await type(input, 'de');
    await settle(50);
    await type(input, 'desem');
    await settle(99);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/services/websites/v1/search');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ website_id: 7, query: 'desem', filters: '', current_url: window.location.href, limit: 30 });
  });

  test('results show in a scrollable dropdown with images; the clear button empties everything', async () => {
    vi.useFakeTimers();
    const input = renderSearchHeader(vi.fn(() => answer(RESULTS)));
    expect(screen.queryByRole('button', { name: 'Zoekopdracht wissen' })).toBeNull();
    await type(input, 'brood');
    await settle();
    const list = screen.getByRole('listbox', { name: 'Zoekresultaten' });
    expect(list.className.split(' ')).toEqual(expect.arrayContaining(['max-h-52', 'overflow-y-auto']));
    expect(screen.getByRole('option', { name: /Desembrood/ }).getAttribute('data-result-url')).toBe('/winkel/desem');
    expect(screen.getByRole('option', { name: /Desembrood/ }).querySelector('img')?.getAttribute('src')).toBe('/media/desem.jpg');
    // The price when the result has one shown, in Dutch format.
    expect(Array.from(list.querySelectorAll('[data-result-price]')).map((price) => price.textContent)).toEqual(['€ 1.234,50']);
    expect(screen.getByRole('option', { name: /Roggebrood/ }).querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zoekopdracht wissen' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox', { name: 'Zoekresultaten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zoekopdracht wissen' })).toBeNull();
  });

  test('a failed search is silent: no results, no error', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error');
    const fetchMock = vi.fn(() => answer(RESULTS));
    const input = renderSearchHeader(fetchMock);
    await type(input, 'brood');
    await settle();
    expect(screen.getByRole('listbox', { name: 'Zoekresultaten' })).toBeTruthy();
    fetchMock.mockImplementation(() => answer({ errors: { general: ['Niet gevonden'] } }, 404));
    await type(input, 'broodje');
    await settle();
    expect(screen.queryByRole('listbox', { name: 'Zoekresultaten' })).toBeNull();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await type(input, 'broodjes');
    await settle();
    expect(screen.queryByRole('listbox', { name: 'Zoekresultaten' })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  test('Escape closes the dropdown; emptying the field clears the results without a request', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => answer(RESULTS));
    const input = renderSearchHeader(fetchMock);
    await type(input, 'brood');
    await settle();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox', { name: 'Zoekresultaten' })).toBeNull();
    fireEvent.focus(input);
    expect(screen.getByRole('listbox', { name: 'Zoekresultaten' })).toBeTruthy();
    await type(input, '   ');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox', { name: 'Zoekresultaten' })).toBeNull();
  });

  test('the search button goes to /search?query=<text> as well', async () => {
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const input = renderSearchHeader(vi.fn(() => answer(RESULTS)));
    await type(input, 'taart');
    const button = screen.getByRole('button', { name: 'Zoeken' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    fireEvent.submit(button.form!);
    expect(assign).toHaveBeenCalledWith('/search?query=taart');
  });

  test('Enter (submitting the form) goes to /search?query=<text>', async () => {
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const input = renderSearchHeader(vi.fn(() => answer(RESULTS)));
    await type(input, 'bruin brood');
    fireEvent.submit(input.closest('form')!);
    expect(assign).toHaveBeenCalledWith('/search?query=bruin%20brood');
  });

  test('a combobox: the arrow keys walk the suggestions (wrapping), Enter opens the walked one, Escape closes then empties', async () => {
    vi.useFakeTimers();
    const go = vi.spyOn(searchNavigation, 'go').mockImplementation(() => {});
    const input = renderSearchHeader(vi.fn(() => answer(RESULTS)));
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await type(input, 'brood');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.submit(input.closest('form')!);
    expect(go).toHaveBeenCalledWith('/winkel/rogge');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    // A click on a suggestion opens it too.
    await type(input, 'brood');
    await settle();
    fireEvent.click(screen.getAllByRole('option')[0]);
    expect(go).toHaveBeenLastCalledWith('/winkel/desem');
  });

  test('on the search page the box keeps the query searched for, without a live search', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => answer(RESULTS));
    const input = renderSearchHeader(fetchMock, { path: '/search', kind: 'search', custom_fields: { query: 'taart' } });
    expect((input as HTMLInputElement).value).toBe('taart');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    await type(input, 'taarten');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
