/**
 * The Editor.js block tools the side panels insert (spec: Afbeelding toevoegen, iFrame
 * toevoegen, HTML toevoegen), in the data shapes the site's rich-text renderer shows
 * (blocks/src/richtext/RichText.tsx): `image` {file: {url}, alt, caption}, `iframe`
 * {src, title, height} and `raw` {html}. In the frame they show a plain preview; the
 * server render after the save is the real one.
 */
import { IFRAME_HEIGHT, IFRAME_MAX_WIDTH } from '@site/blocks/richtext/document.ts'

interface ToolArgs<D> {
  data: Partial<D>
}

function caption(doc: Document, text: string): HTMLElement {
  const element = doc.createElement('figcaption')
  element.contentEditable = 'true'
  element.dataset.placeholder = 'Onderschrift'
  element.innerHTML = text
  return element
}

export class ImageTool {
  private readonly data: { file: { url: string }; alt: string; caption: string }
  private figure: HTMLElement | null = null

  constructor({ data }: ToolArgs<{ file: { url: string }; alt: string; caption: string }>) {
    this.data = { file: { url: data.file?.url ?? '' }, alt: data.alt ?? '', caption: data.caption ?? '' }
  }

  render(): HTMLElement {
    const figure = document.createElement('figure')
    figure.className = 'wm-image'
    const image = document.createElement('img')
    image.src = this.data.file.url
    image.alt = this.data.alt
    image.style.maxWidth = '100%'
    figure.append(image, caption(document, this.data.caption))
    this.figure = figure
    return figure
  }

  save(): { file: { url: string }; alt: string; caption: string } {
    return { ...this.data, caption: this.figure?.querySelector('figcaption')?.innerHTML ?? this.data.caption }
  }
}

export class IframeTool {
  private readonly data: { src: string; title: string; height: number }

  constructor({ data }: ToolArgs<{ src: string; title: string; height: number }>) {
    this.data = { src: data.src ?? '', title: data.title ?? '', height: Number(data.height) || IFRAME_HEIGHT }
  }

  render(): HTMLElement {
    const box = document.createElement('div')
    box.className = 'wm-richtext-iframe'
    box.style.cssText = `border:1px dashed #9ca3af;padding:8px;max-width:${IFRAME_MAX_WIDTH}px;min-height:${Math.min(this.data.height, 200)}px`
    box.textContent = `iFrame: ${this.data.title || this.data.src}`
    return box
  }

  save(): { src: string; title: string; height: number } {
    return this.data
  }
}

export class RawTool {
  private readonly data: { html: string }

  constructor({ data }: ToolArgs<{ html: string }>) {
    this.data = { html: data.html ?? '' }
  }

  render(): HTMLElement {
    const box = document.createElement('pre')
    box.className = 'wm-richtext-raw-preview'
    box.style.cssText = 'white-space:pre-wrap;border:1px dashed #9ca3af;padding:8px;font-size:13px'
    // Shown as text: developer HTML runs only in the sandbox frame of the rendered page.
    box.textContent = this.data.html
    return box
  }

  save(): { html: string } {
    return this.data
  }
}

/**
 * Underline as an Editor.js inline tool (Editor.js has none): without a tool that allows
 * `<u>`, Editor.js's sanitizer would drop what `paragraph_edit_{id}` underline made.
 */
export class UnderlineTool {
  static get isInline(): boolean {
    return true
  }

  static get sanitize(): Record<string, Record<string, never>> {
    return { u: {} }
  }

  static get title(): string {
    return 'Onderstrepen'
  }

  private readonly button: HTMLButtonElement
  private state = false

  constructor() {
    this.button = document.createElement('button')
    this.button.type = 'button'
    this.button.textContent = 'U'
    this.button.setAttribute('aria-label', 'Onderstrepen')
    this.button.className = 'ce-inline-tool'
    this.button.style.textDecoration = 'underline'
  }

  render(): HTMLElement {
    return this.button
  }

  surround(): void {
    document.execCommand('underline')
  }

  checkState(): boolean {
    this.state = document.queryCommandState('underline')
    this.button.classList.toggle('ce-inline-tool--active', this.state)
    return this.state
  }
}
