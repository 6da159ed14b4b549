/**
 * Server-only data hook: one page-bundle request per render, trimmed to what the page
 * needs. The status and cache facts go to `pageContext.siteResponse` for the Express
 * server; only the returned data is serialised for the browser. A URL naming the
 * outcome of a form posted without JavaScript (`?formulier=`) also fetches that
 * outcome, and its page is the visitor's own (`private, no-store`).
 */
import type { PageContextServer } from 'vike/types'
import { apiBaseFor } from '../../site/apiBase'
import { fetchFormOutcome, namesFormOutcome, OUTCOME_PARAM } from '../../site/formOutcome'
import { fetchPageBundle } from '../../site/pageBundle'
import { siteDataFrom, siteResponseFrom, type SiteData } from '../../site/siteData'
import '../../site/siteRequest'

export type Data = SiteData

export async function data(pageContext: PageContextServer): Promise<Data> {
  const request = pageContext.siteRequest
  if (!request) throw new Error('pageContextInit.siteRequest is missing: render through ssr/server')
  const search = pageContext.urlParsed.search as Record<string, string | undefined>
  const ownOutcome = namesFormOutcome(search)
  const [outcome, formOutcome] = await Promise.all([
    fetchPageBundle({ ...request, path: pageContext.urlPathname }),
    ownOutcome ? fetchFormOutcome(request, search[OUTCOME_PARAM] ?? '') : null,
  ])
  const response = siteResponseFrom(outcome)
  pageContext.siteResponse = ownOutcome ? { ...response, cacheable: false } : response
  const apiBase = apiBaseFor(search, {
    allowedOrigins: request.apiOrigins,
    siteOrigin: `${request.forwardedProto}://${request.host}`,
  })
  return siteDataFrom(outcome, { apiBase, notFoundPath: request.notFoundPath, currentPath: pageContext.urlPathname, formOutcome })
}
