/**
 * Fetching the page bundle (docs/data-shapes.md, "Page bundle") and mapping the API's
 * answer to what the visitor gets: a page (200 or 404), a permanent redirect (an old
 * product or category path) or a notice (API down, unknown site, refused request).
 * Server-only: the browser never asks for bundles itself.
 */

import type { Form, MediaFacts, Menu, Page, Project, ReusableTemplate, Section, ShopData } from '@site/blocks'
import { registeredBundleStore } from '../server/bundleStore.js'
import { apiGet, type ApiAnswer, type ApiGet } from './apiGet'
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

/** What the bundle store (server/bundleStore.js) is asked; the registered one by default. */
export interface BundleStore {
  lookup(key: string): { etag: string; outcome: unknown } | undefined
  remember<T>(key: string, etag: string, size: number, outcome: T): T
  forget(key: string): void
  /** The outcome of a looked-up entry the API confirmed with 304 (counted). */
  reuse(entry: { etag: string; outcome: unknown }): unknown
}

/**
 * Everything that decides the API's answer for a request that is not a preview: the
 * URL (API base and path), the visitor's host and scheme. The visitor's address is
 * passed on for the API's logs and limits, never to choose the bundle.
 */
function storeKey(url: string, request: BundleRequest): string {
  return `${url}\n${request.host}\n${request.forwardedProto}`
}

/**
 * Asks the API for the bundle of `path` on behalf of the visitor's host.
 *
 * With a bundle store (server/bundleStore.js, registered by the server) the last answer
 * of the same request is revalidated: its ETag goes along as `If-None-Match`, and a 304
 * gives the outcome made of it before, without receiving or parsing the JSON again. A
 * 200 with an ETag replaces it; any other answer drops it and is mapped as ever. The
 * API is asked every time, so a change shows on the next request. A preview (the
 * owner's drafts) is never stored nor revalidated. A stored outcome is shared by every
 * render of that request: nothing may change it (it is frozen in tests).
 */
export async function fetchPageBundle(
  request: BundleRequest,
  get: ApiGet = apiGet,
  store: BundleStore | undefined = registeredBundleStore(),
): Promise<BundleOutcome> {
  const url = `${request.apiUrl.replace(/\/+$/, '')}${PAGE_BUNDLE_PATH}?path=${encodeURIComponent(request.path)}`
  // Always all three, so the API never falls back to anything a client could have sent.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-host': request.host,
    'x-forwarded-for': request.forwardedFor,
    'x-forwarded-proto': request.forwardedProto,
  }
  const stored = request.previewToken ? undefined : store
  const key = stored ? storeKey(url, request) : ''
  const known = stored?.lookup(key)
  if (request.previewToken) headers['x-preview-token'] = request.previewToken
  else if (known) headers['if-none-match'] = known.etag
  let response: ApiAnswer
  try {
    response = await get(url, headers, request.timeoutMs ?? 10_000)
  } catch (error) {
    stored?.forget(key)
    logError('page bundle: API unreachable', { host: request.host, path: pathForLog(request.path), error: (error as Error).message })
    return { kind: 'notice', status: 503, reason: 'unavailable' }
  }
  // Not modified: the very answer stored (a 304 naming another ETag is none of ours).
  if (stored && response.status === 304 && known && (response.etag === undefined || response.etag === known.etag)) {
    return stored.reuse(known) as BundleOutcome
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
  if (stored) {
    if (response.status === 200 && response.etag && outcome.kind !== 'notice') {
      return stored.remember(key, response.etag, Buffer.byteLength(response.body), outcome)
    }
    stored.forget(key)
  }
  return outcome
}
