/**
 * The editor's side of the frame protocol (@site/blocks/editor/protocol.ts): the frame's
 * URL, what to send after a change, and the receiving end, which drops every message
 * that is not from the frame's exact origin with this session's token.
 */
import {
  acceptMessage,
  type EditorToFrame,
  frameFragment,
  type FrameToEditor,
  post,
  type SectionJson,
} from '@site/blocks/editor/protocol.ts'

/** The preview link of the page in editable mode, with the token and our origin in the fragment. */
export function frameUrl(previewUrl: string, token: string, editorOrigin: string): string {
  const url = new URL(previewUrl, editorOrigin)
  url.searchParams.set('bewerken', '1')
  url.hash = ''
  return url.toString() + frameFragment(token, editorOrigin)
}

export function originOf(url: string, base: string): string {
  return new URL(url, base).origin
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * The messages that bring a frame showing `before` to `after`: one update_section per
 * new or changed section (except `skip`, the section whose change came from the frame
 * itself), then arrange_sections when the order or the set of sections changed.
 */
export function frameMessagesFor(before: SectionJson[], after: SectionJson[], nextRequest: () => number, skip: string | null = null): EditorToFrame[] {
  const old = new Map(before.map((section) => [section.id, section]))
  const messages: EditorToFrame[] = []
  after.forEach((section, index) => {
    if (section.id === skip) return
    if (!same(old.get(section.id), section)) messages.push({ type: 'update_section', payload: { section, index, request: nextRequest() } })
  })
  const order = after.map((section) => section.id)
  if (!same(order, before.map((section) => section.id))) messages.push({ type: 'arrange_sections', payload: { order } })
  return messages
}

/** The message posted by the frame, read in the shape of the protocol. */
export type Received = FrameToEditor

export class FrameBridge {
  readonly token: string
  readonly origin: string
  private readonly target: () => Pick<Window, 'postMessage'> | null | undefined

  constructor({ token, origin, target }: { token: string; origin: string; target: () => Pick<Window, 'postMessage'> | null | undefined }) {
    this.token = token
    this.origin = origin
    this.target = target
  }

  /**
   * The message of a `message` event when it comes from the frame: its exact origin,
   * this session's token and, when known, the frame's window as its source.
   */
  receive(event: { origin: string; data: unknown; source?: unknown }): Received | null {
    const frame = this.target()
    if (event.source != null && frame && event.source !== frame) return null
    const message = acceptMessage<Received>(event, this.origin, this.token)
    if (!message) return null
    const payload = (message as { payload?: unknown }).payload
    if (message.type !== 'frame_ready' && (payload === null || typeof payload !== 'object')) return null
    return message
  }

  send(message: EditorToFrame): boolean {
    const frame = this.target()
    if (!frame) return false
    post(frame, this.origin, this.token, message)
    return true
  }
}
