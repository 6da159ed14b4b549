/**
 * Starts the public site's HTTP server (the express app of app.js).
 *
 *   npm run build -w ssr && node ssr/server/index.js     (production, the default)
 *   NODE_ENV=development node ssr/server/index.js         (vite dev middleware, HMR)
 *
 * In production it runs SSR_WORKERS processes (one per core by default) through
 * node:cluster: this primary process only starts, replaces and stops them (cluster.js)
 * and never loads the app itself. SSR_WORKERS=1 and development serve from this process.
 *
 * Metrics (metrics.js) are served on METRICS_HOST:METRICS_PORT (metricsServer.js): by
 * the serving process itself, or in cluster mode by the primary for all workers.
 */
import cluster from 'node:cluster'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { runPrimary } from './cluster.js'
import { beginDraining } from './health.js'
import { collectWhenIdle } from './idleCollector.js'
import { logger } from './logger.js'
import { clusterServer, joinCluster, listenForMetrics, registryServer } from './metricsServer.js'
import { settingsFromEnv } from './settings.js'

// The primary waits this much longer than a worker's own delay + drain before killing it.
const STOP_MARGIN_MS = 5_000

/**
 * The express app (app.js), loaded on first use so the cluster's primary process stays
 * small.
 *
 * @param {ReturnType<typeof settingsFromEnv>} settings
 * @param {{ clientDir?: string }} [options]
 */
export async function createApp(settings, options) {
  const app = await import('./app.js')
  return app.createApp(settings, options)
}

/** Starts listening; UPLOAD_TIMEOUT_MS bounds how long one request (its body) may take. */
export function listen(app, settings, onListening) {
  const server = http.createServer({ requestTimeout: settings.uploadTimeoutMs }, app)
  return server.listen(settings.port, settings.host, onListening)
}

/** One serving process: the app on PORT, closed gracefully on SIGTERM/SIGINT. */
async function serve(settings) {
  const { createMetrics } = await import('./metrics.js')
  const metrics = createMetrics()
  // Before the app loads: a worker that does not answer the primary fails its scrapes.
  if (cluster.isWorker) joinCluster(metrics.registry)
  const app = await createApp(settings, { metrics })
  collectWhenIdle(app.locals.renderQueue)
  if (!cluster.isWorker) listenForMetrics(registryServer(metrics.registry), settings)
  const name = cluster.isWorker ? `worker ${cluster.worker.id} (pid ${process.pid})` : `server (pid ${process.pid})`
  const server = listen(app, settings, () => {
    logger.info(`${name} listening`, { url: `http://${settings.host}:${settings.port}`, api: settings.apiUrl })
  })
  // Cannot listen (port taken, no permission): exit, so a supervisor or the primary sees it.
  server.once('error', (error) => {
    logger.error(`${name} cannot listen`, { host: settings.host, port: settings.port, error })
    process.exit(1)
  })
  let closing = false
  const shutdown = (signal) => {
    // Ctrl-C reaches the primary and every worker; the second signal changes nothing.
    if (closing) return
    closing = true
    // Readiness answers 503 at once; requests, new ones too, are served on for
    // SHUTDOWN_DELAY, so Varnish's probe and Kubernetes take this process out first.
    // Ctrl-C (SIGINT) is a person at a terminal, not a balancer: no delay.
    const delayMs = signal === 'SIGTERM' ? settings.shutdownDelayMs : 0
    beginDraining()
    logger.info(`${name} ${signal}: readiness off, closing in ${delayMs} ms`)
    setTimeout(() => {
      logger.info(`${name}: closing, draining requests in flight`)
      server.close(() => process.exit(0))
      server.closeIdleConnections()
      // Requests still running after SHUTDOWN_TIMEOUT are cut off rather than blocking a deploy.
      setTimeout(() => {
        logger.warn(`${name}: requests still running after ${settings.shutdownTimeoutMs} ms, cut off`)
        server.closeAllConnections()
        process.exit(0)
      }, settings.shutdownTimeoutMs).unref()
    }, delayMs)
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

async function main() {
  const settings = settingsFromEnv()
  if (cluster.isPrimary && settings.workers > 1 && !settings.dev) {
    listenForMetrics(clusterServer(), settings)
    runPrimary({ workers: settings.workers, stopGraceMs: settings.shutdownDelayMs + settings.shutdownTimeoutMs + STOP_MARGIN_MS })
    return
  }
  await serve(settings)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    logger.error('failed to start', { error, stack: error?.stack })
    process.exit(1)
  })
}
