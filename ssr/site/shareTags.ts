/**
 * What a shared link shows (Open Graph and Twitter cards) on every page: title,
 * description, image, canonical URL, type and the site's name. The image is the
 * product's main image, else the page's first image, else the project's logo, absolute
 * on the site's origin. Server-only, like the rest of the head.
 */
import type { MediaFacts } from '@site/blocks'
import { plainText } from './plainText'
import { absoluteUrl, siteOrigin } from './siteOrigin'
import type { SitePageData } from './siteData'

export interface ShareImage {
  url: string
  width?: number
  height?: number
}

/** The shop's kinds of page (docs/seo.md); a page without one is a plain page. */
export type PageKind = 'page' | 'product' | 'category' | 'search'

export function pageKind(page: SitePageData['page']): PageKind {
  const kind = page.kind
  return kind === 'product' || kind === 'category' || kind === 'search' ? kind : 'page'
}

export function customFields(page: SitePageData['page']): Record<string, unknown> {
  const fields = page.custom_fields
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {}
}

// Images a link preview can show: no SVG (Facebook and X refuse it), no data URLs.
const RASTER_IMAGE = /^(\/|https?:\/\/)[^\s|]*\.(jpe?g|png|gif|webp|avif)([?#][^\s|]*)?$/i

/** The first raster image URL in `value`, in document order (pipe lists split). */
export function firstImage(value: unknown): string {
  if (typeof value === 'string') {
    return value.split('|').map((part) => part.trim()).find((part) => RASTER_IMAGE.test(part)) ?? ''
  }
  const children = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : []
  for (const child of children) {
    const found = firstImage(child)
    if (found) return found
  }
  return ''
}

function image(url: string, media: Record<string, MediaFacts>, origin: string): ShareImage | null {
  // The content-hashed original the media pipeline made, with its size, when there is one.
  const facts = media[url]
  const absolute = absoluteUrl(facts?.src || url, origin)
  if (!absolute) return null
  return facts ? { url: absolute, width: facts.width, height: facts.height } : { url: absolute }
}

/** The product's main image, else the page's first image, else the project logo. */
export function shareImage(data: SitePageData): ShareImage | null {
  const origin = siteOrigin(data.canonicalUrl)
  const fields = customFields(data.page)
  const candidates = [
    pageKind(data.page) === 'product' ? firstImage(fields.main_image) : '',
    firstImage(data.page.components),
    typeof data.project.logo === 'string' ? data.project.logo.trim() : '',
  ]
  for (const candidate of candidates) {
    const found = candidate ? image(candidate, data.media, origin) : null
    if (found) return found
  }
  return null
}

/** The page's description, else (shop pages) the plain text of its short or intro text. */
export function shareDescription(data: SitePageData): string {
  if (data.description.trim()) return data.description.trim()
  const fields = customFields(data.page)
  return plainText(fields.short_description) || plainText(fields.intro_description)
}

export function shareTags(data: SitePageData, escape: (value: string) => string): string[] {
  const property = (name: string, value: string | number) =>
    `<meta property="${name}" content="${escape(String(value))}" />`
  const tags = [property('og:title', data.title)]
  const description = shareDescription(data)
  if (description) tags.push(property('og:description', description))
  const picture = shareImage(data)
  if (picture) {
    tags.push(property('og:image', picture.url))
    if (picture.width && picture.height) {
      tags.push(property('og:image:width', picture.width), property('og:image:height', picture.height))
    }
  }
  if (data.canonicalUrl) tags.push(property('og:url', data.canonicalUrl))
  tags.push(property('og:type', pageKind(data.page) === 'product' ? 'product' : 'website'))
  if (data.project.title) tags.push(property('og:site_name', data.project.title))
  tags.push(`<meta name="twitter:card" content="${picture ? 'summary_large_image' : 'summary'}" />`)
  return tags
}
