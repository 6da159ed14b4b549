/**
 * Undo and redo of the page editor: whole components lists (sections.ts), so field,
 * style and structure changes undo alike. Changes with the same key within
 * COALESCE_MS (typing in one field) make one step.
 */
export const COALESCE_MS = 1000
export const HISTORY_LIMIT = 100

export type History<T> = {
  past: T[]
  present: T
  future: T[]
  /** The key and time of the last recorded change, for coalescing. */
  last: { key: string; at: number } | null
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], last: null }
}

export function record<T>(history: History<T>, next: T, key: string | null = null, now = Date.now()): History<T> {
  if (next === history.present) return history
  const coalesce = key !== null && history.last?.key === key && now - history.last.at < COALESCE_MS && history.past.length > 0
  return {
    past: coalesce ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    last: key === null ? null : { key, at: now },
  }
}

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
    last: null,
  }
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1), last: null }
}

/** A keyboard event's history command: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null
  const key = event.key.toLowerCase()
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo'
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo'
  return null
}
