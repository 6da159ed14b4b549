/**
 * The search state in the page's URL: `?query=<text>&filters=<filter string>` (spec
 * 000 §2). Reading it, and the same address with new filters: other parameters and
 * the hash stay, empty filters leave no `filters` parameter behind.
 */
import { buildFilters, parseFilters, type FilterSelection } from './filterString.ts';

export interface SearchLocation {
  query: string;
  selection: FilterSelection;
}

export function readSearchLocation(search: string): SearchLocation {
  const params = new URLSearchParams(search);
  return { query: (params.get('query') ?? '').trim(), selection: parseFilters(params.get('filters') ?? '') };
}

/** `pathname?search#hash` with the filters parameter set to `selection` (removed when empty). */
export function hrefWithFilters(location: Pick<Location, 'pathname' | 'search' | 'hash'>, selection: FilterSelection): string {
  const params = new URLSearchParams(location.search);
  const filters = buildFilters(selection);
  if (filters) params.set('filters', filters);
  else params.delete('filters');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
