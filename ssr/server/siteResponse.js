/**
 * The HTTP status and caching headers of a rendered page.
 *
 * Public pages are cached by Varnish (s-maxage, stale-while-revalidate, stale-if-error,
 * set per route kind in cachePolicy.js) and tagged with
 * the bundle's cache keys in `xkey` so the API can purge exactly the pages a change
 * touches. Anything visitor-specific is `private, no-store`. Varnish keys by Host, so no
 * Vary beyond what compression adds is needed.
 */

import { pageCacheControl } from './cachePolicy.js'

export const NO_STORE = 'private, no-store'

// A page, the project's 404 page, a moved path's permanent redirect or an owner's temporary one.
const SHAREABLE_STATUSES = new Set([200, 301, 302, 404])

/**
 * @param {object} input
 * @param {string} input.method            request method
 * @param {number} input.status            status that will be sent
 * @param {boolean} input.cacheable        the bundle says the page may be shared
 * @param {string[]} input.cacheKeys       bundle cache keys
 * @param {boolean} input.visitorSpecific  e.g. the URL carries wm_api_url
 * @param {{ ttl: number, grace: number, staleIfError: number }} input.policy  the route kind's lifetimes
 * @returns {Record<string, string>} headers to set
 */
export function cacheHeaders({ method, status, cacheable, cacheKeys, visitorSpecific, policy }) {
  const shareable =
    (method === 'GET' || method === 'HEAD') && !visitorSpecific && cacheable && SHAREABLE_STATUSES.has(status)
  if (!shareable) return { 'cache-control': NO_STORE }
  const headers = {
    'cache-control': pageCacheControl(policy),
  }
  const keys = cacheKeys.filter((key) => /^[\w.:-]+$/.test(key))
  if (keys.length > 0) headers.xkey = keys.join(' ')
  return headers
}

/**
 * The status to send: the page's own status (404 for a missing page, 502/503 when the API
 * failed) replaces vike's 200 for HTML. pageContext.json answers of client-side navigation
 * keep vike's status: its client router treats anything else as a failed navigation.
 */
export function responseStatus({ vikeStatus, siteStatus, isClientSideNavigation }) {
  if (vikeStatus !== 200 || isClientSideNavigation || !Number.isInteger(siteStatus)) return vikeStatus
  return siteStatus
}
