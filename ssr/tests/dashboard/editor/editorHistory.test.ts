import { describe, expect, it } from 'vitest'
import { COALESCE_MS, historyKey, record, redo, startHistory, undo } from '../../../dashboard/editor/history'

describe('undo and redo', () => {
  it('steps back and forth and a new change drops the redo steps', () => {
    let h = startHistory(['a'])
    h = record(h, ['a', 'b'], null, 0)
    h = record(h, ['b', 'a'], null, 10)
    h = undo(h)
    expect(h.present).toEqual(['a', 'b'])
    h = undo(h)
    expect(h.present).toEqual(['a'])
    expect(undo(h)).toBe(h)
    h = redo(h)
    expect(h.present).toEqual(['a', 'b'])
    h = record(h, ['c'], null, 20)
    expect(h.future).toEqual([])
    expect(redo(h)).toBe(h)
  })

  it('makes one step of typing in one field, and separate steps for other fields or after a pause', () => {
    let h = startHistory('')
    h = record(h, 'H', 'meta:s1:title', 0)
    h = record(h, 'Ha', 'meta:s1:title', 200)
    h = record(h, 'Hal', 'meta:s1:title', 400)
    expect(h.past).toEqual([''])
    h = record(h, 'Hal!', 'meta:s1:title', 400 + COALESCE_MS + 1)
    expect(h.past).toEqual(['', 'Hal'])
    h = record(h, 'Hal!?', 'style:s1:b1:color', 400 + COALESCE_MS + 2)
    expect(h.past).toEqual(['', 'Hal', 'Hal!'])
    expect(undo(undo(undo(h))).present).toBe('')
  })

  it('knows the shortcuts', () => {
    const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
      historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })
    expect(key('z', { ctrlKey: true })).toBe('undo')
    expect(key('z', { metaKey: true })).toBe('undo')
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo')
    expect(key('z', { metaKey: true, shiftKey: true })).toBe('redo')
    expect(key('y', { ctrlKey: true })).toBe('redo')
    expect(key('z')).toBeNull()
    expect(key('s', { ctrlKey: true })).toBeNull()
  })
})
