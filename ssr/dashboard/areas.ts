/**
 * The dashboard's areas in their fixed order (DESIGN.md): each is a tab with a key.
 * The key is the first path segment under /wm (`/wm/pages`), what `?tab=` names and
 * what a `set_management_tab` message from the editor's frame selects. Only built
 * areas are listed; a later area adds one line here and its screen in Dashboard.tsx.
 */
export type AreaKey =
  | 'overview'
  | 'pages'
  | 'menus'
  | 'forms'
  | 'submissions'
  | 'shop'
  | 'files'
  | 'redirects'
  | 'settings'
  | 'publish'
  | 'templates'
  | 'kit'

/** `inNav: false`: reachable by its path only (the form-field kit's showcase). */
export type Area = { key: AreaKey; label: string; inNav?: boolean }

export const AREAS: readonly Area[] = [
  { key: 'overview', label: 'Overzicht' },
  { key: 'pages', label: "Pagina's" },
  { key: 'menus', label: "Menu's" },
  { key: 'forms', label: 'Formulieren' },
  { key: 'submissions', label: 'Inzendingen' },
  { key: 'shop', label: 'Webwinkel' },
  { key: 'files', label: 'Bestanden' },
  { key: 'redirects', label: 'Doorverwijzingen' },
  { key: 'settings', label: 'Instellingen' },
  { key: 'publish', label: 'Publiceren' },
  { key: 'templates', label: 'Templates', inNav: false },
  { key: 'kit', label: 'Veldenkit', inNav: false },
]

export const DEFAULT_AREA: AreaKey = 'overview'

export function isAreaKey(value: unknown): value is AreaKey {
  return AREAS.some((area) => area.key === value)
}

export const areaPath = (key: AreaKey) => `/wm/${key}`

/** The dashboard path to show for a URL: `?tab=` and the bare /wm lead to an area. */
export function canonicalPath(location: URL): string | null {
  const tab = location.searchParams.get('tab')
  if (tab !== null) return areaPath(isAreaKey(tab) ? tab : DEFAULT_AREA)
  const [, base, key] = location.pathname.split('/')
  if (base !== 'wm') return null
  if (!key || !isAreaKey(key)) return areaPath(DEFAULT_AREA)
  return null
}

/** The area and the rest of the path: `/wm/pages/12` → `{area: 'pages', rest: ['12']}`. */
export function routeOf(pathname: string): { area: AreaKey; rest: string[] } {
  const [, , key, ...rest] = pathname.split('/')
  return { area: isAreaKey(key) ? key : DEFAULT_AREA, rest: rest.filter(Boolean) }
}

/** The visual editor's routes (`/wm/pages/{id}`, `/wm/templates/{key}`) use the whole width. */
export function isEditorRoute(pathname: string): boolean {
  const { area, rest } = routeOf(pathname)
  if (area === 'pages') return rest.length > 0 && /^[1-9]\d*$/.test(rest[0])
  return area === 'templates' && rest.length > 0
}
