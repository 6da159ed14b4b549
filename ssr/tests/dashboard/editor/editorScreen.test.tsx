// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readFragment } from '@site/blocks/editor/protocol.ts'
import { breakpointOfDevice, EditorScreen, fittedScale, isPhoneDevice } from '../../../dashboard/editor/EditorScreen'
import type { SectionJson } from '../../../dashboard/editor/sections'
import type { EditorSource } from '../../../dashboard/editor/useEditorState'

// Editor.js needs a real browser (jsdom has no matchMedia or selection): the rich-text
// fields of the section forms get the stand-in the kit's tests use.
vi.mock('../../../dashboard/kit/fields/richtext/loadRichEditor.ts', () => ({
  loadRichEditor: async () => () => ({ isReady: Promise.resolve(), save: async () => ({ blocks: [] }), render: async () => {}, readOnly: { toggle: async () => true }, destroy: () => {} }),
}))

// The renders and user-event clicks take seconds on two busy cores.
vi.setConfig({ testTimeout: 30_000 })

// jsdom has no CSS.escape, which React Aria's modals call.
if (typeof CSS === 'undefined' || !CSS.escape) {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`)
  Object.defineProperty(globalThis, 'CSS', { value: { ...(globalThis as { CSS?: object }).CSS, escape }, configurable: true })
}

const SITE = 'https://bakker.example'
const sections: SectionJson[] = [
  { id: 'cta', template: 'callToAction', meta: { button_title: 'Bestellen' }, blocks: [] },
  { id: 'melding', template: 'notification', meta: {}, blocks: [] },
]

type Call = { method: string; url: string; body: unknown; ifMatch: string | null }

type Settings = { version: number; global_fields: Record<string, unknown>; has_unpublished_changes: boolean }

function setup({ present = null as unknown[] | null, components = sections, settings = null as Settings | null } = {}) {
  const calls: Call[] = []
  let version = 3
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ method: init.method ?? 'GET', url, body, ifMatch: (init.headers as Record<string, string>)['if-match'] ?? null })
    if (settings && url.endsWith('/projects/1')) {
      if (init.method === 'PUT') {
        if ((init.headers as Record<string, string>)['if-match'] !== `"${settings.version}"`) return Response.json({ errors: { version: ['Gewijzigd.'] } }, { status: 409 })
        settings = { ...settings, ...body, version: settings.version + 1, has_unpublished_changes: true }
      }
      return Response.json({ project: { id: 1, styles: { colors: [] }, published_version: 1, ...settings } })
    }
    if (settings && url.endsWith('/projects/1/publish')) return Response.json({ release: { id: 9 } })
    if (url.endsWith('/preview-links')) return Response.json({ url: `${SITE}/over-ons?voorbeeld=1.2.abc`, path: '/over-ons?voorbeeld=1.2.abc' })
    if (url.includes('/presence') && present) return init.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ present })
    if (url.includes('/presence')) return Response.json({ errors: { general: ['Niet gevonden.'] } }, { status: 404 })
    return Response.json({ errors: { general: ['?'] } }, { status: 500 })
  }))
  const writes: { components: SectionJson[]; version: number }[] = []
  const source: EditorSource = {
    document: 'page:12',
    saved: { version, components },
    write: async (components, at) => {
      writes.push({ components, version: at })
      version += 1
      return { version, components }
    },
    read: async () => ({ version, components }),
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={client}>
      <EditorScreen project={1} source={source} previewPath="/over-ons" developer={false} />
    </QueryClientProvider>,
  )
  return { calls, writes, user }
}

async function frame() {
  const iframe = (await screen.findByTitle('Voorbeeld van de pagina (bewerken)')) as HTMLIFrameElement
  const url = new URL(iframe.src)
  const session = readFragment(url.hash)!
  const posted = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined)
  const fromFrame = (data: Record<string, unknown>, { origin = SITE, token = session.token, source = iframe.contentWindow as Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, data: { ...data, token }, source }))
    })
  return { iframe, url, session, posted, fromFrame }
}

describe('the page editor screen', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the preview link in editable mode and the sections, with the design frame and devices', async () => {
    setup()
    const { url, session } = await frame()
    expect(url.origin).toBe(SITE)
    expect(url.searchParams.get('bewerken')).toBe('1')
    expect(session.origin).toBe(window.location.origin)
    const list = screen.getByRole('list', { name: 'Secties van de pagina' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByRole('button', { name: '1. Call-to-action balk' })).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'Verplaats Melding' })).toBeTruthy()
    const devices = screen.getByRole('radiogroup', { name: 'Schermbreedte' })
    expect(within(devices).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Ontwerp (1672 px)', 'Laptop (1280 px)', 'Tablet (768 px)', 'Telefoon (390 px)'])
    const iframe = screen.getByTitle('Voorbeeld van de pagina (bewerken)') as HTMLIFrameElement
    expect([iframe.style.width, iframe.style.transform]).toEqual(['1672px', 'scale(0.8)'])
    await userEvent.setup().click(within(devices).getByRole('radio', { name: 'Telefoon (390 px)' }))
    expect(iframe.style.width).toBe('390px')
    expect(document.querySelector('[data-save-status]')?.textContent).toContain('Alles opgeslagen')
  })

  it('a click on a paragraph in the frame shows its text tools at once and asks for its attributes', async () => {
    setup()
    const { fromFrame, posted } = await frame()
    fromFrame({ type: 'section_selected', payload: { section: 'cta', paragraph: 'cta:title' } })
    expect(await screen.findByRole('toolbar', { name: 'Tekstopmaak' })).toBeTruthy()
    const sent = posted.mock.calls.map(([message]) => message as { type: string; payload: unknown })
    expect(sent).toContainEqual(expect.objectContaining({ type: 'request_active_attrs_cta:title', payload: { type: 'attrs', payload: null } }))
    // A paragraph id that is not one is ignored.
    fromFrame({ type: 'section_selected', payload: { section: 'cta', paragraph: 'a:b:c:d' } })
    expect(posted.mock.calls.some(([message]) => (message as { type: string }).type === 'request_active_attrs_a:b:c:d')).toBe(false)
  })

  it('shrinks the preview to the space beside the list, never above the design scale', () => {
    expect(fittedScale(1672, null)).toBe(0.8)
    expect(fittedScale(1672, 2000)).toBe(0.8)
    expect(fittedScale(1672, 590)).toBe(0.352)
    expect(fittedScale(390, 590)).toBe(0.8)
  })

  it('edits the base at the design width and on a phone, and a breakpoint of its own on tablet and laptop', () => {
    expect([1672, 1280, 768, 390].map(breakpointOfDevice)).toEqual(['base', '1190', '768', 'base'])
    expect([1672, 1280, 768, 390].map(isPhoneDevice)).toEqual([false, false, false, true])
  })

  it('on the phone the section form says it edits below 768 px and leaves out the padding from 768 px up', async () => {
    setup()
    const { fromFrame } = await frame()
    fromFrame({ type: 'section_selected', payload: { section: 'melding' } })
    expect(await screen.findByRole('heading', { name: 'Melding' })).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Opmaak' }))
    expect(screen.getByRole('combobox', { name: 'Padding boven' })).toBeTruthy()
    await user.click(within(screen.getByRole('radiogroup', { name: 'Schermbreedte' })).getByRole('radio', { name: 'Telefoon (390 px)' }))
    expect(screen.getByText(/smaller dan 768 px/).textContent).toContain('Padding boven, Padding onder gelden pas vanaf 768 px')
    await user.click(screen.getByRole('tab', { name: 'Opmaak' }))
    expect(screen.getByRole('switch', { name: 'Verbergen' })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Padding boven' })).toBeNull()
  })

  it('ignores a message from another origin or without the token, and follows the frame', async () => {
    setup()
    const { fromFrame } = await frame()
    fromFrame({ type: 'section_selected', payload: { section: 'melding' } }, { origin: 'https://kwaad.example' })
    fromFrame({ type: 'section_selected', payload: { section: 'melding' } }, { token: 'f'.repeat(32) })
    fromFrame({ type: 'paragraph_change', payload: { section: 'cta', field: 'title', data: { blocks: [] } } }, { origin: 'https://kwaad.example' })
    expect(screen.queryByRole('heading', { name: 'Melding' })).toBeNull()
    fromFrame({ type: 'section_selected', payload: { section: 'melding' } })
    expect(await screen.findByRole('heading', { name: 'Melding' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Sectie' }).getAttribute('aria-selected')).toBe('true')
  })

  it('saves a paragraph_change under its field name, and undo sends the section back to the frame', async () => {
    const { writes, user } = setup()
    const { fromFrame, posted } = await frame()
    const data = { time: 1, version: '2.18.0', blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'Nieuw' } }] }
    fromFrame({ type: 'paragraph_change', payload: { section: 'cta', field: 'title', data } })
    await waitFor(() => expect(writes).toHaveLength(1), { timeout: 5000 })
    expect(writes[0]).toMatchObject({ version: 3, components: [{ id: 'cta', meta: { button_title: 'Bestellen', title: data } }, { id: 'melding' }] })
    // Typing in a paragraph opens its text tools and asks the frame for its attributes.
    expect(await screen.findByRole('toolbar', { name: 'Tekstopmaak' })).toBeTruthy()
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: 'request_active_attrs_cta:title' }), SITE)
    // The frame made this change itself: nothing is sent back while typing.
    expect(posted.mock.calls.filter(([message]) => (message as { type: string }).type === 'update_section')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }))
    const update = posted.mock.calls.map(([message]) => message as { type: string; payload: { section: SectionJson; index: number }; token: string }).find((m) => m.type === 'update_section')
    expect(update?.payload.section.meta).toEqual({ button_title: 'Bestellen' })
    expect(update?.payload.index).toBe(0)
    expect(posted.mock.calls.every(([, origin]) => (origin as unknown) === SITE)).toBe(true)
    await waitFor(() => expect(writes).toHaveLength(2), { timeout: 5000 })
    expect(writes[1].components[0].meta).toEqual({ button_title: 'Bestellen' })
    await user.click(screen.getByRole('button', { name: 'Opnieuw' }))
    await waitFor(() => expect(writes).toHaveLength(3), { timeout: 5000 })
    expect(writes[2].components[0].meta).toMatchObject({ title: data })
  })

  it('deletes a section after asking, and tells the frame the new order', async () => {
    const { user } = setup()
    const { posted } = await frame()
    await user.click(screen.getByRole('button', { name: 'Verwijderen: Melding' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Weet je zeker dat je deze wenst te verwijderen?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }))
    expect(within(screen.getByRole('list', { name: 'Secties van de pagina' })).getAllByRole('listitem')).toHaveLength(1)
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: 'arrange_sections', payload: { order: ['cta'] } }), SITE)
  })

  it('duplicates, copies and pastes a section with new ids', async () => {
    const { user } = setup()
    await frame()
    await user.click(screen.getByRole('button', { name: 'Dupliceren: Melding' }))
    const list = () => within(screen.getByRole('list', { name: 'Secties van de pagina' })).getAllByRole('listitem')
    expect(list()).toHaveLength(3)
    expect(new Set(list().map((item) => item.dataset.section)).size).toBe(3)
    await user.click(screen.getByRole('button', { name: 'Kopiëren: Call-to-action balk' }))
    expect(JSON.parse(localStorage.getItem('wm.editor.clipboard')!).section.id).toBe('cta')
    await user.click(screen.getByRole('button', { name: 'Plakken: Call-to-action balk' }))
    // The pasted section opens in its form.
    expect(await screen.findByRole('heading', { name: 'Call-to-action balk' })).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'Secties' }))
    expect(list()).toHaveLength(4)
    expect(list().filter((item) => item.dataset.section === 'cta')).toHaveLength(1)
  })

  it('shows who else is on the page and on which section, and tells the API the selection', async () => {
    const anna = { user: { id: 7, email: 'anna@bakker.example', name: 'Anna de Vries' }, section: 'melding', seen_at: '2026-11-26T14:00:00Z' }
    const { calls, user } = setup({ present: [anna] })
    await frame()
    expect((await screen.findByText('Ook hier bezig:')).parentElement?.textContent).toContain('Anna de Vries (bij Melding)')
    const row = screen.getByRole('list', { name: 'Secties van de pagina' }).querySelector('[data-section="melding"]') as HTMLElement
    expect(within(row).getByRole('img', { name: 'Hier bezig: Anna de Vries' }).textContent).toBe('AV')
    const presence = () => calls.filter((c) => c.url.endsWith('/projects/1/presence') && c.method === 'PUT')
    expect(presence()[0].body).toEqual({ document: 'page:12', section: null })
    await user.click(screen.getByRole('button', { name: '1. Call-to-action balk' }))
    await waitFor(() => expect(presence().at(-1)?.body).toEqual({ document: 'page:12', section: 'cta' }))
    cleanup()
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/presence?document=page%3A12'))).toBe(true))
  })

  it('shows the text tools for the paragraph in the frame and sends its edits and objects to it', async () => {
    const { user } = setup()
    const { fromFrame, posted } = await frame()
    expect(screen.queryByRole('toolbar', { name: 'Tekstopmaak' })).toBeNull()
    fromFrame({ type: 'paragraph_attrs_cta:title', payload: { attributes: { bold: true }, selected_node: 'B' } })
    const toolbar = await screen.findByRole('toolbar', { name: 'Tekstopmaak' })
    expect(within(toolbar).getByRole('button', { name: 'Vet' }).getAttribute('aria-pressed')).toBe('true')
    expect(within(toolbar).queryByRole('button', { name: 'HTML toevoegen' })).toBeNull()
    await user.click(within(toolbar).getByRole('button', { name: 'Cursief' }))
    const sent = () => posted.mock.calls.map(([message]) => message as { type: string; payload: unknown })
    expect(sent().slice(-2)).toEqual([
      expect.objectContaining({ type: 'paragraph_edit_cta:title', payload: { type: 'italic', payload: null } }),
      expect.objectContaining({ type: 'request_active_attrs_cta:title', payload: { type: 'attrs', payload: null } }),
    ])
    await user.click(within(toolbar).getByRole('button', { name: 'iFrame toevoegen' }))
    const dialog = await screen.findByRole('dialog', { name: 'iFrame toevoegen' })
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }))
    expect(await within(dialog).findByText('Dit veld is verplicht.')).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: /Adres van de iFrame/ }), 'https://www.youtube.com/embed/x')
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }))
    expect(sent().at(-1)).toEqual(expect.objectContaining({ type: 'paragraph_edit_object_cta:title', payload: { type: 'iframe', payload: { src: 'https://www.youtube.com/embed/x' } } }))
    // A paragraph id that is no paragraph changes nothing.
    fromFrame({ type: 'paragraph_attrs_kapot', payload: { attributes: {}, selected_node: null } })
    expect(screen.getByRole('toolbar', { name: 'Tekstopmaak' })).toBeTruthy()
  })
})

describe('site-wide values in the editor', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  const globalCta: SectionJson = { id: 'cta', template: 'callToAction', meta: { button_title: 'Bestellen', button_title_local: '0' }, blocks: [] }
  const local: SectionJson = { id: 'melding', template: 'notification', meta: {}, blocks: [] }

  it('saves a site-wide value into the settings draft, renders the sections showing it again, undoes it and publishes the settings with the page', async () => {
    const { calls, user } = setup({ components: [globalCta, local], settings: { version: 5, global_fields: { button_title: 'Taart' }, has_unpublished_changes: false } })
    const { fromFrame, posted } = await frame()
    fromFrame({ type: 'frame_ready', payload: { sections: ['cta', 'melding'], path: '/over-ons' } })
    await user.click(screen.getByRole('button', { name: '1. Call-to-action balk' }))
    const field = await screen.findByRole('textbox', { name: /Knop titel \(globaal\)/ })
    expect(screen.getByText(/Geldt voor de hele site/)).toBeTruthy()
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Taart'))
    posted.mockClear()
    await user.type(field, 'en')
    const puts = () => calls.filter((call) => call.method === 'PUT' && call.url.endsWith('/projects/1'))
    await waitFor(() => expect(puts().at(-1)?.body).toEqual({ global_fields: { button_title: 'Taarten' } }), { timeout: 5000 })
    expect(puts()[0].ifMatch).toBe('"5"')
    // Saved: the section showing the value is rendered again, the other is not.
    await waitFor(() => expect(posted.mock.calls.some(([message]) => (message as { type: string; payload: { section?: { id: string } } }).type === 'update_section' && (message as { payload: { section: { id: string } } }).payload.section.id === 'cta')).toBe(true))
    expect(posted.mock.calls.some(([message]) => (message as { payload: { section?: { id: string } } }).payload?.section?.id === 'melding')).toBe(false)
    expect(await screen.findByText(/ze gelden voor de hele site zodra je publiceert/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }))
    await waitFor(() => expect(puts().at(-1)?.body).toEqual({ global_fields: { button_title: 'Taart' } }), { timeout: 5000 })
    expect((screen.getByRole('textbox', { name: /Knop titel \(globaal\)/ }) as HTMLInputElement).value).toBe('Taart')

    await user.click(screen.getByRole('button', { name: 'Pagina publiceren' }))
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/publish'))).toBe(true))
    expect(calls.find((call) => call.url.endsWith('/publish'))!.body).toEqual({ items: [{ kind: 'page', id: 12 }, { kind: 'settings', id: 'settings' }] })
  })

  it('without the settings the values show read-only', async () => {
    setup({ components: [globalCta, local] })
    await frame()
    await userEvent.setup().click(screen.getByRole('button', { name: '1. Call-to-action balk' }))
    const field = await screen.findByRole('textbox', { name: /Knop titel \(globaal\)/ })
    expect((field as HTMLInputElement).disabled || field.getAttribute('aria-disabled') === 'true' || field.hasAttribute('readonly')).toBe(true)
  })
})
