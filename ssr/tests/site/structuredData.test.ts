import { describe, expect, it } from 'vitest'
import { documentHead } from '../../site/documentHead'
import { availability, schemaPrice } from '../../site/structuredData'
import { pageData, PRODUCT_CRUMBS, productData } from './headFixtures'

/** Every JSON-LD object of a head, parsed as a crawler would. */
function jsonLd(head: string): Record<string, any>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]))
}

function ofType(head: string, type: string) {
  return jsonLd(head).filter((item) => item['@type'] === type)
}

const BUSINESS = {
  name: 'Bakkerij De Korenaar BV',
  street: 'Dorpsstraat 1',
  postcode: '1234 AB',
  city: 'Korendam',
  country: 'NL',
  phone: '+31 20 123 4567',
  email: 'info@korenaar.example',
  opening_hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '17:30' },
    { days: ['Sa'], opens: '08:00', closes: '16:00' },
  ],
}

function homeData(business?: Record<string, unknown>) {
  const data = pageData({ path: '/', post_title: 'Home' })
  data.project = { ...data.project, modules: business ? { webshop: { business } } : {} }
  return data
}

describe('Product', () => {
  it('describes the product with an offer crawlers can read', () => {
    const [product] = ofType(documentHead(productData()), 'Product')
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Appeltaart',
      image: [
        'https://bakkerij.example/media/demo/appeltaart.jpg',
        'https://bakkerij.example/media/demo/appeltaart-2.jpg',
        'https://cdn.example/appeltaart-3.jpg',
      ],
      description: 'Met verse appels & kaneel.',
      sku: 'TA-001',
      offers: {
        '@type': 'Offer',
        price: '24.95',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://bakkerij.example/product/appeltaart',
      },
    })
  })

  it('offers the sale price when there is one, incl tax with two decimals', () => {
    const head = documentHead(productData({ sale_price: { incl_tax: 19.5, excl_tax: 17.89 } }))
    expect(ofType(head, 'Product')[0].offers.price).toBe('19.50')
    expect(schemaPrice({ incl_tax: 1234 })).toBe('1234.00')
    expect(schemaPrice(null)).toBeNull()
  })

  it('is out of stock only when stock is managed and the product sold out', () => {
    const soldOut = documentHead(productData({ in_stock: false }))
    expect(ofType(soldOut, 'Product')[0].offers.availability).toBe('https://schema.org/OutOfStock')
    expect(availability({ stock_management: true, stock: 0 })).toBe('https://schema.org/OutOfStock')
    expect(availability({ stock_management: false, in_stock: false })).toBe('https://schema.org/InStock')
    // No stock facts in the bundle: in stock.
    expect(availability({ stock_management: true })).toBe('https://schema.org/InStock')
  })

  it('takes the intro as description when there is no short one, and leaves a hidden price out', () => {
    const [product] = ofType(documentHead(productData({ short_description: '', hide_price: true })), 'Product')
    expect(product.description).toBe('Intro')
    expect(product.offers).toBeUndefined()
  })

  it('reads rich-text documents as plain text', () => {
    const document = {
      blocks: [
        { id: 'a', type: 'header', data: { text: 'Vers', level: 2 } },
        { id: 'b', type: 'paragraph', data: { text: 'Elke <i>dag</i>&nbsp;gebakken.' } },
        { id: 'c', type: 'list', data: { style: 'unordered', items: ['Appels', { content: 'Kaneel', items: [] }] } },
        { id: 'd', type: 'raw', data: { html: '<script>x()</script>' } },
      ],
    }
    const [product] = ofType(documentHead(productData({ short_description: document })), 'Product')
    expect(product.description).toBe('Vers Elke dag gebakken. Appels Kaneel')
  })

  it("can never end the script element early, whatever the owner wrote", () => {
    // Entities in the (inline HTML) fields decode to the very characters that would break out.
    const title = 'Taart &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; --&gt;'
    const head = documentHead(productData({ title, short_description: '&lt;/SCRIPT&gt; &lt;!--' }))
    const scripts = head.match(/<script[^>]*>/g) ?? []
    expect(scripts.every((tag) => tag === '<script type="application/ld+json">')).toBe(true)
    expect(head).not.toContain('<!--')
    expect(head).not.toMatch(/<\/script><script>alert/i)
    expect(head.match(/<\/script/gi)).toHaveLength(2)
    const [product] = ofType(head, 'Product')
    expect(product.name).toBe('Taart </script><script>alert(1)</script> <!-- & -->')
    expect(product.description).toBe('</SCRIPT> <!--')
  })
})

describe('BreadcrumbList', () => {
  it('lists the trail with absolute URLs, positions 1..n, on product pages', () => {
    const [trail] = ofType(documentHead(productData()), 'BreadcrumbList')
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: PRODUCT_CRUMBS.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.title,
        item: `https://bakkerij.example${crumb.url}`,
      })),
    })
  })

  it('is on category pages too, but not on plain pages', () => {
    const category = pageData({ kind: 'category', path: '/winkel/taarten', breadcrumbs: PRODUCT_CRUMBS.slice(0, 2) })
    const items = ofType(documentHead(category), 'BreadcrumbList')[0].itemListElement
    expect(items.map((item: { position: number }) => item.position)).toEqual([1, 2])
    expect(ofType(documentHead(category), 'Product')).toEqual([])
    expect(jsonLd(documentHead(pageData({ breadcrumbs: PRODUCT_CRUMBS })))).toEqual([])
  })
})

describe('the site owner on the home page', () => {
  it('is a LocalBusiness with address, contact and opening hours when an address is set', () => {
    const [owner] = ofType(documentHead(homeData(BUSINESS)), 'LocalBusiness')
    expect(owner).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Bakkerij De Korenaar BV',
      url: 'https://bakkerij.example/',
      logo: 'https://bakkerij.example/media/demo/logo.png',
      image: 'https://bakkerij.example/media/demo/logo.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Dorpsstraat 1',
        postalCode: '1234 AB',
        addressLocality: 'Korendam',
        addressCountry: 'NL',
      },
      telephone: '+31 20 123 4567',
      email: 'info@korenaar.example',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '08:00',
          closes: '17:30',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '08:00', closes: '16:00' },
      ],
    })
  })

  it('is an Organization under the project title without an address', () => {
    const owner = jsonLd(documentHead(homeData({ phone: '020 1234567', opening_hours: BUSINESS.opening_hours })))
    expect(owner).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Bakkerij De Korenaar',
        url: 'https://bakkerij.example/',
        logo: 'https://bakkerij.example/media/demo/logo.png',
        telephone: '020 1234567',
      },
    ])
    expect(ofType(documentHead(homeData()), 'Organization')).toHaveLength(1)
  })

  it('is only on the home page, never on the 404 page', () => {
    expect(jsonLd(documentHead(pageData({}, {})))).toEqual([])
    const missing = pageData({ path: '/' }, {}, 404)
    expect(jsonLd(documentHead(missing))).toEqual([])
  })
})
