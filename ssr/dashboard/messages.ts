/**
 * Messages the editor's preview frame sends to the dashboard around it (spec:
 * `set_management_tab {management_tab}`, `go_to_route {path}`). They are listened to only
 * from an open editor frame: its exact origin and the editor session's token
 * (@site/blocks/editor/protocol.ts); the editor registers its frame while it is open.
 * Both the protocol's shape `{type, payload: {path}}` and the older flat shape
 * `{type, path}` are understood.
 */
import { acceptMessage } from '@site/blocks/editor/protocol.ts'
import { areaPath, isAreaKey } from './areas'
import { navigate } from './router'

export type FrameMessage =
  | { type: 'set_management_tab'; management_tab: string }
  | { type: 'go_to_route'; path: string }
  | { type: 'set_management_tab'; payload: { management_tab: string } }
  | { type: 'go_to_route'; payload: { path: string } }

/**
 * The dashboard path a message asks for, or null when it asks for nothing we show. A
 * management tab the dashboard already shows (`current` is that area or inside it)
 * asks for nothing: 'Bewerk de template' sends the template's route and then its tab.
 */
export function messageTarget(data: unknown, current = ''): string | null {
  if (!data || typeof data !== 'object') return null
  const message = data as Partial<Record<string, unknown>>
  const payload = message.payload && typeof message.payload === 'object' ? (message.payload as Record<string, unknown>) : message
  if (message.type === 'set_management_tab' && isAreaKey(payload.management_tab)) {
    const tab = areaPath(payload.management_tab)
    return current === tab || current.startsWith(`${tab}/`) ? null : tab
  }
  if (message.type === 'go_to_route' && typeof payload.path === 'string' && /^\/wm(\/|$)/.test(payload.path) && !payload.path.includes('//')) return payload.path
  return null
}

export type EditorFrame = {
  origin: string
  token: string
  /** Adjusts a path the frame asks for (the template editor learns which page to preview). */
  routeFor?: (path: string) => string
}

const frames = new Set<EditorFrame>()

/** While the editor's frame is open: its messages may navigate. Answers the unregister. */
export function registerEditorFrame(frame: EditorFrame): () => void {
  frames.add(frame)
  return () => frames.delete(frame)
}

/** The path a message event leads to: only from a registered frame with its token. */
export function frameNavigation(event: { origin: string; data: unknown }, registered: Iterable<EditorFrame> = frames, current = currentPath()): string | null {
  for (const frame of registered) {
    const message = acceptMessage(event, frame.origin, frame.token)
    if (!message) continue
    const target = messageTarget(message, current)
    return target && frame.routeFor ? frame.routeFor(target) : target
  }
  return null
}

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname
}

export function listenToFrames(): () => void {
  const onMessage = (event: MessageEvent) => {
    const target = frameNavigation(event)
    if (target) navigate(target)
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}
