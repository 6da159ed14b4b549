import { describe, expect, it } from 'vitest'
import {
  cachePolicyFromEnv,
  fileCacheControl,
  pageCacheControl,
  pageRouteKind,
  policyFor,
  ROUTE_KINDS,
} from '../../server/cachePolicy.js'
import { settingsFromEnv } from '../../server/settings.js'

const PAGES = { sMaxage: 300, staleWhileRevalidate: 86400 }

describe('cachePolicyFromEnv', () => {
  it('defaults every page kind to S_MAXAGE and SWR and files to an hour', () => {
    const policy = cachePolicyFromEnv({}, PAGES)
    expect(Object.keys(policy)).toEqual(ROUTE_KINDS)
    for (const kind of ['home', 'page', 'category', 'product', 'search', 'sitemap']) {
      expect(policy[kind], kind).toEqual({ ttl: 300, grace: 86400, staleIfError: 86400 })
    }
    for (const kind of ['media', 'assets']) {
      expect(policy[kind], kind).toEqual({ ttl: 3600, grace: 0, staleIfError: 86400 })
    }
  })

  it('takes each kind\'s own numbers from the environment', () => {
    const policy = cachePolicyFromEnv(
      { CACHE_SEARCH_TTL: '60', CACHE_SEARCH_GRACE: '30', CACHE_PRODUCT_STALE_IF_ERROR: '600', CACHE_HOME_TTL: '' },
      PAGES,
    )
    expect(policy.search).toEqual({ ttl: 60, grace: 30, staleIfError: 86400 })
    expect(policy.product).toEqual({ ttl: 300, grace: 86400, staleIfError: 600 })
    expect(policy.home).toEqual({ ttl: 300, grace: 86400, staleIfError: 86400 })
  })

  it('refuses a value that is not a number of seconds', () => {
    expect(() => cachePolicyFromEnv({ CACHE_PAGE_TTL: '5m' }, PAGES)).toThrow(/CACHE_PAGE_TTL/)
    expect(() => cachePolicyFromEnv({ CACHE_SITEMAP_GRACE: '-1' }, PAGES)).toThrow(/CACHE_SITEMAP_GRACE/)
  })

  it('is read with the settings; S_MAXAGE and SWR still set the page kinds', () => {
    const settings = settingsFromEnv({ S_MAXAGE: '120', SWR: '600', CACHE_CATEGORY_TTL: '900' })
    expect(policyFor(settings, 'page')).toEqual({ ttl: 120, grace: 600, staleIfError: 86400 })
    expect(policyFor(settings, 'category')).toEqual({ ttl: 900, grace: 600, staleIfError: 86400 })
  })

  it('falls back to sMaxage and staleWhileRevalidate for settings without a policy', () => {
    expect(policyFor({ sMaxage: 10, staleWhileRevalidate: 20 }, 'product')).toEqual({ ttl: 10, grace: 20, staleIfError: 86400 })
  })
})

describe('pageRouteKind', () => {
  it('tells the home page by its path and shop pages by their bundle kind', () => {
    expect(pageRouteKind({ path: '/', pageKind: 'page' })).toBe('home')
    expect(pageRouteKind({ path: '/over-ons', pageKind: 'page' })).toBe('page')
    expect(pageRouteKind({ path: '/winkel/brood', pageKind: 'category' })).toBe('category')
    expect(pageRouteKind({ path: '/winkel/brood/volkoren', pageKind: 'product' })).toBe('product')
    expect(pageRouteKind({ path: '/zoeken', pageKind: 'search' })).toBe('search')
  })

  it('treats redirects, unknown kinds and missing kinds as pages', () => {
    expect(pageRouteKind({ path: '/oud' })).toBe('page')
    expect(pageRouteKind({ path: '/x', pageKind: 'cart' })).toBe('page')
  })
})

describe('Cache-Control values', () => {
  it('lets caches keep a page while browsers revalidate it', () => {
    expect(pageCacheControl({ ttl: 60, grace: 30, staleIfError: 600 })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=600',
    )
  })

  it('leaves out a file\'s zero grace and stale-if-error', () => {
    expect(fileCacheControl({ ttl: 3600, grace: 0, staleIfError: 0 })).toBe('public, max-age=3600')
    expect(fileCacheControl({ ttl: 3600, grace: 5, staleIfError: 7 })).toBe(
      'public, max-age=3600, stale-while-revalidate=5, stale-if-error=7',
    )
  })
})
