import { describe, expect, it, vi } from 'vitest'
import { FrameBridge, frameMessagesFor, frameUrl } from '../../../dashboard/editor/frame'
import { frameNavigation, messageTarget } from '../../../dashboard/messages'
import { readFragment } from '@site/blocks/editor/protocol.ts'
import type { SectionJson } from '../../../dashboard/editor/sections'

const TOKEN = '0123456789abcdef0123456789abcdef'
const SITE = 'https://bakker.example'
const section = (id: string, title = id): SectionJson => ({ id, template: 'callToAction', meta: { button_title: title }, blocks: [] })

describe('the frame URL', () => {
  it('is the preview link in editable mode with the token and our origin in the fragment', () => {
    const url = frameUrl(`${SITE}/over-ons?voorbeeld=3.99.abc`, TOKEN, 'https://wm.example')
    const parsed = new URL(url)
    expect(parsed.origin).toBe(SITE)
    expect(parsed.searchParams.get('voorbeeld')).toBe('3.99.abc')
    expect(parsed.searchParams.get('bewerken')).toBe('1')
    expect(readFragment(parsed.hash)).toEqual({ token: TOKEN, origin: 'https://wm.example' })
  })
})

describe('receiving from the frame', () => {
  const frameWindow = { postMessage: vi.fn() }
  const bridge = new FrameBridge({ token: TOKEN, origin: SITE, target: () => frameWindow })
  const selected = { type: 'section_selected', payload: { section: 'a' }, token: TOKEN }

  it('accepts the frame: its origin, the token, its window', () => {
    expect(bridge.receive({ origin: SITE, data: selected, source: frameWindow })).toMatchObject({ type: 'section_selected', payload: { section: 'a' } })
  })

  it('ignores a foreign origin, a missing or other token, another window and malformed data', () => {
    expect(bridge.receive({ origin: 'https://kwaad.example', data: selected, source: frameWindow })).toBeNull()
    expect(bridge.receive({ origin: SITE, data: { ...selected, token: undefined }, source: frameWindow })).toBeNull()
    expect(bridge.receive({ origin: SITE, data: { ...selected, token: 'f'.repeat(32) }, source: frameWindow })).toBeNull()
    expect(bridge.receive({ origin: SITE, data: selected, source: { postMessage: vi.fn() } })).toBeNull()
    expect(bridge.receive({ origin: SITE, data: 'section_selected' })).toBeNull()
    expect(bridge.receive({ origin: SITE, data: { type: 'paragraph_change', payload: null, token: TOKEN } })).toBeNull()
  })

  it('posts to the exact origin with the token, never to *', () => {
    bridge.send({ type: 'select_section', payload: { section: 'a' } })
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: 'select_section', payload: { section: 'a' }, token: TOKEN }, SITE)
  })
})

describe('what a change sends to the frame', () => {
  let request = 0
  const next = () => ++request

  it('an update_section per changed or new section, then arrange_sections when the order changed', () => {
    const before = [section('a'), section('b')]
    const after = [section('b'), section('n'), section('a', 'anders')]
    const messages = frameMessagesFor(before, after, next)
    expect(messages.map((m) => m.type)).toEqual(['update_section', 'update_section', 'arrange_sections'])
    expect(messages[0].payload).toMatchObject({ section: { id: 'n' }, index: 1 })
    expect(messages[1].payload).toMatchObject({ section: { id: 'a' }, index: 2 })
    expect(messages[2].payload).toEqual({ order: ['b', 'n', 'a'] })
  })

  it('nothing for a section whose change came from the frame, and removal as an order', () => {
    expect(frameMessagesFor([section('a')], [section('a', 'getypt')], next, 'a')).toEqual([])
    expect(frameMessagesFor([section('a'), section('b')], [section('b')], next)).toEqual([{ type: 'arrange_sections', payload: { order: ['b'] } }])
  })
})

describe('navigation asked by the frame', () => {
  const frames = [{ origin: SITE, token: TOKEN }]

  it('understands both shapes', () => {
    expect(messageTarget({ type: 'go_to_route', payload: { path: '/wm/templates/cta' } })).toBe('/wm/templates/cta')
    expect(messageTarget({ type: 'go_to_route', path: '/wm/templates/cta' })).toBe('/wm/templates/cta')
    expect(messageTarget({ type: 'set_management_tab', payload: { management_tab: 'shop' } })).toBe('/wm/shop')
    // A tab the dashboard already shows asks for nothing ('Bewerk de template' sends the route, then its tab).
    expect(messageTarget({ type: 'set_management_tab', payload: { management_tab: 'templates' } }, '/wm/templates/cta')).toBeNull()
    expect(messageTarget({ type: 'set_management_tab', payload: { management_tab: 'templates' } }, '/wm/pages/4/editor')).toBe('/wm/templates')
    expect(messageTarget({ type: 'go_to_route', payload: { path: '//elders.example/wm' } })).toBeNull()
  })

  it('follows only the open editor frame with its token', () => {
    const data = { type: 'go_to_route', payload: { path: '/wm/pages/4' }, token: TOKEN }
    expect(frameNavigation({ origin: SITE, data }, frames)).toBe('/wm/pages/4')
    expect(frameNavigation({ origin: SITE, data: { type: 'go_to_route', path: '/wm/pages/4', token: TOKEN } }, frames)).toBe('/wm/pages/4')
    expect(frameNavigation({ origin: 'https://kwaad.example', data }, frames)).toBeNull()
    expect(frameNavigation({ origin: SITE, data: { ...data, token: 'nee' } }, frames)).toBeNull()
    expect(frameNavigation({ origin: SITE, data: { type: 'go_to_route', path: '/wm/pages/4' } }, frames)).toBeNull()
    expect(frameNavigation({ origin: SITE, data }, [])).toBeNull()
  })
})
