/**
 * The catalogue's live thumbnails (docs/page-editor.md, "Sections"): each entry's
 * default section rendered by the site itself (`POST /wm-frame/section`, the section
 * renderer of the preview frame) and shown with the site's own styles, read once from
 * the page's preview. Both are fetched once per preview link and kept for the editor
 * session: the styles per link, a section's HTML per link and template key. At most
 * RENDER_CONCURRENCY renders run at once, so scrolling the catalogue never floods the
 * server's render queue.
 */
import type { CatalogueEntry } from '@site/shared-schema'
import { sectionFrom } from './sections'

/** The server's section renderer (ssr/server/frameSection.js). */
export const SECTION_RENDER_PATH = '/wm-frame/section'
export const RENDER_CONCURRENCY = 2
/** The width the thumbnail's section lays out at (a laptop), and the frame's height. */
export const THUMBNAIL_WIDTH = 1280
export const THUMBNAIL_HEIGHT = 640

/** What a page of the site carries besides its sections: stylesheets, theme, classes. */
export type SiteShell = { head: string; htmlAttributes: string; bodyAttributes: string; origin: string }

type Fetch = typeof fetch

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function attributesOf(element: Element | null, skip: RegExp): string {
  if (!element) return ''
  return Array.from(element.attributes)
    .filter((attribute) => !skip.test(attribute.name))
    .map((attribute) => ` ${attribute.name}="${escapeAttribute(attribute.value)}"`)
    .join('')
}

/**
 * The site's look from a page's HTML: its stylesheets (absolute addresses) and inline
 * styles (the project theme), the attributes of `<html>` and `<body>`. Scripts, the
 * editable marks and event handlers are left out.
 */
export function siteShellOf(html: string, pageUrl: string): SiteShell {
  const document = new DOMParser().parseFromString(html, 'text/html')
  const origin = new URL(pageUrl).origin
  const head = Array.from(document.head.querySelectorAll('link[rel~="stylesheet"][href], style'))
    .map((element) => {
      if (element.tagName === 'STYLE') return `<style>${(element.textContent ?? '').replace(/<\/style/gi, '<\\/style')}</style>`
      const href = new URL(element.getAttribute('href')!, pageUrl).toString()
      return `<link rel="stylesheet" href="${escapeAttribute(href)}">`
    })
    .join('')
  const skip = /^(on|data-wm-|data-islands)/i
  return { head, origin, htmlAttributes: attributesOf(document.documentElement, skip), bodyAttributes: attributesOf(document.body, skip) }
}

/**
 * The thumbnail frame's document: the rendered section in a page of the site's look.
 * It is shown in a frame without scripts (sandbox), so nothing in it runs.
 */
export function thumbnailDocument(shell: SiteShell, sectionHtml: string): string {
  return (
    `<!doctype html><html${shell.htmlAttributes}><head><meta charset="utf-8"><base href="${escapeAttribute(shell.origin)}/">` +
    `${shell.head}<style>html,body{overflow:hidden!important;scrollbar-width:none}</style></head>` +
    `<body${shell.bodyAttributes}>${sectionHtml}</body></html>`
  )
}

/** The id the previewed section renders under (never one of the page's own). */
export const thumbnailSectionId = (entry: CatalogueEntry) => `wm-catalogus-${entry.id}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 100)

function previewParts(previewUrl: string, base: string): { url: URL; token: string } | null {
  const url = new URL(previewUrl, base)
  const token = url.searchParams.get('voorbeeld')
  return token ? { url, token } : null
}

/** Runs at most `limit` tasks at once, in the order they were asked for. */
export function limiter(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    if (running >= limit) return
    const start = waiting.shift()
    if (start) start()
  }
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        running += 1
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1
            next()
          })
      })
      next()
    })
}

/**
 * The thumbnails of one preview link: `shell()` the site's look (one plain preview of
 * the page), `render(entry)` the entry's default section as HTML. Both are cached, and
 * a failure is not (the next look tries again).
 */
export class ThumbnailRenderer {
  private readonly previewUrl: string
  private readonly base: string
  private readonly fetch: Fetch
  private readonly limit = limiter(RENDER_CONCURRENCY)
  private shellPromise: Promise<SiteShell> | null = null
  private readonly sections = new Map<string, Promise<string>>()
  private request = 0

  constructor(previewUrl: string, { base = window.location.href, fetch: fetchImpl }: { base?: string; fetch?: Fetch } = {}) {
    this.previewUrl = previewUrl
    this.base = base
    // The browser's fetch must be called as a plain function (not as this object's method).
    this.fetch = fetchImpl ?? ((input, init) => fetch(input, init))
  }

  shell(): Promise<SiteShell> {
    if (!this.shellPromise) {
      const url = new URL(this.previewUrl, this.base)
      url.hash = ''
      this.shellPromise = this.fetch(url.toString(), { credentials: 'same-origin', headers: { accept: 'text/html' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`preview ${response.status}`)
          return siteShellOf(await response.text(), url.toString())
        })
        .catch((error: unknown) => {
          this.shellPromise = null
          throw error
        })
    }
    return this.shellPromise
  }

  /** The entry's default section rendered by the site (its HTML). */
  render(entry: CatalogueEntry): Promise<string> {
    const cached = this.sections.get(entry.id)
    if (cached) return cached
    const parts = previewParts(this.previewUrl, this.base)
    if (!parts) return Promise.reject(new Error('no preview token'))
    const section = { ...sectionFrom(entry), id: thumbnailSectionId(entry) }
    const promise = this.limit(async () => {
      const response = await this.fetch(new URL(SECTION_RENDER_PATH, parts.url).toString(), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ voorbeeld: parts.token, path: parts.url.pathname, section, request: ++this.request }),
      })
      if (!response.ok) throw new Error(`section ${response.status}`)
      const { html } = (await response.json()) as { html?: unknown }
      if (typeof html !== 'string') throw new Error('section without html')
      return html
    }).catch((error: unknown) => {
      this.sections.delete(entry.id)
      throw error
    })
    this.sections.set(entry.id, promise)
    return promise
  }

  /** The thumbnail frame's document of an entry. */
  async document(entry: CatalogueEntry): Promise<string> {
    const [shell, html] = await Promise.all([this.shell(), this.render(entry)])
    return thumbnailDocument(shell, html)
  }
}

const renderers = new Map<string, ThumbnailRenderer>()

/** The session's renderer of a preview link (a new link, after the old expired, starts afresh). */
export function thumbnailRenderer(previewUrl: string): ThumbnailRenderer {
  let renderer = renderers.get(previewUrl)
  if (!renderer) {
    renderers.clear()
    renderer = new ThumbnailRenderer(previewUrl)
    renderers.set(previewUrl, renderer)
  }
  return renderer
}
