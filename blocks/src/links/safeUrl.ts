/**
 * Which URLs may end up in an href or src: relative paths, anchors and the http(s),
 * mailto and tel schemes. Anything else (javascript:, data:, vbscript:) is dropped.
 */

const ALLOWED_SCHEME = /^(https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const url = value.trim();
  const compact = url.replace(/[\u0000-\u0020]/g, '');
  if (!url) return undefined;
  if (ALLOWED_SCHEME.test(compact)) return url;
  if (ANY_SCHEME.test(compact)) return undefined;
  return url;
}

/** True for links that leave the site (and so open in a new tab where the spec says so). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('//');
}
