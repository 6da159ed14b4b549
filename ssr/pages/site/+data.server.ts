/**
 * Server-only data hook: one page-bundle request per render, trimmed to what the page
 * needs. The status and cache facts go to `pageContext.siteResponse` for the Express
 * server; only the returned data is serialised for the browser.
 */
import type { PageContextServer } from 'vike/types'
import { apiBaseFor } from '../../site/apiBase'
import { fetchPageBundle } from '../../site/pageBundle'
import { siteDataFrom, siteResponseFrom, type SiteData } from '../../site/siteData'
import '../../site/siteRequest'

export type Data = SiteData

export async function data(pageContext: PageContextServer): Promise<Data> {
  const request = pageContext.siteRequest
  if (!request) throw new Error('pageContextInit.siteRequest is missing: render through ssr/server')
  const outcome = await fetchPageBundle({ ...request, path: pageContext.urlPathname })
  pageContext.siteResponse = siteResponseFrom(outcome)
  const search = pageContext.urlParsed.search as Record<string, string | undefined>
  const apiBase = apiBaseFor(search, {
    allowedOrigins: request.apiOrigins,
    siteOrigin: `${request.forwardedProto}://${request.host}`,
  })
  return siteDataFrom(outcome, { apiBase, notFoundPath: request.notFoundPath, currentPath: pageContext.urlPathname })
}
