/**
 * The catch-all: renders the page (siteFastPath.js when it covers the URL, else vike's
 * renderPage()) and applies status and cache headers.
 */
import { renderPage } from 'vike/server'
import { isMalformedForVike, plainAnswer } from './plainAnswers.js'
import { pageRouteKind, policyFor } from './cachePolicy.js'
import { cacheHeaders, NO_STORE, responseStatus } from './siteResponse.js'
import { visitor } from './visitor.js'

// The same name as site/apiBase.ts (plain node cannot import TypeScript).
const API_OVERRIDE_PARAM = 'wm_api_url'

/** True when the query string names `wm_api_url` (however malformed the rest is). */
export function hasApiOverride(originalUrl) {
  const query = originalUrl.includes('?') ? originalUrl.slice(originalUrl.indexOf('?') + 1) : ''
  return new URLSearchParams(query).has(API_OVERRIDE_PARAM)
}

/** The query parameter of a preview link (docs/publishing.md, Preview). */
export const PREVIEW_PARAM = 'voorbeeld'

/**
 * A preview renders the owner's drafts: never shared by a cache, never indexed.
 */
export function isPreview(originalUrl) {
  const query = originalUrl.includes('?') ? originalUrl.slice(originalUrl.indexOf('?') + 1) : ''
  return new URLSearchParams(query).has(PREVIEW_PARAM)
}

/** A response only its visitor may see: a wm_api_url override or a preview. */
function visitorSpecific(originalUrl) {
  return hasApiOverride(originalUrl) || isPreview(originalUrl)
}

/**
 * vike renders inside an AsyncLocalStorage run whose store points at the pageContext
 * (for getPageContext()). Every timer, socket or promise created during the render keeps
 * that store, so a 10 s fetch timeout kept the whole pageContext (page data, props,
 * the HTML string) alive for 10 s after the answer: under load, gigabytes. Once the
 * response is done the store lets go of it (docs/performance.md, "SSR").
 */
export function detachFromAsyncStore(pageContext) {
  const store = pageContext?._asyncStore
  if (store && typeof store === 'object') store.pageContext = undefined
}

/**
 * The page as one string when vike has it as one (onRenderHtml returned a string), else
 * null (a stream). One write of the whole page costs a fraction of piping it through a
 * stream made from that same string.
 */
export function stringBody(httpResponse) {
  try {
    const body = httpResponse.body
    return typeof body === 'string' ? body : null
  } catch {
    // vike refuses `body` for a streamed page: it is piped instead.
    return null
  }
}

/**
 * A moved product or category path (301), or an owner's redirect (301 or 302, docs/redirects.md),
 * to a path on the same host or an owner's https URL (pageBundle.ts
 * checked it), shared by Varnish under the bundle's keys like a page, so a later write
 * of the target purges it.
 */
function sendRedirect(req, res, site, settings) {
  res.status(site.status)
  res.setHeader('location', site.location)
  const headers = cacheHeaders({
    method: req.method,
    status: site.status,
    cacheable: site.cacheable,
    cacheKeys: site.cacheKeys,
    visitorSpecific: visitorSpecific(req.originalUrl),
    policy: policyFor(settings, pageRouteKind({ path: req.path, pageKind: site.pageKind })),
  })
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  const body = `Verplaatst naar ${site.location}`
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** What the page's data hook needs of the request: the visitor and the API to ask. */
export function siteRequestOf(req, settings) {
  const { host, address, proto } = visitor(req)
  return {
    host,
    forwardedFor: address,
    forwardedProto: proto,
    apiUrl: settings.apiUrl,
    apiOrigins: settings.apiOrigins ?? [],
    notFoundPath: settings.notFoundPath,
    timeoutMs: settings.apiTimeoutMs,
  }
}

/** A rendered page's status and headers: vike's but cache-control, then ours. */
function setPageHeaders(req, res, settings, { status, site, headers }) {
  res.status(status)
  for (const [name, value] of headers) {
    // vike's own default is no-store; ours is decided below.
    if (name.toLowerCase() !== 'cache-control') res.setHeader(name, value)
  }
  const ours = site
    ? cacheHeaders({
        method: req.method,
        status,
        cacheable: site.cacheable,
        cacheKeys: site.cacheKeys,
        visitorSpecific: visitorSpecific(req.originalUrl),
        policy: policyFor(settings, pageRouteKind({ path: req.path, pageKind: site.pageKind })),
      })
    : { 'cache-control': NO_STORE }
  for (const [name, value] of Object.entries(ours)) res.setHeader(name, value)
  if (isPreview(req.originalUrl)) res.setHeader('x-robots-tag', 'noindex')
  if (status === 503) res.setHeader('retry-after', '30')
}

/** A rendered page in one write (a string, or its UTF-8 bytes), with its length. */
function sendPage(req, res, settings, page) {
  setPageHeaders(req, res, settings, page)
  res.setHeader('content-length', typeof page.body === 'string' ? Buffer.byteLength(page.body) : page.body.length)
  res.end(page.body)
}

/**
 * The page without vike (siteFastPath.js), or null when a hook threw: vike then renders
 * the request itself, with its error page.
 */
async function renderFast(req, res, settings, fastPath) {
  let page
  try {
    page = await fastPath.render(req.originalUrl, req.headers, siteRequestOf(req, settings))
  } catch {
    return null
  }
  const site = page.siteResponse
  if (site?.location) {
    sendRedirect(req, res, site, settings)
    return true
  }
  const status = responseStatus({ vikeStatus: 200, siteStatus: site?.status, isClientSideNavigation: false })
  sendPage(req, res, settings, { status, site, headers: page.headers, body: page.html })
  return true
}

/**
 * @param {ReturnType<typeof import('./settings.js').settingsFromEnv>} settings
 * @param {ReturnType<typeof import('./siteFastPath.js').createSiteFastPath>} [fastPath]
 * @param {{ countRenderer?: (renderer: string) => void }} [metrics]  counts pages by renderer
 */
export function createSiteRenderer(settings, fastPath, metrics = {}) {
  const count = (renderer) => metrics.countRenderer?.(renderer)
  return async function renderSite(req, res, next) {
    // Pages are only read: anything else never reaches the renderer (or the API).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD')
      return plainAnswer(res, 405)
    }
    if (isMalformedForVike(req.originalUrl)) return plainAnswer(res, 400)
    if (fastPath?.covers(req.originalUrl) && (await renderFast(req, res, settings, fastPath)) !== null) {
      return count('direct')
    }
    count('vike')
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      siteRequest: siteRequestOf(req, settings),
    })
    const { httpResponse } = pageContext
    if (!httpResponse) return next()

    // Set by the data hook (pages/site/+data.server.ts); never part of the page data.
    const site = pageContext.siteResponse
    if (site?.location) {
      detachFromAsyncStore(pageContext)
      return sendRedirect(req, res, site, settings)
    }
    const status = responseStatus({
      vikeStatus: httpResponse.statusCode,
      siteStatus: site?.status,
      isClientSideNavigation: pageContext.isClientSideNavigation === true,
    })
    res.once('close', () => detachFromAsyncStore(pageContext))
    const body = stringBody(httpResponse)
    if (body === null) {
      setPageHeaders(req, res, settings, { status, site, headers: httpResponse.headers })
      return httpResponse.pipe(res)
    }
    // A page vike rendered with 200 teaches the fast path the tags vike injects.
    if (httpResponse.statusCode === 200 && fastPath?.wantsLesson(req.originalUrl)) {
      await fastPath.learn(pageContext, body)
    }
    sendPage(req, res, settings, { status, site, headers: httpResponse.headers, body })
  }
}
