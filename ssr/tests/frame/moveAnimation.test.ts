// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { animatedMove, MOVE_ANIMATION_MS } from '../../frame/moveAnimation'

/** Three items in a row, 100 px apart, their boxes read from their order in the list. */
function row() {
  const list = document.createElement('div')
  const items = ['a', 'b', 'c'].map((name) => {
    const item = document.createElement('div')
    item.dataset.name = name
    item.getBoundingClientRect = () => {
      const left = [...list.children].indexOf(item) * 100
      return { left, top: 0, right: left + 100, bottom: 50, width: 100, height: 50, x: left, y: 0, toJSON: () => ({}) } as DOMRect
    }
    item.animate = vi.fn() as unknown as HTMLElement['animate']
    list.append(item)
    return item
  })
  document.body.append(list)
  return { list, items }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('moved items slide to their place (spec 001 §9: 150 ms)', () => {
  test('each item that moved animates from its old box; one that stayed does not', () => {
    const { list, items } = row()
    const [a, b, c] = items
    animatedMove(window, items, () => list.append(a))
    expect([...list.children]).toEqual([b, c, a])
    expect(a.animate).toHaveBeenCalledWith([{ transform: 'translate(-200px, 0px)' }, { transform: 'none' }], { duration: MOVE_ANIMATION_MS, easing: 'ease' })
    expect(b.animate).toHaveBeenCalledWith([{ transform: 'translate(100px, 0px)' }, { transform: 'none' }], expect.objectContaining({ duration: 150 }))
    animatedMove(window, items, () => undefined)
    expect(c.animate).toHaveBeenCalledTimes(1)
  })

  test('no motion for a visitor who asked for less', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }))
    const { list, items } = row()
    animatedMove(window, items, () => list.append(items[0]))
    expect([...list.children].map((item) => (item as HTMLElement).dataset.name)).toEqual(['b', 'c', 'a'])
    for (const item of items) expect(item.animate).not.toHaveBeenCalled()
  })
})
