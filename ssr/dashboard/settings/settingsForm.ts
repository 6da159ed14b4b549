/**
 * The Instellingen area's form state and the pure steps between it and the owner API's
 * project (api/projects/schemas.py): the palette grouped as the spec groups it, the
 * translations object as an editable list of rows, and the PUT body of what changed.
 */
import type { FieldErrors } from '../api'
import type { Publishing } from '../types'

export type PaletteGroup = 'primary' | 'secondary' | 'contrast' | 'gray' | 'text'

/** One palette colour as stored: `value` is 'r, g, b, a'. */
export type PaletteColor = { label: string; key: string; group: PaletteGroup | string; value: string }

/** A cookie of the consent bar; keys other than these are kept as stored. */
export type ConsentCookie = { key: string; title?: string; description?: string; initialState?: unknown; [other: string]: unknown }

export type CookieConsent = { texts?: Record<string, unknown>; cookies?: ConsentCookie[]; [other: string]: unknown }

export type ProjectSettings = Publishing & {
  id: number
  title: string
  domain_live: string | null
  aliases?: string[]
  logo: string
  translations: Record<string, unknown>
  styles: { colors?: PaletteColor[] }
  cookie_consent: CookieConsent
  version: number
}

export type TranslationRow = { id: number; key: string; value: string }

export type SettingsFields = {
  title: string
  logo: string
  colors: PaletteColor[]
  translations: TranslationRow[]
  cookieTexts: Record<string, string>
  cookies: ConsentCookie[]
}

/** The spec's five palette groups in their order, with Dutch headings. */
export const PALETTE_GROUPS: readonly { group: PaletteGroup; label: string }[] = [
  { group: 'primary', label: 'Primair' },
  { group: 'secondary', label: 'Secundair' },
  { group: 'contrast', label: 'Contrast' },
  { group: 'gray', label: 'Grijs' },
  { group: 'text', label: 'Tekst' },
]

/** What every colour field offers besides the palette (the kit's color_selector). */
export const TRANSPARENT = { label: 'Transparant', key: 'transparent', value: '0, 0, 0, 0' } as const

export type GroupedColors = { group: string; label: string; colors: { index: number; color: PaletteColor }[] }[]

/**
 * The palette by group in the spec's order, each colour with its index in the stored
 * list (errors come back as `styles.colors[<index>].value`). Empty groups are left out;
 * a colour of an unknown group (older data) lands in 'Overig' rather than vanishing.
 */
export function groupPalette(colors: readonly PaletteColor[]): GroupedColors {
  const known = new Set<string>(PALETTE_GROUPS.map(({ group }) => group))
  const groups: GroupedColors = [...PALETTE_GROUPS, { group: 'other', label: 'Overig' }].map(({ group, label }) => ({ group, label, colors: [] }))
  colors.forEach((color, index) => {
    const target = known.has(color.group) ? groups.find((entry) => entry.group === color.group)! : groups[groups.length - 1]
    target.colors.push({ index, color })
  })
  return groups.filter((entry) => entry.colors.length > 0)
}

/** The error key of a colour's value, as the API names it. */
export const colorPath = (index: number) => `styles.colors[${index}].value`

let nextRow = 0
export function newRow(key = '', value = ''): TranslationRow {
  nextRow += 1
  return { id: nextRow, key, value }
}

/** The stored translations as rows in their stored order; non-text values become text. */
export function translationRows(translations: Record<string, unknown> | null | undefined): TranslationRow[] {
  return Object.entries(translations ?? {}).map(([key, value]) => newRow(key, typeof value === 'string' ? value : String(value ?? '')))
}

/** The key an error about a translation row sits under (before and after a save). */
export const translationKeyPath = (row: TranslationRow) => `translations.${row.key.trim()}`

/**
 * The rows as the stored object, or the rows' problems keyed `translations.<key>` /
 * `translation-row-<id>`: an empty key or one used twice cannot be stored.
 */
export function translationsObject(rows: readonly TranslationRow[]): { value: Record<string, string>; errors: FieldErrors } {
  const value: Record<string, string> = {}
  const errors: FieldErrors = {}
  const seen = new Set<string>()
  for (const row of rows) {
    const key = row.key.trim()
    if (!key) {
      errors[`translation-row-${row.id}`] = ['Vul een sleutel in.']
      continue
    }
    if (seen.has(key)) {
      errors[`translation-row-${row.id}`] = ['Deze sleutel komt al voor.']
      continue
    }
    seen.add(key)
    value[key] = row.value
  }
  return { value, errors }
}

/** The texts of the consent bar as strings, in their stored order. */
function consentTexts(consent: CookieConsent | null | undefined): Record<string, string> {
  const texts = consent?.texts && typeof consent.texts === 'object' ? consent.texts : {}
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, typeof text === 'string' ? text : String(text ?? '')]))
}

export function fieldsOf(project: ProjectSettings): SettingsFields {
  return {
    title: project.title ?? '',
    logo: project.logo ?? '',
    colors: (project.styles?.colors ?? []).map((color) => ({ ...color })),
    translations: translationRows(project.translations),
    cookieTexts: consentTexts(project.cookie_consent),
    cookies: Array.isArray(project.cookie_consent?.cookies) ? project.cookie_consent.cookies.map((cookie) => ({ ...cookie })) : [],
  }
}

/** The consent object to store: what the owner edited over everything else as stored. */
export function consentOf(base: CookieConsent | null | undefined, fields: SettingsFields): CookieConsent {
  const consent: CookieConsent = { ...(base ?? {}), texts: { ...fields.cookieTexts } }
  if (fields.cookies.length > 0 || Array.isArray(base?.cookies)) consent.cookies = fields.cookies.map((cookie) => ({ ...cookie }))
  return consent
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The PUT body: only the settings that differ from `base` (the API keeps the others).
 * Translations with a problem are left out; `translationsObject` reports it.
 */
export function changesOf(base: ProjectSettings, fields: SettingsFields): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  if (fields.title !== (base.title ?? '')) changes.title = fields.title
  if (fields.logo !== (base.logo ?? '')) changes.logo = fields.logo
  if (!same(fields.colors, base.styles?.colors ?? [])) changes.styles = { ...base.styles, colors: fields.colors }
  const rows = fields.translations
  const storedKeys = Object.keys(base.translations ?? {})
  const rowsChanged = rows.length !== storedKeys.length || rows.some((row, index) => row.key !== storedKeys[index] || row.value !== String(base.translations[row.key] ?? ''))
  if (rowsChanged) changes.translations = translationsObject(rows).value
  const baseConsent = base.cookie_consent ?? {}
  const consent = consentOf(baseConsent, fields)
  if (!same(consentTexts(baseConsent), fields.cookieTexts) || !same(baseConsent.cookies ?? [], consent.cookies ?? [])) changes.cookie_consent = consent
  return changes
}

/** Dutch labels of the consent bar's known texts; other keys show as stored. */
export const CONSENT_TEXT_LABELS: Record<string, string> = {
  title: 'Titel',
  description: 'Omschrijving',
  accept_all: 'Knop: alles accepteren',
  manage: 'Knop: cookies beheren',
  save: 'Knop: opslaan',
}

/** A stored initialState ('1', 1, true) as the switch shows it. */
export const isOn = (state: unknown) => state === true || state === 1 || state === '1' || state === 'true'

/** The switch's new state in the stored type: '1'/'0' stays text, 1/0 a number. */
export function toggledState(stored: unknown, on: boolean): unknown {
  if (typeof stored === 'string') return on ? '1' : '0'
  if (typeof stored === 'number') return on ? 1 : 0
  return on
}

/** The first tab holding an error, so a refused save shows where. */
export function tabOfErrors(errors: FieldErrors): SettingsTab | null {
  const keys = Object.keys(errors)
  if (keys.some((key) => key === 'title' || key === 'logo')) return 'algemeen'
  if (keys.some((key) => key.startsWith('styles'))) return 'kleuren'
  if (keys.some((key) => key.startsWith('translation'))) return 'vertalingen'
  if (keys.some((key) => key.startsWith('cookie_consent'))) return 'cookies'
  return null
}

export type SettingsTab = 'algemeen' | 'kleuren' | 'vertalingen' | 'cookies'
