import { describe, expect, it } from 'vitest'
import { fetchPageBundle, outcomeFromResponse, PAGE_BUNDLE_PATH, type PageBundle } from '../../site/pageBundle'

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

  it('turns API failures and broken answers into 502', () => {
    expect(outcomeFromResponse(500, { errors: { general: ['x'] } })).toMatchObject({ status: 502, reason: 'bad-gateway' })
    expect(outcomeFromResponse(200, undefined)).toMatchObject({ status: 502 })
    expect(outcomeFromResponse(200, { project: {}, page: {} })).toMatchObject({ status: 502 })
  })
})

describe('fetchPageBundle', () => {
  it('asks once, for the path, on behalf of the visitor host', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> })
      return new Response(JSON.stringify(bundle()), { status: 200 })
    }) as unknown as typeof fetch
    const outcome = await fetchPageBundle(
      {
        apiUrl: 'http://api.test/',
        path: '/over ons',
        host: 'bakkerij.example',
        forwardedFor: '10.0.0.1',
        forwardedProto: 'https',
      },
      fakeFetch,
    )
    expect(outcome).toMatchObject({ kind: 'page', status: 200 })
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe(`http://api.test${PAGE_BUNDLE_PATH}?path=%2Fover%20ons`)
    expect(calls[0].headers['x-forwarded-host']).toBe('bakkerij.example')
    expect(calls[0].headers['x-forwarded-for']).toBe('10.0.0.1')
    expect(calls[0].headers['x-forwarded-proto']).toBe('https')
  })

  it('answers 503 when the API cannot be reached', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    const outcome = await fetchPageBundle({ apiUrl: 'http://api.test', path: '/', host: 'x', forwardedFor: '10.0.0.1', forwardedProto: 'http' }, failing)
    expect(outcome).toEqual({ kind: 'notice', status: 503, reason: 'unavailable' })
  })

  it('answers 502 when the API returns something that is not JSON', async () => {
    const html = (async () => new Response('<h1>Bad gateway</h1>', { status: 200 })) as unknown as typeof fetch
    const outcome = await fetchPageBundle({ apiUrl: 'http://api.test', path: '/', host: 'x', forwardedFor: '10.0.0.1', forwardedProto: 'http' }, html)
    expect(outcome).toMatchObject({ kind: 'notice', status: 502 })
  })
})
