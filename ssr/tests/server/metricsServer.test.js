/** The metrics listener: /metrics in Prometheus's format, nothing else. */
import { afterEach, describe, expect, it } from 'vitest'
import { createMetrics } from '../../server/metrics.js'
import { listenForMetrics, registryServer } from '../../server/metricsServer.js'

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
}

describe('registryServer', () => {
  const servers = []
  afterEach(() => {
    for (const server of servers.splice(0)) server.close()
  })

  it('answers GET /metrics in the text format and 404 for anything else', async () => {
    const metrics = createMetrics({ defaults: false })
    metrics.countShed('timeout')
    const server = registryServer(metrics.registry)
    servers.push(server)
    const port = await listen(server)

    const answer = await fetch(`http://127.0.0.1:${port}/metrics`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await answer.text()
    expect(text).toContain('# TYPE ssr_render_shed_total counter')
    expect(text).toContain('ssr_render_shed_total{reason="timeout"} 1')

    for (const path of ['/', '/metrics/x', '/api/metrics']) {
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(404)
    }
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404)
  })

  it('is off with port 0, and a taken port costs only the metrics', async () => {
    const metrics = createMetrics({ defaults: false })
    expect(listenForMetrics(registryServer(metrics.registry), { metricsPort: 0, metricsHost: '127.0.0.1' })).toBeNull()

    const first = registryServer(metrics.registry)
    servers.push(first)
    const port = await listen(first)
    const second = listenForMetrics(registryServer(metrics.registry), { metricsPort: port, metricsHost: '127.0.0.1' })
    const failed = await new Promise((resolve) => {
      second.once('error', () => resolve(true))
      second.once('listening', () => resolve(false))
    })
    expect(failed).toBe(true)
  })
})
