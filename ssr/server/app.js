/**
 * The public site's express app: compression, the client build's static assets, the
 * same-origin /api proxy, each host's robots.txt and sitemaps (crawlerFiles.js), the
 * editor preview frame's section renders (frameSection.js) and a
 * catch-all that server-renders pages with vike, behind the render queue
 * (renderQueue.js). index.js starts it.
 */
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { createAccessLog } from './accessLog.js'
import { createApiProxy } from './apiProxy.js'
import { createApiTargets, registerApiTargets } from './apiTargets.js'
import { createAssetServer } from './assets.js'
import { createBundleStore, DEFAULT_BUNDLE_STORE_BYTES, registerBundleStore } from './bundleStore.js'
import { createCrawlerFiles } from './crawlerFiles.js'
import { health } from './health.js'
import { createMetrics } from './metrics.js'
import { isDevOnlyPath, plainAnswer, serverErrorHandler } from './plainAnswers.js'
import { createRenderQueue, queuedRenderer } from './renderQueue.js'
import { requestContext } from './requestContext.js'
import { createSiteRenderer } from './renderSite.js'
import { createSectionRenderer, SECTION_RENDER_PATH } from './frameSection.js'
import { createSecurityHeaders, isSandboxPath } from './securityHeaders.js'
import { createSiteFastPath, siteHooks } from './siteFastPath.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * @param {ReturnType<typeof import('./settings.js').settingsFromEnv>} settings
 * @param {{ clientDir?: string, metrics?: ReturnType<typeof createMetrics>, logger?: ReturnType<typeof import('./logger.js').createLogger> }} [options]
 *   clientDir: static files (default dist/client); metrics: where requests are counted
 *   (metrics.js, served by metricsServer.js); logger: where access lines go (logger.js)
 */
export async function createApp(settings, { clientDir = `${root}/dist/client`, metrics = createMetrics(), logger } = {}) {
  const app = express()
  app.disable('x-powered-by')
  // Which peers may tell us the visitor's address, host and scheme (visitor.js).
  app.set('trust proxy', settings.trustProxy ?? false)
  // Varnish's backend probe: first, cheap, never queued behind renders (health.js).
  app.use(health)
  app.locals.metrics = metrics
  // A request id for every request, passed to the API and logged (requestContext.js).
  app.use(requestContext)
  app.use(metrics.observeRequests)
  app.use(createAccessLog(logger))
  // Metrics have a listener of their own (metricsServer.js), never the public site.
  app.all('/metrics', (req, res) => plainAnswer(res, 404))
  // Proxied API answers stream through untouched, so the proxy comes before compression.
  // The API process(es) of API_URL, shared by the proxy and the page data (apiTargets.js).
  const apiTargets = registerApiTargets(createApiTargets(settings.apiUrls ?? [settings.apiUrl]))
  app.use(createApiProxy({ ...settings, apiTargets }))
  // The page-bundle answers revalidated with If-None-Match (bundleStore.js); none with 0 bytes.
  const bundleBytes = settings.bundleStoreBytes ?? DEFAULT_BUNDLE_STORE_BYTES
  const bundleStore =
    bundleBytes > 0
      ? createBundleStore({ maxBytes: bundleBytes, freeze: settings.freezeBundles === true, onResult: metrics.countRevalidation })
      : undefined
  registerBundleStore(bundleStore)
  if (bundleStore) metrics.watchBundleStore(bundleStore)
  app.use(createSecurityHeaders(settings))
  app.use(compression())
  // Per host, from the API: before the static files, which never hold them.
  app.use(createCrawlerFiles({ ...settings, apiTargets }))
  // The site route's hooks for rendering without vike (siteFastPath.js); none in development.
  let fastPath = createSiteFastPath(null)
  if (settings.dev) {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware } = await createDevMiddleware({ root })
    app.use(devMiddleware)
  } else {
    // Registers the server build with vike (renderPage() would otherwise search for it).
    await import(new URL('../dist/server/entry.mjs', import.meta.url).href)
    if (settings.fastSite !== false) {
      const siteEntry = await import(new URL('../dist/server/entries/pages_site.mjs', import.meta.url).href).catch(() => null)
      fastPath = createSiteFastPath(siteHooks(siteEntry))
    }
    app.locals.siteFastPath = fastPath
    const assets = createAssetServer(clientDir, { mediaRoot: settings.mediaRoot, cachePolicy: settings.cachePolicy })
    app.use((req, res, next) => {
      // Counted as an asset (metrics.js) unless the asset server passes it on.
      res.locals.routeKind = 'asset'
      // The sandbox frame is a static file or nothing: never a rendered page.
      if (isSandboxPath(req.path)) return assets(req, res, () => plainAnswer(res, 404))
      // Vite's dev-server paths exist only in development.
      if (isDevOnlyPath(req.path)) return plainAnswer(res, 404)
      assets(req, res, (error) => {
        delete res.locals.routeKind
        next(error)
      })
    })
  }
  // Only renders queue: assets and the /api proxy above never wait behind them.
  const queue = createRenderQueue({
    maxConcurrent: settings.maxConcurrentRenders ?? 0,
    maxQueue: settings.maxQueue ?? 0,
    timeoutMs: settings.queueTimeoutMs ?? 0,
  })
  app.locals.renderQueue = queue
  metrics.watchQueue(queue)
  const queueOptions = { retryAfterSeconds: settings.retryAfterSeconds ?? 5, onRefused: metrics.countShed }
  const timed = (kind, render) => (req, res, next) => metrics.timeRender(kind, () => render(req, res, next))
  // The editor's preview frame: one section rendered alone (frameSection.js).
  app.all(SECTION_RENDER_PATH, queuedRenderer(queue, queueOptions, timed('frame', createSectionRenderer(settings))))
  app.use(queuedRenderer(queue, queueOptions, timed('page', createSiteRenderer(settings, fastPath, metrics))))
  app.use(serverErrorHandler)
  return app
}
