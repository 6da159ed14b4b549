import { describe, expect, it } from 'vitest'
import { add, errorPaths, flatten, indent, move, moveOnto, newItem, normalise, outdent, payload, remove, TOO_DEEP, type MenuItem } from '../../dashboard/menus/tree'

const item = (id: string, items: MenuItem[] = []): MenuItem => ({ ...newItem(id), key: id, id, label: id, items })
const shape = (tree: MenuItem[]): unknown => tree.map((entry) => (entry.items.length ? { [entry.id]: shape(entry.items) } : entry.id))

// a; b > (b1, b2 > (b2x)); c
const menu = () => [item('a'), item('b', [item('b1'), item('b2', [item('b2x')])]), item('c')]

describe('move', () => {
  it('swaps an item with its neighbour in its own list', () => {
    expect(shape(move(menu(), 'c', -1).tree!)).toEqual(['a', 'c', { b: ['b1', { b2: ['b2x'] }] }])
    expect(shape(move(menu(), 'b1', 1).tree!)).toEqual(['a', { b: [{ b2: ['b2x'] }, 'b1'] }, 'c'])
  })
  it('refuses past either end and leaves the tree alone', () => {
    const before = menu()
    expect(move(before, 'a', -1).error).toBe('Dit item staat al bovenaan.')
    expect(move(before, 'b2', 1).error).toBe('Dit item staat al onderaan.')
    expect(shape(before)).toEqual(shape(menu()))
  })
})

describe('indent and outdent', () => {
  it('indents under the previous sibling, as its last sub-item', () => {
    expect(shape(indent(menu(), 'c').tree!)).toEqual(['a', { b: ['b1', { b2: ['b2x'] }, 'c'] }])
  })
  it('refuses the first item of a list', () => {
    expect(indent(menu(), 'a').error).toMatch(/erboven/)
  })
  it('refuses a third dropdown level, also for an item that brings sub-items along', () => {
    // b1 > b2 > b2x would put b2x on level 3.
    expect(indent(menu(), 'b2').error).toBe(TOO_DEEP)
    // b under a would put b2x on level 3.
    expect(indent(menu(), 'b').error).toBe(TOO_DEEP)
    const flat = [item('a'), item('b', [item('b1'), item('b2')])]
    expect(shape(indent(flat, 'b2').tree!)).toEqual(['a', { b: [{ b1: ['b2'] }] }])
  })
  it('outdents to just after the parent, keeping its sub-items', () => {
    expect(shape(outdent(menu(), 'b2').tree!)).toEqual(['a', { b: ['b1'] }, { b2: ['b2x'] }, 'c'])
    expect(outdent(menu(), 'a').error).toBe('Dit item staat al op het hoogste niveau.')
  })
})

describe('moveOnto (dragging)', () => {
  it('reorders within a list as an array move', () => {
    expect(shape(moveOnto(menu(), 'a', 'c').tree!)).toEqual([{ b: ['b1', { b2: ['b2x'] }] }, 'c', 'a'])
    expect(shape(moveOnto(menu(), 'c', 'a').tree!)).toEqual(['c', 'a', { b: ['b1', { b2: ['b2x'] }] }])
  })
  it('nests when dropped on an item of a deeper list', () => {
    expect(shape(moveOnto(menu(), 'c', 'b1').tree!)).toEqual(['a', { b: ['c', 'b1', { b2: ['b2x'] }] }])
    expect(shape(moveOnto(menu(), 'b2x', 'a').tree!)).toEqual(['b2x', 'a', { b: ['b1', 'b2'] }, 'c'])
  })
  it('refuses too deep and into its own sub-items', () => {
    expect(moveOnto(menu(), 'b', 'b1').error).toBe('Een item kan niet onder zichzelf komen.')
    expect(moveOnto(menu(), 'b2', 'b2x').error).toBe('Een item kan niet onder zichzelf komen.')
    const other = [item('x', [item('y')]), ...menu()]
    expect(moveOnto(other, 'x', 'b2x').error).toBe(TOO_DEEP)
  })
})

describe('add, remove, paths and payload', () => {
  it('adds under an item up to the second dropdown level only', () => {
    expect(shape(add(menu(), item('n'), 'b1').tree!)).toEqual(['a', { b: [{ b1: ['n'] }, { b2: ['b2x'] }] }, 'c'])
    expect(add(menu(), item('n'), 'b2x').error).toBe(TOO_DEEP)
    expect(shape(add(menu(), item('n')).tree!)).toEqual(['a', { b: ['b1', { b2: ['b2x'] }] }, 'c', 'n'])
  })
  it('removes an item with its sub-items', () => {
    expect(shape(remove(menu(), 'b2'))).toEqual(['a', { b: ['b1'] }, 'c'])
  })
  it("maps items to the API's error paths", () => {
    const paths = errorPaths(menu())
    expect(paths.get('c')).toBe('items[2]')
    expect(paths.get('b2x')).toBe('items[1].items[1].items[0]')
    expect(flatten(menu()).map(({ item: entry, level }) => `${entry.id}${level}`)).toEqual(['a0', 'b0', 'b11', 'b21', 'b2x2', 'c0'])
  })
  it('sends the top level with type, width and style, sub-items without', () => {
    const [top] = payload(normalise([{ id: 'a', label: 'A', items: [{ id: 'a1', label: 'A1' }] }]))
    expect(top).toMatchObject({ id: 'a', type: 'default', style: { type: '', text_color: '', icon: '' } })
    expect((top.items as Record<string, unknown>[])[0]).toEqual({ id: 'a1', label: 'A1', link: '', item_type: '', text: '', class: '', items: [] })
  })
})
