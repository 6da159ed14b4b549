/**
 * The public site's HTTP server: compression, the client build's static assets, the
 * same-origin /api proxy and a catch-all that server-renders pages with vike.
 *
 *   npm run build -w ssr && node ssr/server/index.js     (production, the default)
 *   NODE_ENV=development node ssr/server/index.js         (vite dev middleware, HMR)
 */
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { createApiProxy } from './apiProxy.js'
import { createAssetServer } from './assets.js'
import { createSiteRenderer } from './renderSite.js'
import { settingsFromEnv } from './settings.js'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function createApp(settings) {
  const app = express()
  app.disable('x-powered-by')
  // Proxied API answers stream through untouched, so the proxy comes before compression.
  app.use(createApiProxy(settings))
  app.use(compression())
  if (settings.dev) {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware } = await createDevMiddleware({ root })
    app.use(devMiddleware)
  } else {
    // Registers the server build with vike (renderPage() would otherwise search for it).
    await import(new URL('../dist/server/entry.mjs', import.meta.url).href)
    app.use(createAssetServer(`${root}/dist/client`))
  }
  app.use(createSiteRenderer(settings))
  return app
}

async function main() {
  const settings = settingsFromEnv()
  const app = await createApp(settings)
  const server = app.listen(settings.port, settings.host, () => {
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
