/**
 * The preview frame's side of the page editor (docs/page-editor.md, "Preview frame").
 * Loaded by the client entry only on an editable page (`<html data-wm-editable>`, a
 * valid preview link with `&bewerken=1`), never for visitors.
 *
 * It reads the editor session (token and the editor's exact origin) from the URL
 * fragment, accepts only messages from that origin with that token (`acceptMessage`)
 * and posts only to it (`post`). It announces the page (`frame_ready`), outlines and
 * reports clicked sections (`section_selected`), selects, arranges and re-renders
 * sections on the editor's word (`select_section`, `arrange_sections`,
 * `update_section` → the server renders the section alone → swapped in, its islands
 * started → `section_rendered`), edits rich text in place (paragraphs.ts) and grids
 * (grids.ts).
 */
import {
  acceptMessage, post, readFragment,
  type EditorToFrame, type FrameToEditor, type SectionJson,
} from '@site/blocks/editor/protocol.ts'
import { setEditorChannel, templateEditorPath } from '@site/blocks/editor/parentFrame.ts'
import { startIslandsIn, type PageIslandsHandle } from '@site/blocks/islands/client.ts'
import type { PageIslands } from '@site/blocks/islands/collector.ts'
import { FRAME_STYLE } from './frameStyle'
import { startGrids } from './grids'
import { Outline } from './outline'
import type { ParagraphEditing } from './paragraphs'

/** The same as server/frameSection.js. */
export const SECTION_RENDER_PATH = '/wm-frame/section'
const SECTION = 'data-wm-section'
const PARAGRAPH = 'data-wm-paragraph'
const LOCKED = 'data-wm-locked'
const TEMPLATE_EDIT = 'data-wm-template-edit'

export interface BridgeOptions {
  win?: Window
  doc?: Document
  fetch?: typeof fetch
  /** Loads in-place rich-text editing (Editor.js) on the first click on a paragraph. */
  loadParagraphs?: () => Promise<{ startParagraphs: (context: ParagraphContext) => ParagraphEditing }>
}

export interface ParagraphContext {
  doc: Document
  send: (message: FrameToEditor) => void
}

export interface Bridge {
  /** Handles one message event (what the window's listener calls). */
  receive: (event: MessageEvent) => Promise<void>
  stop: () => void
}

function escapeSelector(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&')
}

/** The page's own sections, in order (a reusable template's inner sections carry no attribute). */
export function pageSections(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${SECTION}]`)]
}

export function sectionElement(doc: Document, id: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${SECTION}="${escapeSelector(id)}"]`)
}

/**
 * Puts the sections in `order`; sections not listed are removed. A section keeps its
 * region (header, content, footer): sections are reordered among their siblings.
 */
export function arrangeSections(doc: Document, order: readonly string[]): void {
  const wanted = new Map(order.map((id, index) => [id, index]))
  const sections = pageSections(doc)
  for (const element of sections) {
    if (!wanted.has(element.getAttribute(SECTION) ?? '')) element.remove()
  }
  const parents = new Set(sections.filter((element) => element.isConnected).map((element) => element.parentElement))
  for (const parent of parents) {
    if (!parent) continue
    const own = [...parent.children].filter((child): child is HTMLElement => child.hasAttribute(SECTION))
    const sorted = [...own].sort((a, b) => (wanted.get(a.getAttribute(SECTION) ?? '') ?? 0) - (wanted.get(b.getAttribute(SECTION) ?? '') ?? 0))
    if (sorted.every((element, index) => element === own[index])) continue
    // Re-insert in order at the place of the first one.
    const anchor = doc.createComment('')
    own[0].before(anchor)
    for (const element of sorted) anchor.before(element)
    anchor.remove()
  }
}

/** Puts `element` (a new section) at `index` among the page's sections. */
function insertSection(doc: Document, element: HTMLElement, index: number): void {
  const sections = pageSections(doc)
  const before = sections[Math.max(0, index)]
  if (before) return before.before(element)
  const last = sections[sections.length - 1]
  if (last) return last.after(element)
  const end = doc.getElementById('wm-main-end')
  if (end) return end.before(element)
  ;(doc.getElementById('root') ?? doc.body).append(element)
}

interface SectionAnswer {
  html: string
  islands: PageIslands | null
}

function isAnswer(value: unknown): value is SectionAnswer {
  return typeof value === 'object' && value !== null && typeof (value as SectionAnswer).html === 'string'
}

export function startBridge(options: BridgeOptions = {}): Bridge | null {
  const win = options.win ?? window
  const doc = options.doc ?? document
  const fetcher = options.fetch ?? win.fetch.bind(win)
  const session = readFragment(win.location.hash)
  const previewToken = new URLSearchParams(win.location.search).get('voorbeeld')
  if (!session || !previewToken || win.parent === win) return null
  setEditorChannel(session)
  const { token, origin } = session
  const send = (message: FrameToEditor) => post(win.parent, origin, token, message)

  const style = doc.createElement('style')
  style.textContent = FRAME_STYLE
  doc.head.append(style)
  const outline = new Outline(doc, win)
  const grids = startGrids({ doc, win, send })
  const swapped = new Map<string, PageIslandsHandle>()
  const latest = new Map<string, number>()
  let paragraphs: ParagraphEditing | null = null
  let loadingParagraphs: Promise<ParagraphEditing> | null = null

  const loadParagraphs = () => {
    loadingParagraphs ??= (options.loadParagraphs ?? (() => import('./paragraphs')))().then((module) => {
      paragraphs = module.startParagraphs({ doc, send })
      return paragraphs
    })
    return loadingParagraphs
  }

  const select = (id: string | null, scroll: boolean) => {
    const element = id ? sectionElement(doc, id) : null
    outline.select(element)
    if (element && scroll) outline.scrollTo(element)
  }

  const updateSection = async (section: SectionJson, index: number, request: number) => {
    latest.set(section.id, request)
    const response = await fetcher(SECTION_RENDER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ voorbeeld: previewToken, path: win.location.pathname, section, request }),
      credentials: 'same-origin',
    })
    if (!response.ok) {
      console.error(`[editor] section ${section.id} could not be rendered: HTTP ${response.status}`)
      return
    }
    const answer: unknown = await response.json()
    // A later change of the same section is already on its way or in place.
    if (!isAnswer(answer) || latest.get(section.id) !== request) return
    const template = doc.createElement('template')
    template.innerHTML = answer.html
    const fresh = template.content.querySelector<HTMLElement>(`[${SECTION}]`)
    if (!fresh) return
    const current = sectionElement(doc, section.id)
    // The paragraph being typed in stays as it is (its text is what the editor just sent).
    paragraphs?.keepActive(current, fresh)
    swapped.get(section.id)?.stop()
    if (current) current.replaceWith(fresh)
    else insertSection(doc, fresh, index)
    if (answer.islands) swapped.set(section.id, startIslandsIn(fresh, answer.islands))
    grids.refresh(fresh)
    outline.refresh()
    send({ type: 'section_rendered', payload: { section: section.id, request } })
  }

  const handle = async (message: EditorToFrame) => {
    if (message.type === 'select_section') return select(message.payload?.section ?? null, true)
    if (message.type === 'arrange_sections') {
      if (!Array.isArray(message.payload?.order)) return undefined
      arrangeSections(doc, message.payload.order.map(String))
      return outline.refresh()
    }
    if (message.type === 'update_section') {
      const { section, index, request } = message.payload ?? {}
      if (!section || typeof section.id !== 'string' || typeof section.template !== 'string') return undefined
      return updateSection(section, Number.isInteger(index) ? index : pageSections(doc).length, Number(request) || 0)
    }
    if (
      message.type.startsWith('request_active_attrs_') ||
      message.type.startsWith('paragraph_edit_')
    ) {
      const editing = paragraphs ?? (await loadParagraphs())
      return editing.receive(message)
    }
    return undefined
  }

  const receive = async (event: MessageEvent) => {
    const message = acceptMessage<EditorToFrame>(event, origin, token)
    if (!message) return
    try {
      await handle(message)
    } catch (error) {
      console.error(`[editor] ${message.type} failed:`, error)
    }
  }
  const onMessage = (event: MessageEvent) => void receive(event)

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    const templateButton = target.closest(`[${TEMPLATE_EDIT}]`)
    if (templateButton) {
      event.preventDefault()
      event.stopPropagation()
      const id = templateButton.getAttribute(TEMPLATE_EDIT)
      if (id) send({ type: 'go_to_route', payload: { path: templateEditorPath(id) } })
      return
    }
    const inControls = target.closest('.wm-edit-controls, .wm-grid-add')
    if (inControls) return
    // The page stays in the frame: links and submits do not navigate while editing.
    if (target.closest('a[href], button[type="submit"], input[type="submit"]')) event.preventDefault()
    // Accordions do not toggle while editing.
    if (target.closest(`[${LOCKED}]`)) {
      event.preventDefault()
      event.stopPropagation()
    }
    const section = target.closest<HTMLElement>(`[${SECTION}]`)
    if (!section) return
    const paragraph = target.closest<HTMLElement>(`[${PARAGRAPH}]`)
    const address = paragraph?.getAttribute(PARAGRAPH)?.split(':')
    const id = section.getAttribute(SECTION) ?? ''
    outline.select(section)
    // With the paragraph clicked, so the editor shows its text tools at once.
    const clicked = paragraph?.getAttribute(PARAGRAPH) ?? undefined
    const base = address?.length === 3 ? { section: id, block: address[1] } : { section: id }
    send({ type: 'section_selected', payload: clicked ? { ...base, paragraph: clicked } : base })
    if (paragraph && !paragraph.closest(`[${LOCKED}]`)) {
      void loadParagraphs().then((editing) => editing.activate(paragraph))
    }
  }
  const onSubmit = (event: Event) => event.preventDefault()
  const onOver = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    outline.hover(target?.closest<HTMLElement>(`[${SECTION}]`) ?? null)
  }
  const onLeave = () => outline.hover(null)

  win.addEventListener('message', onMessage)
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('submit', onSubmit, true)
  doc.addEventListener('mouseover', onOver)
  doc.documentElement.addEventListener('mouseleave', onLeave)

  send({
    type: 'frame_ready',
    payload: { sections: pageSections(doc).map((element) => element.getAttribute(SECTION) ?? ''), path: win.location.pathname },
  })

  return {
    receive,
    stop() {
      win.removeEventListener('message', onMessage)
      doc.removeEventListener('click', onClick, true)
      doc.removeEventListener('submit', onSubmit, true)
      doc.removeEventListener('mouseover', onOver)
      doc.documentElement.removeEventListener('mouseleave', onLeave)
      for (const islands of swapped.values()) islands.stop()
      grids.stop()
      paragraphs?.stop()
      outline.stop()
      style.remove()
      setEditorChannel(null)
    },
  }
}
