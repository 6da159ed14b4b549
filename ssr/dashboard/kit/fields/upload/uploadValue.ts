/**
 * The value of an image or file field in its three shapes (spec 001 section 3): items
 * `{path, name, url}`, a pipe-separated string of URLs, or an array of URLs. A field
 * writes back the shape it was given (or settings.valueFormat; items when empty).
 */
export interface UploadItem {
  /** The stored name of an uploaded file, or the URL of a file added by URL. */
  path: string;
  name: string;
  url: string;
}

export type ValueFormat = 'items' | 'string' | 'array';

function nameOf(url: string): string {
  const clean = url.split(/[?#]/)[0];
  const last = clean.slice(clean.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}

function fromUrl(url: string): UploadItem {
  return { path: url, name: nameOf(url), url };
}

function fromEntry(entry: unknown): UploadItem | null {
  if (typeof entry === 'string') return entry.trim() ? fromUrl(entry.trim()) : null;
  if (entry && typeof entry === 'object') {
    const record = entry as Record<string, unknown>;
    const url = typeof record.url === 'string' ? record.url : typeof record.path === 'string' ? record.path : '';
    const path = typeof record.path === 'string' && record.path ? record.path : url;
    if (!path) return null;
    const name = typeof record.name === 'string' && record.name ? record.name : nameOf(path);
    return { path, name, url: url || path };
  }
  return null;
}

export function readItems(value: unknown): UploadItem[] {
  if (typeof value === 'string') return value.split('|').map(fromEntry).filter((item): item is UploadItem => item !== null);
  if (Array.isArray(value)) return value.map(fromEntry).filter((item): item is UploadItem => item !== null);
  return [];
}

/** The shape to write: the setting, else what the value already is, else items. */
export function formatOf(value: unknown, setting?: ValueFormat): ValueFormat {
  if (setting) return setting;
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string')) return 'array';
  return 'items';
}

export function writeItems(items: UploadItem[], format: ValueFormat): unknown {
  if (format === 'string') return items.map((item) => item.url).join('|');
  if (format === 'array') return items.map((item) => item.url);
  return items.map((item) => ({ path: item.path, name: item.name, url: item.url }));
}

/** An item added by URL is no upload of this project: it can only be removed here. */
export function isUploaded(item: UploadItem): boolean {
  return !/^(https?:)?\/\//i.test(item.path) && !item.path.startsWith('/');
}

/** 'r, g, b' from '#rrggbb' (the colour input) and back. */
export function hexToRgb(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '255, 255, 255';
  return match.slice(1).map((part) => Number.parseInt(part, 16)).join(', ');
}

export function rgbToHex(rgb: string | undefined): string {
  const parts = (rgb ?? '').split(',').slice(0, 3).map((part) => Number.parseInt(part.trim(), 10));
  if (parts.length !== 3 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return '#ffffff';
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}
