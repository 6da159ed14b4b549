import { describe, expect, it } from 'vitest'
import { MAIN_CONTENT_END_ID } from '@site/blocks'
import { documentHead } from '../../site/documentHead'
import { pageData, productData } from './headFixtures'

/** The `content` of every `<meta property|name="...">` of the head, by name. */
function metas(head: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const match of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) found[match[1]] = match[2]
  return found
}

describe('link previews', () => {
  it('gives every page all Open Graph tags and a Twitter card', () => {
    const head = documentHead(
      pageData({ seo_description: 'Wie wij zijn', components: [{ id: 's', template: 'x', meta: { image: '/media/demo/bakker.jpg' } }] }),
    )
    expect(metas(head)).toMatchObject({
      'og:title': 'Over ons | Bakkerij De Korenaar',
      'og:description': 'Wie wij zijn',
      'og:image': 'https://bakkerij.example/media/demo/bakker.jpg',
      'og:url': 'https://bakkerij.example/over-ons',
      'og:type': 'website',
      'og:site_name': 'Bakkerij De Korenaar',
      'twitter:card': 'summary_large_image',
    })
  })

  it("takes a product's main image, typed product", () => {
    const head = documentHead(
      productData({}, { components: [{ id: 's', template: 'x', meta: { image: '/media/demo/anders.jpg' } }] }),
    )
    expect(metas(head)['og:image']).toBe('https://bakkerij.example/media/demo/appeltaart.jpg')
    expect(metas(head)['og:type']).toBe('product')
    // Without an SEO description the product's short description, as text.
    expect(metas(head)['og:description']).toBe('Met verse appels &amp; kaneel.')
  })

  it("uses the media pipeline's original with its size when the image has one", () => {
    const media = {
      '/media/demo/bakker.jpg': { width: 1200, height: 800, src: '/media/abc123/original.jpg', sources: [] },
    }
    const head = documentHead(
      pageData({ components: [{ id: 's', template: 'x', meta: { image: '/media/demo/bakker.jpg' } }] }, { media }),
    )
    expect(metas(head)).toMatchObject({
      'og:image': 'https://bakkerij.example/media/abc123/original.jpg',
      'og:image:width': '1200',
      'og:image:height': '800',
    })
  })

  it('falls back to the first image of the page, in order, then the logo', () => {
    const components = [
      { id: 'a', template: 'x', meta: { icon: '/media/demo/icoon.svg', title: 'Welkom' } },
      { id: 'b', template: 'y', meta: { gallery: '|/media/demo/eerste.webp|/media/demo/tweede.jpg' } },
    ]
    expect(metas(documentHead(pageData({ components })))['og:image']).toBe('https://bakkerij.example/media/demo/eerste.webp')
    expect(metas(documentHead(pageData()))['og:image']).toBe('https://bakkerij.example/media/demo/logo.png')
  })

  it('shows a summary card when there is no image at all', () => {
    const data = pageData()
    data.project = { ...data.project, logo: '' }
    const tags = metas(documentHead(data))
    expect(tags['twitter:card']).toBe('summary')
    expect(tags['og:image']).toBeUndefined()
  })

  it("keeps an external image's own address", () => {
    const head = documentHead(productData({ main_image: 'https://cdn.example/taart.jpg' }))
    expect(metas(head)['og:image']).toBe('https://cdn.example/taart.jpg')
  })

  it('escapes what the owner wrote', () => {
    const data = pageData({ seo_title: 'Taart "&" <script>alert(1)</script>', seo_description: `Zo'n <b>"taart"</b>` })
    data.project = { ...data.project, title: 'A&B <Bakkers>' }
    const head = documentHead(data)
    expect(head).not.toContain('<script>alert')
    expect(head).not.toContain('<b>')
    expect(metas(head)).toMatchObject({
      'og:title': 'Taart &quot;&amp;&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
      'og:description': 'Zo&#39;n &lt;b&gt;&quot;taart&quot;&lt;/b&gt;',
      'og:site_name': 'A&amp;B &lt;Bakkers&gt;',
    })
  })
})

describe('robots', () => {
  const noindex = '<meta name="robots" content="noindex" />'

  it('lets search engines index a plain page', () => {
    expect(documentHead(pageData())).not.toContain(noindex)
  })

  it('keeps noindex pages, password pages and the 404 page out of their index', () => {
    expect(documentHead(pageData({ noindex: true }))).toContain(noindex)
    expect(documentHead(pageData({ protected: true }))).toContain(noindex)
    expect(documentHead(pageData({}, {}, 404))).toContain(noindex)
    expect(documentHead(pageData({ noindex: false }))).not.toContain(noindex)
  })
})

describe('first paint', () => {
  it("holds a page's first paint until its <main> is parsed to its end", () => {
    const head = documentHead(pageData({ seo_description: 'Wie wij zijn' }))
    expect(head).toContain(`<link rel="expect" href="#${MAIN_CONTENT_END_ID}" blocking="render" />`)
    // Once, as early as the head allows: right after the title.
    expect(head.match(/rel="expect"/g)).toHaveLength(1)
    expect(head.indexOf('rel="expect"')).toBeLessThan(head.indexOf('<meta name="description"'))
  })

  it('leaves a notice or error page (no <main> of the page) to paint as it comes', () => {
    expect(documentHead(undefined)).not.toContain('rel="expect"')
  })
})
