import { describe, expect, it } from 'vitest'
import { diffLines, placeName, shown } from '../../dashboard/publish/diffLines'

describe('diffLines', () => {
  it('names sections added, removed and moved and fields changed', () => {
    const lines = diffLines({
      added: [{ path: 'components', id: 'nieuw', index: 2, after: { id: 'nieuw', template: 'dynamic' } }],
      removed: [{ path: 'components', id: 'oud', index: 0, before: { id: 'oud' } }],
      moved: [{ path: 'components', id: 'hero', from: 0, to: 3 }],
      changed: [
        { path: 'post_title', before: 'Over ons', after: 'Wie zijn wij' },
        { path: 'components.hero.blocks.t1.props.title', before: null, after: 'Hallo' },
        { path: 'noindex', before: false, after: true },
      ],
    })
    expect(lines).toEqual([
      { kind: 'added', where: 'Secties', what: 'Sectie nieuw', summary: 'dynamic' },
      { kind: 'removed', where: 'Secties', what: 'Sectie oud', summary: '' },
      { kind: 'moved', where: 'Secties', what: 'Sectie hero', from: 1, to: 4 },
      { kind: 'changed', where: 'Titel', before: 'Over ons', after: 'Wie zijn wij' },
      { kind: 'changed', where: 'Secties › hero › Blokken › t1 › Eigenschappen › Titel', before: '(leeg)', after: 'Hallo' },
      { kind: 'changed', where: 'Verbergen voor zoekmachines', before: 'uit', after: 'aan' },
    ])
  })

  it('never shows a password, only whether one is set', () => {
    const [line] = diffLines({ added: [], removed: [], moved: [], changed: [{ path: 'password', before: null, after: 'x' }] })
    expect(line).toEqual({ kind: 'changed', where: 'Wachtwoord', before: '(geen)', after: 'ingesteld' })
  })

  it('shortens long values and shows objects as JSON', () => {
    expect(shown('a'.repeat(300))).toHaveLength(120)
    expect(shown({ a: 1 })).toBe('{"a":1}')
    expect(placeName('items.home.children')).toBe('Items › home › Subitems')
  })
})
