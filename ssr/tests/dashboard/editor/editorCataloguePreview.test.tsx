// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { sectionCatalogue } from '@site/shared-schema'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CatalogueThumbnail } from '../../../dashboard/editor/CataloguePreview'
import {
  limiter,
  siteShellOf,
  ThumbnailRenderer,
  thumbnailDocument,
  thumbnailSectionId,
} from '../../../dashboard/editor/thumbnails'

const SITE = 'https://bakker.example'
const PREVIEW = `${SITE}/over-ons?voorbeeld=1.2.abc`
const PAGE = `<!doctype html><html lang="nl" class="scroll-smooth" data-islands=""><head>
  <link rel="stylesheet" href="/assets/site-123.css"><style>:root{--primary-500:1 2 3}</style>
  <script src="/assets/entry.js"></script></head><body class="bg-white" onload="alert(1)"><main>pagina</main></body></html>`
const entry = sectionCatalogue().find((candidate) => candidate.id === 'callToAction')!
const other = sectionCatalogue().find((candidate) => candidate.id === 'dynamic')!

function fakeFetch({ failSections = 0 } = {}) {
  let failures = failSections
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (!init?.method) return new Response(PAGE, { status: 200 })
    if (failures > 0) {
      failures -= 1
      return new Response(JSON.stringify({ errors: {} }), { status: 500 })
    }
    const body = JSON.parse(String(init.body)) as { section: { id: string; template: string } }
    return new Response(JSON.stringify({ html: `<div data-wm-section="${body.section.id}">${body.section.template}</div>`, islands: null }), { status: 200 })
  })
}

afterEach(() => cleanup())

describe('the site shell of the thumbnails', () => {
  it("keeps the page's stylesheets, theme and classes, and no script or handler", () => {
    const shell = siteShellOf(PAGE, PREVIEW)
    expect(shell.head).toBe(`<link rel="stylesheet" href="${SITE}/assets/site-123.css"><style>:root{--primary-500:1 2 3}</style>`)
    expect(shell.htmlAttributes).toBe(' lang="nl" class="scroll-smooth"')
    expect(shell.bodyAttributes).toBe(' class="bg-white"')
    const document = thumbnailDocument(shell, '<div>sectie</div>')
    expect(document).toContain(`<base href="${SITE}/">`)
    expect(document).toContain('<body class="bg-white"><div>sectie</div></body>')
    expect(document).not.toMatch(/script|onload/)
  })
})

describe('rendering thumbnails', () => {
  it("renders an entry's default section once per template key, with the preview token and the page's path", async () => {
    const fetch = fakeFetch()
    const renderer = new ThumbnailRenderer(PREVIEW, { base: `${SITE}/wm/pages/1`, fetch })
    const [first, again] = await Promise.all([renderer.document(entry), renderer.document(entry)])
    expect(first).toBe(again)
    expect(first).toContain(`<div data-wm-section="${thumbnailSectionId(entry)}">callToAction</div>`)
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0][0]).toBe(`${SITE}/wm-frame/section`)
    expect(JSON.parse(String(posts[0][1]!.body))).toMatchObject({ voorbeeld: '1.2.abc', path: '/over-ons', section: { id: 'wm-catalogus-callToAction', template: 'callToAction', meta: entry.defaults } })
    await renderer.document(other)
    expect(fetch.mock.calls.filter(([, init]) => !init?.method)).toHaveLength(1)
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2)
  })

  it('does not keep a failure: the next look renders again', async () => {
    const fetch = fakeFetch({ failSections: 1 })
    const renderer = new ThumbnailRenderer(PREVIEW, { base: SITE, fetch })
    await expect(renderer.render(entry)).rejects.toThrow('section 500')
    await expect(renderer.render(entry)).resolves.toContain('callToAction')
  })

  it('runs at most the limit at once, the others when one ends', async () => {
    const limit = limiter(2)
    const started: string[] = []
    const ends = new Map<string, () => void>()
    const task = (name: string) => limit(() => new Promise<void>((resolve) => { started.push(name); ends.set(name, resolve) }))
    const all = Promise.all(['a', 'b', 'c', 'd'].map(task))
    await Promise.resolve()
    expect(started).toEqual(['a', 'b'])
    ends.get('a')!()
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c']))
    ends.get('b')!()
    ends.get('c')!()
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c', 'd']))
    ends.get('d')!()
    await all
  })
})

describe('the thumbnail of a catalogue entry', () => {
  let seen: ((visible: boolean) => void)[] = []
  beforeEach(() => {
    seen = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {
          seen.push((visible) => this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
        }
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('renders only once in view, then shows the section in a scaled frame without scripts; it is hidden from screen readers', async () => {
    const fetch = fakeFetch()
    // Like the browser's: called as another object's method it throws.
    vi.stubGlobal('fetch', function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation')
      return fetch(input, init)
    })
    const url = `${PREVIEW}&sessie=zichtbaar`
    const view = render(<CatalogueThumbnail previewUrl={url} entry={entry} />)
    const box = view.container.querySelector('[data-thumbnail="callToAction"]')!
    expect(box.getAttribute('aria-hidden')).toBe('true')
    expect(box.hasAttribute('inert')).toBe(true)
    expect(box.getAttribute('data-thumbnail-state')).toBe('waiting')
    expect(fetch).not.toHaveBeenCalled()
    await act(async () => seen[0](true))
    await vi.waitFor(() => expect(box.getAttribute('data-thumbnail-state')).toBe('shown'))
    const frame = screen.getByTitle('Voorbeeld: Call-to-action balk') as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin')
    expect(frame.getAttribute('srcdoc')).toContain('data-wm-section="wm-catalogus-callToAction"')
    expect(frame.tabIndex).toBe(-1)
  })

  it("says 'Geen voorbeeld' when the section cannot be rendered", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 403 })))
    const view = render(<CatalogueThumbnail previewUrl={`${PREVIEW}&sessie=mislukt`} entry={entry} />)
    await act(async () => seen[0](true))
    await vi.waitFor(() => expect(view.container.querySelector('[data-thumbnail-state="failed"]')).toBeTruthy())
    expect(view.getByText('Geen voorbeeld')).toBeTruthy()
  })
})

describe('the catalogue with thumbnails', () => {
  beforeEach(() => {
    if (typeof CSS === 'undefined' || !CSS.escape) {
      const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`)
      Object.defineProperty(globalThis, 'CSS', { value: { ...(globalThis as { CSS?: object }).CSS, escape }, configurable: true })
    }
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('gives every entry a thumbnail hidden from screen readers, named by its title; the keyboard adds it', async () => {
    const { CatalogueDialog } = await import('../../../dashboard/editor/Catalogue')
    const { default: userEvent } = await import('@testing-library/user-event')
    const user = userEvent.setup()
    const added: string[] = []
    render(<CatalogueDialog developer={false} previewUrl={PREVIEW} onAdd={(picked) => added.push(picked.id)} />)
    await user.click(screen.getByRole('button', { name: 'Sectie toevoegen' }))
    const dialog = await screen.findByRole('dialog')
    const entries = dialog.querySelectorAll('li')
    expect(entries.length).toBeGreaterThan(2)
    for (const item of Array.from(entries)) {
      const thumbnail = item.querySelector('[data-thumbnail]')!
      expect(thumbnail.getAttribute('aria-hidden')).toBe('true')
      expect(item.querySelector('button')!.contains(thumbnail)).toBe(false)
    }
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'Call-to-action')
    const button = screen.getByRole('button', { name: /^Call-to-action balk/ })
    expect(button.textContent).not.toMatch(/Voorbeeld|Geen voorbeeld/)
    button.focus()
    await user.keyboard('{Enter}')
    expect(added).toEqual(['callToAction'])
  })
})
