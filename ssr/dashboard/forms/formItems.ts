/**
 * A form's items as the builder edits them, and the edits it makes: pure functions that
 * return a new list. The shape is the API's (api/forms/schemas.py, spec 000 "Form
 * item"): id, identifier, label, type, options {value, title}, required and hide_label
 * ('0'/'1'), default_value, and for a file item its own accept and max_size. `key` is
 * the editor's handle for a row and an option (for drag and drop and React), never sent.
 */

export const FIELD_TYPES = ['text', 'textarea', 'select', 'date', 'time', 'password', 'file'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export const TYPE_LABEL: Record<FieldType, string> = {
  text: 'Tekstregel',
  textarea: 'Tekstvak',
  select: 'Keuzelijst',
  date: 'Datum',
  time: 'Tijd',
  password: 'Wachtwoord',
  file: 'Bestanden uploaden',
}

export type FormOption = { key: string; value: string; title: string }

export type FormItem = {
  key: string
  id: string
  identifier: string
  label: string
  type: string
  options: FormOption[]
  required: boolean
  hide_label: boolean
  default_value: string
  /** File items only: content types, one per entry (empty: the defaults). */
  accept: string[]
  /** File items only: largest file in bytes (null: the default). */
  max_size: number | null
  /** A new item's identifier follows its label until the owner types one. */
  autoIdentifier: boolean
}

export type FormFields = {
  title: string
  submit_title: string
  message: string
  redirection_url: string
  items: FormItem[]
}

export type RawOption = { value?: unknown; title?: unknown }
export type RawItem = {
  id?: unknown
  identifier?: unknown
  label?: unknown
  type?: unknown
  options?: RawOption[]
  required?: unknown
  hide_label?: unknown
  default_value?: unknown
  accept?: unknown
  max_size?: unknown
}

let counter = 0
const nextKey = (prefix: string) => `${prefix}${(counter += 1)}`
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

export function normaliseOptions(options: RawOption[] | undefined): FormOption[] {
  return (options ?? []).map((option) => ({ key: nextKey('o'), value: text(option.value), title: text(option.title) }))
}

export function normalise(items: RawItem[] | undefined): FormItem[] {
  return (items ?? []).map((item) => ({
    key: nextKey('f'),
    id: text(item.id),
    identifier: text(item.identifier),
    label: text(item.label),
    type: text(item.type) || 'text',
    options: normaliseOptions(item.options),
    required: item.required === '1',
    hide_label: item.hide_label === '1',
    default_value: text(item.default_value),
    accept: Array.isArray(item.accept) ? item.accept.filter((kind): kind is string => typeof kind === 'string') : [],
    max_size: typeof item.max_size === 'number' ? item.max_size : null,
    autoIdentifier: false,
  }))
}

/** 'E-mailadres' → 'e_mailadres': lower-case letters, digits and '_' only. */
export function slug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
}

/** A free identifier from the label, `veld` when it gives none: `naam`, `naam_2`, ... */
export function freeIdentifier(label: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  const stem = slug(label) || 'veld'
  if (!used.has(stem)) return stem
  for (let number = 2; ; number += 1) {
    if (!used.has(`${stem}_${number}`)) return `${stem}_${number}`
  }
}

/** A free item id: `f1`, `f2`, ... past every id in use. */
function freeId(items: FormItem[]): string {
  const used = new Set(items.map((item) => item.id))
  for (let number = items.length + 1; ; number += 1) {
    if (!used.has(`f${number}`)) return `f${number}`
  }
}

export function newItem(items: FormItem[], type: FieldType = 'text', label = 'Nieuw veld'): FormItem {
  return {
    key: nextKey('f'),
    id: freeId(items),
    identifier: freeIdentifier(label, items.map((item) => item.identifier)),
    label,
    type,
    options: type === 'select' ? [newOption([])] : [],
    required: false,
    hide_label: false,
    default_value: '',
    accept: [],
    max_size: null,
    autoIdentifier: true,
  }
}

export function newOption(options: FormOption[]): FormOption {
  return { key: nextKey('o'), value: `optie_${options.length + 1}`, title: `Optie ${options.length + 1}` }
}

export function add(items: FormItem[], item: FormItem): FormItem[] {
  return [...items, item]
}

export function remove(items: FormItem[], key: string): FormItem[] {
  return items.filter((item) => item.key !== key)
}

/** Changes one item. A new item's identifier follows a changed label (free in the form). */
export function update(items: FormItem[], key: string, change: Partial<Omit<FormItem, 'key'>>): FormItem[] {
  return items.map((item) => {
    if (item.key !== key) return item
    const next = { ...item, ...change }
    if ('identifier' in change) next.autoIdentifier = false
    else if ('label' in change && item.autoIdentifier) {
      next.identifier = freeIdentifier(next.label, items.filter((other) => other.key !== key).map((other) => other.identifier))
    }
    // A select starts with one option to fill in.
    if (change.type === 'select' && next.options.length === 0) next.options = [newOption([])]
    return next
  })
}

/** Moves the item one place up (-1) or down (1); the list as it was at an end. */
export function move(items: FormItem[], key: string, direction: -1 | 1): FormItem[] {
  const index = items.findIndex((item) => item.key === key)
  const target = index + direction
  if (index < 0 || target < 0 || target >= items.length) return items
  return moveTo(items, index, target)
}

/** A drop of `key` on `overKey`: the item takes the other's place. */
export function moveOnto(items: FormItem[], key: string, overKey: string): FormItem[] {
  const from = items.findIndex((item) => item.key === key)
  const to = items.findIndex((item) => item.key === overKey)
  if (from < 0 || to < 0 || from === to) return items
  return moveTo(items, from, to)
}

function moveTo<T>(list: T[], from: number, to: number): T[] {
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}

/** Option edits of one item: add one at the end, change, remove, move up or down. */
export const options = {
  add: (list: FormOption[]) => [...list, newOption(list)],
  change: (list: FormOption[], key: string, change: Partial<Omit<FormOption, 'key'>>) => list.map((option) => (option.key === key ? { ...option, ...change } : option)),
  remove: (list: FormOption[], key: string) => list.filter((option) => option.key !== key),
  move: (list: FormOption[], key: string, direction: -1 | 1) => {
    const index = list.findIndex((option) => option.key === key)
    const target = index + direction
    return index < 0 || target < 0 || target >= list.length ? list : moveTo(list, index, target)
  },
}

/** 'image/png, application/pdf' ↔ ['image/png', 'application/pdf']. */
export const acceptText = (accept: string[]) => accept.join(', ')
export const acceptList = (value: string) => value.split(/[\s,;]+/).map((kind) => kind.trim()).filter(Boolean)

/** Bytes as the MB the owner types (empty: the default). */
export const megabytes = (bytes: number | null) => (bytes === null ? '' : String(Math.round((bytes / 1024 / 1024) * 100) / 100))
export function bytesOf(value: string): number | null {
  const number = Number(value.replace(',', '.'))
  return value.trim() === '' || !Number.isFinite(number) ? null : Math.round(number * 1024 * 1024)
}

/** The items as the API takes them: flags as '0'/'1', options only for a select, upload rules only for a file. */
export function payload(items: FormItem[]): Record<string, unknown>[] {
  return items.map((item) => {
    const body: Record<string, unknown> = {
      id: item.id,
      identifier: item.identifier,
      label: item.label,
      type: item.type,
      options: item.type === 'select' ? item.options.map(({ value, title }) => ({ value, title })) : [],
      required: item.required ? '1' : '0',
      hide_label: item.hide_label ? '1' : '0',
      default_value: item.default_value,
    }
    if (item.type === 'file') {
      if (item.accept.length > 0) body.accept = item.accept
      if (item.max_size !== null) body.max_size = item.max_size
    }
    return body
  })
}

/** The whole PUT body of a form. */
export function formPayload(fields: FormFields): Record<string, unknown> {
  return {
    title: fields.title,
    submit_title: fields.submit_title,
    message: fields.message,
    redirection_url: fields.redirection_url.trim() === '' ? '0' : fields.redirection_url,
    items: payload(fields.items),
  }
}

export const sameFields = (a: FormFields, b: FormFields) => JSON.stringify(formPayload(a)) === JSON.stringify(formPayload(b))

/** Every item's key with its path in the API's error keys: `items[2]`. */
export function errorPaths(items: FormItem[]): Map<string, string> {
  return new Map(items.map((item, index) => [item.key, `items[${index}]`]))
}

/** Errors of one item (`items[2].label` → under 'label'), options' too (`options[0].value`). */
export function itemErrors(errors: Record<string, string[]>, path: string): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(errors)) {
    if (name === path) found.item = messages
    else if (name.startsWith(`${path}.`)) found[name.slice(path.length + 1)] = messages
  }
  return found
}
