/**
 * The dashboard's own routing: one page for vike (/wm and below, rendered in the
 * browser), areas and their screens chosen here from the URL with the History API.
 * Lists keep their search and filters in the query string, so a reload or a shared
 * link shows the same screen (docs/dashboard.md, Routes).
 */
import { useSyncExternalStore } from 'react'

export const BASE = '/wm'
const CHANGE = 'wm:navigate'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

const snapshot = () => window.location.pathname + window.location.search

/** The current dashboard URL (path and query); re-renders on every navigation. */
export function useLocation(): URL {
  const href = useSyncExternalStore(subscribe, snapshot, () => BASE)
  return new URL(href, 'http://wm.invalid')
}

export function navigate(to: string, { replace = false } = {}) {
  if (to === snapshot()) return
  window.history[replace ? 'replaceState' : 'pushState'](null, '', to)
  window.dispatchEvent(new Event(CHANGE))
}

/** The URL with the query parameter set (or removed when empty), for list filters. */
export function withParam(location: URL, name: string, value: string): string {
  const params = new URLSearchParams(location.search)
  if (value) params.set(name, value)
  else params.delete(name)
  const query = params.toString()
  return location.pathname + (query ? `?${query}` : '')
}
