/**
 * Fetching the page bundle (docs/data-shapes.md, "Page bundle") and mapping the API's
 * answer to what the visitor gets: a page (200 or 404), a permanent redirect (an old
 * product or category path) or a notice (API down, unknown site, refused request).
 * Server-only: the browser never asks for bundles itself.
 */

import type { Form, MediaFacts, Menu, Page, Project, ReusableTemplate, Section, ShopData } from '@site/blocks'
import { apiGet, type ApiGet } from './apiGet'
import { logError, pathForLog } from './serverLog'

export const PAGE_BUNDLE_PATH = '/api/services/websites/v1/page-bundle'

/** The envelopes' inner shapes are the ones the blocks render (blocks/src/site/types.ts). */
export type BundleProject = Project & { id: number; title: string; favicon?: string; [key: string]: unknown }
export type BundlePage = Page & { components: Section[]; protected: boolean; [key: string]: unknown }

export interface PageBundle {
  project: BundleProject
  page: BundlePage
  menus: Record<string, Menu>
  forms: Record<string, Form>
  templates: Record<string, ReusableTemplate>
  /** Facts of the page's images by stored URL (docs/media.md); absent from older APIs. */
  media?: Record<string, MediaFacts>
  /** The cards of the page's product and category blocks (docs/shop-blocks.md); absent from older APIs. */
  shop?: ShopData
  canonical_url: string
  cache: { cacheable: boolean; keys: string[] }
  not_found: boolean
}

/**
 * `{"redirect": {"location": "/new", "status": 301}, "cache": {...}}`, sent with HTTP 200.
 * An owner's redirect (docs/redirects.md) may be a 302, and may lead to another site
 * when it says so (`external: true`, an absolute https URL).
 */
export interface RedirectAnswer {
  redirect: { location: string; status?: number; external?: boolean }
  cache?: { cacheable?: boolean; keys?: string[] }
}

export type BundleOutcome =
  | { kind: 'page'; status: 200 | 404; bundle: PageBundle }
  | { kind: 'redirect'; status: 301 | 302; location: string; cacheable: boolean; cacheKeys: string[] }
  | { kind: 'notice'; status: number; reason: 'unknown-site' | 'refused' | 'preview' | 'bad-gateway' | 'unavailable' }

export interface BundleRequest {
  apiUrl: string
  path: string
  host: string
  /** The visitor's address and scheme as the SSR server established them (server/visitor.js). */
  forwardedFor: string
  forwardedProto: string
  timeoutMs?: number
  /** The token of a preview link (`?voorbeeld=`): the API answers the project's drafts. */
  previewToken?: string
}

/** The token of a preview link (`?voorbeeld=`, docs/publishing.md), if the URL has one. */
export function previewTokenOf(search: Record<string, string | undefined>): string | undefined {
  const token = search.voorbeeld
  return typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : undefined
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** True when `body` has the envelope every page render needs. */
export function isPageBundle(body: unknown): body is PageBundle {
  if (!isObject(body) || !isObject(body.project) || !isObject(body.page)) return false
  return typeof body.project.id === 'number' && Array.isArray(body.page.components)
}

// Resolves paths only: anything that leaves this origin is not a path of the site.
const SAME_SITE = 'http://site.invalid'

/**
 * The redirect target as a path on the visitor's own host ('/nieuw?x=1', percent-encoded
 * as a header value must be), or null for anything else: an absolute or
 * protocol-relative URL (`//elders.example`, `/\elders.example`), another scheme, control
 * characters. Redirects never send a visitor to another site.
 */
export function redirectPath(location: unknown): string | null {
  if (typeof location !== 'string' || !location.startsWith('/') || /[\u0000-\u001f\u007f]/.test(location)) return null
  let target: URL
  try {
    target = new URL(location, SAME_SITE)
  } catch {
    return null
  }
  if (target.origin !== SAME_SITE) return null
  return `${target.pathname}${target.search}`
}

/**
 * An owner's redirect to another site: an absolute https URL without credentials, as a
 * header value must be (percent-encoded), or null.
 */
export function externalRedirect(location: unknown): string | null {
  if (typeof location !== 'string' || /[\u0000-\u001f\u007f\s]/.test(location)) return null
  let target: URL
  try {
    target = new URL(location)
  } catch {
    return null
  }
  if (target.protocol !== 'https:' || !target.hostname || target.username || target.password) return null
  return target.href
}

function redirectOutcome(body: Record<string, unknown>): BundleOutcome {
  const answer = body as unknown as RedirectAnswer
  const redirect = isObject(answer.redirect) ? answer.redirect : null
  const location =
    redirect === null ? null : redirect.external === true ? externalRedirect(redirect.location) : redirectPath(redirect.location)
  if (location === null || redirect === null) return { kind: 'notice', status: 502, reason: 'bad-gateway' }
  const cache = isObject(answer.cache) ? answer.cache : {}
  return {
    kind: 'redirect',
    // Permanent unless the owner chose a temporary one (302).
    status: redirect.status === 302 ? 302 : 301,
    location,
    cacheable: cache.cacheable !== false,
    cacheKeys: Array.isArray(cache.keys) ? cache.keys.map(String) : [],
  }
}

/** Maps an API answer (status and parsed body, undefined when not JSON) to an outcome. */
export function outcomeFromResponse(status: number, body: unknown, preview = false): BundleOutcome {
  // A preview token the API refused: tampered with or expired.
  if (preview && status === 403) return { kind: 'notice', status: 403, reason: 'preview' }
  if (status === 200 && isObject(body) && 'redirect' in body) return redirectOutcome(body)
  if ((status === 200 || status === 404) && isPageBundle(body)) {
    const notFound = status === 404 || body.not_found === true
    return { kind: 'page', status: notFound ? 404 : 200, bundle: body }
  }
  if (status === 404) return { kind: 'notice', status: 404, reason: 'unknown-site' }
  if (status >= 400 && status < 500) return { kind: 'notice', status, reason: 'refused' }
  // The API is up but cannot answer for now (its database is down, api/unavailable.py):
  // the visitor's 503 with Retry-After, as when the API cannot be reached at all.
  if (status === 503) return { kind: 'notice', status: 503, reason: 'unavailable' }
  // Any other 5xx, or a 2xx without a usable envelope: the upstream misbehaved.
  return { kind: 'notice', status: 502, reason: 'bad-gateway' }
}

/** Asks the API for the bundle of `path` on behalf of the visitor's host. */
export async function fetchPageBundle(request: BundleRequest, get: ApiGet = apiGet): Promise<BundleOutcome> {
  const url = `${request.apiUrl.replace(/\/+$/, '')}${PAGE_BUNDLE_PATH}?path=${encodeURIComponent(request.path)}`
  // Always all three, so the API never falls back to anything a client could have sent.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-host': request.host,
    'x-forwarded-for': request.forwardedFor,
    'x-forwarded-proto': request.forwardedProto,
  }
  if (request.previewToken) headers['x-preview-token'] = request.previewToken
  let response: { status: number; body: string }
  try {
    response = await get(url, headers, request.timeoutMs ?? 10_000)
  } catch (error) {
    logError('page bundle: API unreachable', { host: request.host, path: pathForLog(request.path), error: (error as Error).message })
    return { kind: 'notice', status: 503, reason: 'unavailable' }
  }
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    body = undefined
  }
  const outcome = outcomeFromResponse(response.status, body, Boolean(request.previewToken))
  if (outcome.kind === 'notice' && outcome.status >= 500) {
    logError('page bundle: API answered an error', { host: request.host, path: pathForLog(request.path), status: response.status })
  }
  return outcome
}
