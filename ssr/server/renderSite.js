/** The catch-all: hands the request to vike's renderPage() and applies status and cache headers. */
import { renderPage } from 'vike/server'
import { cacheHeaders, NO_STORE, responseStatus } from './siteResponse.js'
import { forwardedFor, forwardedProto, visitorHost } from './visitor.js'

const API_OVERRIDE_PARAM = 'wm_api_url'

export function createSiteRenderer(settings) {
  return async function renderSite(req, res, next) {
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      siteRequest: {
        host: visitorHost(req),
        forwardedFor: forwardedFor(req),
        forwardedProto: forwardedProto(req),
        apiUrl: settings.apiUrl,
        notFoundPath: settings.notFoundPath,
        timeoutMs: settings.apiTimeoutMs,
      },
    })
    const { httpResponse } = pageContext
    if (!httpResponse) return next()

    const site = pageContext.data?.response
    const status = responseStatus({
      vikeStatus: httpResponse.statusCode,
      siteStatus: site?.status,
      isClientSideNavigation: pageContext.isClientSideNavigation === true,
    })
    res.status(status)
    for (const [name, value] of httpResponse.headers) {
      // vike's own default is no-store; ours is decided below.
      if (name.toLowerCase() !== 'cache-control') res.setHeader(name, value)
    }
    const url = new URL(req.originalUrl, 'http://site.invalid')
    const headers = site
      ? cacheHeaders({
          method: req.method,
          status,
          cacheable: site.cacheable,
          cacheKeys: site.cacheKeys,
          visitorSpecific: url.searchParams.has(API_OVERRIDE_PARAM),
          sMaxage: settings.sMaxage,
          staleWhileRevalidate: settings.staleWhileRevalidate,
        })
      : { 'cache-control': NO_STORE }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (status === 503) res.setHeader('retry-after', '30')
    httpResponse.pipe(res)
  }
}
