import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiProxy, isMetricsPath, isProxiedPath, RETRY_AFTER_SECONDS } from '../../server/apiProxy.js'
import { listen, send } from './harness.js'

const NEVER_ACCEPTS = [
  'import socket, sys, time',
  'server = socket.socket()',
  "server.bind(('127.0.0.1', 0))",
  'server.listen(0)',
  'print(server.getsockname()[1], flush=True)',
  'time.sleep(60)',
].join('\n')

describe('isProxiedPath', () => {
  it('sends the API to the API', () => {
    for (const path of ['/api', '/api/', '/api/services/websites/v1/forms/submit']) {
      expect(isProxiedPath(path), path).toBe(true)
    }
  })

  it('leaves pages, media files and look-alike paths to the site server', () => {
    for (const path of ['/', '/apis', '/api-docs', '/media/demo/logo.svg', '/over-ons/api']) {
      expect(isProxiedPath(path), path).toBe(false)
    }
  })
})

describe('isMetricsPath', () => {
  it('finds the metrics path behind dot segments, encodings and case', () => {
    for (const path of ['/api/metrics', '/api/../metrics', '/api/%2e%2e/Metrics', '/api//metrics/', '/api/x/../../metrics']) {
      expect(isMetricsPath(path), path).toBe(true)
    }
  })

  it('leaves the API itself alone', () => {
    for (const path of ['/api/services/websites/v1/search', '/api/owner/v1/projects/1/metrics-page', '/api/metricsx']) {
      expect(isMetricsPath(path), path).toBe(false)
    }
  })
})

describe('createApiProxy', () => {
  let upstream
  let site
  let sitePort
  const seen = []

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body })
        res.writeHead(201, { 'content-type': 'application/json' })
        res.end('{"ok":true}')
      })
    })
    const upstreamPort = await listen(upstream)
    const app = express()
    app.use(createApiProxy({ apiUrl: `http://127.0.0.1:${upstreamPort}` }))
    app.use((req, res) => res.status(418).send('not proxied'))
    site = http.createServer(app)
    sitePort = await listen(site)
  })

  afterAll(() => {
    site?.close()
    upstream?.close()
  })

  it('forwards method, path, body and headers with the visitor host', async () => {
    const response = await send(sitePort, '/api/services/websites/v1/forms/submit?x=1', {
      method: 'POST',
      headers: { host: 'bakkerij.example', 'content-type': 'application/json', 'x-custom': 'yes' },
      body: '{"form_id":"contact"}',
    })
    expect(response.status).toBe(201)
    expect(JSON.parse(response.text)).toEqual({ ok: true })
    const request = seen.at(-1)
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/services/websites/v1/forms/submit?x=1')
    expect(request.body).toBe('{"form_id":"contact"}')
    expect(request.headers['x-custom']).toBe('yes')
    expect(request.headers['x-forwarded-host']).toBe('bakkerij.example')
    expect(request.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/)
  })

  it('never forwards a path that resolves to the metrics', async () => {
    const before = seen.length
    for (const path of ['/api/../metrics', '/api/%2e%2e/metrics', '/api/metrics']) {
      const response = await send(sitePort, path)
      expect(response.status, path).toBe(404)
      expect(JSON.parse(response.text)).toEqual({ errors: { general: ['Niet gevonden.'] } })
    }
    expect(seen.length).toBe(before)
  })

  it('does not touch page requests', async () => {
    const response = await fetch(`http://127.0.0.1:${sitePort}/over-ons`)
    expect(response.status).toBe(418)
  })

  async function proxyTo(settings, path, init) {
    const app = express()
    app.use(createApiProxy(settings))
    const server = http.createServer(app)
    const port = await listen(server)
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, init)
      return { response, body: await response.json() }
    } finally {
      server.closeAllConnections()
      server.close()
    }
  }

  it('answers 503 with Retry-After and an error body when the API refuses the connection', async () => {
    const { response, body } = await proxyTo({ apiUrl: 'http://127.0.0.1:9' }, '/api/services/websites/v1/search', {
      method: 'POST',
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(body).toEqual({ errors: { general: ['De server is tijdelijk niet bereikbaar. Probeer het later opnieuw.'] } })
  })

  it('answers 503 with Retry-After when the connection is not made within the connect timeout', async () => {
    // A listening socket that never accepts, its queue (backlog 0) filled by one
    // connection: the kernel drops further connection attempts, which stay pending.
    const child = spawn('python3', ['-c', NEVER_ACCEPTS], { stdio: ['ignore', 'pipe', 'inherit'] })
    try {
      const port = Number(await new Promise((resolve) => child.stdout.once('data', (data) => resolve(String(data).trim()))))
      const filler = net.connect(port, '127.0.0.1')
      await new Promise((resolve, reject) => filler.once('connect', resolve).once('error', reject))
      const started = Date.now()
      const { response, body } = await proxyTo(
        { apiUrl: `http://127.0.0.1:${port}`, proxyConnectTimeoutMs: 300 },
        '/api/services/websites/v1/webshop/cart',
      )
      filler.destroy()
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
      expect(body.errors.general[0]).toMatch(/niet bereikbaar/)
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      child.kill()
    }
  })

  describe('an API that takes the request but never answers', () => {
    let silent
    let apiUrl
    beforeAll(async () => {
      silent = http.createServer(() => {})
      apiUrl = `http://127.0.0.1:${await listen(silent)}`
    })
    afterAll(() => {
      silent.closeAllConnections()
      silent.close()
    })

    it('answers a GET 503 with Retry-After after the timeout', async () => {
      const { response, body } = await proxyTo({ apiUrl, proxyTimeoutMs: 100 }, '/api/services/websites/v1/webshop/cart')
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
      expect(body.errors.general[0]).toMatch(/niet op tijd/)
    })

    it('answers a POST 504 without Retry-After: the API may have carried it out', async () => {
      const { response } = await proxyTo({ apiUrl, proxyTimeoutMs: 100 }, '/api/services/websites/v1/webshop/orders', {
        method: 'POST',
      })
      expect(response.status).toBe(504)
      expect(response.headers.get('retry-after')).toBeNull()
    })
  })

  it('announces a body with Expect: 100-continue and sends it when asked', async () => {
    await send(sitePort, '/api/services/websites/v1/forms/submit', {
      method: 'POST',
      headers: { host: 'bakkerij.example', 'content-type': 'application/json' },
      body: '{"form_id":"contact"}',
    })
    expect(seen.at(-1).headers.expect).toBe('100-continue')
    expect(seen.at(-1).body).toBe('{"form_id":"contact"}')
  })

  it('still sends the body to an API that never answers 100 Continue', async () => {
    const bodies = []
    const silent = http.createServer()
    // Handling checkContinue ourselves and never calling writeContinue(): no 100 is sent.
    silent.on('checkContinue', (req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        bodies.push(body)
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"ok":true}')
      })
    })
    const app = express()
    app.use(createApiProxy({ apiUrl: `http://127.0.0.1:${await listen(silent)}` }))
    const proxy = http.createServer(app)
    const port = await listen(proxy)
    try {
      const response = await send(port, '/api/x', { method: 'POST', headers: { host: 'a.example' }, body: 'hallo' })
      expect(response.status).toBe(200)
      expect(bodies).toEqual(['hallo'])
    } finally {
      proxy.close()
      silent.close()
    }
  })

  describe('an API that closes a kept connection as the next request goes out on it', () => {
    let api
    let proxy
    let port
    const answered = []

    beforeAll(async () => {
      // Every connection's second request finds it closed (what uvicorn does once its
      // keep-alive time is up, racing the request): the socket goes without an answer.
      const requests = new WeakMap()
      api = http.createServer((req, res) => {
        const count = (requests.get(req.socket) ?? 0) + 1
        requests.set(req.socket, count)
        if (count > 1) return req.socket.destroy()
        req.resume()
        req.on('end', () => {
          answered.push(`${req.method} ${req.url}`)
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end('{"ok":true}')
        })
      })
      const app = express()
      app.use(createApiProxy({ apiUrl: `http://127.0.0.1:${await listen(api)}` }))
      proxy = http.createServer(app)
      port = await listen(proxy)
    })

    afterAll(() => {
      proxy?.close()
      api?.close()
    })

    it('sends a request without a body once more, on a new connection', async () => {
      for (const path of ['/api/een', '/api/twee', '/api/drie']) {
        const response = await send(port, path, { headers: { host: 'a.example' } })
        expect(response.status, path).toBe(200)
      }
      expect(answered).toEqual(['GET /api/een', 'GET /api/twee', 'GET /api/drie'])
    })

    it('does not send a body twice: that request answers 502', async () => {
      answered.length = 0
      expect((await send(port, '/api/eerst', { headers: { host: 'a.example' } })).status).toBe(200)
      const response = await send(port, '/api/post', { method: 'POST', headers: { host: 'a.example' }, body: 'x' })
      expect(response.status).toBe(502)
      expect(answered).toEqual(['GET /api/eerst'])
    })
  })
})
