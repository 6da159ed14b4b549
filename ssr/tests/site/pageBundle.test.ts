import { describe, expect, it } from 'vitest'
import { apiGet, type ApiGet } from '../../site/apiGet'
import { externalRedirect, fetchPageBundle, outcomeFromResponse, PAGE_BUNDLE_PATH, redirectPath, type PageBundle } from '../../site/pageBundle'

function bundle(overrides: Partial<PageBundle> = {}): PageBundle {
  return {
    project: { id: 1, title: 'Bakkerij', domain_live: 'bakkerij.example' },
    page: { id: 3, path: '/over-ons', post_title: 'Over ons', protected: false, components: [] },
    menus: {},
    forms: {},
    templates: {},
    canonical_url: 'https://bakkerij.example/over-ons',
    cache: { cacheable: true, keys: ['project-1', 'page-3'] },
    not_found: false,
    ...overrides,
  }
}

describe('status mapping', () => {
  it('renders a found page with 200', () => {
    expect(outcomeFromResponse(200, bundle())).toMatchObject({ kind: 'page', status: 200 })
  })

  it('renders the project 404 page with 404', () => {
    expect(outcomeFromResponse(404, bundle({ not_found: true }))).toMatchObject({ kind: 'page', status: 404 })
    expect(outcomeFromResponse(200, bundle({ not_found: true }))).toMatchObject({ kind: 'page', status: 404 })
  })

  it('answers 404 without a page when the host has no project', () => {
    expect(outcomeFromResponse(404, { errors: { general: ['Niet gevonden'] } })).toEqual({
      kind: 'notice',
      status: 404,
      reason: 'unknown-site',
    })
  })

  it('keeps other client errors', () => {
    expect(outcomeFromResponse(400, { errors: { path: ['Ongeldig'] } })).toMatchObject({ status: 400, reason: 'refused' })
  })

  it('passes an API that is temporarily unavailable (its database down) on as 503', () => {
    expect(outcomeFromResponse(503, { errors: { general: ['De database is tijdelijk niet beschikbaar.'] } })).toEqual({
      kind: 'notice',
      status: 503,
      reason: 'unavailable',
    })
  })

  it('turns API failures and broken answers into 502', () => {
    expect(outcomeFromResponse(500, { errors: { general: ['x'] } })).toMatchObject({ status: 502, reason: 'bad-gateway' })
    expect(outcomeFromResponse(200, undefined)).toMatchObject({ status: 502 })
    expect(outcomeFromResponse(200, { project: {}, page: {} })).toMatchObject({ status: 502 })
  })
})

describe('redirects', () => {
  it('turns the resolver\'s redirect answer into a cacheable 301 with its keys', () => {
    const answer = { redirect: { location: '/product/appeltaart-groot', status: 301 }, cache: { cacheable: true, keys: ['project-1', 'product-9'] } }
    expect(outcomeFromResponse(200, answer)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/product/appeltaart-groot',
      cacheable: true,
      cacheKeys: ['project-1', 'product-9'],
    })
  })

  it('is cacheable without keys when the answer names none', () => {
    expect(outcomeFromResponse(200, { redirect: { location: '/nieuw' } })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/nieuw',
      cacheable: true,
      cacheKeys: [],
    })
  })

  it('keeps the visitor on the same host, percent-encoded as a header needs', () => {
    expect(redirectPath('/winkel/crème brûlée?kleur=rood')).toBe('/winkel/cr%C3%A8me%20br%C3%BBl%C3%A9e?kleur=rood')
    expect(redirectPath('/a/../b')).toBe('/b')
    for (const elsewhere of ['https://elders.example/x', '//elders.example/x', '/\\elders.example/x', 'javascript:alert(1)', 'nieuw', '/a\r\nSet-Cookie: x=1', '', 42, null]) {
      expect(redirectPath(elsewhere)).toBeNull()
    }
  })

  it('answers 502 rather than follow a redirect away from the site', () => {
    expect(outcomeFromResponse(200, { redirect: { location: 'https://elders.example/' } })).toEqual({
      kind: 'notice',
      status: 502,
      reason: 'bad-gateway',
    })
    expect(outcomeFromResponse(200, { redirect: '/nieuw' })).toMatchObject({ kind: 'notice', status: 502 })
  })

  it('answers an owner\'s temporary redirect with 302', () => {
    const answer = { redirect: { location: '/actie', status: 302 }, cache: { cacheable: true, keys: ['project-1'] } }
    expect(outcomeFromResponse(200, answer)).toMatchObject({ kind: 'redirect', status: 302, location: '/actie' })
    expect(outcomeFromResponse(200, { redirect: { location: '/x', status: 307 } })).toMatchObject({ status: 301 })
  })

  it('follows an owner\'s redirect to another site only when it says so, and only over https', () => {
    const external = { redirect: { location: 'https://elders.example/pad?x=1', status: 301, external: true } }
    expect(outcomeFromResponse(200, external)).toMatchObject({ kind: 'redirect', location: 'https://elders.example/pad?x=1' })
    for (const location of ['http://elders.example/', 'https://user:pw@elders.example/', 'javascript:alert(1)', 'https://a b.example/', '/pad']) {
      expect(externalRedirect(location)).toBeNull()
    }
    expect(outcomeFromResponse(200, { redirect: { location: 'http://elders.example/', external: true } })).toMatchObject({ kind: 'notice', status: 502 })
  })
})

describe('fetchPageBundle', () => {
  it('asks once, for the path, on behalf of the visitor host', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = []
    const fakeGet: ApiGet = async (url, headers) => {
      calls.push({ url, headers })
      return { status: 200, body: JSON.stringify(bundle()) }
    }
    const outcome = await fetchPageBundle(
      {
        apiUrl: 'http://api.test/',
        path: '/over ons',
        host: 'bakkerij.example',
        forwardedFor: '10.0.0.1',
        forwardedProto: 'https',
      },
      fakeGet,
    )
    expect(outcome).toMatchObject({ kind: 'page', status: 200 })
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe(`http://api.test${PAGE_BUNDLE_PATH}?path=%2Fover%20ons`)
    expect(calls[0].headers['x-forwarded-host']).toBe('bakkerij.example')
    expect(calls[0].headers['x-forwarded-for']).toBe('10.0.0.1')
    expect(calls[0].headers['x-forwarded-proto']).toBe('https')
  })

  it('answers 503 when the API cannot be reached', async () => {
    const failing: ApiGet = async () => {
      throw new Error('connect ECONNREFUSED')
    }
    const outcome = await fetchPageBundle({ apiUrl: 'http://api.test', path: '/', host: 'x', forwardedFor: '10.0.0.1', forwardedProto: 'http' }, failing)
    expect(outcome).toEqual({ kind: 'notice', status: 503, reason: 'unavailable' })
  })

  it("passes a preview link's token to the API and shows a refused one as a 403 notice", async () => {
    const calls: { headers: Record<string, string> }[] = []
    const refusing: ApiGet = async (_url, headers) => {
      calls.push({ headers })
      return { status: 403, body: JSON.stringify({ errors: { general: ['Deze voorbeeldlink is verlopen. Vraag een nieuwe aan.'] } }) }
    }
    const request = { apiUrl: 'http://api.test', path: '/', host: 'x', forwardedFor: '10.0.0.1', forwardedProto: 'http' }
    const outcome = await fetchPageBundle({ ...request, previewToken: '1.2.abc' }, refusing)
    expect(calls[0].headers['x-preview-token']).toBe('1.2.abc')
    expect(outcome).toEqual({ kind: 'notice', status: 403, reason: 'preview' })
    // Without a token the header is never sent.
    await fetchPageBundle(request, refusing)
    expect(calls[1].headers).not.toHaveProperty('x-preview-token')
  })

  it('answers 502 when the API returns something that is not JSON', async () => {
    const html: ApiGet = async () => ({ status: 200, body: '<h1>Bad gateway</h1>' })
    const outcome = await fetchPageBundle({ apiUrl: 'http://api.test', path: '/', host: 'x', forwardedFor: '10.0.0.1', forwardedProto: 'http' }, html)
    expect(outcome).toMatchObject({ kind: 'notice', status: 502 })
  })
})

describe('apiGet', () => {
  it('reads the answer over a kept-alive connection and times out a silent API', async () => {
    const http = await import('node:http')
    const sockets = new Set<unknown>()
    const server = http.createServer((request, response) => {
      sockets.add(request.socket)
      if (request.url === '/stil') return // never answers
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ path: request.url, host: request.headers['x-forwarded-host'] }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const first = await apiGet(`http://127.0.0.1:${port}/een`, { 'x-forwarded-host': 'bakkerij.example' }, 5_000)
      const second = await apiGet(`http://127.0.0.1:${port}/twee`, {}, 5_000)
      expect(first).toEqual({ status: 200, body: JSON.stringify({ path: '/een', host: 'bakkerij.example' }) })
      expect(JSON.parse(second.body).path).toBe('/twee')
      expect(sockets.size).toBe(1)
      await expect(apiGet(`http://127.0.0.1:${port}/stil`, {}, 200)).rejects.toThrow(/no answer within 200 ms/)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
