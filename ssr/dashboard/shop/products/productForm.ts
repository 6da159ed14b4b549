/**
 * The product editor's fields (strings as typed), and what a save sends: only what
 * the owner changed, in the API's shape (docs/shop.md, shared-schema product).
 */
import type { Product, RichText } from '../shopApi'
import { draftsOf, optionsPayload, type OptionDraft } from './options'
import { richTextFrom, textOf } from './richText'

export const DESCRIPTIONS = [
  { key: 'intro_description', label: 'Introductie', hint: 'Eén of twee zinnen naast de foto, boven de bestelknop.' },
  { key: 'short_description', label: 'Korte beschrijving', hint: 'Onder de bestelknop.' },
  { key: 'description', label: 'Beschrijving', hint: 'De volledige beschrijving onder het product.' },
  { key: 'extra_description', label: 'Extra beschrijving (links)', hint: 'Bijvoorbeeld de ingrediënten.' },
  { key: 'extra_description_right', label: 'Extra beschrijving (rechts)', hint: 'Bijvoorbeeld de allergenen.' },
] as const

export type DescriptionKey = (typeof DESCRIPTIONS)[number]['key']

const FLAGS = ['hide_price', 'show_price_tax_included', 'stock_management', 'enable_checkout', 'enable_quote', 'enable_form', 'enable_affiliate', 'hide_quantity', 'exclude_base_price'] as const
export type Flag = (typeof FLAGS)[number]

const TEXTS = ['title', 'slug', 'path', 'sku', 'before_price_text', 'after_price_text', 'form_id', 'affiliate_link', 'seo_title', 'seo_description', 'layout'] as const
type TextKey = (typeof TEXTS)[number]

export type AttributeRow = { key: string; values: string }

export type ProductFields = Record<TextKey, string> & Record<Flag, boolean> & {
  price: string
  sale_price: string
  vat_rate: string
  stock: string
  lead_time_days: string
  position: string
  descriptions: Record<DescriptionKey, string>
  images: string[]
  categories: string[]
  attributes: AttributeRow[]
  options: OptionDraft[]
}

/** Euros as the owner types them: 24.95 → '24,95'. */
export function amountText(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return ''
  return amount.toFixed(2).replace('.', ',')
}

/** main_image and the pipe-separated sub_images as one list, the main image first. */
export function imagesOf(main: string, sub: string): string[] {
  return [main, ...sub.split('|')].map((url) => url.trim()).filter(Boolean)
}

export function fieldsOf(product: Product): ProductFields {
  const texts = Object.fromEntries(TEXTS.map((name) => [name, String(product[name] ?? '')])) as Record<TextKey, string>
  const flags = Object.fromEntries(FLAGS.map((name) => [name, Boolean(product[name])])) as Record<Flag, boolean>
  const descriptions = Object.fromEntries(DESCRIPTIONS.map(({ key }) => {
    const view = textOf(product[key])
    return [key, view.editable ? view.text : '']
  })) as Record<DescriptionKey, string>
  return {
    ...texts,
    ...flags,
    price: amountText(product.price?.incl_tax ?? 0),
    sale_price: amountText(product.sale_price?.incl_tax),
    vat_rate: String(product.vat_rate),
    stock: String(product.stock ?? 0),
    lead_time_days: String(product.lead_time_days ?? 0),
    position: String(product.position ?? 0),
    descriptions,
    images: imagesOf(product.main_image ?? '', product.sub_images ?? ''),
    categories: [...product.categories],
    attributes: Object.entries(product.attributes ?? {}).map(([key, values]) => ({ key, values: values.join(', ') })),
    options: draftsOf(product.options),
  }
}

/** An integer as typed, or the text itself so the API says what is wrong under the field. */
const integer = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text)

export function attributesPayload(rows: AttributeRow[]): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const row of rows) {
    const key = row.key.trim()
    if (!key) continue
    out[key] = row.values.split(',').map((value) => value.trim()).filter(Boolean)
  }
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Options compared without the editor's handles. */
const optionsKey = (options: OptionDraft[]) => JSON.stringify(optionsPayload(options))

/** The PUT body for the changes from `base` to `fields` (empty when nothing changed). */
export function changesOf(base: Product, fields: ProductFields): Record<string, unknown> {
  const saved = fieldsOf(base)
  const body: Record<string, unknown> = {}
  for (const name of TEXTS) if (fields[name] !== saved[name]) body[name] = fields[name]
  for (const name of FLAGS) if (fields[name] !== saved[name]) body[name] = fields[name]
  if (fields.price !== saved.price || fields.vat_rate !== saved.vat_rate) body.price = { incl_tax: fields.price.trim() || '0' }
  if (fields.sale_price !== saved.sale_price || (fields.vat_rate !== saved.vat_rate && fields.sale_price.trim())) {
    body.sale_price = fields.sale_price.trim() ? { incl_tax: fields.sale_price.trim() } : null
  }
  if (fields.vat_rate !== saved.vat_rate) body.vat_rate = integer(fields.vat_rate)
  if (fields.stock !== saved.stock) body.stock = integer(fields.stock)
  if (fields.lead_time_days !== saved.lead_time_days) body.lead_time_days = integer(fields.lead_time_days)
  if (fields.position !== saved.position) body.position = integer(fields.position)
  for (const { key } of DESCRIPTIONS) {
    if (fields.descriptions[key] !== saved.descriptions[key]) body[key] = richTextFrom(fields.descriptions[key], base[key] as RichText)
  }
  if (!same(fields.images, saved.images)) {
    body.main_image = fields.images[0] ?? ''
    body.sub_images = fields.images.slice(1).join('|')
  }
  if (!same(fields.categories, saved.categories)) body.categories = fields.categories
  if (!same(attributesPayload(fields.attributes), attributesPayload(saved.attributes))) body.attributes = attributesPayload(fields.attributes)
  if (optionsKey(fields.options) !== optionsKey(saved.options)) body.options = optionsPayload(fields.options)
  return body
}

export const isDirty = (base: Product, fields: ProductFields) => Object.keys(changesOf(base, fields)).length > 0

/** A key from a title: 'Crème brûlée 2' → 'creme-brulee-2'. */
export function keyFromTitle(title: string): string {
  return title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100)
}

/** The API's errors at `name` and below it (`price` also gets `price.incl_tax`). */
export function errorsAt(errors: Record<string, string[]>, name: string): string[] | undefined {
  const found = Object.entries(errors).filter(([key]) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)).flatMap(([, messages]) => messages)
  return found.length ? found : undefined
}
