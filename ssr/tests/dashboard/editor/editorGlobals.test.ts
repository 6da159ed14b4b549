import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../dashboard/api'
import { changedGlobalKeys, sectionsUsingGlobals, usesGlobals } from '../../../dashboard/editor/globals'
import { GlobalsQueue, type SettingsSaved } from '../../../dashboard/editor/globalsQueue'
import { publishItems } from '../../../dashboard/editor/publishing'
import type { SectionJson } from '../../../dashboard/editor/sections'

describe('which sections show a site-wide value', () => {
  const cta = (local?: string): SectionJson => ({ id: 'c', template: 'callToAction', meta: local === undefined ? {} : { button_title_local: local }, blocks: [] })

  it('is a section whose field says Globaal; Lokaal and the default (Lokaal) do not', () => {
    expect(usesGlobals(cta('0'), ['button_title'])).toBe(true)
    expect(usesGlobals(cta('1'), ['button_title'])).toBe(false)
    expect(usesGlobals(cta(), ['button_title'])).toBe(false)
    expect(usesGlobals(cta('0'), ['copyright'])).toBe(false)
    expect(usesGlobals(cta('0'), [])).toBe(false)
  })

  it('counts a reusable template (its sections are not known here) and finds them with their index', () => {
    const partial: SectionJson = { id: 'p', template: 'templatePartial', meta: { template: 'bestel-cta' }, blocks: [] }
    const footer: SectionJson = { id: 'f', template: 'footersTwo', meta: { copyright_local: '0' }, blocks: [] }
    expect(sectionsUsingGlobals([cta('1'), partial, footer], ['copyright']).map(({ section, index }) => [section.id, index])).toEqual([['p', 1], ['f', 2]])
  })

  it('names the keys a change touched, added and removed ones too', () => {
    expect(changedGlobalKeys({ a: 1, b: { x: 1 }, c: 3 }, { a: 1, b: { x: 2 }, d: 4 })).toEqual(['b', 'c', 'd'])
  })
})

describe('publishing from the editor', () => {
  it('publishes the document, and the settings when their draft has changes', () => {
    expect(publishItems('page:12', false)).toEqual([{ kind: 'page', id: 12 }])
    expect(publishItems('template:bestel-cta', true)).toEqual([{ kind: 'template', id: 'bestel-cta' }, { kind: 'settings', id: 'settings' }])
    expect(() => publishItems('menu:1', false)).toThrow()
  })
})

describe('the queue of site-wide values', () => {
  afterEach(() => vi.useRealTimers())
  const conflict = () => new ApiError(409, { version: ['Iemand anders heeft dit intussen gewijzigd.'] })

  function queue(server: { current: SettingsSaved }, { failFirst = null as Error | null } = {}) {
    const writes: { globals: Record<string, unknown>; version: number }[] = []
    const saved: string[][] = []
    let failure = failFirst
    const q = new GlobalsQueue(
      {
        delay: 10,
        retryDelay: () => 10,
        write: async (globals, version) => {
          writes.push({ globals, version })
          if (failure) {
            const error = failure
            failure = null
            throw error
          }
          if (version !== server.current.version) throw conflict()
          server.current = { version: version + 1, globals, unpublished: true }
          return server.current
        },
        read: async () => server.current,
        onSaved: (_saved, keys) => saved.push(keys),
      },
      server.current,
    )
    return { q, writes, saved }
  }

  it('saves the newest map after the pause with the version, and names the keys it changed', async () => {
    const server: { current: SettingsSaved } = { current: { version: 4, globals: { a: 'x', b: 'y' }, unpublished: false } }
    const { q, writes, saved } = queue(server)
    q.schedule({ a: 'x1', b: 'y' })
    q.schedule({ a: 'x12', b: 'y' })
    expect(q.snapshot().status).toBe('pending')
    await vi.waitFor(() => expect(q.snapshot().status).toBe('saved'))
    expect(writes).toEqual([{ globals: { a: 'x12', b: 'y' }, version: 4 }])
    expect(saved).toEqual([['a']])
    expect(q.snapshot().saved).toMatchObject({ version: 5, unpublished: true })
  })

  it('puts our keys on a newer version when the other save left them alone', async () => {
    const server: { current: SettingsSaved } = { current: { version: 4, globals: { a: 'x', b: 'y' }, unpublished: false } }
    const { q, writes } = queue(server)
    server.current = { version: 6, globals: { a: 'x', b: 'y2', c: 'z' }, unpublished: true } // saved elsewhere
    q.schedule({ a: 'mine', b: 'y' })
    await vi.waitFor(() => expect(writes).toHaveLength(2))
    await vi.waitFor(() => expect(q.snapshot().status).toBe('saved'))
    expect(writes[1]).toEqual({ globals: { a: 'mine', b: 'y2', c: 'z' }, version: 6 })
  })

  it('stops on a conflict over the same key, then keeps theirs or saves ours over it', async () => {
    const server: { current: SettingsSaved } = { current: { version: 4, globals: { a: 'x' }, unpublished: false } }
    const { q, writes } = queue(server)
    server.current = { version: 6, globals: { a: 'theirs', b: 'new' }, unpublished: true }
    q.schedule({ a: 'mine' })
    await vi.waitFor(() => expect(q.snapshot().status).toBe('conflict'))
    expect(writes).toHaveLength(1)
    q.schedule({ a: 'mine again' })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(writes).toHaveLength(1) // nothing is sent over theirs
    expect(await q.keepMine()).toEqual({ a: 'mine again', b: 'new' })
    await vi.waitFor(() => expect(q.snapshot().status).toBe('saved'))
    expect(writes.at(-1)).toEqual({ globals: { a: 'mine again', b: 'new' }, version: 6 })

    server.current = { version: 9, globals: { a: 'later' }, unpublished: true }
    q.schedule({ a: 'mine', b: 'new' })
    await vi.waitFor(() => expect(q.snapshot().status).toBe('conflict'))
    expect(await q.takeTheirs()).toEqual({ a: 'later' })
    expect(q.snapshot()).toMatchObject({ status: 'saved', saved: { version: 9 } })
  })

  it('retries after a lost connection or a server error; a refusal shows its message', async () => {
    const server = { current: { version: 1, globals: {}, unpublished: false } }
    const { q, writes } = queue(server, { failFirst: new ApiError(503, { general: ['Even niet.'] }) })
    q.schedule({ a: 1 })
    await vi.waitFor(() => expect(q.snapshot().status).toBe('saved'))
    expect(writes).toHaveLength(2)

    const refused = queue({ current: { version: 1, globals: {}, unpublished: false } }, { failFirst: new ApiError(422, { 'global_fields.a': ['Dit veld heeft geen globale waarde.'] }) })
    refused.q.schedule({ a: 1 })
    await vi.waitFor(() => expect(refused.q.snapshot().status).toBe('error'))
    expect(refused.q.snapshot().message).toBe('Dit veld heeft geen globale waarde.')
  })
})

describe('the queue of site-wide values, remounted', () => {
  it('sends a queued change again after dispose and resume (an editor mounted twice)', async () => {
    const writes: Record<string, unknown>[] = []
    const q = new GlobalsQueue(
      { delay: 10, write: async (globals, version) => (writes.push(globals), { version: version + 1, globals, unpublished: true }), read: async () => ({ version: 1, globals: {}, unpublished: false }) },
      { version: 1, globals: {}, unpublished: false },
    )
    q.schedule({ a: 1 })
    q.dispose()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(writes).toEqual([])
    q.resume()
    await vi.waitFor(() => expect(writes).toEqual([{ a: 1 }]))
  })
})
