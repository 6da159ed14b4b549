/**
 * Prometheus metrics of one SSR process (prom-client): the process's defaults (CPU,
 * memory, event-loop lag, GC), requests and their latency per route kind, render time,
 * the render queue's length and the requests it shed with 503, and the page-bundle
 * store's revalidations and size.
 *
 * They are served on a listener of their own (METRICS_PORT, 127.0.0.1 by default; see
 * metricsServer.js), never by the public app. In cluster mode the primary process
 * answers for all workers at once (prom-client's AggregatorRegistry sums them).
 */
import client from 'prom-client'
import { isProxiedPath } from './apiProxy.js'
import { crawlerFileSource } from './crawlerFiles.js'
import { SECTION_RENDER_PATH } from './frameSection.js'

/** What kind of request a path is, for the `kind` label (a short, fixed set). */
export function routeKind(pathname) {
  if (isProxiedPath(pathname)) return 'api'
  if (pathname === SECTION_RENDER_PATH) return 'frame'
  if (pathname === '/wm' || pathname.startsWith('/wm/') || pathname.startsWith('/wm-')) return 'dashboard'
  if (crawlerFileSource(pathname) !== null) return 'crawler'
  return 'page'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

// Seconds: a cached-asset answer is sub-millisecond, a cold render of a large page ~1 s.
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * @param {{ registry?: import('prom-client').Registry, defaults?: boolean }} [options]
 *   registry: where the metrics go (default: a new one); defaults: add process metrics
 */
export function createMetrics({ registry = new client.Registry(), defaults = true } = {}) {
  if (defaults) client.collectDefaultMetrics({ register: registry })
  const requests = new client.Counter({
    name: 'ssr_http_requests_total',
    help: 'HTTP requests answered, by route kind, method and status.',
    labelNames: ['kind', 'method', 'status'],
    registers: [registry],
  })
  const requestDuration = new client.Histogram({
    name: 'ssr_http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by route kind.',
    labelNames: ['kind'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  })
  const renderDuration = new client.Histogram({
    name: 'ssr_render_duration_seconds',
    help: 'Time a page or section render held its render slot (API calls included).',
    labelNames: ['kind'],
    buckets: RENDER_BUCKETS,
    registers: [registry],
  })
  const shed = new client.Counter({
    name: 'ssr_render_shed_total',
    help: 'Renders refused with 503: the queue was full, or the wait timed out.',
    labelNames: ['reason'],
    registers: [registry],
  })
  const renderers = new client.Counter({
    name: 'ssr_page_renders_total',
    help: 'Site pages rendered, by renderer: direct (siteFastPath.js) or vike.',
    labelNames: ['renderer'],
    registers: [registry],
  })
  const revalidations = new client.Counter({
    name: 'ssr_bundle_revalidations_total',
    help: 'Page-bundle store (bundleStore.js) results: not_modified (a stored answer reused on a 304), stored (a 200 kept), dropped (another answer came), evicted (the oldest made room).',
    labelNames: ['result'],
    registers: [registry],
  })
  /** Bundle stores whose size the gauges below report (one per app in practice). */
  const stores = new Set()
  const storeSum = (field) => [...stores].reduce((total, store) => total + store[field], 0)
  new client.Gauge({
    name: 'ssr_bundle_store_entries',
    help: 'Page-bundle answers kept for revalidation right now.',
    registers: [registry],
    collect() {
      this.set(storeSum('size'))
    },
  })
  new client.Gauge({
    name: 'ssr_bundle_store_bytes',
    help: 'Bytes of page-bundle JSON kept for revalidation right now (bounded by SSR_BUNDLE_STORE_BYTES).',
    registers: [registry],
    collect() {
      this.set(storeSum('bytes'))
    },
  })
  /** Render queues whose length the gauges below report (one per app in practice). */
  const queues = new Set()
  const sum = (field) => [...queues].reduce((total, queue) => total + queue.stats()[field], 0)
  new client.Gauge({
    name: 'ssr_render_queue_waiting',
    help: 'Renders waiting for a render slot right now.',
    registers: [registry],
    collect() {
      this.set(sum('waiting'))
    },
  })
  new client.Gauge({
    name: 'ssr_render_active',
    help: 'Renders running right now.',
    registers: [registry],
    collect() {
      this.set(sum('active'))
    },
  })

  return {
    registry,
    /** Express middleware: counts and times every request once its answer is done. */
    observeRequests(req, res, next) {
      const started = process.hrtime.bigint()
      const kind = routeKind(req.path)
      res.once('close', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9
        const finalKind = res.locals.routeKind ?? kind
        const method = METHODS.has(req.method) ? req.method : 'OTHER'
        // A visitor who hung up before the answer was complete gets status 0.
        const status = res.writableFinished ? String(res.statusCode) : '0'
        requests.inc({ kind: finalKind, method, status })
        requestDuration.observe({ kind: finalKind }, seconds)
      })
      next()
    },
    /** Times one render (a promise); `kind` is page or frame. */
    async timeRender(kind, render) {
      const end = renderDuration.startTimer({ kind })
      try {
        return await render()
      } finally {
        end()
      }
    },
    /** A site page rendered by `renderer` ('direct' or 'vike'). */
    countRenderer(renderer) {
      renderers.inc({ renderer })
    },
    /** A render refused by the queue ('full' or 'timeout'). */
    countShed(reason) {
      shed.inc({ reason })
    },
    watchQueue(queue) {
      queues.add(queue)
    },
    /** A bundle store result ('not_modified', 'stored', 'dropped' or 'evicted'). */
    countRevalidation(result) {
      revalidations.inc({ result })
    },
    watchBundleStore(store) {
      stores.add(store)
    },
  }
}
