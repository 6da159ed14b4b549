/**
 * The API base used by browser-side calls.
 *
 * By default the browser calls the same origin (`/api/...`), which the SSR server proxies
 * to the API. The query parameter `wm_api_url` may point the browser at another API host
 * (spec: "The query parameter wm_api_url can override the API host"); only absolute
 * http(s) URLs are accepted so a crafted link cannot inject `javascript:` or relative paths.
 */

export const API_OVERRIDE_PARAM = 'wm_api_url'

/** The validated override (origin plus optional path, no trailing slash), or null. */
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

/** The base to prefix `/api/...` paths with: the override, or '' for same-origin calls. */
export function apiBaseFor(search: Record<string, string | undefined>): string {
  return apiBaseOverride(search[API_OVERRIDE_PARAM]) ?? ''
}
