/**
 * The inside of every page's <head> after `<meta charset>` and vike's assets: the viewport,
 * the title, the render-blocking expect link of the page's <main>, the description, the
 * canonical link, the link preview (Open Graph and Twitter card, shareTags.ts), the
 * JSON-LD for search engines (structuredData.ts), the project's colour theme, the
 * favicon with its content type, the web manifest and, for pages search engines should
 * skip (404, password, noindex, notices), robots noindex. vike adds the stylesheet and
 * the client script after it. Built on the server only: nothing of it is page data in
 * the browser.
 */
import { MAIN_CONTENT_END_ID, PROJECT_THEME_ID, projectThemeCss } from '@site/blocks'
import { shareTags } from './shareTags'
import { jsonLdScripts } from './structuredData'
import type { SiteData } from './siteData'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character])
}

// A stylesheet may not end the <style> element early, whatever a colour value contains.
function inlineCss(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1')
}

const ICON_TYPES: Record<string, string> = {
  ico: 'image/x-icon',
  png: 'image/png',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The content type of an icon URL, by its extension ('' when unknown). */
export function iconType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''
  return ICON_TYPES[extension] ?? ''
}

export const DEFAULT_FAVICON = '/favicon.ico'
export const MANIFEST_PATH = '/manifest.webmanifest'

export function documentHead(data: SiteData | undefined): string {
  const lines = ['<meta name="viewport" content="width=device-width, initial-scale=1" />']
  lines.push(`<title>${escapeHtml(data?.title ?? 'Er is iets misgegaan')}</title>`)
  if (data?.kind !== 'page') {
    lines.push('<meta name="robots" content="noindex" />')
    lines.push(`<link rel="icon" href="${DEFAULT_FAVICON}" type="${iconType(DEFAULT_FAVICON)}" />`)
    return lines.join('\n    ')
  }
  // The first paint waits until the page's <main> is parsed to its end (the empty element
  // closing it). On a slow line the HTML arrives in pieces, and a paint of part of the
  // content lays out only what has come: blocks centred in their height or sharing a row
  // with what is still on its way would move when the rest arrives. Chromium 124+; other
  // browsers ignore it.
  lines.push(`<link rel="expect" href="#${MAIN_CONTENT_END_ID}" blocking="render" />`)
  if (data.description) lines.push(`<meta name="description" content="${escapeHtml(data.description)}" />`)
  if (data.canonicalUrl) lines.push(`<link rel="canonical" href="${escapeHtml(data.canonicalUrl)}" />`)
  lines.push(...shareTags(data, escapeHtml))
  lines.push(...jsonLdScripts(data))
  const themeCss = projectThemeCss(data.project)
  if (themeCss) lines.push(`<style id="${PROJECT_THEME_ID}">${inlineCss(themeCss)}</style>`)
  const favicon = typeof data.project.favicon === 'string' && data.project.favicon ? data.project.favicon : DEFAULT_FAVICON
  const type = iconType(favicon)
  lines.push(`<link rel="icon" href="${escapeHtml(favicon)}"${type ? ` type="${type}"` : ''} />`)
  lines.push(`<link rel="manifest" href="${MANIFEST_PATH}" />`)
  if (data.notFound || data.page.protected || data.page.noindex === true) {
    lines.push('<meta name="robots" content="noindex" />')
  }
  return lines.join('\n    ')
}
