/**
 * The whole production app (createApp) against a fake API: security headers, the
 * sandbox frame's policy, forwarded headers derived from the connection, what page data
 * the browser gets, the /api proxy's timeout and refusals, and crafted URLs.
 * Needs `npm run build -w ssr` first: without ssr/dist the file is skipped locally and
 * fails when CI is set, like tests/integration.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sandboxCsp } from '../../server/securityHeaders.js'
import { settingsFromEnv } from '../../server/settings.js'
import { pageBundle, redirectAnswer } from '../fakes.js'
import { closeAll, listen, startProductionSite } from './harness.js'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const built = existsSync(join(ssrRoot, 'dist/server/entry.mjs'))
const required = Boolean(process.env.CI)

const API_ORIGIN = 'https://api.bakkerij.example'
const DASHBOARD = 'https://dashboard.example'
const CACHE_KEYS = ['project-41', 'page-4242', 'menu-4343']
const SITEMAP_XML = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n'
const CRAWLER_KEYS = 'sitemap-41 project-41'
const FRAME_HTML = '<!doctype html><title>sandbox</title><script src="frame.js"></script>'

// A header with a search box: an island, so the page carries islands data.
const HEADER = [{ id: 'kop', template: 'headerOneSearch', meta: {} }]

function bundle(path) {
  return pageBundle(path, { components: HEADER, cacheKeys: CACHE_KEYS })
}

/** A raw request, so Host and forwarded headers are exactly what a client would send. */
function send(port, path, { method = 'GET', headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, localAddress }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** The JSON vike serialises into the HTML for the browser. */
/** The only page data in the HTML: the islands' props and the site slice they read. */
function islandsData(html) {
  const match = html.match(/<script type="application\/json" id="wm-islands">([\s\S]*?)<\/script>/)
  if (!match) throw new Error('no islands data in the HTML')
  return JSON.parse(match[1])
}

async function waitFor(condition, what) {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe.runIf(built || required)('the production app', () => {
  let api
  let apiSeen
  let stalled
  let clientDir
  let servers = []

  /** Starts createApp with the fake API and extra environment; returns its port. */
  function startSite(env = {}) {
    const apiUrl = `http://127.0.0.1:${api.address().port}`
    const settings = { API_URL: apiUrl, API_ORIGINS: API_ORIGIN, DASHBOARD_ORIGINS: DASHBOARD, ...env }
    return startProductionSite(settings, { clientDir, servers })
  }

  beforeAll(async () => {
    if (!built) throw new Error('ssr/dist is missing: run `npm run build -w ssr` before the tests')
    clientDir = mkdtempSync(join(tmpdir(), 'ssr-client-'))
    mkdirSync(join(clientDir, '_sandbox'))
    writeFileSync(join(clientDir, '_sandbox', 'frame.html'), FRAME_HTML)
    apiSeen = []
    stalled = []
    api = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://api.invalid')
      apiSeen.push({ method: req.method, path: url.pathname, headers: req.headers })
      if (url.pathname === '/api/services/websites/v1/page-bundle') {
        const path = url.searchParams.get('path')
        res.writeHead(200, { 'content-type': 'application/json' })
        if (path === '/product/oude-taart') return res.end(JSON.stringify(redirectAnswer('/product/appeltaart')))
        if (path === '/naar-elders') return res.end(JSON.stringify(redirectAnswer('//elders.example/x')))
        const answer = bundle(path)
        // A shop page: the bundle names its kind (api/shop/reads/pages.py).
        if (path === '/product/appeltaart') answer.page = { ...answer.page, kind: 'product' }
        return res.end(JSON.stringify(answer))
      }
      if (url.pathname === '/api/services/websites/v1/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'x-cache-keys': CRAWLER_KEYS, 'cache-control': 'no-store' })
        return res.end(`User-agent: *\nAllow: /\n\nSitemap: https://${req.headers['x-forwarded-host']}/sitemap.xml\n`)
      }
      if (url.pathname === '/api/services/websites/v1/sitemap.xml') {
        const page = url.searchParams.get('page')
        if (page !== null && page !== '2') {
          res.writeHead(404, { 'content-type': 'application/json' })
          return res.end('{"errors":{"general":["Deze sitemap bestaat niet."]}}')
        }
        res.writeHead(200, { 'content-type': 'application/xml', 'x-cache-keys': CRAWLER_KEYS, 'cache-control': 'no-store' })
        return res.end(page ? SITEMAP_XML.replace('urlset', 'urlset data-page="2"') : SITEMAP_XML)
      }
      if (url.pathname === '/api/stall') {
        // Never answers (the API hung on a lock): the proxy has to give up.
        stalled.push(res)
        return
      }
      if (url.pathname === '/api/upload') {
        // Refuses big bodies up front, as api/payloads.py does, and hangs up.
        if (Number(req.headers['content-length']) > 1024 * 1024) {
          res.writeHead(413, { 'content-type': 'application/json', connection: 'close' })
          return res.end('{"errors":{"general":["Het verzoek is te groot."]}}')
        }
        let size = 0
        req.on('data', (chunk) => {
          size += chunk.length
          apiSeen.at(-1).received = size
        })
        req.on('end', () => {
          res.writeHead(201, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ size }))
        })
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    await listen(api)
  })

  beforeEach(() => {
    apiSeen.length = 0
  })

  afterAll(() => {
    for (const res of stalled ?? []) res.destroy()
    closeAll({ servers, api, clientDir })
  })

  describe('security headers', () => {
    let port
    beforeAll(async () => {
      port = await startSite()
    })

    it('gives site pages a strict Content-Security-Policy and the other headers', async () => {
      const response = await send(port, '/over-ons', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(200)
      const csp = Object.fromEntries(
        response.headers['content-security-policy'].split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/)
          return [name, values]
        }),
      )
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"])
      expect(csp['connect-src']).toEqual(["'self'", API_ORIGIN])
      expect(csp['frame-ancestors']).toEqual(["'self'", DASHBOARD])
      expect(csp['frame-src']).toEqual(["'self'"])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['base-uri']).toEqual(["'self'"])
      expect(csp['default-src']).toEqual(["'self'"])
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    })

    it('renders no inline script the policy would block', async () => {
      const { text } = await send(port, '/', { headers: { host: 'bakkerij.example' } })
      const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attributes, body] of scripts) {
        // Data blocks (islands data, JSON-LD) are never executed: the policy does not apply.
        const isData = /type="application\/(ld\+)?json"/.test(attributes)
        const isExternal = /\bsrc="\/assets\//.test(attributes) && body.trim() === ''
        expect(isData || isExternal, `<script${attributes}>`).toBe(true)
      }
    })

    it('sends HSTS only when a trusted proxy says the visitor came over https', async () => {
      const headers = { host: 'bakkerij.example', 'x-forwarded-proto': 'https' }
      const untrusted = await send(port, '/', { headers })
      expect(untrusted.headers['strict-transport-security']).toBeUndefined()

      const behindProxy = await startSite({ TRUST_PROXY: 'loopback' })
      const trusted = await send(behindProxy, '/', { headers })
      expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000')
    })

    it('serves the sandbox frame with its own policy, cacheable', async () => {
      const response = await send(port, '/_sandbox/frame.html', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(200)
      expect(response.text).toBe(FRAME_HTML)
      expect(response.headers['content-security-policy']).toBe(sandboxCsp({ dashboardOrigins: [DASHBOARD] }))
      expect(response.headers['content-security-policy']).toBe(
        'sandbox allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox; ' +
          `default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self' ${DASHBOARD}`,
      )
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    })

    it('lets only the site itself frame the sandbox when no dashboard is configured', async () => {
      const site = await startSite({ DASHBOARD_ORIGINS: '' })
      const response = await send(site, '/_sandbox/frame.html', { headers: { host: 'bakkerij.example' } })
      expect(response.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/)
    })

    it('never renders a site page under /_sandbox/', async () => {
      const response = await send(port, '/_sandbox/anders.html', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(404)
      expect(response.headers['content-security-policy']).toBe(sandboxCsp({ dashboardOrigins: [DASHBOARD] }))
      expect(apiSeen.filter((request) => request.path.endsWith('/page-bundle'))).toEqual([])
    })

    it('marks proxied API answers nosniff', async () => {
      const response = await send(port, '/api/services/websites/v1/anything', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(200)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    })
  })

  describe('page data in the browser', () => {
    let port
    beforeAll(async () => {
      port = await startSite()
    })

    it('keeps status and cache keys out of the HTML, but in the xkey header', async () => {
      const response = await send(port, '/over-ons', { headers: { host: 'bakkerij.example' } })
      expect(response.headers.xkey).toBe(CACHE_KEYS.join(' '))
      for (const key of CACHE_KEYS) expect(response.text).not.toContain(key)
      expect(response.text).not.toContain('vike_pageContext')
      const data = islandsData(response.text)
      expect(Object.values(data.islands).map((island) => island.name)).toContain('searchBox')
      expect(data.site).not.toHaveProperty('cache')
      expect(JSON.stringify(data)).not.toContain('cacheable')
    })

    it('keeps them out of client-side navigation answers too', async () => {
      const response = await send(port, '/over-ons/index.pageContext.json', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(200)
      for (const key of CACHE_KEYS) expect(response.text).not.toContain(key)
      expect(response.text).not.toContain('cacheKeys')
    })

    it('ignores a wm_api_url the operator did not allow', async () => {
      const response = await send(port, `/?wm_api_url=${encodeURIComponent('https://attacker.example')}`, {
        headers: { host: 'bakkerij.example' },
      })
      expect(response.status).toBe(200)
      expect(islandsData(response.text).site.apiBase).toBe('')
      expect(response.text).not.toContain('attacker.example')
    })

    it('follows a wm_api_url on an allowed origin, never cached', async () => {
      const response = await send(port, `/?wm_api_url=${encodeURIComponent(`${API_ORIGIN}/`)}`, {
        headers: { host: 'bakkerij.example' },
      })
      expect(islandsData(response.text).site.apiBase).toBe(API_ORIGIN)
      expect(response.headers['cache-control']).toBe('private, no-store')
    })
  })

  describe('cache lifetimes per route kind', () => {
    it('gives the home page, a shop page and a content page their own s-maxage', async () => {
      const port = await startSite({ S_MAXAGE: '120', CACHE_HOME_TTL: '30', CACHE_PRODUCT_TTL: '60', CACHE_PRODUCT_STALE_IF_ERROR: '600' })
      const headers = { host: 'bakkerij.example' }
      const [home, product, page] = await Promise.all(
        ['/', '/product/appeltaart', '/over-ons'].map((path) => send(port, path, { headers })),
      )
      expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=86400, stale-if-error=86400')
      expect(product.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=600')
      expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=86400, stale-if-error=86400')
    })

    it('gives robots.txt and the sitemaps the sitemap kind\'s lifetimes', async () => {
      const port = await startSite({ CACHE_SITEMAP_TTL: '3600', CACHE_SITEMAP_GRACE: '600' })
      for (const path of ['/robots.txt', '/sitemap.xml']) {
        const response = await send(port, path, { headers: { host: 'bakkerij.example' } })
        expect(response.status, path).toBe(200)
        expect(response.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=600, stale-if-error=86400')
      }
    })

    it('answers the health probe without asking the API', async () => {
      const port = await startSite()
      const response = await send(port, '/_ssr/health', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(200)
      expect(response.text).toBe('ok')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(apiSeen).toEqual([])
    })
  })

  describe('moved paths', () => {
    let port
    beforeAll(async () => {
      port = await startSite()
    })

    it('answers 301 to the new path on the same host, shared under the answer\'s keys', async () => {
      const response = await send(port, '/product/oude-taart', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(301)
      expect(response.headers.location).toBe('/product/appeltaart')
      expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/)
      expect(response.headers.xkey).toBe('project-41 product-7')
      expect(response.text).not.toContain('<html')
    })

    it('answers HEAD with the same status and Location, without a body', async () => {
      const response = await send(port, '/product/oude-taart', { method: 'HEAD', headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(301)
      expect(response.headers.location).toBe('/product/appeltaart')
      expect(response.text).toBe('')
    })

    it('never sends a visitor to another site', async () => {
      const response = await send(port, '/naar-elders', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(502)
      expect(response.headers.location).toBeUndefined()
      expect(response.headers['cache-control']).toBe('private, no-store')
    })
  })

  describe('robots.txt and sitemaps', () => {
    let port
    beforeAll(async () => {
      port = await startSite()
    })

    it("serves the host's robots.txt from the API, shared by Varnish under its keys", async () => {
      const response = await send(port, '/robots.txt', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(response.text).toBe('User-agent: *\nAllow: /\n\nSitemap: https://bakkerij.example/sitemap.xml\n')
      expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/)
      expect(response.headers.xkey).toBe(CRAWLER_KEYS)
      const asked = apiSeen.find((request) => request.path.endsWith('/robots.txt'))
      expect(asked.headers['x-forwarded-host']).toBe('bakkerij.example')
      expect(asked.headers['x-forwarded-for']).toBe('127.0.0.1')
      expect(asked.headers['x-forwarded-proto']).toBe('http')
    })

    it('serves sitemap.xml and the numbered files of its index', async () => {
      const whole = await send(port, '/sitemap.xml', { headers: { host: 'bakkerij.example' } })
      expect(whole.status).toBe(200)
      expect(whole.headers['content-type']).toBe('application/xml')
      expect(whole.text).toBe(SITEMAP_XML)
      expect(whole.headers.xkey).toBe(CRAWLER_KEYS)
      const second = await send(port, '/sitemap-2.xml', { headers: { host: 'bakkerij.example' } })
      expect(second.status).toBe(200)
      expect(second.text).toContain('data-page="2"')
      expect(apiSeen.filter((request) => request.path.endsWith('/sitemap.xml'))).toHaveLength(2)
      expect(whole.text).not.toContain('<html')
    })

    it('answers a missing sitemap file with a plain 404, never cached', async () => {
      for (const path of ['/sitemap-9.xml']) {
        const response = await send(port, path, { headers: { host: 'bakkerij.example' } })
        expect(response.status).toBe(404)
        expect(response.headers['cache-control']).toBe('private, no-store')
      }
      // Not a sitemap file name: the page renderer's business, not the API's sitemap.
      await send(port, '/sitemap-0.xml', { headers: { host: 'bakkerij.example' } })
      expect(apiSeen.some((request) => request.path.endsWith('/page-bundle'))).toBe(true)
    })

    it('refuses other methods', async () => {
      const response = await send(port, '/robots.txt', { method: 'POST', headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
    })

    it('answers 503 with Retry-After when the API is down', async () => {
      const down = await startSite({ API_URL: 'http://127.0.0.1:1' })
      const response = await send(down, '/robots.txt', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(503)
      expect(response.headers['retry-after']).toBe('30')
      expect(response.headers['cache-control']).toBe('private, no-store')
    })
  })

  describe('forwarded headers towards the API', () => {
    const spoofed = {
      host: 'bakkerij.example',
      'x-forwarded-host': 'ander-project.example',
      'x-forwarded-for': '203.0.113.99',
      'x-forwarded-proto': 'https',
      forwarded: 'for=203.0.113.98;host=ander-project.example',
    }

    it('replaces what a client sends when nobody is trusted (the default)', async () => {
      const port = await startSite()
      await send(port, '/over-ons', { headers: spoofed })
      await send(port, '/api/services/websites/v1/forms/submit', {
        method: 'POST',
        headers: { ...spoofed, 'content-type': 'application/json' },
        body: '{}',
      })
      const bundleRequest = apiSeen.find((request) => request.path.endsWith('/page-bundle'))
      const proxied = apiSeen.find((request) => request.path.endsWith('/forms/submit'))
      for (const request of [bundleRequest, proxied]) {
        expect(request.headers['x-forwarded-host']).toBe('bakkerij.example')
        expect(request.headers['x-forwarded-for']).toBe('127.0.0.1')
        expect(request.headers['x-forwarded-proto']).toBe('http')
        expect(request.headers.forwarded).toBeUndefined()
      }
    })

    it('takes them from a trusted proxy, the client address from its own entry', async () => {
      const port = await startSite({ TRUST_PROXY: 'loopback' })
      const headers = { ...spoofed, 'x-forwarded-for': '203.0.113.99, 198.51.100.7' }
      await send(port, '/over-ons', { headers })
      await send(port, '/api/services/websites/v1/anything', { headers })
      const bundleRequest = apiSeen.find((request) => request.path.endsWith('/page-bundle'))
      const proxied = apiSeen.find((request) => request.path.endsWith('/anything'))
      for (const request of [bundleRequest, proxied]) {
        expect(request.headers['x-forwarded-host']).toBe('ander-project.example')
        // The proxy appended the address it saw: the earlier entry is the client's claim.
        expect(request.headers['x-forwarded-for']).toBe('198.51.100.7')
        expect(request.headers['x-forwarded-proto']).toBe('https')
      }
    })

    it('trusts only the listed addresses', async () => {
      const port = await startSite({ TRUST_PROXY: '10.0.0.0/8' })
      await send(port, '/api/services/websites/v1/anything', { headers: spoofed })
      expect(apiSeen.at(-1).headers['x-forwarded-for']).toBe('127.0.0.1')
      expect(apiSeen.at(-1).headers['x-forwarded-host']).toBe('bakkerij.example')
    })
  })

  describe('observability', () => {
    it('passes the request id of a page render to the API and echoes it', async () => {
      const port = await startSite()
      const page = await send(port, '/over-ons', { headers: { host: 'bakkerij.example' } })
      expect(page.status).toBe(200)
      const id = page.headers['x-request-id']
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      const bundleRequest = apiSeen.find((request) => request.path.endsWith('/page-bundle'))
      expect(bundleRequest.headers['x-request-id']).toBe(id)

      await send(port, '/robots.txt', { headers: { host: 'bakkerij.example', 'x-request-id': 'edge-00000077' } })
      expect(apiSeen.at(-1).headers['x-request-id']).toBe('edge-00000077')
    })

    it('never serves metrics on the public site, and counts its requests for the metrics listener', async () => {
      const { createMetrics } = await import('../../server/metrics.js')
      const metrics = createMetrics({ defaults: false })
      const { createApp } = await import('../../server/index.js')
      const app = await createApp(settingsFromEnv({ API_URL: `http://127.0.0.1:${api.address().port}` }), { clientDir, metrics })
      const server = http.createServer(app)
      servers.push(server)
      const port = await listen(server)
      for (const path of ['/metrics', '/metrics/', '/METRICS']) {
        const answer = await send(port, path, { headers: { host: 'bakkerij.example' } })
        expect(answer.status, path).toBe(404)
        expect(answer.text, path).not.toContain('# TYPE')
      }
      expect(apiSeen.filter((request) => request.path.endsWith('/page-bundle'))).toEqual([])
      await send(port, '/over-ons', { headers: { host: 'bakkerij.example' } })
      await send(port, '/_sandbox/frame.html', { headers: { host: 'bakkerij.example' } })
      let text = ''
      const deadline = Date.now() + 5_000
      while (!text.includes('ssr_http_requests_total{kind="asset",method="GET",status="200"} 1')) {
        if (Date.now() > deadline) throw new Error(`asset never counted:\n${text}`)
        text = await metrics.registry.metrics()
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(text).toContain('ssr_http_requests_total{kind="page",method="GET",status="404"} 3')
      expect(text).toContain('ssr_http_requests_total{kind="page",method="GET",status="200"} 1')
      expect(text).toContain('ssr_render_duration_seconds_count{kind="page"} 1')
    })
  })

  describe('the /api proxy', () => {
    it('answers 503 with Retry-After and a Dutch error when the API does not answer in time', async () => {
      const port = await startSite({ API_PROXY_TIMEOUT_MS: '300' })
      const response = await send(port, '/api/stall', { headers: { host: 'bakkerij.example' } })
      expect(response.status).toBe(503)
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(JSON.parse(response.text)).toEqual({
        errors: { general: ['De server reageert niet op tijd. Probeer het later opnieuw.'] },
      })
    })

    it("passes the API's 413 for a body over its limit on, every time", async () => {
      const port = await startSite()
      const body = Buffer.alloc(1024 * 1024 + 1, 'x')
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await send(port, '/api/upload', {
          method: 'POST',
          headers: { host: 'bakkerij.example', 'content-type': 'application/json', 'content-length': body.length },
          body,
        })
        expect(response.status, `attempt ${attempt}`).toBe(413)
        expect(JSON.parse(response.text).errors.general).toEqual(['Het verzoek is te groot.'])
      }
    })

    it('lets an upload take longer than the answer timeout', async () => {
      const port = await startSite({ API_PROXY_TIMEOUT_MS: '200' })
      const result = new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/upload',
            method: 'POST',
            headers: { host: 'bakkerij.example', 'content-type': 'application/octet-stream', 'content-length': 6 },
          },
          (res) => {
            let text = ''
            res.on('data', (chunk) => (text += chunk))
            res.on('end', () => resolve({ status: res.statusCode, text }))
          },
        )
        req.on('error', reject)
        req.write('abc')
        // The rest follows once the API holds the first half and well past the timeout.
        waitFor(() => apiSeen.some((request) => request.received === 3), 'the first half')
          .then(() => new Promise((resolve) => setTimeout(resolve, 600)))
          .then(() => req.end('def'), reject)
      })
      const response = await result
      expect(response.status).toBe(201)
      expect(JSON.parse(response.text)).toEqual({ size: 6 })
    })
  })

  describe('crafted URLs', () => {
    let port
    beforeAll(async () => {
      port = await startSite()
    })

    it('answers 404 for development-server paths', async () => {
      for (const path of ['/@vite/client', '/@fs/etc/passwd', '/@id/react', '/__vite_ping', '/node_modules/vike/package.json']) {
        const response = await send(port, path, { headers: { host: 'bakkerij.example' } })
        expect(response.status, path).toBe(404)
        expect(response.text, path).toBe('Niet gevonden.')
      }
    })

    it('answers 405 for methods other than GET and HEAD, without asking the API', async () => {
      const before = apiSeen.length
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await send(port, '/over-ons', { method, headers: { host: 'bakkerij.example', 'content-length': '1' }, body: 'x' })
        expect(response.status, method).toBe(405)
        expect(response.headers.allow, method).toBe('GET, HEAD')
        expect(response.headers['cache-control'], method).toBe('private, no-store')
        expect(response.text, method).toBe('Deze methode is niet toegestaan.')
      }
      expect(apiSeen.length).toBe(before)
      const head = await send(port, '/', { method: 'HEAD', headers: { host: 'bakkerij.example' } })
      expect(head.status).toBe(200)
    })

    it('never answers 500 or shows a stack trace', async () => {
      const paths = [
        '//',
        '//evil.example/',
        '/%',
        '/%E0%A4%A',
        '/%00',
        '/a%ff',
        '/?%',
        '/?wm_api_url=%',
        '/..%2f..%2fetc%2fpasswd',
        '/%2e%2e/',
        '/index.pageContext.json',
        '/%ff/index.pageContext.json',
        '/assets/%',
        '/_sandbox/%',
        `/${'a'.repeat(4000)}`,
        '/index.pageContext%2ejson',
        '/a/index%2EpageContext.json',
        '/%69ndex.pageContext.json',
        '/index.pageContext.json?_vike=%7B',
        '/index.pageContext.json?_vike=1',
        '/index.pageContext.json?_vike=%7B%22previousUrl%22%3A1%7D',
      ]
      for (const path of paths) {
        const response = await send(port, path, { headers: { host: 'bakkerij.example' } })
        expect(response.status, path).toBeLessThan(500)
        expect(response.text, path).not.toMatch(/\bat .*\.(js|mjs|ts):\d+|node_modules|Error:/)
      }
    })
  })
})

describe('listen', () => {
  it('lets a request take UPLOAD_TIMEOUT_MS to arrive', async () => {
    const { listen: start } = await import('../../server/index.js')
    // Port 0: the system picks a free one as the server binds it.
    const settings = settingsFromEnv({ PORT: '0', HOST: '127.0.0.1', UPLOAD_TIMEOUT_MS: '7200000' })
    const server = start((req, res) => res.end(), settings)
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      expect(server.requestTimeout).toBe(7_200_000)
    } finally {
      server.close()
    }
  })
})
