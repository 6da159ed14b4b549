import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../dashboard/api'
import { DraftQueue, mergeSections, type QueueSnapshot, type Saved, storageKey } from '../../../dashboard/editor/draftQueue'
import type { SectionJson } from '../../../dashboard/editor/sections'

class MemoryStorage {
  items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

const section = (id: string, title = id): SectionJson => ({ id, template: 'callToAction', meta: { button_title: title }, blocks: [] })
const KEY = storageKey(3, 'page:12')

function server(initial: Saved) {
  const state = { ...initial, writes: [] as { components: SectionJson[]; version: number }[], fail: [] as ApiError[] }
  return {
    state,
    write: vi.fn(async (components: SectionJson[], version: number) => {
      state.writes.push({ components, version })
      const failure = state.fail.shift()
      if (failure) throw failure
      if (version !== state.version) throw new ApiError(409, { version: ['Iemand anders heeft dit intussen gewijzigd.'] })
      state.version += 1
      state.components = components
      return { version: state.version, components }
    }),
    read: vi.fn(async () => ({ version: state.version, components: state.components })),
  }
}

describe('the draft queue', () => {
  let storage: MemoryStorage
  let seen: QueueSnapshot[]
  beforeEach(() => {
    vi.useFakeTimers()
    storage = new MemoryStorage()
    seen = []
  })
  afterEach(() => vi.useRealTimers())

  const queueFor = (api: ReturnType<typeof server>) =>
    new DraftQueue(
      { key: KEY, storage, write: api.write, read: api.read, delay: 500, retryDelay: () => 1000, onChange: (s) => seen.push(s) },
      { version: api.state.version, components: api.state.components },
    )

  it('stores a change at once and saves it once, after the pause, with the version it was based on', async () => {
    const api = server({ version: 4, components: [section('a')] })
    const queue = queueFor(api)
    queue.schedule([section('a', 'Een')])
    queue.schedule([section('a', 'Eén')])
    expect(JSON.parse(storage.getItem(KEY)!).pending[0].meta.button_title).toBe('Eén')
    expect(queue.snapshot().status).toBe('pending')
    expect(api.write).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(500)
    expect(api.write).toHaveBeenCalledTimes(1)
    expect(api.state.writes[0].version).toBe(4)
    expect(queue.snapshot()).toMatchObject({ status: 'saved', version: 5, pending: null })
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('keeps a change made during a save queued and sends it after', async () => {
    const api = server({ version: 1, components: [section('a')] })
    const queue = queueFor(api)
    queue.schedule([section('a', 'Eerste')])
    await vi.advanceTimersByTimeAsync(500)
    queue.schedule([section('a', 'Tweede')])
    expect(queue.snapshot().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(500)
    expect(api.state.writes.map((w) => [w.components[0].meta!.button_title, w.version])).toEqual([['Eerste', 1], ['Tweede', 2]])
    expect(queue.snapshot().status).toBe('saved')
  })

  it('retries after a lost connection or a server error and never drops the change', async () => {
    const api = server({ version: 2, components: [section('a')] })
    api.state.fail.push(new ApiError(0, { general: ['Geen verbinding'] }), new ApiError(503, { general: ['Even niet'] }))
    const queue = queueFor(api)
    queue.schedule([section('a', 'Offline getypt')])
    await vi.advanceTimersByTimeAsync(500)
    expect(queue.snapshot().status).toBe('offline')
    expect(JSON.parse(storage.getItem(KEY)!).pending[0].meta.button_title).toBe('Offline getypt')
    await vi.advanceTimersByTimeAsync(1000)
    expect(queue.snapshot().status).toBe('retrying')
    await vi.advanceTimersByTimeAsync(1000)
    expect(api.write).toHaveBeenCalledTimes(3)
    expect(queue.snapshot().status).toBe('saved')
    expect(api.state.components[0].meta!.button_title).toBe('Offline getypt')
  })

  it('restores a queued change after a reload and sends it', async () => {
    const api = server({ version: 7, components: [section('a')] })
    api.state.fail.push(new ApiError(0, { general: ['Geen verbinding'] }))
    const first = queueFor(api)
    first.schedule([section('a'), section('b')])
    await vi.advanceTimersByTimeAsync(500)
    first.dispose() // the tab is closed while offline
    const second = queueFor(api)
    expect(second.restored).toBe(true)
    expect(second.components.map((s) => s.id)).toEqual(['a', 'b'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(api.write).toHaveBeenCalledTimes(1) // nothing is sent before the editor starts it
    second.resume()
    await vi.advanceTimersByTimeAsync(0)
    expect(api.state.components.map((s) => s.id)).toEqual(['a', 'b'])
    expect(second.snapshot().status).toBe('saved')
    expect(storage.getItem(KEY)).toBeNull()
  })

  it('stops on a conflict with other sections, keeps the change and merges it onto the newest version', async () => {
    const api = server({ version: 1, components: [section('a'), section('b')] })
    const queue = queueFor(api)
    // Someone else changes section b meanwhile.
    api.state.components = [section('a'), section('b', 'Van de ander')]
    api.state.version = 2
    queue.schedule([section('a', 'Van mij'), section('b')])
    await vi.advanceTimersByTimeAsync(500)
    expect(queue.snapshot().status).toBe('conflict')
    expect(queue.snapshot().pending![0].meta!.button_title).toBe('Van mij')
    expect(storage.getItem(KEY)).not.toBeNull()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(api.write).toHaveBeenCalledTimes(1) // never sent over theirs
    const merged = await queue.merge()
    expect(merged.map((s) => s.meta!.button_title)).toEqual(['Van mij', 'Van de ander'])
    expect(api.state.components.map((s) => s.meta!.button_title)).toEqual(['Van mij', 'Van de ander'])
    expect(queue.snapshot().status).toBe('saved')
  })

  it('rebases silently when the other save left the sections alone (a page setting)', async () => {
    const api = server({ version: 1, components: [section('a')] })
    const queue = queueFor(api)
    api.state.version = 2
    queue.schedule([section('a', 'Nieuw')])
    await vi.advanceTimersByTimeAsync(500)
    await vi.advanceTimersByTimeAsync(0)
    expect(api.state.writes.map((w) => w.version)).toEqual([1, 2])
    expect(queue.snapshot().status).toBe('saved')
  })

  it('keeps a refused change with the API message instead of retrying it', async () => {
    const api = server({ version: 1, components: [section('a')] })
    api.state.fail.push(new ApiError(422, { 'components.0.meta': ['Ongeldige waarde.'] }))
    const queue = queueFor(api)
    queue.schedule([section('a', 'x')])
    await vi.advanceTimersByTimeAsync(5000)
    expect(queue.snapshot()).toMatchObject({ status: 'error', message: 'Ongeldige waarde.' })
    expect(api.write).toHaveBeenCalledTimes(1)
    expect(storage.getItem(KEY)).not.toBeNull()
    expect(seen.some((s) => s.status === 'saving')).toBe(true)
  })
  it('finds a restored change already saved (the answer was lost) and does not call it a conflict', async () => {
    const api = server({ version: 1, components: [section('a')] })
    const first = queueFor(api)
    first.schedule([section('a', 'Al opgeslagen')])
    // The server saved it but the tab closed before the answer arrived.
    api.state.components = [section('a', 'Al opgeslagen')]
    api.state.version = 2
    first.dispose()
    const second = queueFor(api)
    second.resume()
    await vi.advanceTimersByTimeAsync(0)
    expect(second.snapshot()).toMatchObject({ status: 'saved', version: 2, pending: null })
    expect(storage.getItem(KEY)).toBeNull()
  })
})

describe('mergeSections', () => {
  it('keeps my changes, additions, deletions and order, and their untouched changes and additions', () => {
    const base = [section('a'), section('b'), section('c')]
    const mine = [section('c'), section('a', 'mijn a'), section('n')] // b deleted, c moved up, n added
    const theirs = [section('a', 'hun a'), section('b'), section('c', 'hun c'), section('t')]
    const merged = mergeSections(base, mine, theirs)
    expect(merged.map((s) => s.id)).toEqual(['c', 't', 'a', 'n']) // t after c, as they placed it
    expect(merged.find((s) => s.id === 'a')!.meta!.button_title).toBe('mijn a')
    expect(merged.find((s) => s.id === 'c')!.meta!.button_title).toBe('hun c')
  })

  it('follows their order when I did not reorder', () => {
    const base = [section('a'), section('b')]
    const mine = [section('a'), section('n'), section('b')]
    const theirs = [section('b'), section('a')]
    expect(mergeSections(base, mine, theirs).map((s) => s.id)).toEqual(['b', 'a', 'n'])
  })
})
