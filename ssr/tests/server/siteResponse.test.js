import { describe, expect, it } from 'vitest'
import { cacheHeaders, responseStatus } from '../../server/siteResponse.js'

const page = {
  method: 'GET',
  status: 200,
  cacheable: true,
  cacheKeys: ['project-1', 'page-3', 'menu-1-main'],
  visitorSpecific: false,
  policy: { ttl: 300, grace: 86400, staleIfError: 3600 },
}

describe('cacheHeaders', () => {
  it('lets Varnish share public pages and tags them for purging', () => {
    expect(cacheHeaders(page)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=3600',
      xkey: 'project-1 page-3 menu-1-main',
    })
  })

  it('shares the project 404 page as well', () => {
    expect(cacheHeaders({ ...page, status: 404 })['cache-control']).toMatch(/^public/)
  })

  it('shares a permanent redirect under its keys', () => {
    expect(cacheHeaders({ ...page, status: 301 })).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=3600',
      xkey: 'project-1 page-3 menu-1-main',
    })
  })

  it('shares an owner\'s temporary redirect too: a write of it purges the project key', () => {
    expect(cacheHeaders({ ...page, status: 302, cacheKeys: ['project-1'] })).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=3600',
      xkey: 'project-1',
    })
  })

  it('uses the configured lifetimes', () => {
    expect(cacheHeaders({ ...page, policy: { ttl: 60, grace: 0, staleIfError: 0 } })['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=0, stale-if-error=0',
    )
  })

  it('never shares password pages, overrides, non-GET requests or failures', () => {
    for (const input of [
      { ...page, cacheable: false },
      { ...page, visitorSpecific: true },
      { ...page, method: 'POST' },
      { ...page, status: 502 },
      { ...page, status: 503 },
    ]) {
      expect(cacheHeaders(input)).toEqual({ 'cache-control': 'private, no-store' })
    }
  })

  it('drops keys that would break the xkey header', () => {
    expect(cacheHeaders({ ...page, cacheKeys: ['project-1', 'bad key', 'a\nb'] }).xkey).toBe('project-1')
    expect(cacheHeaders({ ...page, cacheKeys: [] })).not.toHaveProperty('xkey')
  })
})

describe('responseStatus', () => {
  it("sends the page's status for HTML", () => {
    expect(responseStatus({ vikeStatus: 200, siteStatus: 404, isClientSideNavigation: false })).toBe(404)
    expect(responseStatus({ vikeStatus: 200, siteStatus: 503, isClientSideNavigation: false })).toBe(503)
  })

  it('keeps 200 for client-side navigation data and vike errors as they are', () => {
    expect(responseStatus({ vikeStatus: 200, siteStatus: 404, isClientSideNavigation: true })).toBe(200)
    expect(responseStatus({ vikeStatus: 500, siteStatus: undefined, isClientSideNavigation: false })).toBe(500)
    expect(responseStatus({ vikeStatus: 301, siteStatus: 200, isClientSideNavigation: false })).toBe(301)
  })
})
