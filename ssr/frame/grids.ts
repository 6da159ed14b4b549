/**
 * Grid editing in the preview frame (spec 001 section 4), for manual and unconnected
 * grids only (the server marks those with `data-wm-grid`, their `collections` entries
 * in `data-wm-grid-items`). An item under the pointer becomes active and shows its
 * controls: a drag handle and a trash icon; the trash icon turns them into a close
 * button that deletes the item. The controls hide 2000 ms after the pointer leaves the
 * item unless it is being edited (trash clicked, or dragged). 'Toevoegen' adds an item
 * with a random identifier. Dragging starts after the handle was held 100 ms (arrow
 * keys on the handle move an item too); moved items slide to their place in 150 ms
 * (moveAnimation.ts). Every change posts `grid_change` with the
 * grid's new entries; the editor stores them and re-renders the section.
 */
import { parseParagraphId, type FieldAddress, type FrameToEditor } from '@site/blocks/editor/protocol.ts'
import { animatedMove } from './moveAnimation'

export const HIDE_DELAY_MS = 2000
export const DRAG_DELAY_MS = 100
export const ADD_TEXT = 'Toevoegen'
const GRID = 'data-wm-grid'
const ITEM = 'data-grid-item'

interface GridContext {
  doc: Document
  win: Window
  send: (message: FrameToEditor) => void
}

export interface GridEditing {
  /** Sets up the grids inside `root` (a section swapped in). */
  refresh: (root: ParentNode) => void
  stop: () => void
}

function identifierOf(entry: unknown): string | null {
  const raw = typeof entry === 'object' && entry !== null ? ((entry as { identifier?: unknown }).identifier ?? (entry as { id?: unknown }).id) : entry
  const identifier = typeof raw === 'number' ? String(raw) : raw
  return typeof identifier === 'string' ? identifier : null
}

/** A new item's identifier: 10 random characters of [a-z0-9]. */
export function randomIdentifier(): string {
  const bytes = new Uint8Array(10)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('')
}

function button(doc: Document, control: string, label: string, text: string): HTMLButtonElement {
  const element = doc.createElement('button')
  element.type = 'button'
  element.dataset.control = control
  element.setAttribute('aria-label', label)
  element.title = label
  element.textContent = text
  return element
}

class GridEditor {
  private entries: unknown[]
  private readonly address: FieldAddress
  private readonly timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>()
  private readonly editing = new Set<HTMLElement>()
  private readonly cleanups: Array<() => void> = []
  private readonly addButton: HTMLButtonElement

  constructor(
    private readonly grid: HTMLElement,
    address: FieldAddress,
    private readonly context: GridContext,
  ) {
    this.address = address
    let entries: unknown = []
    try {
      entries = JSON.parse(grid.getAttribute('data-wm-grid-items') ?? '[]')
    } catch {
      entries = []
    }
    this.entries = Array.isArray(entries) ? entries : []
    for (const item of this.items()) this.watch(item)
    this.addButton = button(context.doc, 'add', ADD_TEXT, ADD_TEXT)
    this.addButton.className = 'wm-grid-add'
    this.addButton.addEventListener('click', () => this.add())
    grid.after(this.addButton)
  }

  private items(): HTMLElement[] {
    return [...this.grid.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute(ITEM))
  }

  private watch(item: HTMLElement): void {
    const enter = () => this.activate(item)
    const leave = () => this.scheduleHide(item)
    item.addEventListener('mouseenter', enter)
    item.addEventListener('mouseover', enter)
    item.addEventListener('mouseleave', leave)
    item.addEventListener('focusin', enter)
    this.cleanups.push(() => {
      item.removeEventListener('mouseenter', enter)
      item.removeEventListener('mouseover', enter)
      item.removeEventListener('mouseleave', leave)
      item.removeEventListener('focusin', enter)
    })
  }

  private activate(item: HTMLElement): void {
    const timer = this.timers.get(item)
    if (timer) clearTimeout(timer)
    this.timers.delete(item)
    if (item.hasAttribute('data-wm-active')) return
    item.setAttribute('data-wm-active', '')
    this.showControls(item)
  }

  private scheduleHide(item: HTMLElement): void {
    if (this.editing.has(item)) return
    const timer = this.timers.get(item)
    if (timer) clearTimeout(timer)
    this.timers.set(
      item,
      setTimeout(() => {
        this.timers.delete(item)
        if (this.editing.has(item)) return
        this.hide(item)
      }, HIDE_DELAY_MS),
    )
  }

  private hide(item: HTMLElement): void {
    item.removeAttribute('data-wm-active')
    item.querySelector(':scope > .wm-edit-controls')?.remove()
  }

  private showControls(item: HTMLElement): void {
    const { doc } = this.context
    item.querySelector(':scope > .wm-edit-controls')?.remove()
    const controls = doc.createElement('div')
    controls.className = 'wm-edit-controls'
    const drag = button(doc, 'drag', 'Verslepen', '\u2807')
    const trash = button(doc, 'trash', 'Verwijderen', '\u{1F5D1}')
    drag.addEventListener('pointerdown', (event) => this.startDrag(item, event))
    drag.addEventListener('keydown', (event) => this.keyMove(item, event))
    trash.addEventListener('click', () => {
      // Spec: after the trash icon the controls become one close (delete) button.
      this.editing.add(item)
      controls.replaceChildren(close)
      close.focus()
    })
    const close = button(doc, 'close', 'Verwijderen', '\u00d7')
    close.addEventListener('click', () => this.remove(item))
    controls.append(drag, trash)
    item.append(controls)
  }

  private identifiers(): string[] {
    return this.items().map((item) => item.getAttribute(ITEM) ?? '')
  }

  private publish(): void {
    this.grid.setAttribute('data-wm-grid-items', JSON.stringify(this.entries))
    this.context.send({ type: 'grid_change', payload: { ...this.address, items: this.entries } })
  }

  /** The entries in the order of the items on the page. */
  private reorderEntries(): void {
    const order = this.identifiers()
    const byId = new Map(this.entries.map((entry) => [identifierOf(entry), entry]))
    const known = order.filter((id) => byId.has(id)).map((id) => byId.get(id))
    const rest = this.entries.filter((entry) => !order.includes(identifierOf(entry) ?? ''))
    this.entries = [...known, ...rest]
  }

  private remove(item: HTMLElement): void {
    const id = item.getAttribute(ITEM)
    this.editing.delete(item)
    item.remove()
    this.entries = this.entries.filter((entry) => identifierOf(entry) !== id)
    this.publish()
  }

  private add(): void {
    const identifier = randomIdentifier()
    const item = this.context.doc.createElement('div')
    item.className = 'min-w-0'
    item.setAttribute(ITEM, identifier)
    const note = this.context.doc.createElement('p')
    note.className = 'wm-editor-notice text-sm text-gray-600'
    note.textContent = 'Dit item heeft nog geen blokken.'
    item.append(note)
    this.grid.append(item)
    this.watch(item)
    this.entries = [...this.entries, { identifier }]
    this.publish()
  }

  private keyMove(item: HTMLElement, event: KeyboardEvent): void {
    const earlier = event.key === 'ArrowLeft' || event.key === 'ArrowUp'
    const later = event.key === 'ArrowRight' || event.key === 'ArrowDown'
    if (!earlier && !later) return
    event.preventDefault()
    const sibling = earlier ? item.previousElementSibling : item.nextElementSibling
    if (!sibling?.hasAttribute(ITEM)) return
    animatedMove(this.context.win, this.items(), () => (earlier ? sibling.before(item) : sibling.after(item)))
    this.reorderEntries()
    this.publish()
    item.querySelector<HTMLElement>('[data-control="drag"]')?.focus()
  }

  private startDrag(item: HTMLElement, start: PointerEvent): void {
    const { doc, win } = this.context
    start.preventDefault()
    const before = this.identifiers().join(',')
    let dragging = false
    const delay = setTimeout(() => {
      dragging = true
      this.editing.add(item)
      item.setAttribute('data-wm-dragging', '')
    }, DRAG_DELAY_MS)
    const move = (event: PointerEvent) => {
      if (!dragging) return
      const over = doc.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>(`[${ITEM}]`)
      if (!over || over === item || over.parentElement !== this.grid) return
      const rect = over.getBoundingClientRect()
      const after = event.clientX > rect.left + rect.width / 2 || event.clientY > rect.top + rect.height * 0.75
      if (after ? over.nextElementSibling === item : over.previousElementSibling === item) return
      animatedMove(win, this.items(), () => (after ? over.after(item) : over.before(item)))
    }
    const end = () => {
      clearTimeout(delay)
      win.removeEventListener('pointermove', move)
      win.removeEventListener('pointerup', end)
      win.removeEventListener('pointercancel', end)
      if (!dragging) return
      item.removeAttribute('data-wm-dragging')
      this.editing.delete(item)
      if (this.identifiers().join(',') === before) return
      this.reorderEntries()
      this.publish()
    }
    win.addEventListener('pointermove', move)
    win.addEventListener('pointerup', end)
    win.addEventListener('pointercancel', end)
  }

  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup()
    for (const timer of this.timers.values()) clearTimeout(timer)
    for (const item of this.items()) this.hide(item)
    this.addButton.remove()
  }
}

export function startGrids(context: GridContext): GridEditing {
  const editors = new Map<HTMLElement, GridEditor>()
  const refresh = (root: ParentNode) => {
    for (const [grid, editor] of editors) {
      if (!grid.isConnected) {
        editor.stop()
        editors.delete(grid)
      }
    }
    for (const grid of root.querySelectorAll<HTMLElement>(`[${GRID}]`)) {
      if (editors.has(grid) || grid.closest('[data-wm-locked]')) continue
      const address = parseParagraphId(grid.getAttribute(GRID) ?? '')
      if (address) editors.set(grid, new GridEditor(grid, address, context))
    }
  }
  refresh(context.doc)
  return {
    refresh,
    stop() {
      for (const editor of editors.values()) editor.stop()
      editors.clear()
    },
  }
}
