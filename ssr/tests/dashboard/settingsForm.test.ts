import { describe, expect, it } from 'vitest'
import {
  changesOf,
  consentOf,
  fieldsOf,
  groupPalette,
  newRow,
  tabOfErrors,
  toggledState,
  translationRows,
  translationsObject,
  type PaletteColor,
  type ProjectSettings,
} from '../../dashboard/settings/settingsForm'

const colors: PaletteColor[] = [
  { label: 'Tekst', key: 'text-900', group: 'text', value: '17, 24, 39, 1' },
  { label: 'Primair 500', key: 'primary-500', group: 'primary', value: '180, 83, 9, 1' },
  { label: 'Grijs', key: 'gray-100', group: 'gray', value: '243, 244, 246, 1' },
  { label: 'Primair 600', key: 'primary-600', group: 'primary', value: '146, 64, 14, 1' },
  { label: 'Oud', key: 'old', group: 'accent', value: '1, 2, 3, 1' },
]

const project: ProjectSettings = {
  id: 1, title: 'Bakkerij', domain_live: 'bakkerij.test', aliases: ['www.bakkerij.test'], logo: '/logo.svg',
  translations: { search: 'Zoeken...', cart_empty: 'Leeg.' },
  styles: { colors },
  cookie_consent: { position: 'bottom', texts: { title: 'Cookies' }, cookies: [{ key: 'analytics', title: 'Statistieken', initialState: '0' }] },
  version: 4, published_version: 3, has_unpublished_changes: false,
}

describe('groupPalette', () => {
  it('groups in the spec order, keeps stored indexes, puts unknown groups last', () => {
    const grouped = groupPalette(colors)
    expect(grouped.map((entry) => entry.label)).toEqual(['Primair', 'Grijs', 'Tekst', 'Overig'])
    expect(grouped[0].colors.map((entry) => entry.index)).toEqual([1, 3])
    expect(grouped[3].colors[0].color.key).toBe('old')
  })
  it('gives nothing for an empty palette', () => {
    expect(groupPalette([])).toEqual([])
  })
})

describe('translations list <-> object', () => {
  it('round-trips in stored order', () => {
    const rows = translationRows({ b: 'twee', a: 'een', n: 3 })
    expect(rows.map((row) => [row.key, row.value])).toEqual([['b', 'twee'], ['a', 'een'], ['n', '3']])
    expect(translationsObject(rows)).toEqual({ value: { b: 'twee', a: 'een', n: '3' }, errors: {} })
  })
  it('trims keys and refuses empty and repeated ones', () => {
    const empty = newRow('', 'x')
    const twice = newRow(' a ', 'y')
    const result = translationsObject([newRow('a', 'z'), empty, twice])
    expect(result.value).toEqual({ a: 'z' })
    expect(result.errors).toEqual({ [`translation-row-${empty.id}`]: ['Vul een sleutel in.'], [`translation-row-${twice.id}`]: ['Deze sleutel komt al voor.'] })
  })
})

describe('changesOf', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesOf(project, fieldsOf(project))).toEqual({})
  })
  it('sends a changed colour as the whole palette', () => {
    const fields = fieldsOf(project)
    fields.colors[1] = { ...fields.colors[1], value: '0, 128, 0, 1' }
    const changes = changesOf(project, fields)
    expect(Object.keys(changes)).toEqual(['styles'])
    expect((changes.styles as { colors: PaletteColor[] }).colors[1].value).toBe('0, 128, 0, 1')
    expect(project.styles.colors![1].value).toBe('180, 83, 9, 1')
  })
  it('sends translations after an edit, an added key or a removal', () => {
    const fields = fieldsOf(project)
    expect(changesOf(project, { ...fields, translations: [...fields.translations, newRow('nieuw', 'Nieuw')] })).toEqual({ translations: { search: 'Zoeken...', cart_empty: 'Leeg.', nieuw: 'Nieuw' } })
    expect(changesOf(project, { ...fields, translations: fields.translations.slice(1) })).toEqual({ translations: { cart_empty: 'Leeg.' } })
  })
  it('keeps the stored consent keys and the initialState type', () => {
    const fields = fieldsOf(project)
    const cookies = [{ ...fields.cookies[0], initialState: toggledState(fields.cookies[0].initialState, true) }]
    expect(changesOf(project, { ...fields, cookies })).toEqual({
      cookie_consent: { position: 'bottom', texts: { title: 'Cookies' }, cookies: [{ key: 'analytics', title: 'Statistieken', initialState: '1' }] },
    })
    expect(consentOf({}, { ...fields, cookies: [] })).toEqual({ texts: { title: 'Cookies' } })
    expect(toggledState(true, false)).toBe(false)
    expect(toggledState(0, true)).toBe(1)
  })
})

describe('tabOfErrors', () => {
  it('names the tab of the first error', () => {
    expect(tabOfErrors({ 'styles.colors[3].value': ['x'] })).toBe('kleuren')
    expect(tabOfErrors({ 'translations.a': ['x'] })).toBe('vertalingen')
    expect(tabOfErrors({ general: ['x'] })).toBeNull()
  })
})
