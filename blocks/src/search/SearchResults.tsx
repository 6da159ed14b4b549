/**
 * The results area of the search page and of a products_filters category page: the
 * filter sidebar beside a 3-column product grid. The `searchResults` island (hydrates
 * on load): the server renders a category page's own products and filters, and the
 * search page's results for the URL's query (`searched`: the SSR searched them,
 * ssr/site/searchPage.ts) or, without them (the editor, the API down), the loading
 * state ('Zoekresultaten laden...'); in the browser useSearchResults reads the URL and
 * searches when what it shows is not the URL's answer yet.
 *
 * A search without results repeats the query ('Geen producten gevonden voor "taart".')
 * and offers the shop's categories and a few products (webshop/WaysOn.tsx).
 */
import { useId, useState } from 'react';
import { Island } from '../islands/Island.tsx';
import type { ProductCard } from '../site/types.ts';
import { ProductGrid } from '../webshop/CardGrid.tsx';
import { WaysOn, type WaysOnData } from '../webshop/WaysOn.tsx';
import { FilterSidebar } from './FilterSidebar.tsx';
import type { SearchFilter } from './searchFilters.ts';
import { useSearchResults, type SearchedFor, type SearchMode } from './useSearchResults.ts';

export const SEARCH_LOADING_TEXT = 'Zoekresultaten laden...';
export const NO_PRODUCTS_FOUND_TEXT = 'Geen producten gevonden.';
export const EMPTY_CATEGORY_TEXT = 'Er zijn nog geen producten in deze categorie.';
export const SHOW_FILTERS_TEXT = 'Filters tonen';
export const HIDE_FILTERS_TEXT = 'Filters verbergen';

/** A search without results: the query repeated, so the visitor sees what was searched. */
export function noResultsText(query: string): string {
  return query ? `Geen producten gevonden voor “${query}”.` : NO_PRODUCTS_FOUND_TEXT;
}

/** The spec's hits line, exactly: '{hits} producten gevonden'. */
export function hitsText(hits: number): string {
  return `${hits} producten gevonden`;
}

export interface SearchResultsProps {
  mode: SearchMode;
  products?: ProductCard[];
  filters?: SearchFilter[];
  productCount?: number;
  /** Search page: `products`, `filters` and `productCount` answer this query and filter string. */
  searched?: SearchedFor;
  /** Search page: the shop's categories and a few products, for a search without results. */
  waysOn?: WaysOnData;
}

export function SearchResults({ mode, products, filters, productCount, searched, waysOn }: SearchResultsProps) {
  const state = useSearchResults({ mode, products, filters, productCount, searched });
  // Below 768 px the filters fold away behind a button, so the results come first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const narrowed = state.selection.length > 0;
  let empty = '';
  if (state.status === 'ready' && state.products.length === 0) {
    if (mode === 'category') empty = narrowed ? NO_PRODUCTS_FOUND_TEXT : EMPTY_CATEGORY_TEXT;
    else empty = noResultsText(state.query);
  }
  return (
    <div className="wm-search-results grid grid-cols-1 gap-8 md:grid-cols-4" data-search-mode={mode}>
      <aside className="md:col-span-1" aria-label="Filters">
        {state.filters.length > 0 ? (
          <button
            type="button"
            className="min-h-11 w-full rounded border border-gray-300 px-4 py-2 font-semibold md:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? HIDE_FILTERS_TEXT : SHOW_FILTERS_TEXT}
            {state.selection.length > 0 ? ` (${state.selection.length})` : ''}
          </button>
        ) : null}
        <div id={panelId} className={filtersOpen ? 'mt-4 md:mt-0' : 'hidden md:block'}>
          <FilterSidebar filters={state.filters} selection={state.selection} onToggle={state.toggle} onRange={state.setRange} />
        </div>
      </aside>
      <div className="flex flex-col gap-4 md:col-span-3" aria-busy={state.status === 'loading' || state.busy} aria-live="polite">
        {state.status === 'loading' ? (
          <p data-search-status="loading">{SEARCH_LOADING_TEXT}</p>
        ) : mode === 'search' ? (
          <p data-search-status="hits">{hitsText(state.hits)}</p>
        ) : null}
        {empty ? <p data-search-empty="">{empty}</p> : null}
        {empty && mode === 'search' ? <WaysOn data={waysOn} /> : null}
        {state.products.length > 0 ? (
          <>
            <h2 className="sr-only">Producten</h2>
            <div className={state.busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <ProductGrid products={state.products} columns={3} />
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The results area of a page: the `searchResults` island. */
export function SiteSearchResults(props: SearchResultsProps) {
  return <Island name="searchResults" props={props} />;
}
