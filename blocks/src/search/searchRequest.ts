/**
 * The search call: POST {apiBase}/api/services/websites/v1/search with
 * {website_id, query, filters, current_url, limit}. The answer's results
 * ({title, url, main_image} plus the card fields: prices, layout, ...), info.hits and
 * filters are read defensively; a failed
 * search (network error, non-2xx, unreadable body) is silent: no results, 0 hits.
 */
import { firstImageUrl } from '../media/imageUrl.ts';
import { safeUrl } from '../links/safeUrl.ts';
import type { ProductCard } from '../site/types.ts';
import { shownAmount } from '../webshop/money.ts';
import { readProductCard } from '../webshop/shopData.ts';

export const SEARCH_PATH = '/api/services/websites/v1/search';
/** Live results while typing (spec: limit 30 after a 100 ms debounce). */
export const LIVE_SEARCH_LIMIT = 30;
/** The search page reads its query from the URL with this limit. */
export const PAGE_SEARCH_LIMIT = 3000;

export interface SearchResult {
  title: string;
  /** Safe href of the result ('' when the stored one is unusable). */
  url: string;
  /** First image of main_image (pipe-separated), when any. */
  image?: string;
  /** The shown price ('€ 24,95'), '' when hidden or absent. */
  price: string;
  /** The whole result as a product card (search page grid), its url the safe one. */
  product: ProductCard;
}

export interface SearchAnswer {
  results: SearchResult[];
  hits: number;
  /** The filters as the API sent them; the search page interprets them. */
  filters: unknown[];
}

export interface SearchRequest {
  apiBase: string;
  websiteId: number | string;
  query: string;
  /** The filter string ('key:a,b|price:10<->20'); '' for none. */
  filters?: string;
  currentUrl: string;
  limit: number;
  signal?: AbortSignal;
}

export const NO_RESULTS: SearchAnswer = Object.freeze({ results: [], hits: 0, filters: [] }) as SearchAnswer;

function readResult(value: unknown): SearchResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const product = readProductCard(value);
  if (!product) return null;
  const url = safeUrl(product.url) ?? '';
  return { title: product.title, url, image: firstImageUrl(product.main_image), price: shownAmount(product), product: { ...product, url } };
}

export function readSearchAnswer(body: unknown): SearchAnswer {
  if (typeof body !== 'object' || body === null) return NO_RESULTS;
  const record = body as Record<string, unknown>;
  const results = Array.isArray(record.results)
    ? record.results.map(readResult).filter((result): result is SearchResult => result !== null)
    : [];
  const hits = Number((record.info as { hits?: unknown } | undefined)?.hits);
  return {
    results,
    hits: Number.isFinite(hits) && hits >= 0 ? hits : results.length,
    filters: Array.isArray(record.filters) ? record.filters : [],
  };
}

/** Never throws: an aborted, failed or refused search answers NO_RESULTS. */
export async function search(request: SearchRequest): Promise<SearchAnswer> {
  try {
    const response = await fetch(`${request.apiBase}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        website_id: request.websiteId,
        query: request.query,
        filters: request.filters ?? '',
        current_url: request.currentUrl,
        limit: request.limit,
      }),
      signal: request.signal,
    });
    // The body is read either way: a response left unread stays open in the browser
    // (the page never becomes network-idle).
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? readSearchAnswer(body) : NO_RESULTS;
  } catch {
    return NO_RESULTS;
  }
}

/** The search page of a query: /search?query=<text>. */
export function searchPageHref(query: string): string {
  return `/search?query=${encodeURIComponent(query)}`;
}
