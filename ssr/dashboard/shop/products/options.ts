/**
 * A product's options as the option editor holds them, and what it sends: pure
 * functions over the API's shape (shared-schema/definitions/shopoption.schema.json,
 * docs/shop.md "Option pricing"). Prices are euros incl. tax as the owner types them
 * ('2,50'); the API reads both '2,50' and '2.50'. A calculation reads the numeric
 * value of the option whose `connection_id` its `connection_id_from` names.
 */
import type { ProductOption } from '../shopApi'

export type Layout = ProductOption['layout']

/** An option in the editor: the API's fields plus a handle of the editor's own. */
export type OptionDraft = ProductOption & { key: string }

export const LAYOUTS: { id: Layout; label: string; hint: string }[] = [
  { id: 'text', label: 'Tekst', hint: 'Eén regel tekst, bijvoorbeeld een naam op de taart.' },
  { id: 'textarea', label: 'Tekstvak', hint: 'Meerdere regels tekst, bijvoorbeeld wensen.' },
  { id: 'number', label: 'Getal', hint: 'Een aantal; de prijs geldt per stuk.' },
  { id: 'select', label: 'Keuzelijst', hint: 'Eén keuze uit een lijst, elk met een eigen meerprijs.' },
  { id: 'checkbox', label: 'Vinkje', hint: 'Aan of uit; de prijs telt als het aangevinkt is.' },
  { id: 'calculation', label: 'Berekening', hint: 'Een prijs berekend uit het getal van een andere optie.' },
]

export const CALCULATIONS: { id: 'multiply_relation_value' | 'add_relation_value'; label: string }[] = [
  { id: 'multiply_relation_value', label: 'Getal × bedrag' },
  { id: 'add_relation_value', label: 'Getal + bedrag' },
]

let counter = 0
const handle = () => `optie-${(counter += 1)}`

const ON = new Set<unknown>([true, 1, '1', 'on', 'true'])
export const isOn = (value: unknown) => ON.has(value)

/** The API's options as drafts (each gets a handle; nothing else changes). */
export function draftsOf(options: ProductOption[] | undefined): OptionDraft[] {
  return (options ?? []).map((option) => ({ ...structuredClone(option), key: handle() }))
}

/** A new option of a layout, with what that layout needs to be valid. */
export function newOption(layout: Layout, title = ''): OptionDraft {
  return withLayout({ key: handle(), title, layout: 'text', show_label: true, help: '' }, layout)
}

const OWN_FIELDS: Record<Layout, (keyof ProductOption)[]> = {
  text: ['value'],
  textarea: ['value'],
  number: ['value', 'price', 'min', 'max'],
  select: ['value', 'options'],
  checkbox: ['value', 'price'],
  calculation: ['calculation_options', 'show_calculations', 'min', 'max'],
}
const LAYOUT_FIELDS = new Set<keyof ProductOption>(['value', 'price', 'min', 'max', 'options', 'calculation_options', 'show_calculations'])

/**
 * The option with another layout: the shared fields (title, help, label, connection)
 * stay, fields the new layout does not use go, and what it needs is added: a select
 * gets one entry, a checkbox starts off, a calculation multiplies.
 */
export function withLayout(option: OptionDraft, layout: Layout): OptionDraft {
  const next: OptionDraft = { ...option, layout }
  for (const field of LAYOUT_FIELDS) if (!OWN_FIELDS[layout].includes(field)) delete next[field]
  if (option.layout !== layout) delete next.value
  if (layout === 'select' && !next.options?.length) next.options = [{ title: '', price: '' }]
  if (layout === 'checkbox') next.value = '0'
  if (layout === 'number' && next.value === undefined) next.value = ''
  if (layout === 'calculation' && !next.calculation_options) next.calculation_options = { type: 'multiply_relation_value', value: '', connection_id_from: '' }
  return next
}

/** A connection id made from a title: lower case letters, digits and '-', unique. */
export function connectionIdFor(title: string, taken: Iterable<string>): string {
  const base = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'optie'
  const used = new Set(taken)
  let candidate = base
  for (let number = 2; used.has(candidate); number += 1) candidate = `${base}-${number}`
  return candidate
}

/** The options a calculation at `index` may read: every other option but a calculation. */
export function sourcesFor(options: OptionDraft[], index: number): { option: OptionDraft; index: number }[] {
  return options.map((option, at) => ({ option, index: at })).filter(({ option, index: at }) => at !== index && option.layout !== 'calculation')
}

/** The index of the option a calculation reads, or -1. */
export function sourceOf(options: OptionDraft[], index: number): number {
  const from = options[index]?.calculation_options?.connection_id_from
  if (!from) return -1
  return options.findIndex((option, at) => at !== index && option.connection_id === from)
}

/**
 * Connects the calculation at `index` to the option at `source`: the source gets a
 * connection id (from its title) when it has none, the calculation names it.
 * `source` -1 disconnects.
 */
export function connect(options: OptionDraft[], index: number, source: number): OptionDraft[] {
  const next = options.map((option) => ({ ...option }))
  const calculation = next[index]
  if (!calculation) return options
  if (source < 0 || !next[source]) {
    calculation.calculation_options = { ...calculation.calculation_options, connection_id_from: '' }
    return next
  }
  const from = next[source]
  if (!from.connection_id) {
    const taken = next.map((option) => option.connection_id ?? '').filter(Boolean)
    from.connection_id = connectionIdFor(from.title, taken)
  }
  calculation.calculation_options = { type: 'multiply_relation_value', value: '', ...calculation.calculation_options, connection_id_from: from.connection_id }
  return next
}

/**
 * A renamed connection id follows into every calculation that read the old one, so
 * editing a source's connection id never silently breaks its calculations.
 */
export function renameConnection(options: OptionDraft[], index: number, connectionId: string): OptionDraft[] {
  const old = options[index]?.connection_id ?? ''
  return options.map((option, at) => {
    if (at === index) return { ...option, connection_id: connectionId }
    if (old && option.layout === 'calculation' && option.calculation_options?.connection_id_from === old) {
      return { ...option, calculation_options: { ...option.calculation_options, connection_id_from: connectionId } }
    }
    return option
  })
}

/** Swaps an option with its neighbour; the list unchanged at either end. */
export function moveOption(options: OptionDraft[], index: number, direction: -1 | 1): OptionDraft[] {
  const target = index + direction
  if (target < 0 || target >= options.length) return options
  const next = [...options]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

/** Reads '2,50', '2.5', 3 as a number; anything else (empty, letters) is null. */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim().replace(',', '.')
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
export const euros = (amount: number) => euro.format(amount).replace(/\s/g, ' ')

/** Rounds half up to cents, as the server does (api/shop/pricing.py). */
const cents = (amount: number) => Math.round(amount * 100 + 1e-9) / 100

/**
 * What the calculation at `index` adds with the source's default value, in words:
 * '10 × € 3,25 = € 32,50'; null when it cannot say (no source, no numbers).
 */
export function calculationExample(options: OptionDraft[], index: number): string | null {
  const calculation = options[index]?.calculation_options
  const source = sourceOf(options, index)
  if (!calculation || source < 0) return null
  const x = amountOf(options[source].value)
  const factor = amountOf(calculation.value)
  if (x === null || factor === null) return null
  const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 6 }).format(x)
  const price = euros(factor)
  const result = euros(cents(calculation.type === 'add_relation_value' ? x + factor : x * factor))
  return calculation.type === 'add_relation_value' ? `${number} + ${price} = ${result}` : `${number} × ${price} = ${result}`
}

const BLANK_IS_ABSENT: (keyof ProductOption)[] = ['price', 'min', 'max', 'help', 'label_after_field', 'connection_id']

/**
 * The options as the API takes them: without the editor's handles, optional fields
 * left blank not sent (the API would read '' as a wrong amount), select entries
 * without a price sent without one.
 */
export function optionsPayload(options: OptionDraft[]): ProductOption[] {
  return options.map(({ key: _key, ...option }) => {
    const out: Record<string, unknown> = { ...option }
    for (const field of BLANK_IS_ABSENT) if (out[field] === '' || out[field] === undefined) delete out[field]
    if (out.value === undefined) delete out.value
    if (option.layout === 'number' && option.value === '') delete out.value
    if (option.options) out.options = option.options.map((entry) => (entry.price === '' || entry.price === undefined ? { title: entry.title } : { title: entry.title, price: entry.price }))
    if (option.calculation_options) {
      const { type, value, connection_id_from } = option.calculation_options
      // An empty amount is sent as typed: the API says under the field what is missing.
      out.calculation_options = { type: type ?? 'multiply_relation_value', value: value ?? '', connection_id_from: connection_id_from ?? '' }
    }
    return out as ProductOption
  })
}

/** The API's errors of option `index` with the option's prefix taken off: `price`, `options[0].title`. */
export function optionErrors(errors: Record<string, string[]>, index: number): Record<string, string[]> {
  const prefix = `options[${index}]`
  const found: Record<string, string[]> = {}
  for (const [key, messages] of Object.entries(errors)) {
    if (key === prefix) found[''] = messages
    else if (key.startsWith(`${prefix}.`)) found[key.slice(prefix.length + 1)] = messages
  }
  return found
}
