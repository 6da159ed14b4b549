/**
 * The public site's HTTP server: compression, the client build's static assets, the
 * same-origin /api proxy and a catch-all that server-renders pages with vike.
 *
 *   npm run build -w ssr && node ssr/server/index.js     (production, the default)
 *   NODE_ENV=development node ssr/server/index.js         (vite dev middleware, HMR)
 */
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { createApiProxy } from './apiProxy.js'
import { createAssetServer } from './assets.js'
import { isDevOnlyPath, plainAnswer, serverErrorHandler } from './plainAnswers.js'
import { createSiteRenderer } from './renderSite.js'
import { createSecurityHeaders, isSandboxPath } from './securityHeaders.js'
import { settingsFromEnv } from './settings.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * @param {ReturnType<typeof settingsFromEnv>} settings
 * @param {{ clientDir?: string }} [options]  clientDir: static files (default dist/client)
 */
export async function createApp(settings, { clientDir = `${root}/dist/client` } = {}) {
  const app = express()
  app.disable('x-powered-by')
  // Which peers may tell us the visitor's address, host and scheme (visitor.js).
  app.set('trust proxy', settings.trustProxy ?? false)
  // Proxied API answers stream through untouched, so the proxy comes before compression.
  app.use(createApiProxy(settings))
  app.use(createSecurityHeaders(settings))
  app.use(compression())
  if (settings.dev) {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware } = await createDevMiddleware({ root })
    app.use(devMiddleware)
  } else {
    // Registers the server build with vike (renderPage() would otherwise search for it).
    await import(new URL('../dist/server/entry.mjs', import.meta.url).href)
    const assets = createAssetServer(clientDir, { mediaRoot: settings.mediaRoot })
    app.use((req, res, next) => {
      // The sandbox frame is a static file or nothing: never a rendered page.
      if (isSandboxPath(req.path)) return assets(req, res, () => plainAnswer(res, 404))
      // Vite's dev-server paths exist only in development.
      if (isDevOnlyPath(req.path)) return plainAnswer(res, 404)
      assets(req, res, next)
    })
  }
  app.use(createSiteRenderer(settings))
  app.use(serverErrorHandler)
  return app
}

/** Starts listening; UPLOAD_TIMEOUT_MS bounds how long one request (its body) may take. */
export function listen(app, settings, onListening) {
  const server = http.createServer({ requestTimeout: settings.uploadTimeoutMs }, app)
  return server.listen(settings.port, settings.host, onListening)
}

async function main() {
  const settings = settingsFromEnv()
  const app = await createApp(settings)
  const server = listen(app, settings, () => {
    console.log(`[ssr] listening on http://${settings.host}:${settings.port} (API ${settings.apiUrl})`)
  })
  const shutdown = (signal) => {
    console.log(`[ssr] ${signal}: closing`)
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    // Requests still running after 10 s are cut off rather than blocking a deploy.
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, 10_000).unref()
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error('[ssr] failed to start:', error)
    process.exit(1)
  })
}
