/**
 * How long caches keep each kind of answer: the one place the cache lifetimes are set
 * (docs/caching.md, "Lifetimes per route kind").
 *
 * Every route kind has three numbers, in seconds:
 * - ttl: how long a cache serves it as fresh (`s-maxage` for pages, `max-age` for files);
 * - grace: how long after that it still serves the stale copy while refetching it in the
 *   background (`stale-while-revalidate`);
 * - staleIfError: how long after that it still serves the stale copy when the origin is
 *   down or failing (`stale-if-error`; Varnish keeps objects that long, docs/caching.md).
 *
 * Defaults: pages of every kind follow S_MAXAGE and SWR (300 s and a day, as before the
 * kinds existed); public files that keep their name (ssr/public copies, e.g. the demo
 * media and the favicon) live an hour; a stale copy may stand in for a failing origin
 * for a day. Each number can be set per kind from the environment:
 * CACHE_<KIND>_TTL, CACHE_<KIND>_GRACE and CACHE_<KIND>_STALE_IF_ERROR (e.g.
 * CACHE_SEARCH_TTL=60). Content-hashed files (/assets/…, /media/<hash>/…) never change
 * and are always cached for a year, immutable.
 */

export const ROUTE_KINDS = ['home', 'page', 'category', 'product', 'search', 'sitemap', 'media', 'assets']

const PAGE_KINDS = new Set(['page', 'category', 'product', 'search'])
const FILE_TTL = 3_600
const STALE_IF_ERROR = 86_400

function seconds(env, name, fallback) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`)
  return value
}

/**
 * The lifetimes of every route kind: defaults, S_MAXAGE/SWR for pages, then the
 * CACHE_<KIND>_* variables.
 * @param {Record<string, string | undefined>} env
 * @param {{ sMaxage: number, staleWhileRevalidate: number }} pageDefaults
 * @returns {Record<string, { ttl: number, grace: number, staleIfError: number }>}
 */
export function cachePolicyFromEnv(env, { sMaxage, staleWhileRevalidate }) {
  const policy = {}
  for (const kind of ROUTE_KINDS) {
    const file = kind === 'media' || kind === 'assets'
    const prefix = `CACHE_${kind.toUpperCase()}_`
    policy[kind] = {
      ttl: seconds(env, `${prefix}TTL`, file ? FILE_TTL : sMaxage),
      grace: seconds(env, `${prefix}GRACE`, file ? 0 : staleWhileRevalidate),
      staleIfError: seconds(env, `${prefix}STALE_IF_ERROR`, STALE_IF_ERROR),
    }
  }
  return policy
}

/**
 * The lifetimes for `kind`; settings built without a policy (older callers, tests)
 * fall back to sMaxage/staleWhileRevalidate for pages, as before.
 */
export function policyFor(settings, kind) {
  const configured = settings.cachePolicy?.[kind]
  if (configured) return configured
  return cachePolicyFromEnv({}, { sMaxage: settings.sMaxage ?? 300, staleWhileRevalidate: settings.staleWhileRevalidate ?? 86_400 })[kind]
}

/**
 * Which kind a rendered page is: the home page by its path, shop pages by the kind
 * the page bundle gives them (product, category, search), everything else a page.
 * @param {{ path: string, pageKind?: string }} input
 */
export function pageRouteKind({ path, pageKind }) {
  if (path === '/') return 'home'
  return PAGE_KINDS.has(pageKind) ? pageKind : 'page'
}

/** Cache-Control of a shared page: browsers revalidate, caches keep it `ttl` seconds. */
export function pageCacheControl({ ttl, grace, staleIfError }) {
  return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${grace}, stale-if-error=${staleIfError}`
}

/** Cache-Control of a public file that keeps its name: browsers and caches alike. */
export function fileCacheControl({ ttl, grace, staleIfError }) {
  let value = `public, max-age=${ttl}`
  if (grace > 0) value += `, stale-while-revalidate=${grace}`
  if (staleIfError > 0) value += `, stale-if-error=${staleIfError}`
  return value
}
