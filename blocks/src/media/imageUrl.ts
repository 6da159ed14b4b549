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

/** One image of a field value: its URL and the file's name ('' for a bare URL). */
export interface ImageFile {
  url: string;
  name: string;
}

/**
 * The images of a field value with their names: a {path, name} file keeps its name,
 * which renderers use as the alt text (the editor asks for a descriptive name).
 */
export function imageFiles(value: unknown): ImageFile[] {
  const entries: unknown[] = typeof value === 'string' ? value.split('|') : Array.isArray(value) ? value : [];
  const files: ImageFile[] = [];
  for (const entry of entries) {
    const file = typeof entry === 'object' && entry !== null ? (entry as { path?: unknown; name?: unknown }) : { path: entry };
    const url = safeUrl(file.path);
    if (url) files.push({ url, name: typeof file.name === 'string' ? file.name.trim() : '' });
  }
  return files;
}

export function firstImageUrl(value: unknown): string | undefined {
  return imageUrls(value)[0];
}
