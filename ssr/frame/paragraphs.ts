/**
 * In-place rich text in the preview frame (docs/page-editor.md, "Preview frame"): a
 * click on a rich-text field (`data-wm-paragraph`) turns it into an Editor.js editor
 * over its stored document (`data-wm-data`); every change posts `paragraph_change`
 * with the document (version 2.18.0, spec 001) under the field's address. The editor's
 * toolbar and side panels act on it with the spec's messages:
 *
 * - `request_active_attrs_{id}` → `paragraph_attrs_{id}` {attributes, selected_node}
 * - `paragraph_edit_{id}` {type: bold|italic|underline|unlink|heading|paragraph|list, payload}
 * - `paragraph_edit_object_{id}` {type: link|image|iframe|html, payload}
 *
 * Loaded on demand (Editor.js is large), only in editable mode.
 */
import EditorJS, { type OutputBlockData, type OutputData } from '@editorjs/editorjs'
import Delimiter from '@editorjs/delimiter'
import Header from '@editorjs/header'
import List from '@editorjs/list'
import Quote from '@editorjs/quote'
import Table from '@editorjs/table'
import { parseParagraphId, type EditorToFrame, type FieldAddress } from '@site/blocks/editor/protocol.ts'
import { EDITOR_VERSION, IFRAME_HEIGHT, richTextBlocks } from '@site/blocks/richtext/document.ts'
import { safeUrl } from '@site/blocks/links/safeUrl.ts'
import type { ParagraphContext } from './bridge'
import { EDITOR_MESSAGES } from './editorMessages'
import { IframeTool, ImageTool, RawTool, UnderlineTool } from './tools'

const PARAGRAPH = 'data-wm-paragraph'
const EDITING = 'data-wm-editing'

export interface ParagraphEditing {
  activate: (paragraph: HTMLElement) => Promise<void>
  /** Before `current` is replaced by `fresh`: the paragraph being edited moves over. */
  keepActive: (current: Element | null, fresh: Element) => void
  receive: (message: EditorToFrame) => Promise<void>
  stop: () => void
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The stored document of a paragraph element as Editor.js data. */
export function paragraphData(element: Element): OutputData {
  let value: unknown = null
  try {
    value = JSON.parse(element.getAttribute('data-wm-data') ?? 'null')
  } catch {
    value = null
  }
  return { version: EDITOR_VERSION, blocks: richTextBlocks(value) as OutputBlockData[] }
}

/** The document Editor.js saved, in the stored shape (spec: version 2.18.0). */
function storedDocument(data: OutputData): OutputData {
  return { time: data.time ?? Date.now(), blocks: data.blocks, version: EDITOR_VERSION }
}

/**
 * The links of a saved document as they are in the editor: Editor.js's sanitizer
 * writes every link as `target="_blank" rel="nofollow"`. Each `<a>` of a block's text
 * (and list items) gets the href and target of the same link in that block's DOM, in
 * order; a new-window link gets `rel="noopener noreferrer"`, no link gets nofollow.
 */
export function withOwnLinks(data: OutputData, holder: Element): OutputData {
  const blocks = data.blocks.map((block) => {
    const element = block.id ? [...holder.querySelectorAll('.ce-block')].find((candidate) => candidate.getAttribute('data-id') === block.id) : undefined
    if (!element) return block
    const anchors = [...element.querySelectorAll('a[href]')]
    let next = 0
    const fix = (html: unknown) =>
      typeof html !== 'string'
        ? html
        : html.replace(/<a\b[^>]*>/gi, (tag) => {
            const anchor = anchors[next]
            next += 1
            if (!anchor) return tag
            const url = safeUrl(anchor.getAttribute('href'))
            if (!url) return '<a>'
            const target = anchor.getAttribute('target') === '_blank' ? ' target="_blank" rel="noopener noreferrer"' : ''
            return `<a href="${escapeHtml(url)}"${target}>`
          })
    const blockData = { ...(block.data as Record<string, unknown>) }
    if ('text' in blockData) blockData.text = fix(blockData.text)
    if ('caption' in blockData) blockData.caption = fix(blockData.caption)
    if (Array.isArray(blockData.items)) {
      const items = (list: unknown[]): unknown[] =>
        list.map((item) =>
          typeof item === 'string'
            ? fix(item)
            : typeof item === 'object' && item !== null
              ? { ...item, content: fix((item as { content?: unknown }).content), items: Array.isArray((item as { items?: unknown }).items) ? items((item as { items: unknown[] }).items) : (item as { items?: unknown }).items }
              : item,
        )
      blockData.items = items(blockData.items)
    }
    return { ...block, data: blockData }
  })
  return { ...data, blocks }
}

/** The inline state of the selection inside `root`. */
export function selectionAttributes(doc: Document, root: Element): { attributes: Record<string, unknown>; selected_node: string | null } {
  const selection = doc.getSelection()
  const anchor = selection?.anchorNode ?? null
  const element = anchor ? (anchor instanceof Element ? anchor : anchor.parentElement) : null
  if (!element || !root.contains(element)) return { attributes: {}, selected_node: null }
  const within = (selector: string) => element.closest(selector)
  const link = within('a[href]')
  const heading = within('h1, h2, h3, h4, h5, h6')
  const state = (command: string) => {
    try {
      return doc.queryCommandState(command)
    } catch {
      return false
    }
  }
  return {
    attributes: {
      bold: state('bold') || Boolean(within('b, strong')),
      italic: state('italic') || Boolean(within('i, em')),
      underline: state('underline') || Boolean(within('u')),
      link: link ? link.getAttribute('href') : null,
      target: link ? link.getAttribute('target') : null,
      heading: heading ? Number(heading.tagName.slice(1)) : null,
      list: Boolean(within('ul, ol')),
      text: selection?.toString() ?? '',
    },
    selected_node: element.tagName.toLowerCase(),
  }
}


/** A table inserted from the toolbox: 3 x 3 cells without a header row (spec 001 §5). */
export const TABLE_CONFIG = { rows: 3, cols: 3, withHeadings: false }

class ActiveParagraph {
  readonly address: FieldAddress
  readonly editor: EditorJS
  private range: Range | null = null
  private readonly onSelection = () => {
    const selection = this.doc.getSelection()
    if (selection && selection.rangeCount > 0 && this.element.contains(selection.anchorNode)) this.range = selection.getRangeAt(0).cloneRange()
  }

  constructor(
    readonly id: string,
    readonly element: HTMLElement,
    private readonly doc: Document,
    private readonly context: ParagraphContext,
  ) {
    this.address = parseParagraphId(id) as FieldAddress
    const data = paragraphData(element)
    element.replaceChildren()
    element.setAttribute(EDITING, '')
    this.editor = new EditorJS({
      holder: element,
      data,
      minHeight: 0,
      autofocus: true,
      placeholder: 'Typ hier je tekst',
      i18n: { messages: EDITOR_MESSAGES },
      tools: {
        header: { class: Header as never, inlineToolbar: true, config: { levels: [1, 2, 3, 4, 5, 6], defaultLevel: 2, placeholder: 'Kop' } },
        list: { class: List as never, inlineToolbar: true },
        quote: { class: Quote as never, inlineToolbar: true, config: { quotePlaceholder: 'Citaat', captionPlaceholder: 'Van wie' } },
        table: { class: Table as never, inlineToolbar: true, config: TABLE_CONFIG },
        delimiter: Delimiter as never,
        image: ImageTool as never,
        iframe: IframeTool as never,
        raw: RawTool as never,
        underline: UnderlineTool as never,
      },
      onChange: () => void this.publish(),
    })
    doc.addEventListener('selectionchange', this.onSelection)
  }

  async publish(): Promise<void> {
    const saved = storedDocument(withOwnLinks(await this.editor.save(), this.element))
    this.element.setAttribute('data-wm-data', JSON.stringify(saved))
    this.context.send({ type: 'paragraph_change', payload: { ...this.address, data: saved } })
  }

  /** Focus back in the paragraph with the selection it had (the editor's panels took focus). */
  restoreSelection(): void {
    const selection = this.doc.getSelection()
    if (!this.range || !selection) return
    const editable = this.range.startContainer instanceof Element ? this.range.startContainer.closest('[contenteditable="true"]') : this.range.startContainer.parentElement?.closest('[contenteditable="true"]')
    if (editable instanceof HTMLElement) editable.focus({ preventScroll: true })
    selection.removeAllRanges()
    selection.addRange(this.range)
  }

  private currentIndex(): number {
    const index = this.editor.blocks.getCurrentBlockIndex()
    return index >= 0 ? index : Math.max(0, this.editor.blocks.getBlocksCount() - 1)
  }

  private async currentText(): Promise<{ index: number; text: string }> {
    const index = this.currentIndex()
    const block = this.editor.blocks.getBlockByIndex(index)
    const saved = block ? await block.save() : undefined
    const data = (saved?.data ?? {}) as { text?: unknown; items?: unknown }
    if (typeof data.text === 'string') return { index, text: data.text }
    if (Array.isArray(data.items)) {
      const items = data.items.map((item) => (typeof item === 'string' ? item : String((item as { content?: unknown })?.content ?? '')))
      return { index, text: items.join('<br>') }
    }
    return { index, text: '' }
  }

  private async replaceCurrent(type: string, data: Record<string, unknown>): Promise<void> {
    const { index } = await this.currentText()
    this.editor.blocks.insert(type, data, undefined, index, true, true)
  }

  async edit(type: string, payload: unknown): Promise<void> {
    this.restoreSelection()
    const options = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>
    if (type === 'bold' || type === 'italic' || type === 'underline' || type === 'unlink') {
      this.doc.execCommand(type)
    } else if (type === 'heading') {
      const { text } = await this.currentText()
      const level = Math.min(6, Math.max(1, Number(options.level ?? payload) || 2))
      await this.replaceCurrent('header', { text, level })
    } else if (type === 'paragraph') {
      const { text } = await this.currentText()
      await this.replaceCurrent('paragraph', { text })
    } else if (type === 'list') {
      const { text } = await this.currentText()
      const style = options.style === 'ordered' || payload === 'ordered' ? 'ordered' : 'unordered'
      await this.replaceCurrent('list', { style, items: text.split('<br>').map((content) => ({ content, meta: {}, items: [] })) })
    } else {
      return
    }
    await this.publish()
  }

  async insertObject(type: string, payload: Record<string, unknown>): Promise<void> {
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    if (type === 'link') {
      const url = safeUrl(payload.url)
      if (!url) return
      this.restoreSelection()
      const label = text(payload.text) || this.doc.getSelection()?.toString() || url
      const target = payload.target === '_blank' ? ' target="_blank" rel="noopener noreferrer"' : ''
      this.doc.execCommand('insertHTML', false, `<a href="${escapeHtml(url)}"${target}>${escapeHtml(label)}</a>`)
    } else {
      const index = this.currentIndex() + 1
      if (type === 'image') {
        const url = safeUrl(payload.src)
        if (!url) return
        this.editor.blocks.insert('image', { file: { url }, alt: text(payload.alt), caption: escapeHtml(text(payload.caption)) }, undefined, index, true)
      } else if (type === 'iframe') {
        const url = safeUrl(payload.src)
        if (!url) return
        const height = Math.min(4000, Math.max(50, Number(payload.height) || IFRAME_HEIGHT))
        this.editor.blocks.insert('iframe', { src: url, title: text(payload.title), height }, undefined, index, true)
      } else if (type === 'html') {
        // Only developers have the panel; the API judges the role when the page is saved.
        this.editor.blocks.insert('raw', { html: text(payload.html) }, undefined, index, true)
      } else {
        return
      }
    }
    await this.publish()
  }

  async stop(): Promise<OutputData | null> {
    this.doc.removeEventListener('selectionchange', this.onSelection)
    let saved: OutputData | null = null
    try {
      saved = storedDocument(withOwnLinks(await this.editor.save(), this.element))
    } catch {
      saved = null
    }
    this.editor.destroy()
    this.element.removeAttribute(EDITING)
    if (saved) {
      this.element.setAttribute('data-wm-data', JSON.stringify(saved))
      this.element.innerHTML = staticHtml(saved.blocks)
    }
    return saved
  }
}

/** A plain rendering of a document until the server renders the section again. */
export function staticHtml(blocks: OutputBlockData[]): string {
  return blocks
    .map((block) => {
      const data = block.data as Record<string, unknown>
      const text = typeof data.text === 'string' ? data.text : ''
      if (block.type === 'header') {
        const level = Math.min(6, Math.max(1, Number(data.level) || 2))
        return `<h${level}>${text}</h${level}>`
      }
      if (block.type === 'list' && Array.isArray(data.items)) {
        const tag = data.style === 'ordered' ? 'ol' : 'ul'
        const items = data.items.map((item) => `<li>${typeof item === 'string' ? item : String((item as { content?: unknown })?.content ?? '')}</li>`)
        return `<${tag}>${items.join('')}</${tag}>`
      }
      if (block.type === 'delimiter') return '<hr>'
      if (block.type === 'quote') return `<figure class="wm-quote"><blockquote>${text}</blockquote></figure>`
      return text ? `<p>${text}</p>` : ''
    })
    .join('')
}

export function startParagraphs(context: ParagraphContext): ParagraphEditing {
  const { doc } = context
  let active: ActiveParagraph | null = null

  const find = (id: string) => [...doc.querySelectorAll<HTMLElement>(`[${PARAGRAPH}]`)].find((element) => element.getAttribute(PARAGRAPH) === id) ?? null

  const activate = async (paragraph: HTMLElement) => {
    const id = paragraph.getAttribute(PARAGRAPH)
    if (!id || !parseParagraphId(id) || active?.element === paragraph) return
    const previous = active
    active = null
    await previous?.stop()
    active = new ActiveParagraph(id, paragraph, doc, context)
    await active.editor.isReady
  }

  const target = async (id: string) => {
    if (active?.id === id && active.element.isConnected) return active
    const element = find(id)
    if (!element) return null
    await activate(element)
    return active
  }

  return {
    activate,
    keepActive(current, fresh) {
      if (!active || !current?.contains(active.element)) return
      const twin = [...fresh.querySelectorAll(`[${PARAGRAPH}]`)].find((element) => element.getAttribute(PARAGRAPH) === active?.id)
      twin?.replaceWith(active.element)
    },
    async receive(message) {
      const { type } = message
      const payload = (message.payload ?? {}) as { type?: unknown; payload?: unknown }
      if (type.startsWith('request_active_attrs_')) {
        const id = type.slice('request_active_attrs_'.length)
        const element = active?.id === id ? active.element : find(id)
        const answer = element ? selectionAttributes(doc, element) : { attributes: {}, selected_node: null }
        context.send({ type: `paragraph_attrs_${id}`, payload: answer })
        return
      }
      if (type.startsWith('paragraph_edit_object_')) {
        const paragraph = await target(type.slice('paragraph_edit_object_'.length))
        const objectPayload = typeof payload.payload === 'object' && payload.payload !== null ? (payload.payload as Record<string, unknown>) : {}
        if (paragraph && typeof payload.type === 'string') await paragraph.insertObject(payload.type, objectPayload)
        return
      }
      if (type.startsWith('paragraph_edit_')) {
        const paragraph = await target(type.slice('paragraph_edit_'.length))
        if (paragraph && typeof payload.type === 'string') await paragraph.edit(payload.type, payload.payload)
      }
    },
    stop() {
      void active?.stop()
      active = null
    },
  }
}
