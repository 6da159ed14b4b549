/** Server-only data hook: one page-bundle request per render, trimmed to what the page needs. */
import type { PageContextServer } from 'vike/types'
import { apiBaseFor } from '../../site/apiBase'
import { fetchPageBundle } from '../../site/pageBundle'
import { siteDataFrom, type SiteData } from '../../site/siteData'
import '../../site/siteRequest'

export type Data = SiteData

export async function data(pageContext: PageContextServer): Promise<Data> {
  const request = pageContext.siteRequest
  if (!request) throw new Error('pageContextInit.siteRequest is missing: render through ssr/server')
  const outcome = await fetchPageBundle({ ...request, path: pageContext.urlPathname })
  const search = pageContext.urlParsed.search as Record<string, string | undefined>
  return siteDataFrom(outcome, { apiBase: apiBaseFor(search), notFoundPath: request.notFoundPath })
}
