/**
 * The live thumbnail of one catalogue entry: its default section rendered by the site
 * itself with the project's styles (thumbnails.ts), in a small scaled frame without
 * scripts. It is rendered only once the entry scrolls into view (IntersectionObserver),
 * shows a loading state until then and a plain 'Geen voorbeeld' when rendering fails.
 * The thumbnail is decorative (aria-hidden, inert): the entry's button, named by its
 * title, is what keyboards and screen readers use.
 */
import type { CatalogueEntry } from '@site/shared-schema'
import { useEffect, useRef, useState } from 'react'
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailRenderer } from './thumbnails'

type State = { status: 'waiting' | 'loading' | 'failed' } | { status: 'shown'; document: string }

/** Whether the element is (nearly) in view; true at once where IntersectionObserver is missing. */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true)
        observer.disconnect()
      }
    }, { rootMargin: '200px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}

/** The width of the element, followed as it changes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

export function CatalogueThumbnail({ previewUrl, entry }: { previewUrl: string; entry: CatalogueEntry }) {
  const box = useRef<HTMLSpanElement>(null)
  const seen = useSeen(box)
  const width = useWidth(box)
  const [state, setState] = useState<State>({ status: 'waiting' })
  // A short section is shown whole and centred, not at the top of a tall white page.
  const [height, setHeight] = useState(THUMBNAIL_HEIGHT)

  useEffect(() => {
    if (!seen) return
    let current = true
    setState({ status: 'loading' })
    thumbnailRenderer(previewUrl)
      .document(entry)
      .then(
        (document) => current && setState({ status: 'shown', document }),
        () => current && setState({ status: 'failed' }),
      )
    return () => {
      current = false
    }
  }, [seen, previewUrl, entry])

  const scale = width > 0 ? width / THUMBNAIL_WIDTH : 0.2
  const top = Math.max(0, ((THUMBNAIL_HEIGHT - height) * scale) / 2)
  const measure = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    // The section's wrapper has no box of its own (display: contents): its children's.
    const wrapper = event.currentTarget.contentDocument?.querySelector('[data-wm-section]')
    const bottom = Math.max(0, ...Array.from(wrapper?.children ?? [], (child) => child.getBoundingClientRect().bottom))
    if (bottom > 0) setHeight(Math.min(THUMBNAIL_HEIGHT, Math.ceil(bottom)))
  }
  return (
    <span
      ref={box}
      aria-hidden="true"
      inert
      data-thumbnail={entry.id}
      data-thumbnail-state={state.status}
      className="relative block w-full overflow-hidden rounded-md bg-gray-50 ring-1 ring-gray-200"
      style={{ aspectRatio: `${THUMBNAIL_WIDTH} / ${THUMBNAIL_HEIGHT}` }}
    >
      {state.status === 'shown' ? (
        <iframe
          title={`Voorbeeld: ${entry.title}`}
          srcDoc={state.document}
          sandbox="allow-same-origin"
          tabIndex={-1}
          onLoad={measure}
          className="pointer-events-none absolute left-0 bg-white"
          style={{ top, width: THUMBNAIL_WIDTH, height, transform: `scale(${scale})`, transformOrigin: 'top left', border: 0 }}
        />
      ) : state.status === 'failed' ? (
        <span className="absolute inset-0 flex items-center justify-center p-2 text-center text-xs text-gray-700">Geen voorbeeld</span>
      ) : (
        <span className="absolute inset-0 animate-pulse bg-gray-200" />
      )}
    </span>
  )
}
