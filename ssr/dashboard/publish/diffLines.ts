/**
 * A structural diff (docs/publishing.md, Diff) as lines an owner can read: sections and
 * items added, removed and moved, fields changed before → after, each under a Dutch
 * name of where it happened instead of a dotted path.
 */
import type { Diff } from '../types'

export type DiffLine =
  | { kind: 'added' | 'removed'; where: string; what: string; summary: string }
  | { kind: 'moved'; where: string; what: string; from: number; to: number }
  | { kind: 'changed'; where: string; before: string; after: string }

// Field and list names of pages, menus, forms and templates in the owner's words.
const NAMES: Record<string, string> = {
  path: 'Pad',
  post_title: 'Titel',
  title: 'Titel',
  seo_title: 'SEO-titel',
  seo_description: 'SEO-omschrijving',
  noindex: 'Verbergen voor zoekmachines',
  password: 'Wachtwoord',
  components: 'Secties',
  secured_components: 'Beveiligde secties',
  blocks: 'Blokken',
  items: 'Items',
  children: 'Subitems',
  submit_title: 'Knoptekst',
  message: 'Bericht na verzenden',
  redirection_url: 'Doorsturen naar',
  breadcrumbs: 'Kruimelpad',
  custom_fields: 'Eigen velden',
  meta: 'Instellingen',
  props: 'Eigenschappen',
  style: 'Stijl',
  logo: 'Logo',
  styles: 'Kleuren',
  translations: 'Vertalingen',
  cookie_consent: 'Cookiemelding',
  global_fields: 'Algemene velden',
}

const LIST_ENTRY: Record<string, string> = {
  components: 'Sectie',
  secured_components: 'Beveiligde sectie',
  blocks: 'Blok',
  items: 'Item',
  children: 'Subitem',
}

/** `components.hero.blocks.t1.props.title` → `Secties › hero › Blokken › t1 › Eigenschappen › title`. */
export function placeName(path: string): string {
  if (!path) return 'Document'
  return path
    .split('.')
    .map((part) => NAMES[part] ?? part)
    .join(' › ')
}

function entryName(path: string): string {
  const last = path.split('.').pop() ?? ''
  return LIST_ENTRY[last] ?? 'Onderdeel'
}

const MAX_SHOWN = 120

/** A value as short readable text: strings as they are, the rest as compact JSON. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(leeg)'
  if (value === true) return 'aan'
  if (value === false) return 'uit'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text
}

function entrySummary(entry: unknown): string {
  if (entry && typeof entry === 'object') {
    const record = entry as Record<string, unknown>
    const label = record.title ?? record.label ?? record.template ?? record.type
    if (typeof label === 'string' && label) return label
  }
  return ''
}

export function diffLines(diff: Pick<Diff, 'added' | 'removed' | 'moved' | 'changed'>): DiffLine[] {
  const lines: DiffLine[] = []
  for (const entry of diff.added) {
    lines.push({ kind: 'added', where: placeName(entry.path), what: `${entryName(entry.path)} ${entry.id}`, summary: entrySummary(entry.after) })
  }
  for (const entry of diff.removed) {
    lines.push({ kind: 'removed', where: placeName(entry.path), what: `${entryName(entry.path)} ${entry.id}`, summary: entrySummary(entry.before) })
  }
  for (const entry of diff.moved) {
    lines.push({ kind: 'moved', where: placeName(entry.path), what: `${entryName(entry.path)} ${entry.id}`, from: entry.from + 1, to: entry.to + 1 })
  }
  for (const entry of diff.changed) {
    // The password hash never appears in a diff; a changed password shows as set or not.
    const secret = entry.path === 'password'
    lines.push({
      kind: 'changed',
      where: placeName(entry.path),
      before: secret ? (entry.before ? 'ingesteld' : '(geen)') : shown(entry.before),
      after: secret ? (entry.after ? 'ingesteld' : '(geen)') : shown(entry.after),
    })
  }
  return lines
}
