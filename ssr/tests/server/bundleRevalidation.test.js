/**
 * The production app (createApp) revalidating page bundles (bundleStore.js) against a
 * fake API that answers as the real one: a strong ETag of the bundle's bytes, 304 when
 * If-None-Match names it. A page rendered from a 304 (the stored bundle, deep-frozen as
 * in every test) is the page rendered from the 200, byte for byte, on the direct path
 * and through vike alike.
 *
 * Needs `npm run build -w ssr` first: without ssr/dist the file is skipped locally and
 * fails when CI is set.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { registeredBundleStore } from '../../server/bundleStore.js'
import { createMetrics } from '../../server/metrics.js'
import { pageBundle, redirectAnswer } from '../fakes.js'
import { closeAll, listen, send, startProductionSite } from './harness.js'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const built = existsSync(join(ssrRoot, 'dist/server/entry.mjs'))
const required = Boolean(process.env.CI)
const BUNDLE_PATH = '/api/services/websites/v1/page-bundle'

// Sections with islands, menus and defaults filled in by the blocks.
const SECTIONS = [
  { id: 'kop', template: 'headerOneSearch', meta: {} },
  { id: 'titel', template: 'sectionTitle', meta: {} },
  { id: 'actie', template: 'callToAction', meta: {} },
  { id: 'voet', template: 'footersTwo', meta: {} },
]

const etagOf = (body) => `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`

describe.runIf(built || required)('the production app revalidates page bundles', () => {
  let api
  let seen
  let bodies
  let clientDir
  const servers = []

  function startSite(env = {}, metrics = undefined) {
    const apiUrl = `http://127.0.0.1:${api.address().port}`
    return startProductionSite({ API_URL: apiUrl, NODE_ENV: 'test', ...env }, { clientDir, servers, metrics })
  }

  beforeAll(async () => {
    if (!built) throw new Error('ssr/dist is missing: run `npm run build -w ssr` before the tests')
    clientDir = mkdtempSync(join(tmpdir(), 'ssr-client-'))
    seen = []
    bodies = new Map()
    api = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://api.invalid')
      if (url.pathname !== BUNDLE_PATH) {
        res.writeHead(404, { 'content-type': 'application/json' })
        return res.end('{}')
      }
      const path = url.searchParams.get('path')
      seen.push({ path, ifNoneMatch: req.headers['if-none-match'], preview: req.headers['x-preview-token'] })
      const body = bodies.get(path) ?? JSON.stringify(pageBundle(path, { components: SECTIONS }))
      const etag = req.headers['x-preview-token'] ? undefined : etagOf(body)
      if (etag && req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag, 'cache-control': 'no-store' })
        return res.end()
      }
      res.writeHead(200, { 'content-type': 'application/json', ...(etag ? { etag } : {}) })
      res.end(body)
    })
    await listen(api)
  })

  beforeEach(() => {
    seen.length = 0
    bodies.clear()
  })

  afterAll(() => {
    closeAll({ servers, api, clientDir })
  })

  it.each([
    ['the direct path', {}],
    ['vike', { SSR_FAST_SITE: '0' }],
  ])('renders the same page from a 304 as from the 200 (%s)', async (_name, env) => {
    const port = await startSite(env)
    const headers = { host: 'bakkerij.example' }
    // The first page teaches the direct path vike's tags: it is asked for until it renders directly.
    await send(port, '/', { headers })
    seen.length = 0
    const fresh = await send(port, '/over-ons', { headers })
    const revalidated = await send(port, '/over-ons', { headers })
    const again = await send(port, '/over-ons', { headers })
    expect(seen.map((request) => request.ifNoneMatch === undefined)).toEqual([true, false, false])
    expect(fresh.status).toBe(200)
    expect(fresh.text).toContain('<div id="root">')
    for (const page of [revalidated, again]) {
      expect(page.status).toBe(200)
      expect(page.text).toBe(fresh.text)
      expect(page.headers.xkey).toBe(fresh.headers.xkey)
      expect(page.headers['cache-control']).toBe(fresh.headers['cache-control'])
    }
    // Stored frozen (NODE_ENV=test): the renders above changed nothing in it.
    const store = registeredBundleStore()
    expect(store.freeze).toBe(true)
    const stored = store.lookup(`http://127.0.0.1:${api.address().port}${BUNDLE_PATH}?path=%2Fover-ons\nbakkerij.example\nhttp`)
    expect(Object.isFrozen(stored.outcome.bundle.page.components[0])).toBe(true)
    expect(stored.outcome.bundle).toEqual(pageBundle('/over-ons', { components: SECTIONS }))
  })

  it('counts what the store did and how much it holds (metrics)', async () => {
    const metrics = createMetrics({ defaults: false })
    const port = await startSite({}, metrics)
    const headers = { host: 'bakkerij.example' }
    await send(port, '/winkel', { headers })
    await send(port, '/winkel', { headers })
    const page = pageBundle('/winkel', { components: SECTIONS })
    bodies.set('/winkel', JSON.stringify({ ...page, page: { ...page.page, post_title: 'Nieuw' } }))
    await send(port, '/winkel', { headers })
    const text = await metrics.registry.metrics()
    // The first page may be asked for twice while the direct path learns vike's tags.
    expect(text).toMatch(/ssr_bundle_revalidations_total\{result="not_modified"\} [12]\n/)
    expect(text).toMatch(/ssr_bundle_revalidations_total\{result="stored"\} 2\n/)
    expect(text).toMatch(/ssr_bundle_store_entries 1\n/)
    const bytes = Number(text.match(/ssr_bundle_store_bytes (\d+)\n/)[1])
    expect(bytes).toBe(Buffer.byteLength(bodies.get('/winkel')))
  })

  it('shows a changed bundle on the very next request', async () => {
    const port = await startSite()
    const headers = { host: 'bakkerij.example' }
    const before = await send(port, '/contact', { headers })
    const page = pageBundle('/contact', { components: SECTIONS })
    bodies.set('/contact', JSON.stringify({ ...page, page: { ...page.page, post_title: 'Bel ons' } }))
    const after = await send(port, '/contact', { headers })
    expect(before.text).toContain('<title>Over ons | Bakkerij</title>')
    expect(after.text).toContain('<title>Bel ons | Bakkerij</title>')
    expect(seen.map((request) => request.ifNoneMatch === undefined)).toEqual([true, false])
  })

  it('answers a stored redirect again from a 304', async () => {
    const port = await startSite()
    bodies.set('/oud', JSON.stringify(redirectAnswer('/nieuw')))
    const headers = { host: 'bakkerij.example' }
    const first = await send(port, '/oud', { headers })
    const second = await send(port, '/oud', { headers })
    expect(seen.map((request) => request.ifNoneMatch === undefined)).toEqual([true, false])
    for (const answer of [first, second]) {
      expect(answer.status).toBe(301)
      expect(answer.headers.location).toBe('/nieuw')
    }
    expect(second.headers.xkey).toBe(first.headers.xkey)
  })

  it('never revalidates a preview', async () => {
    const port = await startSite()
    const headers = { host: 'bakkerij.example' }
    await send(port, '/over-ons', { headers })
    await send(port, '/over-ons?voorbeeld=1.2.abc', { headers })
    await send(port, '/over-ons?voorbeeld=1.2.abc', { headers })
    expect(seen.map(({ preview, ifNoneMatch }) => ({ preview, ifNoneMatch }))).toEqual([
      { preview: undefined, ifNoneMatch: undefined },
      { preview: '1.2.abc', ifNoneMatch: undefined },
      { preview: '1.2.abc', ifNoneMatch: undefined },
    ])
  })

  it('keeps nothing with SSR_BUNDLE_STORE_BYTES=0', async () => {
    const port = await startSite({ SSR_BUNDLE_STORE_BYTES: '0' })
    const headers = { host: 'bakkerij.example' }
    const first = await send(port, '/over-ons', { headers })
    const second = await send(port, '/over-ons', { headers })
    expect(registeredBundleStore()).toBeUndefined()
    expect(seen.map((request) => request.ifNoneMatch)).toEqual([undefined, undefined])
    expect(second.text).toBe(first.text)
  })
})
