/**
 * JSON-LD for search engines (schema.org): `Product` on product pages, `BreadcrumbList`
 * on category and product pages, `Organization` (or `LocalBusiness` when the webshop's
 * business settings give an address) on the home page. Each object becomes one
 * `<script type="application/ld+json">` whose text can never end the element early,
 * whatever the owner wrote. Server-only.
 */
import { scriptJson } from '@site/blocks'
import { plainText } from './plainText'
import { customFields, pageKind } from './shareTags'
import { absoluteUrl, siteOrigin } from './siteOrigin'
import type { SitePageData } from './siteData'

type JsonLd = Record<string, unknown>

const SCHEMA = 'https://schema.org'
const DAYS: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}
// A description that long is no summary anymore; search engines show a few lines.
const MAX_DESCRIPTION = 5000

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** An amount in euros as schema.org wants it: '24.95' (null when not a price). */
export function schemaPrice(value: unknown): string | null {
  const amount = isObject(value) ? Number(value.incl_tax) : NaN
  return Number.isFinite(amount) && amount >= 0 ? amount.toFixed(2) : null
}

/** In stock unless stock is managed and the product is sold out (missing counts as in stock). */
export function availability(fields: Record<string, unknown>): string {
  const soldOut = fields.in_stock === false || (typeof fields.stock === 'number' && fields.stock <= 0)
  return `${SCHEMA}/${fields.stock_management === true && soldOut ? 'OutOfStock' : 'InStock'}`
}

function productImages(fields: Record<string, unknown>, origin: string): string[] {
  const urls = [fields.main_image, fields.sub_images]
    .flatMap((value) => (typeof value === 'string' ? value.split('|') : []))
    .map((url) => absoluteUrl(url, origin))
    .filter(Boolean)
  return [...new Set(urls)]
}

export function productJsonLd(data: SitePageData): JsonLd {
  const fields = customFields(data.page)
  const origin = siteOrigin(data.canonicalUrl)
  const product: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: plainText(fields.title) || text(data.page.post_title) || data.title,
  }
  const images = productImages(fields, origin)
  if (images.length > 0) product.image = images
  const description = (plainText(fields.short_description) || plainText(fields.intro_description)).slice(0, MAX_DESCRIPTION)
  if (description) product.description = description
  if (text(fields.sku)) product.sku = text(fields.sku)
  // A hidden price stays hidden from crawlers too.
  const price = fields.hide_price === true ? null : (schemaPrice(fields.sale_price) ?? schemaPrice(fields.price))
  if (price !== null) {
    product.offers = {
      '@type': 'Offer',
      price,
      priceCurrency: 'EUR',
      availability: availability(fields),
      url: data.canonicalUrl,
    }
  }
  return product
}

export function breadcrumbJsonLd(data: SitePageData): JsonLd | null {
  const origin = siteOrigin(data.canonicalUrl)
  const crumbs = Array.isArray(data.page.breadcrumbs) ? data.page.breadcrumbs : []
  const items = crumbs
    .filter(isObject)
    .map((crumb) => ({ name: plainText(crumb.title), item: absoluteUrl(crumb.url, origin) }))
    .filter((crumb) => crumb.name && crumb.item)
  if (items.length === 0) return null
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  }
}

function business(project: SitePageData['project']): Record<string, unknown> {
  const webshop = isObject(project.modules) ? project.modules.webshop : undefined
  return isObject(webshop) && isObject(webshop.business) ? webshop.business : {}
}

function openingHours(value: unknown): JsonLd[] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).flatMap((entry) => {
    const days = (Array.isArray(entry.days) ? entry.days : []).filter((day): day is string => typeof day === 'string' && day in DAYS)
    if (days.length === 0 || !text(entry.opens) || !text(entry.closes)) return []
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days.map((day) => `${SCHEMA}/${DAYS[day]}`),
        opens: text(entry.opens),
        closes: text(entry.closes),
      },
    ]
  })
}

/** The site's owner: a LocalBusiness when the business settings give an address. */
export function organizationJsonLd(data: SitePageData): JsonLd {
  const settings = business(data.project)
  const origin = siteOrigin(data.canonicalUrl)
  const address: JsonLd = {}
  for (const [from, to] of [
    ['street', 'streetAddress'],
    ['postcode', 'postalCode'],
    ['city', 'addressLocality'],
    ['country', 'addressCountry'],
  ]) {
    if (text(settings[from])) address[to] = text(settings[from])
  }
  const local = Object.keys(address).length > 0
  const owner: JsonLd = {
    '@context': SCHEMA,
    '@type': local ? 'LocalBusiness' : 'Organization',
    name: text(settings.name) || text(data.project.title),
  }
  if (origin) owner.url = `${origin}/`
  const logo = absoluteUrl(data.project.logo, origin)
  if (logo) {
    owner.logo = logo
    // Google asks a LocalBusiness for an image; the logo is the one the site has for sure.
    if (local) owner.image = logo
  }
  if (local) owner.address = { '@type': 'PostalAddress', ...address }
  if (text(settings.phone)) owner.telephone = text(settings.phone)
  if (text(settings.email)) owner.email = text(settings.email)
  const hours = local ? openingHours(settings.opening_hours) : []
  if (hours.length > 0) owner.openingHoursSpecification = hours
  return owner
}

/** The JSON-LD objects of a page, in the order they appear in the head. */
export function structuredData(data: SitePageData): JsonLd[] {
  if (data.notFound) return []
  const kind = pageKind(data.page)
  const found: (JsonLd | null)[] = []
  if (kind === 'product') found.push(productJsonLd(data))
  if (kind === 'product' || kind === 'category') found.push(breadcrumbJsonLd(data))
  if (data.page.path === '/' && kind === 'page') found.push(organizationJsonLd(data))
  return found.filter((item): item is JsonLd => item !== null)
}

/** One script element per object; `<`, `>` and `&` inside strings are JSON escapes. */
export function jsonLdScripts(data: SitePageData): string[] {
  return structuredData(data).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`)
}
