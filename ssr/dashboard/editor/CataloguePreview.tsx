/**
 * The live thumbnail of the catalogue: the entry the owner points at or focuses,
 * rendered with its defaults by the site itself, in a small frame of this page's
 * preview in editable mode (its own session token): `arrange_sections {order: []}`
 * empties the page, `update_section` renders the entry in place of the previous one.
 * The frame is inert (not focusable, not clickable); without a preview it shows nothing.
 */
import { newSessionToken } from '@site/blocks/editor/protocol.ts'
import type { CatalogueEntry } from '@site/shared-schema'
import { useEffect, useMemo, useRef, useState } from 'react'
import { FrameBridge, frameUrl, originOf } from './frame'
import { sectionFrom } from './sections'

const WIDTH = 1280
const HEIGHT = 800
const SCALE = 0.4
/** The id of the previewed section in the thumbnail frame (replaced per entry). */
export const THUMBNAIL_SECTION = 'wm-catalogus-voorbeeld'

export function CataloguePreview({ previewUrl, entry }: { previewUrl: string | null; entry: CatalogueEntry | null }) {
  const [token] = useState(newSessionToken)
  const src = useMemo(() => (previewUrl ? frameUrl(previewUrl, token, window.location.origin) : null), [previewUrl, token])
  const frameRef = useRef<HTMLIFrameElement>(null)
  const bridge = useMemo(
    () => (src ? new FrameBridge({ token, origin: originOf(src, window.location.href), target: () => frameRef.current?.contentWindow ?? null }) : null),
    [src, token],
  )
  const [ready, setReady] = useState(false)
  const [shown, setShown] = useState<string | null>(null)
  const request = useRef(0)

  useEffect(() => {
    if (!bridge) return
    const onMessage = (event: MessageEvent) => {
      const message = bridge.receive(event)
      if (message?.type === 'frame_ready') {
        bridge.send({ type: 'arrange_sections', payload: { order: [] } })
        setReady(true)
      } else if (message?.type === 'section_rendered' && message.payload.request === request.current) setShown(message.payload.section)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [bridge])

  useEffect(() => {
    if (!ready || !entry || !bridge) return
    setShown(null)
    const section = { ...sectionFrom(entry), id: THUMBNAIL_SECTION }
    bridge.send({ type: 'update_section', payload: { section, index: 0, request: ++request.current } })
  }, [ready, entry, bridge])

  if (!src) return null
  return (
    <figure className="sticky top-0 z-10 -mx-5 border-b border-gray-200 bg-white px-5 pb-3 pt-2">
      <div className="relative overflow-hidden rounded-md bg-gray-100 ring-1 ring-gray-200" style={{ width: WIDTH * SCALE, height: HEIGHT * SCALE, maxWidth: '100%' }}>
        <div inert>
          <iframe
            ref={frameRef}
            title="Voorbeeld van de gekozen sectie"
            src={src}
            tabIndex={-1}
            style={{ width: WIDTH, height: HEIGHT, transform: `scale(${SCALE})`, transformOrigin: 'top left', border: 0, pointerEvents: 'none' }}
          />
        </div>
        {!entry || shown === null ? (
          <p className="absolute inset-0 flex items-center justify-center bg-gray-100 p-4 text-center text-sm text-gray-700">
            {entry ? 'Voorbeeld laden…' : 'Wijs een sectie aan om haar hier te zien.'}
          </p>
        ) : null}
      </div>
      <figcaption className="mt-1 text-xs text-gray-700" aria-live="polite">{entry ? `Voorbeeld: ${entry.title}` : 'Voorbeeld'}</figcaption>
    </figure>
  )
}
