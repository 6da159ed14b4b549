/**
 * The state of the search page and of a products_filters category page: the shown
 * products, hits and filters, and the shopper's filter selection, kept in the URL.
 *
 * - On load the query and filters are read from the URL (`?query=&filters=`) and
 *   searched (limit 3000). A category page shows its server products first and asks
 *   only when the URL narrows them or the category has more than the page carries;
 *   its searches send the category page as current_url, which restricts them to it.
 *   The search page does the same with the results the server rendered for `searched`
 *   (the query and filter string it searched, ssr/site/searchPage.ts): it hydrates with
 *   them and asks only when the URL says something else or there are more hits than
 *   cards; without them it shows the loading state until its own answer.
 * - A change (toggled value, set range) shows at once in the sidebar; the URL is
 *   rewritten with history.pushState (no reload) and searched, throttled to one per
 *   100 ms. Back and forward (popstate) read the URL again.
 * - A failed search is silent: no products, 0 hits (the filters stay, so the shopper
 *   can change them); an older answer never overwrites a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import type { ProductCard } from '../site/types.ts';
import { setRange as withRange, toggleValue, buildFilters, parseFilters, type FilterSelection, type Range } from './filterString.ts';
import { throttle } from './rateLimit.ts';
import { readFilters, type SearchFilter } from './searchFilters.ts';
import { hrefWithFilters, readSearchLocation } from './searchLocation.ts';
import { NO_RESULTS, PAGE_SEARCH_LIMIT, search } from './searchRequest.ts';

/** Spec 000 §9: filter updates throttled 100 ms. */
export const FILTER_THROTTLE_MS = 100;

export type SearchMode = 'search' | 'category';

/** What the server searched for the search page's results (query and filter string). */
export interface SearchedFor {
  query: string;
  filters: string;
}

export interface SearchResultsInput {
  mode: SearchMode;
  /** Server cards shown until the first answer (category page; search page with `searched`). */
  products?: ProductCard[];
  filters?: SearchFilter[];
  /** All products of the category, or the hits of the search (the page carries the first ones). */
  productCount?: number;
  /** Search page: the server's results are the answer for this query and filter string. */
  searched?: SearchedFor;
}

export interface SearchResultsState {
  /** 'loading' until the first answer of the search page. */
  status: 'loading' | 'ready';
  /** A newer search is under way (the shown results are the previous ones). */
  busy: boolean;
  products: ProductCard[];
  hits: number;
  filters: SearchFilter[];
  selection: FilterSelection;
  /** The query of the URL (what the results answer). */
  query: string;
  toggle: (key: string, value: string) => void;
  setRange: (key: string, range: Range | null) => void;
}

interface Shown {
  status: 'loading' | 'ready';
  busy: boolean;
  products: ProductCard[];
  hits: number;
  filters: SearchFilter[];
}

function initialShown(input: SearchResultsInput): Shown {
  if (input.mode === 'search' && !input.searched) return { status: 'loading', busy: false, products: [], hits: 0, filters: [] };
  const products = input.products ?? [];
  return { status: 'ready', busy: false, products, hits: input.productCount ?? products.length, filters: input.filters ?? [] };
}

export function useSearchResults(input: SearchResultsInput): SearchResultsState {
  const { apiBase, project } = useSite();
  const [shown, setShown] = useState<Shown>(() => initialShown(input));
  // The server rendered the searched filters as chosen; hydration starts from the same.
  const [selection, setSelection] = useState<FilterSelection>(() => parseFilters(input.searched?.filters ?? ''));
  const selectionRef = useRef<FilterSelection>(selection);
  const queryRef = useRef(input.searched?.query ?? '');
  const [query, setQuery] = useState(queryRef.current);
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(
    (query: string, filters: FilterSelection) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setShown((previous) => ({ ...previous, busy: true }));
      void search({
        apiBase,
        websiteId: project.id,
        query,
        filters: buildFilters(filters),
        currentUrl: `${window.location.origin}${window.location.pathname}`,
        limit: PAGE_SEARCH_LIMIT,
        signal: controller.signal,
      }).then((answer) => {
        if (controller.signal.aborted) return;
        setShown((previous) => ({
          status: 'ready',
          busy: false,
          products: answer.results.map((result) => result.product),
          hits: answer.hits,
          filters: answer === NO_RESULTS ? previous.filters : readFilters(answer.filters),
        }));
      });
    },
    [apiBase, project.id],
  );
  const runRef = useRef(run);
  runRef.current = run;

  const [commit] = useState(() =>
    throttle((next: FilterSelection) => {
      const href = hrefWithFilters(window.location, next);
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (href !== current) window.history.pushState(window.history.state, '', href);
      runRef.current(queryRef.current, next);
    }, FILTER_THROTTLE_MS),
  );

  const choose = useCallback(
    (next: FilterSelection) => {
      selectionRef.current = next;
      setSelection(next);
      commit.call(next);
    },
    [commit],
  );

  const { mode, productCount = 0 } = input;
  const serverCount = input.products?.length ?? 0;
  const searchedQuery = input.searched?.query;
  const searchedFilters = input.searched?.filters;
  useEffect(() => {
    const readUrl = () => {
      const location = readSearchLocation(window.location.search);
      queryRef.current = location.query;
      setQuery(location.query);
      selectionRef.current = location.selection;
      setSelection(location.selection);
      return location;
    };
    const first = readUrl();
    const narrowed = first.query !== '' || first.selection.length > 0;
    const answered = searchedQuery === first.query && searchedFilters === buildFilters(first.selection);
    const needed = mode === 'search' ? !answered : narrowed;
    if (needed || productCount > serverCount) runRef.current(first.query, first.selection);
    const onPopState = () => {
      commit.cancel();
      const next = readUrl();
      runRef.current(next.query, next.selection);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      commit.cancel();
      controllerRef.current?.abort();
    };
  }, [commit, mode, productCount, serverCount, searchedQuery, searchedFilters]);

  return {
    ...shown,
    selection,
    query,
    toggle: (key, value) => choose(toggleValue(selectionRef.current, key, value)),
    setRange: (key, range) => choose(withRange(selectionRef.current, key, range)),
  };
}
