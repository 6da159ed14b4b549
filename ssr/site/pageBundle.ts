/**
 * Fetching the page bundle (docs/data-shapes.md, "Page bundle") and mapping the API's
 * answer to what the visitor gets: a page (200 or 404) or a notice (API down, unknown
 * site, refused request). Server-only: the browser never asks for bundles itself.
 */

import type { Form, MediaFacts, Menu, Page, Project, ReusableTemplate, Section, ShopData } from '@site/blocks'
import { apiGet, type ApiGet } from './apiGet'

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
  /** Product and category cards of the page's webshop blocks (docs/product-page.md); absent from older APIs. */
  shop?: ShopData
  canonical_url: string
  cache: { cacheable: boolean; keys: string[] }
  not_found: boolean
}

export type BundleOutcome =
  | { kind: 'page'; status: 200 | 404; bundle: PageBundle }
  | { kind: 'notice'; status: number; reason: 'unknown-site' | 'refused' | 'bad-gateway' | 'unavailable' }

export interface BundleRequest {
  apiUrl: string
  path: string
  host: string
  /** The visitor's address and scheme as the SSR server established them (server/visitor.js). */
  forwardedFor: string
  forwardedProto: string
  timeoutMs?: number
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** True when `body` has the envelope every page render needs. */
export function isPageBundle(body: unknown): body is PageBundle {
  if (!isObject(body) || !isObject(body.project) || !isObject(body.page)) return false
  return typeof body.project.id === 'number' && Array.isArray(body.page.components)
}

/** Maps an API answer (status and parsed body, undefined when not JSON) to an outcome. */
export function outcomeFromResponse(status: number, body: unknown): BundleOutcome {
  if ((status === 200 || status === 404) && isPageBundle(body)) {
    const notFound = status === 404 || body.not_found === true
    return { kind: 'page', status: notFound ? 404 : 200, bundle: body }
  }
  if (status === 404) return { kind: 'notice', status: 404, reason: 'unknown-site' }
  if (status >= 400 && status < 500) return { kind: 'notice', status, reason: 'refused' }
  // A 5xx, or a 2xx without a usable envelope: the upstream misbehaved.
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
  let response: { status: number; body: string }
  try {
    response = await get(url, headers, request.timeoutMs ?? 10_000)
  } catch (error) {
    console.error(`[ssr] page bundle ${request.host}${request.path}: API unreachable:`, (error as Error).message)
    return { kind: 'notice', status: 503, reason: 'unavailable' }
  }
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    body = undefined
  }
  const outcome = outcomeFromResponse(response.status, body)
  if (outcome.kind === 'notice' && outcome.status >= 500) {
    console.error(`[ssr] page bundle ${request.host}${request.path}: API answered ${response.status}`)
  }
  return outcome
}
