/**
 * The webshop settings as the dashboard's forms hold them, and back (pure):
 * delivery and payment methods as rows with a stable local id, the other keys as one
 * flat map keyed by the API's error paths (`wire.iban`), the PUT body of what changed,
 * and the API's error paths mapped onto rows and fields.
 */
import type { FieldErrors } from '../../api'
import type { PaymentMethod, ShippingMethod, WebshopSettings } from './settingsApi'
import { slotErrorField, slotsBody, slotValues, type SlotValues } from '../methods/slotFields'

// Methods -------------------------------------------------------------------------------

export type ShippingRow = { uid: string; key: string; title: string; price: string; vat_rate: string; countries: string[] } & SlotValues
export type PaymentRow = { uid: string; id: string; title: string; description: string; image: string; provider: string; mollie_method: string; extra: Record<string, unknown> }
export type MethodsDraft = { shipping: ShippingRow[]; payment: PaymentRow[] }

let counter = 0
export const newUid = () => `row${++counter}`

/** Euros as the Dutch type them: 6.95 → '6,95'. */
export const euroText = (value: number | string) => (typeof value === 'number' ? value.toFixed(2).replace('.', ',') : String(value))

export function methodsDraft(settings: Pick<WebshopSettings, 'shipping_methods' | 'payment_methods'>): MethodsDraft {
  return {
    shipping: (settings.shipping_methods ?? []).map((method) => ({
      uid: newUid(),
      key: method.key,
      title: method.title,
      price: euroText(method.price ?? 0),
      vat_rate: String(method.vat_rate ?? 21),
      countries: [...(method.countries ?? [])],
      ...slotValues(method.slots),
    })),
    payment: (settings.payment_methods ?? []).map(({ id, title, description, image, provider, mollie_method, ...extra }) => ({
      uid: newUid(),
      id,
      title,
      description: description ?? '',
      image: image ?? '',
      provider: provider ?? 'none',
      mollie_method: mollie_method ?? '',
      extra,
    })),
  }
}

/** A price as typed: '6,95' and '6.95' are sent as the money rules take them (docs/shop.md). */
function priceOf(text: string): number | string {
  const trimmed = text.trim()
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : trimmed
}

function rateOf(text: string): number | string {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : text
}

export function methodsBody(draft: MethodsDraft): { shipping_methods: ShippingMethod[]; payment_methods: PaymentMethod[] } {
  return {
    shipping_methods: draft.shipping.map((row) => {
      const method: ShippingMethod = { key: row.key.trim(), title: row.title, price: priceOf(row.price), vat_rate: rateOf(row.vat_rate) as number, countries: row.countries }
      const slots = slotsBody(row)
      if (slots) method.slots = slots
      return method
    }),
    payment_methods: draft.payment.map((row) => {
      const method: PaymentMethod = { ...row.extra, id: row.id.trim(), title: row.title, description: row.description, image: row.image, provider: row.provider as PaymentMethod['provider'] }
      if (row.provider === 'mollie' || row.mollie_method) method.mollie_method = row.mollie_method
      return method
    }),
  }
}

/**
 * `shipping_methods[1].price` → row 1's `price`; `shipping_methods` (the list itself)
 * stays under the list's name.
 */
export function rowErrors(errors: FieldErrors, list: string): { rows: Record<number, FieldErrors>; list: string[] } {
  const rows: Record<number, FieldErrors> = {}
  const own: string[] = []
  const pattern = new RegExp(`^${list}\\[(\\d+)\\](?:\\.(\\w+))?(?:\\.(.+))?`)
  for (const [path, messages] of Object.entries(errors)) {
    if (path === list) own.push(...messages)
    const match = pattern.exec(path)
    if (!match) continue
    const index = Number(match[1])
    // A delivery method's time slots are fields of their own (methods/slotFields.ts).
    const field = match[2] === 'slots' ? slotErrorField(match[3] ?? '') : (match[2] ?? 'general')
    rows[index] = { ...rows[index], [field]: [...(rows[index]?.[field] ?? []), ...messages] }
  }
  return { rows, list: own }
}

/** Rows moved up or down by one (the order is the order buyers see). */
export function moved<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= rows.length) return rows
  const next = [...rows]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

// The other settings ----------------------------------------------------------------------

export const GENERAL_KEYS = [
  'vat_rates',
  'wire.account_name',
  'wire.iban',
  'wire.bic',
  'agreement_url',
  'order_page',
  'shoppingcart_page',
  'checkout_page',
  'countries',
  'notification_email',
  'mollie.api_key',
  'timezone',
] as const

export type GeneralValues = Record<(typeof GENERAL_KEYS)[number], string | string[]>

export function generalValues(settings: WebshopSettings): GeneralValues {
  return {
    vat_rates: (settings.vat_rates ?? []).join(', '),
    'wire.account_name': settings.wire?.account_name ?? '',
    'wire.iban': settings.wire?.iban ?? '',
    'wire.bic': settings.wire?.bic ?? '',
    agreement_url: settings.agreement_url ?? '',
    order_page: settings.order_page ?? '',
    shoppingcart_page: settings.shoppingcart_page ?? '',
    checkout_page: settings.checkout_page ?? '',
    countries: [...(settings.countries ?? [])],
    notification_email: settings.notification_email ?? '',
    'mollie.api_key': settings.mollie?.api_key ?? '',
    timezone: settings.timezone ?? '',
  }
}

const text = (value: string | string[]) => (Array.isArray(value) ? value.join(',') : value.trim())
const orNull = (value: string) => (value === '' ? null : value)

/**
 * The PUT body: only the settings keys whose fields changed. An emptied page path,
 * notification address, country list or VAT list is sent as null (its default
 * applies); the Mollie key goes back exactly as shown when untouched (the API keeps
 * the stored key).
 */
export function generalBody(values: GeneralValues, original: GeneralValues): Record<string, unknown> {
  const changed = (key: (typeof GENERAL_KEYS)[number]) => text(values[key]) !== text(original[key])
  const body: Record<string, unknown> = {}
  if (changed('vat_rates')) {
    const parts = text(values.vat_rates).split(/[,;\s]+/).filter(Boolean)
    body.vat_rates = parts.length ? parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : part)) : null
  }
  if (changed('wire.account_name') || changed('wire.iban') || changed('wire.bic')) {
    const wire = { account_name: text(values['wire.account_name']), iban: text(values['wire.iban']).replace(/\s+/g, ''), bic: text(values['wire.bic']) }
    body.wire = Object.values(wire).some(Boolean) ? wire : null
  }
  if (changed('agreement_url')) body.agreement_url = text(values.agreement_url)
  for (const key of ['order_page', 'shoppingcart_page', 'checkout_page', 'notification_email', 'timezone'] as const) {
    if (changed(key)) body[key] = orNull(text(values[key]))
  }
  if (changed('countries')) body.countries = (values.countries as string[]).length ? values.countries : null
  if (changed('mollie.api_key')) body.mollie = text(values['mollie.api_key']) ? { api_key: text(values['mollie.api_key']) } : null
  return body
}

/** The API's paths onto the form's fields: `vat_rates[1]` → `vat_rates`, `wire` → `wire.iban`. */
export function generalErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {}
  const add = (key: string, messages: string[]) => (mapped[key] = [...(mapped[key] ?? []), ...messages])
  for (const [path, messages] of Object.entries(errors)) {
    const field = GENERAL_KEYS.find((key) => path === key || path.startsWith(`${key}[`) || path.startsWith(`${key}.`))
    if (field) add(field, messages)
    else if (path === 'wire') add('wire.iban', messages)
    else if (path === 'mollie') add('mollie.api_key', messages)
    else add(path, messages)
  }
  return mapped
}

// Countries a shop may choose: the EU first (the default), then others the API knows
// (api/shop/countries.py COUNTRY_NAMES).
export const COUNTRY_CODES = [
  'NL', 'BE', 'DE', 'AT', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  'GB', 'CH', 'NO', 'IS', 'LI', 'US', 'CA', 'AU',
] as const

const NAMES = new Intl.DisplayNames(['nl'], { type: 'region' })
export const countryName = (code: string) => NAMES.of(code) ?? code
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }))
