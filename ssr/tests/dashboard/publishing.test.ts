import { describe, expect, it } from 'vitest'
import { itemProblems, scheduleMoment, selectionHint } from '../../dashboard/publish/publishing'

describe('publishing', () => {
  it('maps items.n errors to the documents sent', () => {
    const sent = [{ kind: 'menu', id: 'hoofdmenu' }, { kind: 'page', id: '12' }]
    const found = itemProblems({ 'items.1.path': ['Er bestaat al een pagina met dit pad.'], general: ['x'] }, sent)
    expect([...found]).toEqual([['page:12', ['Er bestaat al een pagina met dit pad.']]])
  })
  it('says what goes along: everything, or only the selection', () => {
    expect(selectionHint(0, 3)).toBe('Niets geselecteerd: alles hierboven gaat mee.')
    expect(selectionHint(1, 3)).toBe('1 van 3 geselecteerd: alleen die gaat mee.')
    expect(selectionHint(2, 3)).toBe('2 van 3 geselecteerd: alleen die gaan mee.')
  })
  it('sends a schedule with its offset', () => {
    expect(scheduleMoment('2030-01-02T10:30')).toMatch(/^2030-01-02T\d\d:30:00\.000Z$/)
  })
})
