/**
 * The hover and selection outlines of sections in the preview frame. A section's
 * wrapper has no box of its own (`display: contents`), so an outline is an overlay over
 * the union of its children's boxes, kept in place on scroll and resize.
 */
function box(element: HTMLElement): DOMRect | null {
  const rects = [...element.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0 || rect.height > 0)
  if (rects.length === 0) return null
  const left = Math.min(...rects.map((rect) => rect.left))
  const top = Math.min(...rects.map((rect) => rect.top))
  const right = Math.max(...rects.map((rect) => rect.right))
  const bottom = Math.max(...rects.map((rect) => rect.bottom))
  return new DOMRect(left, top, right - left, bottom - top)
}

export class Outline {
  private readonly hoverMark: HTMLElement
  private readonly selectedMark: HTMLElement
  private hovered: HTMLElement | null = null
  private selected: HTMLElement | null = null
  private frame = 0
  private readonly onChange = () => this.refresh()

  constructor(
    private readonly doc: Document,
    private readonly win: Window,
  ) {
    this.hoverMark = this.mark('hover')
    this.selectedMark = this.mark('selected')
    win.addEventListener('scroll', this.onChange, { passive: true })
    win.addEventListener('resize', this.onChange)
  }

  private mark(kind: string): HTMLElement {
    const element = this.doc.createElement('div')
    element.className = 'wm-edit-outline'
    element.dataset.kind = kind
    element.setAttribute('aria-hidden', 'true')
    this.doc.body.append(element)
    return element
  }

  hover(section: HTMLElement | null): void {
    this.hovered = section
    this.refresh()
  }

  select(section: HTMLElement | null): void {
    this.selected = section
    if (section) section.setAttribute('data-wm-selected', '')
    for (const other of this.doc.querySelectorAll('[data-wm-selected]')) if (other !== section) other.removeAttribute('data-wm-selected')
    this.refresh()
  }

  scrollTo(section: HTMLElement): void {
    const first = section.firstElementChild
    if (first) first.scrollIntoView({ block: 'start', behavior: 'auto' })
    this.refresh()
  }

  refresh(): void {
    if (this.frame) return
    const run = () => {
      this.frame = 0
      this.place(this.hoverMark, this.hovered !== this.selected ? this.hovered : null)
      this.place(this.selectedMark, this.selected)
    }
    if (typeof this.win.requestAnimationFrame === 'function') this.frame = this.win.requestAnimationFrame(run)
    else run()
  }

  private place(mark: HTMLElement, section: HTMLElement | null): void {
    const rect = section?.isConnected ? box(section) : null
    if (!rect) {
      mark.style.display = 'none'
      return
    }
    mark.style.display = 'block'
    mark.style.left = `${rect.left + this.win.scrollX}px`
    mark.style.top = `${rect.top + this.win.scrollY}px`
    mark.style.width = `${rect.width}px`
    mark.style.height = `${rect.height}px`
  }

  stop(): void {
    this.win.removeEventListener('scroll', this.onChange)
    this.win.removeEventListener('resize', this.onChange)
    if (this.frame && typeof this.win.cancelAnimationFrame === 'function') this.win.cancelAnimationFrame(this.frame)
    this.hoverMark.remove()
    this.selectedMark.remove()
  }
}
