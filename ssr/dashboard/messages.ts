/**
 * Messages the editor's preview frame sends to the dashboard around it (spec:
 * `set_management_tab {management_tab}`, `go_to_route {path}`). Only frames of this
 * origin are listened to; anything else is ignored.
 */
import { areaPath, isAreaKey } from './areas'
import { navigate } from './router'

export type FrameMessage =
  | { type: 'set_management_tab'; management_tab: string }
  | { type: 'go_to_route'; path: string }

/** The dashboard path a message asks for, or null when it asks for nothing we show. */
export function messageTarget(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null
  const message = data as Partial<Record<string, unknown>>
  if (message.type === 'set_management_tab' && isAreaKey(message.management_tab)) return areaPath(message.management_tab)
  if (message.type === 'go_to_route' && typeof message.path === 'string' && /^\/wm(\/|$)/.test(message.path)) return message.path
  return null
}

export function listenToFrames(): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return
    const target = messageTarget(event.data)
    if (target) navigate(target)
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}
