import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerNotFound } from '../../site/notFoundRegistration'

const miss = { apiBase: '', notFoundPath: '/api/services/websites/v1/not-found/register', projectId: 4, url: 'https://bakkerij.example/oud' }

describe('registerNotFound', () => {
  afterEach(() => vi.restoreAllMocks())

  it('posts website_id, project_id and url to the configured path', async () => {
    const fakeFetch = vi.fn(async () => new Response('{"registered":true}', { status: 200 }))
    await registerNotFound({ ...miss, apiBase: 'https://api.example' }, fakeFetch as unknown as typeof fetch)
    expect(fakeFetch).toHaveBeenCalledOnce()
    const [url, init] = fakeFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://api.example/api/services/websites/v1/not-found/register')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ website_id: 4, project_id: 4, url: 'https://bakkerij.example/oud' })
  })

  it('only logs failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const down = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await expect(registerNotFound(miss, down)).resolves.toBeUndefined()
    const refused = (async () => new Response('{}', { status: 429 })) as unknown as typeof fetch
    await expect(registerNotFound(miss, refused)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
