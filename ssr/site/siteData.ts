/**
 * What the catch-all page sends to the browser (`useData()`), built from a bundle outcome,
 * and, apart from it, the status and cache facts the Express server turns into the status
 * line and Cache-Control/xkey headers (`siteResponseFrom`). The latter never reach the
 * browser: the data is serialised into the HTML and into client navigation answers.
 */
import type { SiteInput } from '@site/blocks'
import type { BundleOutcome, BundlePage, BundleProject, PageBundle } from './pageBundle'

export interface SiteResponse {
  status: number
  cacheable: boolean
  cacheKeys: string[]
}

export interface SitePageData {
  kind: 'page'
  /** The project's 404 page is shown (the miss is registered from the browser). */
  notFound: boolean
  title: string
  description: string
  canonicalUrl: string
  project: BundleProject
  page: BundlePage
  menus: PageBundle['menus']
  forms: PageBundle['forms']
  templates: PageBundle['templates']
  media: NonNullable<PageBundle['media']>
  shop: NonNullable<PageBundle['shop']>
  apiBase: string
  notFoundPath: string
  /** The path being rendered, e.g. '/over-ons'. */
  currentPath: string
}

export interface SiteNoticeData {
  kind: 'notice'
  title: string
  heading: string
  text: string
}

export type SiteData = SitePageData | SiteNoticeData

const NOTICES: Record<Extract<BundleOutcome, { kind: 'notice' }>['reason'], { heading: string; text: string }> = {
  'unknown-site': {
    heading: 'Website niet gevonden',
    text: 'Er is geen website gekoppeld aan dit adres.',
  },
  refused: {
    heading: 'Pagina kan niet worden getoond',
    text: 'Dit adres kan niet worden geopend. Controleer het adres en probeer het opnieuw.',
  },
  'bad-gateway': {
    heading: 'Website tijdelijk niet beschikbaar',
    text: 'Er ging iets mis bij het ophalen van deze pagina. Probeer het over enkele ogenblikken opnieuw.',
  },
  unavailable: {
    heading: 'Website tijdelijk niet beschikbaar',
    text: 'De website is op dit moment niet bereikbaar. Probeer het over enkele ogenblikken opnieuw.',
  },
}

/** `<title>`: the SEO title as written, else the page title followed by the site name. */
export function documentTitle(page: Pick<BundlePage, 'seo_title' | 'post_title'>, projectTitle: string): string {
  const seoTitle = page.seo_title?.trim()
  if (seoTitle) return seoTitle
  const pageTitle = page.post_title?.trim()
  if (!pageTitle || pageTitle === projectTitle) return projectTitle
  return projectTitle ? `${pageTitle} | ${projectTitle}` : pageTitle
}

function record<T>(value: unknown): Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, T>) : {}
}

/** The bundle's shop data with each map present (older APIs send none). */
function shopFrom(shop: PageBundle['shop']): NonNullable<PageBundle['shop']> {
  return { products: record(shop?.products), categories: record(shop?.categories), listings: record(shop?.listings) }
}

/** Status and cache facts of an outcome, for the server's response headers only. */
export function siteResponseFrom(outcome: BundleOutcome): SiteResponse {
  if (outcome.kind === 'notice') return { status: outcome.status, cacheable: false, cacheKeys: [] }
  const { bundle } = outcome
  return {
    status: outcome.status,
    cacheable: bundle.cache?.cacheable === true && !bundle.page.protected,
    cacheKeys: Array.isArray(bundle.cache?.keys) ? bundle.cache.keys.map(String) : [],
  }
}

export function siteDataFrom(
  outcome: BundleOutcome,
  options: { apiBase: string; notFoundPath: string; currentPath: string },
): SiteData {
  if (outcome.kind === 'notice') {
    const notice = NOTICES[outcome.reason]
    return { kind: 'notice', title: notice.heading, ...notice }
  }
  const { bundle } = outcome
  return {
    kind: 'page',
    notFound: outcome.status === 404,
    title: documentTitle(bundle.page, bundle.project.title),
    description: bundle.page.seo_description ?? '',
    canonicalUrl: bundle.canonical_url ?? '',
    project: bundle.project,
    // The API's fallback 404 page has no row (id null); blocks expect an absent id then.
    page: bundle.page.id === null ? { ...bundle.page, id: undefined } : bundle.page,
    menus: bundle.menus ?? {},
    forms: bundle.forms ?? {},
    templates: bundle.templates ?? {},
    media: bundle.media ?? {},
    shop: shopFrom(bundle.shop),
    apiBase: options.apiBase,
    notFoundPath: options.notFoundPath,
    currentPath: options.currentPath,
  }
}

/** The site context the page's blocks render with (public pages are never editable). */
export function pageSiteInput(data: SitePageData): Omit<SiteInput, 'replaceSections'> {
  return {
    project: data.project,
    page: data.page,
    menus: data.menus,
    forms: data.forms,
    templates: data.templates,
    media: data.media,
    shop: data.shop,
    editable: false,
    currentPath: data.currentPath,
    apiBase: data.apiBase,
  }
}
