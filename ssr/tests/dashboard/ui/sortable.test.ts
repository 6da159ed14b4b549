import { describe, expect, test } from 'vitest'
import { dragAnnouncements } from '../../../dashboard/ui/sortable'

const names = new Map([['a', 'Taarten'], ['b', 'Brood']])
const spoken = dragAnnouncements((id) => names.get(id) ?? 'categorie')
// The parts of dnd-kit's drag events the announcements read.
const at = (id: string) => ({ id }) as never

describe('what a screen reader hears while a row is dragged', () => {
  test('every step names the rows by their own names, in Dutch', () => {
    expect(spoken.onDragStart({ active: at('a') } as never)).toBe('Taarten opgepakt.')
    expect(spoken.onDragOver({ active: at('a'), over: at('b') } as never)).toBe('Taarten staat nu op de plaats van Brood.')
    expect(spoken.onDragEnd({ active: at('a'), over: at('b') } as never)).toBe('Taarten neergezet op de plaats van Brood.')
    expect(spoken.onDragCancel({ active: at('b'), over: null } as never)).toBe('Verslepen van Brood geannuleerd.')
  })

  test('off every row, and a row whose name is unknown', () => {
    expect(spoken.onDragOver({ active: at('a'), over: null } as never)).toBe('Taarten staat niet boven een plaats.')
    expect(spoken.onDragEnd({ active: at('x'), over: null } as never)).toBe('categorie neergezet.')
  })
})
