/**
 * The search page's results in the server HTML: for the shop's /search page (bundle
 * page kind 'search') the data hook makes the call the page's `searchResults` island
 * would make in the browser, POST /api/services/websites/v1/search with
 * {website_id, query, filters, current_url, limit} (spec 000 §7), for the query and
 * filters of the URL, read and normalised as the island reads them. The answer goes
 * into the page's custom_fields, as a category page's products come in its bundle:
 *
 *   query, filter_string   what was searched (the island searches again only when the
 *                          URL says something else)
 *   products               the result cards (at most SERVER_SEARCH_LIMIT of them)
 *   filters                the answer's filters (facet counts)
 *   product_count          info.hits
 *
 * The island hydrates with exactly these props and asks for the rest (limit 3000) only
 * when there are more hits than cards. A search the API refuses (4xx) shows no results,
 * as in the browser; an API that fails or is unreachable leaves custom_fields alone: the
 * page shows the loading state and the island searches in the browser, as it did before.
 * Server-only.
 */
import { buildFilters } from '@site/blocks/search/filterString.ts'
import { readSearchLocation } from '@site/blocks/search/searchLocation.ts'
import { SEARCH_PATH } from '@site/blocks/search/searchRequest.ts'
import { apiPost, type ApiPost } from './apiGet'
import type { PageBundle } from './pageBundle'
import { logError, pathForLog } from './serverLog'

/** Cards in the server HTML; like a category page's (api/sites/shop_pages.py). */
export const SERVER_SEARCH_LIMIT = 48

export interface SearchPageRequest {
  apiUrl: string
  host: string
  forwardedFor: string
  forwardedProto: string
  /** The page's path ('/search') and its query string ('?query=taart&filters=...'). */
  path: string
  search: string
  timeoutMs?: number
}

export interface SearchPageFields {
  query: string
  filter_string: string
  products: unknown[]
  filters: unknown[]
  product_count: number
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The answer's parts, or null when it is not a search answer. */
export function searchFields(query: string, filterString: string, body: unknown): SearchPageFields | null {
  if (!isRecord(body) || !Array.isArray(body.results)) return null
  const hits = Number(isRecord(body.info) ? body.info.hits : NaN)
  return {
    query,
    filter_string: filterString,
    products: body.results,
    filters: Array.isArray(body.filters) ? body.filters : [],
    product_count: Number.isInteger(hits) && hits >= 0 ? hits : body.results.length,
  }
}

/** True for the bundle of the shop's search page. */
export function isSearchPage(bundle: PageBundle): boolean {
  return bundle.page.kind === 'search'
}

/** The search page's custom_fields with the results of the URL's search, or null. */
export async function fetchSearchFields(
  request: SearchPageRequest,
  websiteId: number,
  post: ApiPost = apiPost,
): Promise<SearchPageFields | null> {
  const { query, selection } = readSearchLocation(request.search)
  const filterString = buildFilters(selection)
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-host': request.host,
    'x-forwarded-for': request.forwardedFor,
    'x-forwarded-proto': request.forwardedProto,
  }
  const body = {
    website_id: websiteId,
    query,
    filters: filterString,
    current_url: `${request.forwardedProto}://${request.host}${request.path}`,
    limit: SERVER_SEARCH_LIMIT,
  }
  try {
    const answer = await post(`${request.apiUrl.replace(/\/+$/, '')}${SEARCH_PATH}`, headers, body, request.timeoutMs ?? 10_000)
    // A refused search (a query over 200 characters, ...) shows what the island shows
    // for it: no results, 0 hits (spec 000: a failed search is silent).
    if (answer.status >= 400 && answer.status < 500) return searchFields(query, filterString, { results: [], info: { hits: 0 } })
    if (answer.status !== 200) {
      // The search terms stay out of the log (they are the visitor's words).
      logError('search: API answered an error', { host: request.host, path: pathForLog(request.path), status: answer.status })
      return null
    }
    return searchFields(query, filterString, JSON.parse(answer.body))
  } catch (error) {
    logError('search failed', { host: request.host, path: pathForLog(request.path), error: (error as Error).message })
    return null
  }
}
