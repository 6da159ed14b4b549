/**
 * Absolute URLs on the site's own origin (the canonical URL's scheme and live domain),
 * for what leaves the page: Open Graph tags and JSON-LD need absolute URLs.
 */

/** `https://bakkerij.example` from the canonical URL; '' when it is not a URL. */
export function siteOrigin(canonicalUrl: string): string {
  try {
    const url = new URL(canonicalUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}

/**
 * `url` made absolute on `origin`: a path gets the origin in front, an http(s) URL stays
 * as it is; anything else (another scheme, an empty value, no origin) is ''.
 */
export function absoluteUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.trim() || !origin) return ''
  try {
    const absolute = new URL(url.trim(), `${origin}/`)
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : ''
  } catch {
    return ''
  }
}
