/**
 * Image field values (definitions/image.schema.json): a pipe-separated URL string
 * (a leading pipe and blank entries ignored) or a list of URL strings / {path, name}
 * files. Renderers ask for the URLs in order, or just the first.
 */
import { safeUrl } from '../links/safeUrl.ts';

export function imageUrls(value: unknown): string[] {
  const entries: unknown[] = typeof value === 'string' ? value.split('|') : Array.isArray(value) ? value : [];
  return entries
    .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { path?: unknown }).path : entry))
    .map(safeUrl)
    .filter((url): url is string => Boolean(url));
}

export function firstImageUrl(value: unknown): string | undefined {
  return imageUrls(value)[0];
}
