/**
 * The page editor's state: the components list with its undo history, the autosave
 * queue and the frame kept in step. Every change goes through `change()`: recorded for
 * undo, sent to the frame as update_section/arrange_sections (not the section whose
 * change the frame itself reported), queued for the draft.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { DraftQueue, type QueueSnapshot, type Saved, storageKey } from './draftQueue'
import { frameMessagesFor } from './frame'
import { type History, record, redo as redoStep, startHistory, undo as undoStep } from './history'
import type { SectionJson } from './sections'
import type { EditorToFrame } from '@site/blocks/editor/protocol.ts'

export type EditorSource = {
  /** 'page:12' or 'template:cta': the draft's storage key and the presence document. */
  document: string
  saved: Saved
  write: (components: SectionJson[], version: number) => Promise<Saved>
  read: () => Promise<Saved>
  onSaved?: (saved: Saved) => void
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function useEditorState(project: number, source: EditorSource, send: (message: EditorToFrame) => void) {
  const [queue] = useState(
    () =>
      new DraftQueue(
        { key: storageKey(project, source.document), storage: browserStorage(), write: source.write, read: source.read, onSaved: source.onSaved },
        source.saved,
      ),
  )
  const [history, setHistory] = useState<History<SectionJson[]>>(() => startHistory(queue.components))
  const historyRef = useRef(history)
  historyRef.current = history
  const sendRef = useRef(send)
  sendRef.current = send
  const request = useRef(0)
  const nextRequest = useCallback(() => ++request.current, [])

  // The queue's state for the save indicator.
  const snapshotRef = useRef<QueueSnapshot>(queue.snapshot())
  const status = useSyncExternalStore(
    useCallback(
      (onChange: () => void) =>
        queue.subscribe((snapshot) => {
          snapshotRef.current = snapshot
          onChange()
        }),
      [queue],
    ),
    () => snapshotRef.current,
  )
  const [restored] = useState(() => queue.restored)
  useEffect(() => {
    queue.resume()
    const online = () => void queue.flush()
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      void queue.flush()
      queue.dispose()
    }
  }, [queue])

  const apply = useCallback(
    (next: History<SectionJson[]>, fromFrame: string | null = null) => {
      const before = historyRef.current.present
      if (next === historyRef.current) return
      historyRef.current = next
      setHistory(next)
      for (const message of frameMessagesFor(before, next.present, nextRequest, fromFrame)) sendRef.current(message)
      queue.schedule(next.present)
    },
    [queue, nextRequest],
  )

  /** A change to the sections: `key` joins quick changes of one field into one undo step. */
  const change = useCallback(
    (update: (components: SectionJson[]) => SectionJson[], key: string | null = null, fromFrame: string | null = null) => {
      const next = update(historyRef.current.present)
      if (next === historyRef.current.present) return
      apply(record(historyRef.current, next, key), fromFrame)
    },
    [apply],
  )
  const undo = useCallback(() => apply(undoStep(historyRef.current)), [apply])
  const redo = useCallback(() => apply(redoStep(historyRef.current)), [apply])

  /** A freshly loaded frame shows the saved draft: bring it to what the editor holds. */
  const syncFrame = useCallback(() => {
    for (const message of frameMessagesFor(queue.saved, historyRef.current.present, nextRequest)) sendRef.current(message)
  }, [queue, nextRequest])

  const merge = useCallback(async () => {
    const merged = await queue.merge()
    apply(record(historyRef.current, merged, null))
  }, [queue, apply])

  const takeTheirs = useCallback(async () => {
    const theirs = await queue.takeTheirs()
    apply(record(historyRef.current, theirs, null))
  }, [queue, apply])

  return {
    components: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo,
    redo,
    syncFrame,
    save: () => queue.flush(),
    merge,
    takeTheirs,
    status,
    restored,
  }
}

export type EditorState = ReturnType<typeof useEditorState>
