/**
 * Plain text of the webshop's descriptions for crawlers (JSON-LD, og:description): a
 * rich-text document (docs/data-shapes.md) or a string of inline HTML, tags removed,
 * entities decoded, whitespace collapsed.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

/** Inline HTML as text: tags become spaces, entities characters. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim()
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The texts of one rich-text block: paragraphs, headers, quotes and list items (also nested).
function blockTexts(data: Record<string, unknown>): string[] {
  const texts: string[] = []
  if (typeof data.text === 'string') texts.push(data.text)
  const items = Array.isArray(data.items) ? data.items : []
  for (const item of items) {
    if (typeof item === 'string') texts.push(item)
    else if (isObject(item)) texts.push(...blockTexts({ text: item.content, items: item.items }))
  }
  return texts
}

/** The plain text of a description: a document's text blocks, or inline HTML. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return htmlText(value)
  if (!isObject(value) || !Array.isArray(value.blocks)) return ''
  const parts: string[] = []
  for (const block of value.blocks) {
    // A developer's raw HTML is no description text.
    if (isObject(block) && block.type !== 'raw' && isObject(block.data)) parts.push(...blockTexts(block.data))
  }
  return htmlText(parts.join(' '))
}
