/**
 * The redirect list's query as the URL keeps it (`?q=`, `?status=`, `?sort=`, `?page=`)
 * and as the owner API takes it: paged, sorted and filtered on the server.
 */

export type RedirectStatus = 301 | 302

export type ListQuery = { q: string; status: '' | '301' | '302'; sort: SortKey; page: number }

export const SORTS = [
  { key: '-created_at', label: 'Nieuwste eerst' },
  { key: 'created_at', label: 'Oudste eerst' },
  { key: 'path', label: 'Oud adres (A-Z)' },
  { key: '-path', label: 'Oud adres (Z-A)' },
  { key: 'target', label: 'Nieuw adres (A-Z)' },
] as const

export type SortKey = (typeof SORTS)[number]['key']

export const STATUS_FILTERS = [
  { key: '', label: 'Alle' },
  { key: '301', label: 'Permanent' },
  { key: '302', label: 'Tijdelijk' },
] as const

export const PAGE_SIZE = 25

const isSort = (value: string | null): value is SortKey => SORTS.some((sort) => sort.key === value)

export function readListQuery(params: URLSearchParams): ListQuery {
  const status = params.get('status')
  const page = Number(params.get('page'))
  const sort = params.get('sort')
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: status === '301' || status === '302' ? status : '',
    sort: isSort(sort) ? sort : '-created_at',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The owner API's query string for one page of the list. */
export function apiQuery(query: ListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(PAGE_SIZE), sort: query.sort })
  if (query.q.trim()) params.set('q', query.q.trim())
  if (query.status) params.set('status', query.status)
  return params.toString()
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE))
}

export const statusLabel = (status: number) => (status === 302 ? 'Tijdelijk (302)' : 'Permanent (301)')

/** The target as the owner reads it: a path of the site, or another site's address. */
export function describeTarget(target: string): { text: string; external: boolean } {
  if (target.startsWith('/')) return { text: target, external: false }
  try {
    const url = new URL(target)
    return { text: `${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}`, external: true }
  } catch {
    return { text: target, external: true }
  }
}

/** The list's URL with a filter, search or sort changed: back to its first page. */
export function withFilter(location: URL, name: string, value: string): string {
  const params = new URLSearchParams(location.search)
  params.delete('page')
  if (value) params.set(name, value)
  else params.delete(name)
  const query = params.toString()
  return location.pathname + (query ? `?${query}` : '')
}
