/** Metrics of one SSR process: route kinds, request counts and latency, renders, the queue. */
import http from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createMetrics, routeKind } from '../../server/metrics.js'
import { createRenderQueue, queuedRenderer } from '../../server/renderQueue.js'

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text, name, labels = '') {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}${labels ? `{${labels}}` : ''} `))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('routeKind', () => {
  it('names each kind of path', () => {
    expect(routeKind('/api/services/websites/v1/page-bundle')).toBe('api')
    expect(routeKind('/wm-frame/section')).toBe('frame')
    expect(routeKind('/wm')).toBe('dashboard')
    expect(routeKind('/wm/projecten/4')).toBe('dashboard')
    expect(routeKind('/robots.txt')).toBe('crawler')
    expect(routeKind('/sitemap-2.xml')).toBe('crawler')
    expect(routeKind('/')).toBe('page')
    expect(routeKind('/product/appeltaart')).toBe('page')
    expect(routeKind('/apis')).toBe('page')
  })
})

describe('createMetrics', () => {
  const servers = []
  afterEach(() => {
    for (const server of servers.splice(0)) server.close()
  })

  async function serve(app) {
    const server = http.createServer(app)
    servers.push(server)
    return listen(server)
  }

  it('counts and times requests by kind, method and status', async () => {
    const metrics = createMetrics({ defaults: false })
    const app = express()
    app.use(metrics.observeRequests)
    app.get('/api/ding', (req, res) => res.status(201).end('ok'))
    app.use('/assets', (req, res) => {
      res.locals.routeKind = 'asset'
      res.end('body{}')
    })
    app.use((req, res) => res.status(404).end('weg'))
    const port = await serve(app)
    for (const path of ['/api/ding', '/api/ding', '/assets/app.css', '/bestaat-niet']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`)
      await response.text()
    }
    // The counters move when the answer is closed, just after the client has it.
    let text = ''
    const deadline = Date.now() + 5_000
    while (sample(text, 'ssr_http_request_duration_seconds_count', 'kind="page"') !== 1) {
      if (Date.now() > deadline) throw new Error(`metrics never counted the page:\n${text}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
      text = await metrics.registry.metrics()
    }
    expect(sample(text, 'ssr_http_requests_total', 'kind="api",method="GET",status="201"')).toBe(2)
    expect(sample(text, 'ssr_http_requests_total', 'kind="asset",method="GET",status="200"')).toBe(1)
    expect(sample(text, 'ssr_http_requests_total', 'kind="page",method="GET",status="404"')).toBe(1)
    expect(sample(text, 'ssr_http_request_duration_seconds_count', 'kind="api"')).toBe(2)
    expect(sample(text, 'ssr_http_request_duration_seconds_bucket', 'le="+Inf",kind="api"')).toBe(2)
  })

  it('times renders, reports the queue and counts the renders it shed', async () => {
    const metrics = createMetrics({ defaults: false })
    const queue = createRenderQueue({ maxConcurrent: 1, maxQueue: 1, timeoutMs: 0 })
    metrics.watchQueue(queue)
    let finish
    const rendering = new Promise((resolve) => {
      finish = resolve
    })
    const render = (req, res) =>
      metrics.timeRender('page', async () => {
        await rendering
        res.end('pagina')
      })
    const app = express()
    app.use(queuedRenderer(queue, { retryAfterSeconds: 5, onRefused: metrics.countShed }, render))
    const port = await serve(app)

    const first = fetch(`http://127.0.0.1:${port}/a`)
    const second = fetch(`http://127.0.0.1:${port}/b`)
    const waitForQueue = async () => {
      const deadline = Date.now() + 5_000
      while (queue.stats().waiting !== 1) {
        if (Date.now() > deadline) throw new Error('the second render never queued')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    await waitForQueue()
    const busy = await fetch(`http://127.0.0.1:${port}/c`)
    expect(busy.status).toBe(503)
    await busy.text()
    let text = await metrics.registry.metrics()
    expect(sample(text, 'ssr_render_active')).toBe(1)
    expect(sample(text, 'ssr_render_queue_waiting')).toBe(1)
    expect(sample(text, 'ssr_render_shed_total', 'reason="full"')).toBe(1)

    finish()
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
    text = await metrics.registry.metrics()
    expect(sample(text, 'ssr_render_duration_seconds_count', 'kind="page"')).toBe(2)
    expect(sample(text, 'ssr_render_queue_waiting')).toBe(0)
  })

  it('includes the process metrics by default', async () => {
    const metrics = createMetrics()
    const text = await metrics.registry.metrics()
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })
})
