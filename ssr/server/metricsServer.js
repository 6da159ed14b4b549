/**
 * The metrics listener: GET /metrics in Prometheus's text format on a port of its own
 * (METRICS_PORT, default 9464, bound to METRICS_HOST, default 127.0.0.1), so the public
 * site never serves it (app.js answers 404 for /metrics, the VCL refuses it too).
 * Everything else on this port is 404.
 *
 * Single process: the process's own registry. Cluster mode: the primary process listens
 * and asks every worker for its metrics (prom-client's AggregatorRegistry), so one
 * scrape covers the whole server; workers only answer the primary (`joinCluster`).
 */
import http from 'node:http'
import client from 'prom-client'
import { logger } from './logger.js'

/**
 * @param {() => Promise<string>} collect  the metrics text
 * @param {string} contentType
 */
export function createMetricsServer(collect, contentType = client.register.contentType) {
  return http.createServer(async (req, res) => {
    const pathname = (req.url ?? '').split('?')[0]
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      return res.end('Not found')
    }
    try {
      const body = await collect()
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      logger.error('metrics collection failed', { error })
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Metrics unavailable')
    }
  })
}

/** The registry's metrics, served on its own listener. */
export function registryServer(registry) {
  return createMetricsServer(() => registry.metrics(), registry.contentType)
}

/** In the cluster's primary: one scrape answers for all workers (summed per metric). */
export function clusterServer() {
  const aggregator = new client.AggregatorRegistry()
  return createMetricsServer(() => aggregator.clusterMetrics(), aggregator.contentType)
}

/** In a cluster worker: answer the primary's requests with this registry's metrics. */
export function joinCluster(registry) {
  new client.AggregatorRegistry()
  client.AggregatorRegistry.setRegistries([registry])
}

/**
 * Starts `server` on the metrics port. A port already taken costs the metrics, not the
 * site: the error is logged and the site keeps serving. Port 0 in the settings means off.
 *
 * @param {{ metricsPort: number, metricsHost: string }} settings
 */
export function listenForMetrics(server, { metricsPort, metricsHost }) {
  if (!metricsPort) return null
  server.once('error', (error) => {
    logger.error('metrics listener failed', { host: metricsHost, port: metricsPort, error })
  })
  server.listen(metricsPort, metricsHost, () => {
    logger.info('metrics listening', { url: `http://${metricsHost}:${metricsPort}/metrics` })
  })
  // The metrics never keep a stopping process alive.
  server.unref()
  return server
}
