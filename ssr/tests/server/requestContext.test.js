/**
 * Request ids: taken from a safe incoming X-Request-Id or made up, echoed, and passed on
 * every call the SSR makes to the API (the /api proxy, the crawler files and the page
 * data's apiGet/apiPost, which is bundled apart from the server code).
 */
import http from 'node:http'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiGet, apiPost } from '../../site/apiGet'
import { createApiProxy } from '../../server/apiProxy.js'
import { createCrawlerFiles } from '../../server/crawlerFiles.js'
import { currentRequestId, requestContext, requestIdFrom, runWithRequestId } from '../../server/requestContext.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
}

function send(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('requestIdFrom', () => {
  it('keeps a plain incoming id and replaces anything else by a new UUID', () => {
    expect(requestIdFrom('varnish-1234abcd')).toBe('varnish-1234abcd')
    expect(requestIdFrom(['3f2a9c1e-0000-4000-8000-000000000001'])).toBe('3f2a9c1e-0000-4000-8000-000000000001')
    for (const bad of [undefined, '', 'kort', 'a b c d e f g h', 'x'.repeat(129), 'id\n{"level":"error"}', 'jan@example.nl']) {
      expect(requestIdFrom(bad), String(bad)).toMatch(UUID)
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
  })
})

describe('passing the id on', () => {
  let api
  let apiPort
  let seen
  let site
  let sitePort

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      seen.push({ path: req.url, requestId: req.headers['x-request-id'] })
      if (req.url.startsWith('/api/services/websites/v1/robots.txt')) {
        res.writeHead(200, { 'content-type': 'text/plain', 'x-cache-keys': 'project-1' })
        return res.end('User-agent: *\n')
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    apiPort = await listen(api)
    const settings = { apiUrl: `http://127.0.0.1:${apiPort}`, sMaxage: 300, staleWhileRevalidate: 60 }
    const app = express()
    app.use(requestContext)
    app.use(createApiProxy(settings))
    app.use(createCrawlerFiles(settings))
    // What a page render does: the data hook calls the API through site/apiGet.ts.
    app.get('/pagina', async (req, res) => {
      const got = await apiGet(`${settings.apiUrl}/api/bundle`, {}, 5_000)
      const posted = await apiPost(`${settings.apiUrl}/api/search`, {}, { q: 'taart' }, 5_000)
      res.json({ id: currentRequestId(), statuses: [got.status, posted.status] })
    })
    site = http.createServer(app)
    sitePort = await listen(site)
  })

  beforeEach(() => {
    seen = []
  })

  afterAll(() => {
    site?.closeAllConnections()
    site?.close()
    api?.closeAllConnections()
    api?.close()
  })

  it('gives a request without an id a new one, echoes it and sends it with every API call of the page', async () => {
    const response = await send(sitePort, '/pagina')
    const id = response.headers['x-request-id']
    expect(id).toMatch(UUID)
    expect(JSON.parse(response.text)).toEqual({ id, statuses: [200, 200] })
    expect(seen).toEqual([
      { path: '/api/bundle', requestId: id },
      { path: '/api/search', requestId: id },
    ])
  })

  it('keeps a safe incoming id across the proxy and the crawler files', async () => {
    const proxied = await send(sitePort, '/api/services/x', { 'x-request-id': 'edge-0000000042' })
    expect(proxied.status).toBe(200)
    expect(proxied.headers['x-request-id']).toBe('edge-0000000042')
    const robots = await send(sitePort, '/robots.txt', { 'x-request-id': 'edge-0000000043', host: 'bakkerij.example' })
    expect(robots.status).toBe(200)
    expect(seen).toEqual([
      { path: '/api/services/x', requestId: 'edge-0000000042' },
      { path: '/api/services/websites/v1/robots.txt', requestId: 'edge-0000000043' },
    ])
  })

  it('never passes an unsafe incoming id on, to the API or back', async () => {
    const response = await send(sitePort, '/api/services/x', { 'x-request-id': 'jan@example.nl' })
    const id = response.headers['x-request-id']
    expect(id).toMatch(UUID)
    expect(seen).toEqual([{ path: '/api/services/x', requestId: id }])
  })

  it('keeps concurrent requests apart', async () => {
    const ids = Array.from({ length: 6 }, (_, index) => `parallel-${String(index).padStart(4, '0')}`)
    const answers = await Promise.all(ids.map((id) => send(sitePort, '/pagina', { 'x-request-id': id })))
    expect(answers.map((answer) => JSON.parse(answer.text).id)).toEqual(ids)
    for (const id of ids) {
      expect(seen.filter((call) => call.requestId === id)).toHaveLength(2)
    }
  })

  it('adds no id to calls made outside a request, and a caller may pass its own', async () => {
    await apiGet(`http://127.0.0.1:${apiPort}/api/buiten`, {}, 5_000)
    await runWithRequestId('inner-00000001', () => apiGet(`http://127.0.0.1:${apiPort}/api/eigen`, { 'X-Request-Id': 'own-00000001' }, 5_000))
    expect(seen).toEqual([
      { path: '/api/buiten', requestId: undefined },
      { path: '/api/eigen', requestId: 'own-00000001' },
    ])
  })
})
