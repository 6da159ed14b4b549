// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { frameFragment } from '@site/blocks/editor/protocol.ts'
import { arrangeSections, startBridge, type Bridge, SECTION_RENDER_PATH } from '../../frame/bridge'
import { ADD_TEXT, DRAG_DELAY_MS, HIDE_DELAY_MS } from '../../frame/grids'

const TOKEN = '0123456789abcdef0123456789abcdef'
const EDITOR = 'https://beheer.example'

function page(): string {
  return `<div id="root"><div class="wm-page"><main id="wm-main">
    <div data-wm-section="kop" class="contents"><section><h2>Kop</h2></section></div>
    <div data-wm-section="tekst" class="contents"><section><div class="wm-richtext" data-wm-paragraph="tekst:content" data-wm-data="null"><p>Oud</p></div></section></div>
    <div data-wm-section="raster" class="contents"><section>
      <div data-wm-grid="raster:g1:collections" data-wm-grid-items='[{"identifier":"a"},{"identifier":"b"}]'>
        <div data-grid-item="a">A</div><div data-grid-item="b">B</div>
      </div>
      <button type="button" data-wm-template-edit="cta">Bewerk de template</button>
    </section></div>
    <span id="wm-main-end" hidden></span>
  </main></div></div>`
}

function ids(): string[] {
  return [...document.querySelectorAll('[data-wm-section]')].map((element) => element.getAttribute('data-wm-section') ?? '')
}

function message(data: unknown, origin = EDITOR): MessageEvent {
  return new MessageEvent('message', { data, origin })
}

let parent: { postMessage: ReturnType<typeof vi.fn> }
let fetcher: ReturnType<typeof vi.fn>
let bridge: Bridge

function posted(type: string) {
  return parent.postMessage.mock.calls.filter(([data]) => (data as { type: string }).type === type)
}

beforeEach(() => {
  document.body.innerHTML = page()
  window.history.replaceState(null, '', `/over-ons?voorbeeld=pv1&bewerken=1${frameFragment(TOKEN, EDITOR)}`)
  parent = { postMessage: vi.fn() }
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
  fetcher = vi.fn(async () =>
    new Response(JSON.stringify({ html: '<div data-wm-section="kop" class="contents"><section><h2>Nieuw</h2></section></div>', islands: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  )
  bridge = startBridge({ fetch: fetcher as unknown as typeof fetch }) as Bridge
})

afterEach(() => {
  bridge?.stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('frame bridge', () => {
  test('announces the page to the editor at its exact origin, with the token', () => {
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'frame_ready', payload: { sections: ['kop', 'tekst', 'raster'], path: '/over-ons' }, token: TOKEN },
      EDITOR,
    )
  })

  test('does not start without an editor session in the fragment', () => {
    bridge.stop()
    parent.postMessage.mockClear()
    window.history.replaceState(null, '', '/over-ons?voorbeeld=pv1&bewerken=1')
    expect(startBridge({ fetch: fetcher as unknown as typeof fetch })).toBeNull()
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  test('a message from another origin or with another token changes nothing', async () => {
    const before = document.body.innerHTML
    const update = { type: 'update_section', payload: { section: { id: 'kop', template: 'x' }, index: 0, request: 1 } }
    await bridge.receive(message({ ...update, token: TOKEN }, 'https://kwaad.example'))
    await bridge.receive(message({ ...update, token: 'ffffffffffffffffffffffffffffffff' }))
    await bridge.receive(message(update))
    await bridge.receive(message({ type: 'arrange_sections', payload: { order: [] }, token: 'fout' }))
    expect(fetcher).not.toHaveBeenCalled()
    expect(document.body.innerHTML).toBe(before)
    expect(posted('section_rendered')).toHaveLength(0)
  })

  test('update_section renders the section on the server and swaps it in place', async () => {
    const section = { id: 'kop', template: 'headerOne', meta: { title: 'Nieuw' } }
    await bridge.receive(message({ type: 'update_section', payload: { section, index: 0, request: 4 }, token: TOKEN }))
    expect(fetcher).toHaveBeenCalledTimes(1)
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(SECTION_RENDER_PATH)
    expect(JSON.parse(init.body as string)).toEqual({ voorbeeld: 'pv1', path: '/over-ons', section, request: 4 })
    expect(document.querySelector('[data-wm-section="kop"] h2')?.textContent).toBe('Nieuw')
    expect(ids()).toEqual(['kop', 'tekst', 'raster'])
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'section_rendered', payload: { section: 'kop', request: 4 }, token: TOKEN }, EDITOR)
  })

  test('update_section of a new section inserts it at its index', async () => {
    fetcher.mockResolvedValueOnce(
      new Response(JSON.stringify({ html: '<div data-wm-section="nieuw" class="contents"><section>N</section></div>', islands: null }), { status: 200 }),
    )
    await bridge.receive(message({ type: 'update_section', payload: { section: { id: 'nieuw', template: 'divider' }, index: 1, request: 1 }, token: TOKEN }))
    expect(ids()).toEqual(['kop', 'nieuw', 'tekst', 'raster'])
  })

  test('a refused render leaves the section as it was', async () => {
    fetcher.mockResolvedValueOnce(new Response('{"errors":{}}', { status: 403 }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await bridge.receive(message({ type: 'update_section', payload: { section: { id: 'kop', template: 'x' }, index: 0, request: 2 }, token: TOKEN }))
    expect(document.querySelector('[data-wm-section="kop"] h2')?.textContent).toBe('Kop')
    expect(posted('section_rendered')).toHaveLength(0)
  })

  test('arrange_sections reorders and removes sections without a reload', async () => {
    await bridge.receive(message({ type: 'arrange_sections', payload: { order: ['raster', 'kop'] }, token: TOKEN }))
    expect(ids()).toEqual(['raster', 'kop'])
    expect(document.getElementById('wm-main-end')).not.toBeNull()
  })

  test('arrangeSections keeps sections that are already in order', () => {
    arrangeSections(document, ['kop', 'tekst', 'raster'])
    expect(ids()).toEqual(['kop', 'tekst', 'raster'])
  })

  test('select_section outlines the section and scrolls it into view', async () => {
    const scroll = vi.fn()
    const first = document.querySelector('[data-wm-section="tekst"] > section') as HTMLElement
    first.scrollIntoView = scroll
    await bridge.receive(message({ type: 'select_section', payload: { section: 'tekst' }, token: TOKEN }))
    expect(document.querySelector('[data-wm-section="tekst"]')?.hasAttribute('data-wm-selected')).toBe(true)
    expect(scroll).toHaveBeenCalled()
    await bridge.receive(message({ type: 'select_section', payload: { section: null }, token: TOKEN }))
    expect(document.querySelector('[data-wm-selected]')).toBeNull()
  })

  test('a click on a section reports it to the editor', () => {
    ;(document.querySelector('[data-wm-section="kop"] h2') as HTMLElement).click()
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'section_selected', payload: { section: 'kop' }, token: TOKEN }, EDITOR)
  })

  test("'Bewerk de template' posts go_to_route with the token to the editor's origin", () => {
    ;(document.querySelector('[data-wm-template-edit]') as HTMLElement).click()
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'go_to_route', payload: { path: '/wm/templates/cta' }, token: TOKEN }, EDITOR)
    expect(posted('section_selected')).toHaveLength(0)
  })

  test('links do not navigate the frame while editing', () => {
    const link = document.createElement('a')
    link.href = '/elders'
    document.querySelector('[data-wm-section="kop"] section')?.append(link)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
  })
})

describe('grid editing', () => {
  const item = (id: string) => document.querySelector(`[data-grid-item="${id}"]`) as HTMLElement
  const control = (id: string, name: string) => item(id).querySelector(`[data-control="${name}"]`) as HTMLButtonElement | null
  const lastGridChange = () => posted('grid_change').at(-1)?.[0] as { payload: { section: string; block: string; field: string; items: unknown[] } }

  test('hover marks an item active with a drag handle and a trash icon, hidden 2000 ms after leaving', () => {
    vi.useFakeTimers()
    item('a').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(item('a').hasAttribute('data-wm-active')).toBe(true)
    expect(control('a', 'drag')).not.toBeNull()
    expect(control('a', 'trash')).not.toBeNull()
    item('a').dispatchEvent(new MouseEvent('mouseleave'))
    vi.advanceTimersByTime(HIDE_DELAY_MS - 1)
    expect(control('a', 'drag')).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(control('a', 'drag')).toBeNull()
    expect(item('a').hasAttribute('data-wm-active')).toBe(false)
  })

  test('the trash icon turns into a close button that deletes the item; it stays while editing', () => {
    vi.useFakeTimers()
    item('b').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    control('b', 'trash')?.click()
    expect(control('b', 'drag')).toBeNull()
    item('b').dispatchEvent(new MouseEvent('mouseleave'))
    vi.advanceTimersByTime(HIDE_DELAY_MS * 2)
    expect(control('b', 'close')).not.toBeNull()
    control('b', 'close')?.click()
    expect(document.querySelector('[data-grid-item="b"]')).toBeNull()
    expect(lastGridChange().payload).toEqual({ section: 'raster', block: 'g1', field: 'collections', items: [{ identifier: 'a' }] })
  })

  test("'Toevoegen' adds an item with a random identifier", () => {
    const add = [...document.querySelectorAll('button')].find((element) => element.textContent === ADD_TEXT) as HTMLButtonElement
    add.click()
    const items = lastGridChange().payload.items as Array<{ identifier: string }>
    expect(items).toHaveLength(3)
    expect(items[2].identifier).toMatch(/^[a-z0-9]{10}$/)
    expect(document.querySelector(`[data-grid-item="${items[2].identifier}"]`)).not.toBeNull()
  })

  test('the drag handle moves an item with the arrow keys', () => {
    item('b').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    control('b', 'drag')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    expect(lastGridChange().payload.items).toEqual([{ identifier: 'b' }, { identifier: 'a' }])
  })

  test('a drag starts only after the handle was held 100 ms', () => {
    vi.useFakeTimers()
    item('a').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    control('a', 'drag')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }))
    vi.advanceTimersByTime(DRAG_DELAY_MS - 1)
    expect(item('a').hasAttribute('data-wm-dragging')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(item('a').hasAttribute('data-wm-dragging')).toBe(true)
    window.dispatchEvent(new PointerEvent('pointerup'))
    expect(item('a').hasAttribute('data-wm-dragging')).toBe(false)
    expect(posted('grid_change')).toHaveLength(0)
  })
})
