/**
 * What the catch-all page sends to the browser (`useData()`), built from a bundle outcome,
 * and, apart from it, the status and cache facts the Express server turns into the status
 * line and Cache-Control/xkey headers (`siteResponseFrom`). The latter never reach the
 * browser: the data is serialised into the HTML and into client navigation answers.
 */
import type { FormOutcome, SiteInput } from '@site/blocks'
import type { BundleOutcome, BundlePage, BundleProject, PageBundle } from './pageBundle'

export interface SiteResponse {
  status: number
  cacheable: boolean
  cacheKeys: string[]
  /** The page's kind from its bundle ('page', 'product', 'category', 'search'): its cache lifetimes (server/cachePolicy.js). */
  pageKind?: string
  /** Set for a redirect (301, or an owner's 302): a path on the visitor's own host, or an owner's https URL elsewhere. */
  location?: string
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
  /** The outcome of a form posted without JavaScript the URL names (`?formulier=`), else null. */
  formOutcome: FormOutcome | null
  /**
   * The page editor's preview frame: a valid preview link (`?voorbeeld=`) with
   * `&bewerken=1` (docs/page-editor.md). Never true for a visitor's page.
   */
  editable: boolean
}

export interface SiteNoticeData {
  kind: 'notice'
  title: string
  heading: string
  text: string
}

/** A moved path: the server answers 301 with `location` and renders nothing. */
export interface SiteRedirectData {
  kind: 'redirect'
  title: string
  location: string
}

export type SiteData = SitePageData | SiteNoticeData | SiteRedirectData

const NOTICES: Record<Extract<BundleOutcome, { kind: 'notice' }>['reason'], { heading: string; text: string }> = {
  'unknown-site': {
    heading: 'Website niet gevonden',
    text: 'Er is geen website gekoppeld aan dit adres.',
  },
  preview: {
    heading: 'Voorbeeld niet beschikbaar',
    text: 'Deze voorbeeldlink is ongeldig of verlopen. Vraag in het dashboard een nieuwe voorbeeldlink aan.',
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The bundle's shop cards, each map present (an older API sends none). */
function shopOf(bundle: PageBundle): SitePageData['shop'] {
  const shop: Record<string, unknown> = isRecord(bundle.shop) ? bundle.shop : {}
  return {
    products: isRecord(shop.products) ? (shop.products as SitePageData['shop']['products']) : {},
    categories: isRecord(shop.categories) ? (shop.categories as SitePageData['shop']['categories']) : {},
    listings: isRecord(shop.listings) ? (shop.listings as SitePageData['shop']['listings']) : {},
  }
}

/** Status and cache facts of an outcome, for the server's response headers only. */
export function siteResponseFrom(outcome: BundleOutcome): SiteResponse {
  if (outcome.kind === 'notice') return { status: outcome.status, cacheable: false, cacheKeys: [] }
  if (outcome.kind === 'redirect') {
    const { status, cacheable, cacheKeys, location } = outcome
    return { status, cacheable, cacheKeys, location }
  }
  const { bundle } = outcome
  return {
    status: outcome.status,
    cacheable: bundle.cache?.cacheable === true && !bundle.page.protected,
    cacheKeys: Array.isArray(bundle.cache?.keys) ? bundle.cache.keys.map(String) : [],
    pageKind: typeof bundle.page.kind === 'string' ? bundle.page.kind : 'page',
  }
}

export function siteDataFrom(
  outcome: BundleOutcome,
  options: { apiBase: string; notFoundPath: string; currentPath: string; formOutcome?: FormOutcome | null; editable?: boolean },
): SiteData {
  if (outcome.kind === 'notice') {
    const notice = NOTICES[outcome.reason]
    return { kind: 'notice', title: notice.heading, ...notice }
  }
  if (outcome.kind === 'redirect') return { kind: 'redirect', title: 'Pagina verplaatst', location: outcome.location }
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
    shop: shopOf(bundle),
    apiBase: options.apiBase,
    notFoundPath: options.notFoundPath,
    currentPath: options.currentPath,
    formOutcome: options.formOutcome ?? null,
    editable: options.editable === true,
  }
}

/** The site context the page's blocks render with (editable only in the editor's preview frame). */
export function pageSiteInput(data: SitePageData): Omit<SiteInput, 'replaceSections'> {
  return {
    project: data.project,
    page: data.page,
    menus: data.menus,
    forms: data.forms,
    templates: data.templates,
    media: data.media,
    shop: data.shop,
    editable: data.editable,
    currentPath: data.currentPath,
    apiBase: data.apiBase,
    formOutcome: data.formOutcome,
  }
}
