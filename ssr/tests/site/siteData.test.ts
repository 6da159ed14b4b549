import { describe, expect, it } from 'vitest'
import type { BundleOutcome, PageBundle } from '../../site/pageBundle'
import { documentTitle, pageSiteInput, siteDataFrom, siteResponseFrom } from '../../site/siteData'

const bundle: PageBundle = {
  project: { id: 7, title: 'Bakkerij', domain_live: 'bakkerij.example' },
  page: { id: 3, path: '/over-ons', post_title: 'Over ons', seo_description: 'Wie wij zijn', protected: false, components: [] },
  menus: { main: { id: 'main', items: [] } },
  forms: {},
  templates: {},
  canonical_url: 'https://bakkerij.example/over-ons',
  cache: { cacheable: true, keys: ['project-7', 'page-3'] },
  not_found: false,
}

describe('documentTitle', () => {
  it('uses the SEO title as written', () => {
    expect(documentTitle({ seo_title: 'Verse broden', post_title: 'Home' }, 'Bakkerij')).toBe('Verse broden')
  })
  it('otherwise adds the site name to the page title', () => {
    expect(documentTitle({ seo_title: '', post_title: 'Over ons' }, 'Bakkerij')).toBe('Over ons | Bakkerij')
    expect(documentTitle({ post_title: 'Bakkerij' }, 'Bakkerij')).toBe('Bakkerij')
    expect(documentTitle({ post_title: '' }, 'Bakkerij')).toBe('Bakkerij')
  })
})

describe('siteDataFrom', () => {
  const options = { apiBase: '', notFoundPath: '/api/nf', currentPath: '/over-ons' }

  it('keeps what the blocks render, without status or cache facts', () => {
    const data = siteDataFrom({ kind: 'page', status: 200, bundle }, options)
    expect(data).toMatchObject({
      kind: 'page',
      notFound: false,
      title: 'Over ons | Bakkerij',
      description: 'Wie wij zijn',
      canonicalUrl: 'https://bakkerij.example/over-ons',
      menus: bundle.menus,
      notFoundPath: '/api/nf',
      currentPath: '/over-ons',
    })
    expect(data).not.toHaveProperty('cache')
    expect(data).not.toHaveProperty('response')
    expect(JSON.stringify(data)).not.toContain('page-3')
  })

  it("hands a form's outcome (a post without JavaScript) to the blocks; none by default", () => {
    const formOutcome = { form_id: 'contact', status: 'sent' as const, message: 'Dank je!', redirection_url: '0', errors: {}, values: {} }
    const data = siteDataFrom({ kind: 'page', status: 200, bundle }, { ...options, formOutcome })
    expect(data.kind === 'page' && pageSiteInput(data).formOutcome).toEqual(formOutcome)
    const plain = siteDataFrom({ kind: 'page', status: 200, bundle }, options)
    expect(plain.kind === 'page' && pageSiteInput(plain).formOutcome).toBeNull()
  })

  it("passes the bundle's media facts on (an empty map from an API without them)", () => {
    const facts = { width: 960, height: 640, src: '/media/0123456789abcdef/original.jpg', sources: [] }
    const withMedia = siteDataFrom({ kind: 'page', status: 200, bundle: { ...bundle, media: { '/media/a.jpg': facts } } }, options)
    expect(withMedia.kind === 'page' && withMedia.media).toEqual({ '/media/a.jpg': facts })
    const without = siteDataFrom({ kind: 'page', status: 200, bundle }, options)
    expect(without.kind === 'page' && without.media).toEqual({})
    // The blocks read it from the site context.
    expect(withMedia.kind === 'page' && pageSiteInput(withMedia).media).toEqual({ '/media/a.jpg': facts })
  })

  it("passes the bundle's shop cards on to the blocks (empty maps from an API without them)", () => {
    const card = { id: 'appeltaart', title: 'Appeltaart', url: '/product/appeltaart', price: { incl_tax: 24.95, excl_tax: 22.89 } }
    const shop = { products: { appeltaart: card }, categories: {}, listings: { 'b-1': ['appeltaart'] } }
    const withShop = siteDataFrom({ kind: 'page', status: 200, bundle: { ...bundle, shop } }, options)
    expect(withShop.kind === 'page' && pageSiteInput(withShop).shop).toEqual(shop)
    const without = siteDataFrom({ kind: 'page', status: 200, bundle }, options)
    expect(without.kind === 'page' && without.shop).toEqual({ products: {}, categories: {}, listings: {} })
    const broken = siteDataFrom({ kind: 'page', status: 200, bundle: { ...bundle, shop: { products: [], listings: 'x' } as never } }, options)
    expect(broken.kind === 'page' && broken.shop).toEqual({ products: {}, categories: {}, listings: {} })
  })

  it('marks the 404 page', () => {
    const data = siteDataFrom({ kind: 'page', status: 404, bundle }, options)
    expect(data.kind === 'page' && data.notFound).toBe(true)
  })

  it('explains an unreachable API in Dutch', () => {
    const data = siteDataFrom({ kind: 'notice', status: 503, reason: 'unavailable' }, options)
    expect(data).toMatchObject({ kind: 'notice', heading: 'Website tijdelijk niet beschikbaar' })
    expect(data).not.toHaveProperty('response')
  })
})

describe('siteResponseFrom', () => {
  it('carries the status and the cache keys for the response headers', () => {
    expect(siteResponseFrom({ kind: 'page', status: 200, bundle })).toEqual({
      status: 200,
      cacheable: true,
      cacheKeys: ['project-7', 'page-3'],
      pageKind: 'page',
    })
  })

  it('carries a shop page\'s kind for its cache lifetimes', () => {
    const product: PageBundle = { ...bundle, page: { ...bundle.page, kind: 'product' } }
    expect(siteResponseFrom({ kind: 'page', status: 200, bundle: product }).pageKind).toBe('product')
  })

  it('never shares a password page', () => {
    const locked = { ...bundle, page: { ...bundle.page, protected: true } }
    expect(siteResponseFrom({ kind: 'page', status: 200, bundle: locked }).cacheable).toBe(false)
  })

  it('carries a redirect\'s location, status and keys; the page data only the location', () => {
    const outcome: BundleOutcome = { kind: 'redirect', status: 301, location: '/nieuw', cacheable: true, cacheKeys: ['project-7'] }
    expect(siteResponseFrom(outcome)).toEqual({ status: 301, cacheable: true, cacheKeys: ['project-7'], location: '/nieuw' })
    expect(siteDataFrom(outcome, { apiBase: '', notFoundPath: '/nf', currentPath: '/oud' })).toEqual({
      kind: 'redirect',
      title: 'Pagina verplaatst',
      location: '/nieuw',
    })
  })

  it('never shares a notice', () => {
    expect(siteResponseFrom({ kind: 'notice', status: 503, reason: 'unavailable' })).toEqual({
      status: 503,
      cacheable: false,
      cacheKeys: [],
    })
  })
})
