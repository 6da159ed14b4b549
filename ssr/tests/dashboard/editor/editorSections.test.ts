import type { CatalogueEntry } from '@site/shared-schema'
import { sectionCatalogue } from '@site/shared-schema'
import { describe, expect, it } from 'vitest'
import {
  copySection,
  copyToClipboard,
  duplicateSection,
  flattenBlocks,
  groupCatalogue,
  moveSection,
  readClipboard,
  sameFieldValue,
  sectionLabel,
  sectionText,
  type SectionJson,
  setField,
} from '../../../dashboard/editor/sections'

const withBlocks: SectionJson = {
  id: 's1',
  template: 'sectionContent',
  meta: { title: 'x' },
  blocks: [{ id: 'b1', type: 'columns', props: {}, style: {}, slots: { item_one: [{ id: 'b2', type: 'text', props: { data: null }, style: {}, slots: {} }] } }],
}

describe('section operations', () => {
  it('copies with new ids for the section and every nested block, leaving the original alone', () => {
    const copy = copySection(withBlocks)
    const ids = [copy.id, ...flattenBlocks(copy).map((entry) => entry.block.id)]
    expect(new Set(ids).size).toBe(3)
    expect(ids.some((id) => ['s1', 'b1', 'b2'].includes(id))).toBe(false)
    expect(flattenBlocks(withBlocks).map((entry) => entry.block.id)).toEqual(['b1', 'b2'])
    const { components } = duplicateSection([withBlocks, { id: 's2', template: 'notification' }], 's1')
    expect(components.map((s) => s.template)).toEqual(['sectionContent', 'sectionContent', 'notification'])
  })

  it('writes a frame field into a nested block or into the meta', () => {
    const data = { version: '2.18.0', blocks: [{ type: 'paragraph', data: { text: 'Hoi' } }] }
    const [inBlock] = setField([withBlocks], { section: 's1', block: 'b2', field: 'data' }, data)
    expect(flattenBlocks(inBlock)[1].block.props).toEqual({ data })
    const [inMeta] = setField([withBlocks], { section: 's1', field: 'title' }, data)
    expect(inMeta.meta).toEqual({ title: data })
    expect(withBlocks.meta).toEqual({ title: 'x' })
  })

  it('moves within bounds only', () => {
    const list = [{ id: 'a', template: 't' }, { id: 'b', template: 't' }, { id: 'c', template: 't' }]
    expect(moveSection(list, 0, 2).map((s) => s.id)).toEqual(['b', 'c', 'a'])
    expect(moveSection(list, 0, 5)).toBe(list)
  })

  it('keeps a copied section in storage for any page', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    expect(readClipboard(storage)).toBeNull()
    expect(copyToClipboard(storage, withBlocks)).toBe(true)
    expect(readClipboard(storage)).toEqual(withBlocks)
    storage.setItem('wm.editor.clipboard', '{kapot')
    expect(readClipboard(storage)).toBeNull()
  })
})

describe('the catalogue groups', () => {
  const entry = (id: string, extra: Partial<CatalogueEntry>): CatalogueEntry => ({ id, title: id, description: '', defaults: {}, ...extra })

  it('hides disabled and (for owners) developer templates, puts is_template under Templates, lists an entry in each group', () => {
    const groups = groupCatalogue([
      entry('a', { groups: ['Banners', 'Inhoud'] }),
      entry('b', { groups: ['Banners'], disabled: true }),
      entry('c', { groups: ['Webwinkel'], is_template: true }),
      entry('d', { groups: ['Inhoud'], developer: true }),
    ])
    expect(groups.map((g) => [g.name, g.entries.map((e) => e.id)])).toEqual([['Banners', ['a']], ['Inhoud', ['a']], ['Templates', ['c']]])
    expect(groupCatalogue([entry('d', { groups: ['Inhoud'], developer: true })], { developer: true })[0].entries[0].id).toBe('d')
  })

  it('works on the real catalogue', () => {
    const groups = groupCatalogue(sectionCatalogue())
    expect(groups.find((g) => g.name === 'Templates')?.entries.length).toBeGreaterThan(0)
    expect(groups.flatMap((g) => g.entries).some((e) => e.disabled)).toBe(false)
  })
})

describe('a form change that changes nothing', () => {
  it('is an equal value, or a rich-text field starting empty on a value never set', () => {
    const empty = { time: 1, version: '2.18.0', blocks: [] }
    expect(sameFieldValue(undefined, empty)).toBe(true)
    expect(sameFieldValue({ ...empty, time: 2 }, empty)).toBe(true)
    expect(sameFieldValue('a', 'a')).toBe(true)
    expect(sameFieldValue(undefined, '')).toBe(false)
    expect(sameFieldValue({ ...empty, blocks: [{ type: 'paragraph', data: { text: 'x' } }] }, empty)).toBe(false)
  })
})

const richText = (...blocks: { type: string; text: string }[]) => ({
  time: 1,
  version: '2.18.0',
  blocks: blocks.map(({ type, text }, index) => ({ id: `t${index}`, type, data: { text } })),
})

describe('section labels', () => {
  const free = (id: string, blocks: SectionJson['blocks'], meta: Record<string, unknown> = {}): SectionJson => ({ id, template: 'dynamic', meta, blocks })

  it('tells free sections apart by their first heading, also inside nested blocks', () => {
    const welcome = free('a', [{ id: 'b1', type: 'columns', props: {}, slots: { item_one: [{ id: 'b2', type: 'text', props: { data: richText({ type: 'paragraph', text: 'Eerst een alinea' }, { type: 'header', text: 'Welkom bij <b>De Korenaar</b>' }) } }] } }])
    const visit = free('b', [{ id: 'b3', type: 'text', props: { data: richText({ type: 'header', text: 'Kom langs' }) } }])
    expect(sectionLabel(welcome, 'Vrije sectie')).toBe('Vrije sectie: Welkom bij De Korenaar')
    expect(sectionLabel(visit, 'Vrije sectie')).toBe('Vrije sectie: Kom langs')
  })

  it('falls back to the first paragraph, then a plain title field, then the title alone', () => {
    expect(sectionText(free('a', [{ id: 'b', type: 'text', props: { data: richText({ type: 'paragraph', text: 'Gaan jullie&nbsp;trouwen? &amp; meer' }) } }]))).toBe('Gaan jullie trouwen? & meer')
    expect(sectionText({ id: 'h', template: 'headerOne', meta: { button_title: 'Bestellen', logo_title: 'De Gouden Korenaar' } })).toBe('De Gouden Korenaar')
    expect(sectionLabel({ id: 'c', template: 'callToAction', meta: { button_title: 'Bestellen' } }, 'Call-to-action balk')).toBe('Call-to-action balk')
    expect(sectionLabel(free('e', [{ id: 'b', type: 'text', props: { data: richText({ type: 'header', text: '  <br>' }) } }]), 'Vrije sectie')).toBe('Vrije sectie')
  })

  it('cuts a long text at a word with an ellipsis', () => {
    const long = free('l', [], { title: richText({ type: 'header', text: 'Elke ochtend vers uit de oven, met liefde gebakken door ons hele team' }) })
    const label = sectionLabel(long, 'Vrije sectie')
    expect(label).toBe('Vrije sectie: Elke ochtend vers uit de oven, met…')
    expect(label.length).toBeLessThanOrEqual('Vrije sectie: '.length + 41)
  })
})
