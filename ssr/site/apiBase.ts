/**
 * The API base used by browser-side calls.
 *
 * By default the browser calls the same origin (`/api/...`), which the SSR server proxies
 * to the API. The query parameter `wm_api_url` may point the browser at another API host
 * (spec: "The query parameter wm_api_url can override the API host"), but only at an
 * origin the operator lists in API_ORIGINS (none by default): a crafted link must never
 * make a visitor's browser send page passwords, form entries or the visited URL to a
 * host of the link author's choosing. Only absolute http(s) URLs without credentials,
 * query or fragment are considered at all.
 */

export const API_OVERRIDE_PARAM = 'wm_api_url'

/** The syntactically valid override (origin plus optional path, no trailing slash), or null. */
export function apiBaseOverride(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  // Credentials in the URL would be sent along with every visitor request.
  if (url.username || url.password) return null
  if (url.search || url.hash) return null
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

export interface ApiBasePolicy {
  /** Origins the override may name (API_ORIGINS), as URL.origin writes them. */
  allowedOrigins: readonly string[]
  /** The page's own origin (`https://bakkerij.nl`): naming it means same-origin calls. */
  siteOrigin?: string
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * The base to prefix `/api/...` paths with: '' (same origin) unless `wm_api_url` names
 * an allowed origin, in which case the override itself.
 */
export function apiBaseFor(search: Record<string, string | undefined>, policy: ApiBasePolicy): string {
  const override = apiBaseOverride(search[API_OVERRIDE_PARAM])
  if (override === null) return ''
  const origin = originOf(override)
  if (origin === null) return ''
  // The site's own origin is always allowed; named bare, it is simply same-origin.
  if (policy.siteOrigin && origin === originOf(policy.siteOrigin)) return override === origin ? '' : override
  return policy.allowedOrigins.includes(origin) ? override : ''
}
