/**
 * The page editor's section operations, pure: every change makes a new components list
 * (the page's `components`, docs/page-editor.md), so undo, the frame and the draft queue
 * all work from whole lists. Blocks sit in a section's `blocks` and, nested, in a
 * block's `slots`.
 */
import type { CatalogueEntry } from '@site/shared-schema'
import type { FieldAddress, SectionJson } from '@site/blocks/editor/protocol.ts'

export type { SectionJson }

export type BlockJson = {
  id: string
  type: string
  props?: Record<string, unknown>
  style?: Record<string, unknown>
  slots?: Record<string, BlockJson[]>
  [key: string]: unknown
}

/** A new id for a copied or added section or block (`s-` / `b-` and 12 hex digits). */
export function newId(prefix: 's' | 'b'): string {
  const bytes = new Uint8Array(6)
  crypto.getRandomValues(bytes)
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

export function blocksOf(section: SectionJson): BlockJson[] {
  return (section.blocks ?? []) as BlockJson[]
}

/** Every block of a section, depth first, with its depth (slots nest blocks). */
export function flattenBlocks(section: SectionJson): { block: BlockJson; depth: number }[] {
  const found: { block: BlockJson; depth: number }[] = []
  const walk = (list: BlockJson[], depth: number) => {
    for (const block of list) {
      found.push({ block, depth })
      for (const inner of Object.values(block.slots ?? {})) walk(inner, depth + 1)
    }
  }
  walk(blocksOf(section), 0)
  return found
}

export function findBlock(section: SectionJson, id: string): BlockJson | null {
  return flattenBlocks(section).find((entry) => entry.block.id === id)?.block ?? null
}

function mapBlocks(list: BlockJson[], id: string, change: (block: BlockJson) => BlockJson): BlockJson[] {
  return list.map((block) => {
    if (block.id === id) return change(block)
    if (!block.slots) return block
    return { ...block, slots: Object.fromEntries(Object.entries(block.slots).map(([slot, inner]) => [slot, mapBlocks(inner, id, change)])) }
  })
}

function withNewIds(block: BlockJson): BlockJson {
  return {
    ...block,
    id: newId('b'),
    ...(block.slots ? { slots: Object.fromEntries(Object.entries(block.slots).map(([slot, inner]) => [slot, inner.map(withNewIds)])) } : {}),
  }
}

/** A deep copy of a section with new ids for it and its blocks (duplicate, paste). */
export function copySection(section: SectionJson): SectionJson {
  const clone = structuredClone(section)
  return { ...clone, id: newId('s'), blocks: blocksOf(clone).map(withNewIds) }
}

export function updateSection(components: SectionJson[], id: string, change: (section: SectionJson) => SectionJson): SectionJson[] {
  return components.map((section) => (section.id === id ? change(section) : section))
}

export function setMeta(components: SectionJson[], id: string, meta: Record<string, unknown>): SectionJson[] {
  return updateSection(components, id, (section) => ({ ...section, meta }))
}

export function setBlock(components: SectionJson[], sectionId: string, blockId: string, change: (block: BlockJson) => BlockJson): SectionJson[] {
  return updateSection(components, sectionId, (section) => ({ ...section, blocks: mapBlocks(blocksOf(section), blockId, change) }))
}

/** Writes a field value at a frame address: a block's prop, or the section's meta. */
export function setField(components: SectionJson[], address: FieldAddress, value: unknown): SectionJson[] {
  if (address.block) return setBlock(components, address.section, address.block, (block) => ({ ...block, props: { ...block.props, [address.field]: value } }))
  return updateSection(components, address.section, (section) => ({ ...section, meta: { ...section.meta, [address.field]: value } }))
}

export function insertAt(components: SectionJson[], index: number, section: SectionJson): SectionJson[] {
  const at = Math.max(0, Math.min(index, components.length))
  return [...components.slice(0, at), section, ...components.slice(at)]
}

export function removeSection(components: SectionJson[], id: string): SectionJson[] {
  return components.filter((section) => section.id !== id)
}

export function duplicateSection(components: SectionJson[], id: string): { components: SectionJson[]; copy: SectionJson | null } {
  const index = components.findIndex((section) => section.id === id)
  if (index < 0) return { components, copy: null }
  const copy = copySection(components[index])
  return { components: insertAt(components, index + 1, copy), copy }
}

export function moveSection(components: SectionJson[], from: number, to: number): SectionJson[] {
  if (from === to || from < 0 || to < 0 || from >= components.length || to >= components.length) return components
  const next = [...components]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}

/** A new section of a catalogue entry, holding the template's defaults. */
export function sectionFrom(entry: CatalogueEntry): SectionJson {
  return { id: newId('s'), template: entry.id, meta: structuredClone(entry.defaults ?? {}), blocks: [] }
}

export type CatalogueGroup = { name: string; entries: CatalogueEntry[] }

/**
 * The catalogue as the 'Sectie toevoegen' dialog shows it: disabled templates hidden,
 * reusable-template entries (`is_template`) under 'Templates', the rest under each of
 * their groups (an entry may sit in several), groups in the catalogue's own order.
 */
export function groupCatalogue(entries: CatalogueEntry[], { developer = false } = {}): CatalogueGroup[] {
  const groups = new Map<string, CatalogueEntry[]>()
  const add = (name: string, entry: CatalogueEntry) => {
    const list = groups.get(name) ?? []
    if (!list.includes(entry)) list.push(entry)
    groups.set(name, list)
  }
  for (const entry of entries) {
    if (entry.disabled) continue
    if (entry.developer && !developer) continue
    if (entry.is_template) add('Templates', entry)
    else if (entry.groups?.length) for (const group of entry.groups) add(group, entry)
    else add('Overig', entry)
  }
  return [...groups].map(([name, list]) => ({ name, entries: list }))
}

const CLIPBOARD_KEY = 'wm.editor.clipboard'

/** Copy a section to the browser's storage: pasted into any page of any tab. */
export function copyToClipboard(storage: Pick<Storage, 'setItem'>, section: SectionJson): boolean {
  try {
    storage.setItem(CLIPBOARD_KEY, JSON.stringify({ section, copied_at: new Date().toISOString() }))
    return true
  } catch {
    return false
  }
}

export function readClipboard(storage: Pick<Storage, 'getItem'>): SectionJson | null {
  try {
    const raw = storage.getItem(CLIPBOARD_KEY)
    if (!raw) return null
    const section = (JSON.parse(raw) as { section?: SectionJson }).section
    return section && typeof section.id === 'string' && typeof section.template === 'string' ? section : null
  } catch {
    return null
  }
}

export const CLIPBOARD_STORAGE_KEY = CLIPBOARD_KEY

function isEmptyRichText(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false
  const blocks = (value as { blocks?: unknown }).blocks
  return Array.isArray(blocks) && blocks.length === 0 && 'version' in value
}

/**
 * Whether a form's change of one field leaves the stored value as it was: equal, or a
 * rich-text field that reports its empty document when it starts on a value never set
 * (opening a form must not make a draft change).
 */
export function sameFieldValue(before: unknown, after: unknown): boolean {
  if (JSON.stringify(before) === JSON.stringify(after)) return true
  return (before === undefined || before === null || isEmptyRichText(before)) && isEmptyRichText(after)
}

/** How long a section label's text may be before it is cut (with '…'). */
export const LABEL_TEXT_LENGTH = 40

const isRichText = (value: unknown): value is { blocks: { type?: string; data?: { text?: unknown } }[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks)

/** A heading-like plain field: `title`, `heading`, `logo_title`… (not a button's or a link's). */
const TITLE_KEY = /(^|_)(title|heading|titel|kop)$/
const NOT_A_TITLE = /^(button|link|seo|alt|image|icon)/

/** Markup and entities out, whitespace joined: the text a rich-text block shows. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

function trimmed(text: string, length = LABEL_TEXT_LENGTH): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}

/**
 * The text that tells a section apart from others of its template: its first heading
 * (rich text, the section's meta first, then its blocks in order, slots included), else
 * its first paragraph text, else a plain title field; '' when it has none.
 */
export function sectionText(section: SectionJson): string {
  const headings: string[] = []
  const paragraphs: string[] = []
  const titles: string[] = []
  const visit = (values: Record<string, unknown> | undefined) => {
    for (const [key, value] of Object.entries(values ?? {})) {
      if (isRichText(value)) {
        for (const block of value.blocks) {
          const text = typeof block?.data?.text === 'string' ? plainText(block.data.text) : ''
          if (!text) continue
          if (block.type === 'header') headings.push(text)
          else if (block.type === 'paragraph') paragraphs.push(text)
        }
      } else if (typeof value === 'string' && TITLE_KEY.test(key) && !NOT_A_TITLE.test(key)) {
        const text = plainText(value)
        if (text) titles.push(text)
      }
    }
  }
  visit(section.meta as Record<string, unknown> | undefined)
  for (const { block } of flattenBlocks(section)) visit(block.props)
  return headings[0] ?? paragraphs[0] ?? titles[0] ?? ''
}

/**
 * A section's label in the list, the drag announcements and the form's header: its
 * catalogue title with its text ('Vrije sectie: Vers uit onze winkel'), so sections
 * of one template can be told apart; the title alone when it has no text.
 */
export function sectionLabel(section: SectionJson, title: string): string {
  const text = sectionText(section)
  return text ? `${title}: ${trimmed(text)}` : title
}
