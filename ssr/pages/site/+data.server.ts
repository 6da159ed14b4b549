/**
 * Server-only data hook: one page-bundle request per render, trimmed to what the page
 * needs (the shop's search page adds its search call: site/searchPage.ts). The status
 * and cache facts go to `pageContext.siteResponse` for the Express server; only the
 * returned data is serialised for the browser. A URL naming the outcome of a form
 * posted without JavaScript (`?formulier=`) also fetches that outcome, and its page is
 * the visitor's own (`private, no-store`).
 */
import type { PageContextServer } from 'vike/types'
import { apiBaseFor } from '../../site/apiBase'
import { fetchFormOutcome, namesFormOutcome, OUTCOME_PARAM } from '../../site/formOutcome'
import { fetchPageBundle, previewTokenOf, type BundleOutcome } from '../../site/pageBundle'
import { isEditable } from '../../site/editable'
import { fetchSearchFields, isSearchPage } from '../../site/searchPage'
import { siteDataFrom, siteResponseFrom, type SiteData } from '../../site/siteData'
import '../../site/siteRequest'

export type Data = SiteData

/** The search page's bundle with the URL's results in its custom_fields. */
async function withSearchResults(outcome: BundleOutcome, pageContext: PageContextServer): Promise<BundleOutcome> {
  const request = pageContext.siteRequest
  if (!request || outcome.kind !== 'page' || outcome.status !== 200 || !isSearchPage(outcome.bundle)) return outcome
  const fields = await fetchSearchFields(
    { ...request, path: pageContext.urlPathname, search: new URL(pageContext.urlOriginal, 'http://site.invalid').search },
    outcome.bundle.project.id,
  )
  if (!fields) return outcome
  const { page } = outcome.bundle
  const custom = typeof page.custom_fields === 'object' && page.custom_fields !== null ? page.custom_fields : {}
  return { ...outcome, bundle: { ...outcome.bundle, page: { ...page, custom_fields: { ...custom, ...fields } } } }
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const request = pageContext.siteRequest
  if (!request) throw new Error('pageContextInit.siteRequest is missing: render through ssr/server')
  const search = pageContext.urlParsed.search as Record<string, string | undefined>
  const ownOutcome = namesFormOutcome(search)
  const [bundled, formOutcome] = await Promise.all([
    fetchPageBundle({ ...request, path: pageContext.urlPathname, previewToken: previewTokenOf(search) }),
    ownOutcome ? fetchFormOutcome(request, search[OUTCOME_PARAM] ?? '') : null,
  ])
  const response = siteResponseFrom(bundled)
  // A form outcome or a preview is this visitor's own: never shared by a cache.
  const own = ownOutcome || previewTokenOf(search) !== undefined
  pageContext.siteResponse = own ? { ...response, cacheable: false } : response
  const apiBase = apiBaseFor(search, {
    allowedOrigins: request.apiOrigins,
    siteOrigin: `${request.forwardedProto}://${request.host}`,
  })
  // With another API named by wm_api_url the browser's island searches there itself.
  const outcome = apiBase === '' ? await withSearchResults(bundled, pageContext) : bundled
  return siteDataFrom(outcome, {
    apiBase,
    notFoundPath: request.notFoundPath,
    currentPath: pageContext.urlPathname,
    formOutcome,
    editable: isEditable(search, bundled),
  })
}
