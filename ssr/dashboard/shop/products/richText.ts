/**
 * A description (an Editor.js document or a string of inline HTML, docs/shop.md) as
 * the product editor's text area shows it, and back. Paragraphs are separated by an
 * empty line, a heading starts with '## ' (level 2) or '### ' (level 3); inline
 * formatting stays HTML (<b>, <i>, <a href>), which the API cleans with its allowlist.
 * A document with other blocks (lists, images, quotes) is not editable here and is
 * kept exactly as it is.
 */
import type { RichText } from '../shopApi'

type Block = { id?: string; type: string; data: Record<string, unknown> }

export type TextView = { editable: true; text: string } | { editable: false; summary: string }

const EDITABLE = new Set(['paragraph', 'header'])

export function textOf(value: RichText | undefined | null): TextView {
  if (value === undefined || value === null || value === '') return { editable: true, text: '' }
  if (typeof value === 'string') return { editable: true, text: value }
  const blocks = (value.blocks ?? []) as Block[]
  if (!blocks.every((block) => EDITABLE.has(block.type))) {
    const kinds = [...new Set(blocks.map((block) => block.type))].join(', ')
    return { editable: false, summary: `Deze tekst bevat blokken (${kinds}) die je hier niet kunt bewerken; hij blijft zoals hij is.` }
  }
  const text = blocks.map((block) => {
    const content = String(block.data.text ?? '').replace(/<br\s*\/?>/gi, '\n')
    if (block.type !== 'header') return content
    const level = Math.min(Math.max(Number(block.data.level) || 2, 2), 3)
    return `${'#'.repeat(level)} ${content}`
  })
  return { editable: true, text: text.join('\n\n') }
}

let counter = 0

/**
 * The text as the stored kind: a string stays a string; a document gets its blocks
 * from the text (keeping its time and version); an empty text is ''.
 */
export function richTextFrom(text: string, original: RichText | undefined | null): RichText {
  if (!text.trim()) return ''
  if (original === undefined || original === null || typeof original === 'string') return text
  const blocks: Block[] = text
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      counter += 1
      const id = `blok-${Date.now().toString(36)}-${counter}`
      const heading = /^(#{2,3}) +(.+)$/s.exec(chunk)
      if (heading) return { id, type: 'header', data: { text: heading[2].replace(/\n/g, '<br>'), level: heading[1].length } }
      return { id, type: 'paragraph', data: { text: chunk.replace(/\n/g, '<br>') } }
    })
  return { ...original, blocks }
}
