/**
 * What every owner editor with a save button does with the keyboard and the browser tab
 * (docs/dashboard.md, Behaviour): Ctrl/Cmd+S runs the editor's newest `submit` (never a
 * stale one from an earlier render), and leaving the page while something is unsaved
 * asks first, with the browser's own question.
 */
import { useEffect, useRef } from 'react'

export function isSaveKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's'
}

export function useSaveKeys(submit: () => void, dirty: boolean): void {
  const submitRef = useRef(submit)
  submitRef.current = submit
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSaveKey(event)) return
      event.preventDefault()
      submitRef.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  useEffect(() => {
    if (!dirty) return
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onLeave)
    return () => window.removeEventListener('beforeunload', onLeave)
  }, [dirty])
}
