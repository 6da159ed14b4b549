// @vitest-environment node
/**
 * The page bundle revalidated (server/bundleStore.js, site/pageBundle.ts): the last
 * answer per request is kept with its ETag, sent back as If-None-Match, and a 304 reuses
 * what was parsed from it. Against a fake API over HTTP that answers as the real one
 * does (a strong ETag of the exact bytes, 304 when If-None-Match names it).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiTargets, registerApiTargets } from '../../server/apiTargets.js'
import { createBundleStore, deepFreeze, registerBundleStore, registeredBundleStore } from '../../server/bundleStore.js'
import { data } from '../../pages/site/+data.server'
import { fetchPageBundle, PAGE_BUNDLE_PATH, type BundleOutcome, type BundleRequest } from '../../site/pageBundle'
import { pageSiteInput, siteDataFrom, siteResponseFrom, type SitePageData } from '../../site/siteData'
import { pageBundle, redirectAnswer } from '../fakes.js'

type Answer = { status: number; body?: string; etag?: string | null }

interface FakeApi {
  url: string
  /** What each page-bundle request carried. */
  seen: { path: string; ifNoneMatch?: string; preview?: string; host?: string; proto?: string }[]
  /** The answer for a path (a bundle answered 200 with its ETag unless set otherwise). */
  answers: Map<string, Answer>
  close(): Promise<void>
}

const servers: http.Server[] = []

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`
}

/** A page-bundle API: 200 with a strong ETag of the bytes, 304 when If-None-Match names it. */
async function fakeApi(search?: (body: unknown) => unknown): Promise<FakeApi> {
  const seen: FakeApi['seen'] = []
  const answers = new Map<string, Answer>()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.invalid')
    if (request.method === 'POST' && search) {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(search(JSON.parse(Buffer.concat(chunks).toString()))))
      })
      return
    }
    if (url.pathname !== PAGE_BUNDLE_PATH) {
      response.writeHead(404).end()
      return
    }
    const path = url.searchParams.get('path') ?? '/'
    const header = (name: string) => request.headers[name] as string | undefined
    seen.push({ path, ifNoneMatch: header('if-none-match'), preview: header('x-preview-token'), host: header('x-forwarded-host'), proto: header('x-forwarded-proto') })
    const answer = answers.get(path) ?? { status: 200, body: JSON.stringify(pageBundle(path)) }
    const body = answer.body ?? ''
    // Previews never carry an ETag (api/sites/answers.py preview_response).
    const etag = answer.etag === null || header('x-preview-token') ? undefined : (answer.etag ?? (answer.status === 200 ? etagOf(body) : undefined))
    if (etag && header('if-none-match') === etag) {
      response.writeHead(304, { etag, 'cache-control': 'no-store' }).end()
      return
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', ...(etag ? { etag } : {}) })
    response.end(body)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function requestOf(api: FakeApi, path = '/over-ons', extra: Partial<BundleRequest> = {}): BundleRequest {
  return { apiUrl: api.url, path, host: 'bakkerij.example', forwardedFor: '10.0.0.1', forwardedProto: 'https', ...extra }
}

function bundleText(path: string, title: string): string {
  const bundle = pageBundle(path)
  return JSON.stringify({ ...bundle, page: { ...bundle.page, post_title: title, components: [{ id: 'tekst', template: 'paragraph', meta: {} }] } })
}

beforeEach(() => {
  registerBundleStore(undefined)
})

afterEach(async () => {
  registerBundleStore(undefined)
  registerApiTargets(undefined)
  vi.restoreAllMocks()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('the bundle store', () => {
  it('keeps answers within its byte budget, the least recently used going first', () => {
    const store = createBundleStore({ maxBytes: 100 })
    store.remember('a', '"1"', 40, { kind: 'a' })
    store.remember('b', '"2"', 40, { kind: 'b' })
    // Asking for a makes b the oldest.
    expect(store.lookup('a')?.etag).toBe('"1"')
    store.remember('c', '"3"', 40, { kind: 'c' })
    expect(store.keys()).toEqual(['a', 'c'])
    expect(store.lookup('b')).toBeUndefined()
    expect(store.bytes).toBe(80)
    // A replaced answer counts with its new size only.
    store.remember('a', '"4"', 10, { kind: 'a2' })
    expect(store.bytes).toBe(50)
    expect(store.lookup('a')).toEqual({ etag: '"4"', bytes: 10, outcome: { kind: 'a2' } })
    // Larger than the whole budget: not kept, and the older answer of its key is gone.
    store.remember('c', '"5"', 101, { kind: 'c2' })
    expect(store.keys()).toEqual(['a'])
    expect(store.bytes).toBe(10)
    store.forget('a')
    expect(store.size).toBe(0)
    expect(store.bytes).toBe(0)
  })

  it('tells each result: stored, reused on a 304, dropped, evicted', () => {
    const results: string[] = []
    const store = createBundleStore({ maxBytes: 100, onResult: (result) => results.push(result) })
    store.remember('a', '"1"', 60, { kind: 'a' })
    const known = store.lookup('a')
    expect(known && store.reuse(known)).toEqual({ kind: 'a' })
    // b needs room: a goes.
    store.remember('b', '"2"', 60, { kind: 'b' })
    store.forget('b')
    // Nothing stored under c: nothing to tell.
    store.forget('c')
    expect(results).toEqual(['stored', 'not_modified', 'stored', 'evicted', 'dropped'])
  })

  it('deep-freezes what it stores when asked to, so a change throws', () => {
    const outcome = { kind: 'page', bundle: { page: { components: [{ meta: { a: 1 } }] } } }
    createBundleStore({ maxBytes: 1000, freeze: true }).remember('k', '"1"', 10, outcome)
    expect(() => outcome.bundle.page.components.push({ meta: { a: 2 } })).toThrow(TypeError)
    expect(() => {
      outcome.bundle.page.components[0].meta.a = 3
    }).toThrow(TypeError)
    const loose = { list: [1] }
    createBundleStore({ maxBytes: 1000 }).remember('k', '"1"', 10, loose)
    expect(Object.isFrozen(loose)).toBe(false)
    expect(deepFreeze(null)).toBeNull()
  })
})

describe('fetchPageBundle with a bundle store', () => {
  it('revalidates with If-None-Match and reuses the stored bundle on a 304', async () => {
    const api = await fakeApi()
    const store = createBundleStore({ freeze: true })
    const first = await fetchPageBundle(requestOf(api), undefined, store)
    expect(first).toMatchObject({ kind: 'page', status: 200 })
    expect(api.seen[0].ifNoneMatch).toBeUndefined()
    const second = await fetchPageBundle(requestOf(api), undefined, store)
    // Asked again, with the ETag, and answered 304: the same outcome, not parsed again.
    expect(api.seen).toHaveLength(2)
    expect(api.seen[1].ifNoneMatch).toBe(etagOf(JSON.stringify(pageBundle('/over-ons'))))
    expect(second).toBe(first)
    expect(siteResponseFrom(second)).toEqual(siteResponseFrom(first))
  })

  it('reuses the outcome of a stored redirect and of a stored 404 page too', async () => {
    const api = await fakeApi()
    api.answers.set('/oud', { status: 200, body: JSON.stringify(redirectAnswer('/nieuw')) })
    api.answers.set('/weg', { status: 200, body: JSON.stringify({ ...pageBundle('/weg'), not_found: true }) })
    const store = createBundleStore({ freeze: true })
    const redirect = await fetchPageBundle(requestOf(api, '/oud'), undefined, store)
    const missing = await fetchPageBundle(requestOf(api, '/weg'), undefined, store)
    expect(redirect).toMatchObject({ kind: 'redirect', status: 301, location: '/nieuw' })
    expect(missing).toMatchObject({ kind: 'page', status: 404 })
    expect(await fetchPageBundle(requestOf(api, '/oud'), undefined, store)).toBe(redirect)
    expect(await fetchPageBundle(requestOf(api, '/weg'), undefined, store)).toBe(missing)
  })

  it('replaces the stored bundle when the ETag changed, and shows the change at once', async () => {
    const api = await fakeApi()
    const store = createBundleStore({ freeze: true })
    api.answers.set('/over-ons', { status: 200, body: bundleText('/over-ons', 'Oud') })
    const before = await fetchPageBundle(requestOf(api), undefined, store)
    api.answers.set('/over-ons', { status: 200, body: bundleText('/over-ons', 'Nieuw') })
    const after = await fetchPageBundle(requestOf(api), undefined, store)
    expect(api.seen[1].ifNoneMatch).toBe(etagOf(bundleText('/over-ons', 'Oud')))
    expect(after).not.toBe(before)
    expect(after.kind === 'page' && after.bundle.page.post_title).toBe('Nieuw')
    // The new answer is the stored one now.
    expect(await fetchPageBundle(requestOf(api), undefined, store)).toBe(after)
    expect(api.seen[2].ifNoneMatch).toBe(etagOf(bundleText('/over-ons', 'Nieuw')))
    expect(store.size).toBe(1)
  })

  it('never stores a preview nor sends If-None-Match with one', async () => {
    const api = await fakeApi()
    const store = createBundleStore({ freeze: true })
    // A stored answer for the same path, host and scheme.
    await fetchPageBundle(requestOf(api), undefined, store)
    const preview = requestOf(api, '/over-ons', { previewToken: '1.2.abc' })
    const drafts = await fetchPageBundle(preview, undefined, store)
    await fetchPageBundle(preview, undefined, store)
    expect(drafts).toMatchObject({ kind: 'page', status: 200 })
    expect(api.seen.slice(1).map(({ preview: token, ifNoneMatch }) => ({ token, ifNoneMatch }))).toEqual([
      { token: '1.2.abc', ifNoneMatch: undefined },
      { token: '1.2.abc', ifNoneMatch: undefined },
    ])
    expect(Object.isFrozen(drafts)).toBe(false)
    // The visitor's stored answer is the one of before, untouched by the preview.
    expect(store.size).toBe(1)
    expect(store.lookup(store.keys()[0])?.outcome).not.toBe(drafts)
  })

  it('keys by API, path, host and scheme', async () => {
    const api = await fakeApi()
    const other = await fakeApi()
    const store = createBundleStore()
    await fetchPageBundle(requestOf(api), undefined, store)
    await fetchPageBundle(requestOf(api, '/contact'), undefined, store)
    await fetchPageBundle(requestOf(api, '/over-ons', { host: 'slager.example' }), undefined, store)
    await fetchPageBundle(requestOf(api, '/over-ons', { forwardedProto: 'http' }), undefined, store)
    await fetchPageBundle(requestOf(other), undefined, store)
    expect([...api.seen, ...other.seen].every((seen) => seen.ifNoneMatch === undefined)).toBe(true)
    expect(store.size).toBe(5)
    // Not the visitor's address: another visitor revalidates the same answer.
    await fetchPageBundle(requestOf(api, '/over-ons', { forwardedFor: '10.9.9.9' }), undefined, store)
    expect(api.seen.at(-1)?.ifNoneMatch).toBeDefined()
  })

  it.each([
    ['a 503', { status: 503, body: '{"errors":{"general":["De database is tijdelijk niet beschikbaar."]}}' }, { kind: 'notice', status: 503 }],
    ['a 500', { status: 500, body: 'stuk' }, { kind: 'notice', status: 502 }],
    ['a 404 of an unknown site', { status: 404, body: '{"errors":{"general":["Niet gevonden"]}}' }, { kind: 'notice', status: 404 }],
    ['a 200 without an ETag', { status: 200, body: JSON.stringify(pageBundle('/over-ons')), etag: null }, { kind: 'page', status: 200 }],
    ['a 200 that is no bundle', { status: 200, body: '<h1>Bad gateway</h1>' }, { kind: 'notice', status: 502 }],
  ] as [string, Answer, object][])('drops the stored bundle on %s and answers as without a store', async (_name, answer, expected) => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const api = await fakeApi()
    const store = createBundleStore({ freeze: true })
    await fetchPageBundle(requestOf(api), undefined, store)
    expect(store.size).toBe(1)
    api.answers.set('/over-ons', answer)
    const outcome = await fetchPageBundle(requestOf(api), undefined, store)
    expect(outcome).toMatchObject(expected)
    expect(outcome).toEqual(await fetchPageBundle(requestOf(api), undefined, undefined))
    expect(store.size).toBe(0)
    // The next request asks without If-None-Match.
    api.answers.delete('/over-ons')
    await fetchPageBundle(requestOf(api), undefined, store)
    expect(api.seen.at(-1)?.ifNoneMatch).toBeUndefined()
  })

  it('drops the stored bundle when the API cannot be reached', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const api = await fakeApi()
    const store = createBundleStore()
    await fetchPageBundle(requestOf(api), undefined, store)
    await api.close()
    expect(await fetchPageBundle(requestOf(api), undefined, store)).toEqual({ kind: 'notice', status: 503, reason: 'unavailable' })
    expect(store.size).toBe(0)
  })

  it('takes a 304 naming another ETag for the upstream misbehaving (502), and drops the bundle', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const store = createBundleStore()
    const request = { apiUrl: 'http://api.test', path: '/', host: 'x', forwardedFor: '10.0.0.1', forwardedProto: 'http' }
    const body = JSON.stringify(pageBundle('/'))
    await fetchPageBundle(request, async () => ({ status: 200, body, etag: '"een"' }), store)
    const outcome = await fetchPageBundle(request, async () => ({ status: 304, body: '', etag: '"twee"' }), store)
    expect(outcome).toMatchObject({ kind: 'notice', status: 502 })
    expect(store.size).toBe(0)
  })

  it('evicts the least recently used bundles beyond its byte budget', async () => {
    const api = await fakeApi()
    const size = Buffer.byteLength(JSON.stringify(pageBundle('/a')))
    const store = createBundleStore({ maxBytes: size * 2 + 1 })
    for (const path of ['/a', '/b', '/c']) await fetchPageBundle(requestOf(api, path), undefined, store)
    // Room for two: /a, the oldest, went.
    expect(store.size).toBe(2)
    expect(store.bytes).toBe(size * 2)
    await fetchPageBundle(requestOf(api, '/a'), undefined, store)
    await fetchPageBundle(requestOf(api, '/c'), undefined, store)
    expect(api.seen.slice(3).map((seen) => [seen.path, seen.ifNoneMatch !== undefined])).toEqual([
      ['/a', false],
      ['/c', true],
    ])
  })

  it('uses the registered store by default, and none when nothing is registered', async () => {
    const api = await fakeApi()
    await fetchPageBundle(requestOf(api))
    await fetchPageBundle(requestOf(api))
    expect(api.seen.map((seen) => seen.ifNoneMatch)).toEqual([undefined, undefined])
    const store = registerBundleStore(createBundleStore())
    expect(registeredBundleStore()).toBe(store)
    await fetchPageBundle(requestOf(api))
    await fetchPageBundle(requestOf(api))
    expect(api.seen[3].ifNoneMatch).toBeDefined()
  })

  it('revalidates with any of several APIs: the ETag is a hash of the bytes', async () => {
    const first = await fakeApi()
    const second = await fakeApi()
    registerApiTargets(createApiTargets([first.url, second.url]))
    const store = createBundleStore({ freeze: true })
    // Page data URLs are written with the first API; the calls take them in turn.
    const request = requestOf(first)
    const stored = await fetchPageBundle(request, undefined, store)
    const again = await fetchPageBundle(request, undefined, store)
    expect(first.seen).toHaveLength(1)
    expect(second.seen).toHaveLength(1)
    expect(second.seen[0].ifNoneMatch).toBe(etagOf(JSON.stringify(pageBundle('/over-ons'))))
    expect(again).toBe(stored)
    // An API that is down: the next one answers 304 for the same ETag.
    await first.close()
    expect(await fetchPageBundle(request, undefined, store)).toBe(stored)
    expect(await fetchPageBundle(request, undefined, store)).toBe(stored)
    expect(second.seen.slice(1).every((seen) => seen.ifNoneMatch !== undefined)).toBe(true)
  })
})

describe('a stored bundle is read, never changed', () => {
  it('siteDataFrom and the page input copy what they change (the 404 page without an id)', async () => {
    const api = await fakeApi()
    const fallback = pageBundle('/weg')
    api.answers.set('/weg', { status: 200, body: JSON.stringify({ ...fallback, page: { ...fallback.page, id: null }, not_found: true }) })
    const store = createBundleStore({ freeze: true })
    const outcome = await fetchPageBundle(requestOf(api, '/weg'), undefined, store)
    const options = { apiBase: '', notFoundPath: '/api/nf', currentPath: '/weg' }
    const first = siteDataFrom(outcome, options) as SitePageData
    expect(first.page.id).toBeUndefined()
    const again = siteDataFrom((await fetchPageBundle(requestOf(api, '/weg'), undefined, store)) as BundleOutcome, options) as SitePageData
    expect(again).toEqual(first)
    expect(pageSiteInput(again).page).toEqual(first.page)
    expect(outcome.kind === 'page' && outcome.bundle.page.id).toBeNull()
  })

  it("the search page's data copies its bundle to add the results", async () => {
    const results = (body: unknown) => ({ results: [{ id: 1, name: `Taart ${(body as { query: string }).query}` }], info: { hits: 1 }, filters: [] })
    const api = await fakeApi(results)
    const search = pageBundle('/search')
    api.answers.set('/search', { status: 200, body: JSON.stringify({ ...search, page: { ...search.page, kind: 'search', custom_fields: { eigen: 'veld' } } }) })
    const store = registerBundleStore(createBundleStore({ freeze: true }))
    const siteRequest = { ...requestOf(api, '/search'), apiOrigins: [], notFoundPath: '/api/nf' }
    const pageContext = (query: string) =>
      ({
        siteRequest,
        urlPathname: '/search',
        urlOriginal: `/search?query=${query}`,
        urlParsed: { search: { query } },
      }) as unknown as Parameters<typeof data>[0]
    const appel = (await data(pageContext('appel'))) as SitePageData
    const peer = (await data(pageContext('peer'))) as SitePageData
    expect(api.seen.map((seen) => seen.ifNoneMatch === undefined)).toEqual([true, false])
    expect(appel.page.custom_fields).toMatchObject({ eigen: 'veld', query: 'appel', products: [{ name: 'Taart appel' }] })
    expect(peer.page.custom_fields).toMatchObject({ eigen: 'veld', query: 'peer', products: [{ name: 'Taart peer' }] })
    const stored = store.lookup(store.keys()[0])?.outcome as BundleOutcome
    expect(stored.kind === 'page' && stored.bundle.page.custom_fields).toEqual({ eigen: 'veld' })
  })
})
