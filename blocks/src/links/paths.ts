/**
 * Path comparison used by active menu entries and buttons: trailing slashes, query
 * strings and hashes do not make two paths different; an empty path is '/'.
 * Absolute links (other sites) never equal a local path.
 */
import { isExternalUrl } from './safeUrl.ts';

export function normalizePath(path: string | undefined | null): string {
  if (!path) return '/';
  let clean = path.split('#')[0].split('?')[0].trim();
  if (!clean.startsWith('/')) clean = `/${clean}`;
  clean = clean.replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

export function samePath(link: string | undefined | null, currentPath: string): boolean {
  if (link && isExternalUrl(link.trim())) return false;
  return normalizePath(link) === normalizePath(currentPath);
}
