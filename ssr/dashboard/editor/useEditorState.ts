/**
 * The page editor's state: the components list and the project's site-wide values
 * (`global_fields`) with their undo history, the autosave queues and the frame kept in
 * step. Every change goes through `change()` (sections) or `changeGlobals()`: recorded
 * for undo, sent to the frame as update_section/arrange_sections (not the section whose
 * change the frame itself reported), queued for the draft; a site-wide value goes into
 * the settings draft (GlobalsQueue) and, once saved, the sections showing it are
 * rendered again.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { DraftQueue, type QueueSnapshot, type Saved, storageKey } from './draftQueue'
import { frameMessagesFor } from './frame'
import { type Globals, sectionsUsingGlobals } from './globals'
import { GlobalsQueue, type GlobalsSnapshot, type SettingsSaved } from './globalsQueue'
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

/** Where the site-wide values are read and saved (the project settings, as Instellingen does). */
export type SettingsSource = {
  /** The settings as first read, or null while they load. */
  saved: SettingsSaved | null
  write: (globals: Globals, version: number) => Promise<SettingsSaved>
  read: () => Promise<SettingsSaved>
  onSaved?: (saved: SettingsSaved) => void
}

/** One step of the editor's history: the sections and the site-wide values (null until loaded). */
export type EditorDoc = { components: SectionJson[]; globals: Globals | null }

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function useEditorState(project: number, source: EditorSource, send: (message: EditorToFrame) => void, settings: SettingsSource | null = null) {
  const [queue] = useState(
    () =>
      new DraftQueue(
        { key: storageKey(project, source.document), storage: browserStorage(), write: source.write, read: source.read, onSaved: source.onSaved },
        source.saved,
      ),
  )
  const [history, setHistory] = useState<History<EditorDoc>>(() => startHistory({ components: queue.components, globals: settings?.saved?.globals ?? null }))
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

  // The site-wide values: a queue of their own once the settings are read.
  const settingsRef = useRef(settings)
  settingsRef.current = settings
  const [globalsQueue, setGlobalsQueue] = useState<GlobalsQueue | null>(null)
  const [globalsStatus, setGlobalsStatus] = useState<GlobalsSnapshot | null>(null)
  const loaded = settings?.saved ?? null
  useEffect(() => {
    if (!loaded || globalsQueue) return
    const created = new GlobalsQueue(
      {
        write: (globals, version) => settingsRef.current!.write(globals, version),
        read: () => settingsRef.current!.read(),
        onSaved: (saved, keys) => {
          settingsRef.current?.onSaved?.(saved)
          // The server renders with the saved draft: the sections showing these values again.
          for (const { section, index } of sectionsUsingGlobals(historyRef.current.present.components, keys)) {
            sendRef.current({ type: 'update_section', payload: { section, index, request: nextRequest() } })
          }
        },
      },
      loaded,
    )
    setGlobalsQueue(created)
    setGlobalsStatus(created.snapshot())
    // Steps recorded before the values were read hold them as read.
    const fill = (doc: EditorDoc): EditorDoc => (doc.globals === null ? { ...doc, globals: loaded.globals } : doc)
    const filled = { ...historyRef.current, past: historyRef.current.past.map(fill), present: fill(historyRef.current.present), future: historyRef.current.future.map(fill) }
    historyRef.current = filled
    setHistory(filled)
  }, [loaded, globalsQueue, nextRequest])
  useEffect(() => {
    if (!globalsQueue) return
    globalsQueue.resume()
    const unsubscribe = globalsQueue.subscribe(setGlobalsStatus)
    return () => {
      unsubscribe()
      void globalsQueue.flush()
      globalsQueue.dispose()
    }
  }, [globalsQueue])
  const globalsQueueRef = useRef(globalsQueue)
  globalsQueueRef.current = globalsQueue

  const apply = useCallback(
    (next: History<EditorDoc>, fromFrame: string | null = null) => {
      const before = historyRef.current.present
      if (next === historyRef.current) return
      historyRef.current = next
      setHistory(next)
      const after = next.present
      if (after.components !== before.components) {
        for (const message of frameMessagesFor(before.components, after.components, nextRequest, fromFrame)) sendRef.current(message)
        queue.schedule(after.components)
      }
      if (after.globals && after.globals !== before.globals) globalsQueueRef.current?.schedule(after.globals)
    },
    [queue, nextRequest],
  )

  /** A change to the sections: `key` joins quick changes of one field into one undo step. */
  const change = useCallback(
    (update: (components: SectionJson[]) => SectionJson[], key: string | null = null, fromFrame: string | null = null) => {
      const present = historyRef.current.present
      const next = update(present.components)
      if (next === present.components) return
      apply(record(historyRef.current, { ...present, components: next }, key), fromFrame)
    },
    [apply],
  )
  /** A change to the site-wide values (saved into the settings draft). */
  const [globalsEdited, setGlobalsEdited] = useState(false)
  const changeGlobals = useCallback(
    (globals: Globals, key: string | null = null) => {
      const present = historyRef.current.present
      if (!present.globals || !globalsQueueRef.current) return
      setGlobalsEdited(true)
      apply(record(historyRef.current, { ...present, globals }, key))
    },
    [apply],
  )
  const undo = useCallback(() => apply(undoStep(historyRef.current)), [apply])
  const redo = useCallback(() => apply(redoStep(historyRef.current)), [apply])

  /** A freshly loaded frame shows the saved draft: bring it to what the editor holds. */
  const syncFrame = useCallback(() => {
    for (const message of frameMessagesFor(queue.saved, historyRef.current.present.components, nextRequest)) sendRef.current(message)
  }, [queue, nextRequest])

  const withComponents = useCallback(
    (components: SectionJson[]) => apply(record(historyRef.current, { ...historyRef.current.present, components }, null)),
    [apply],
  )
  const merge = useCallback(async () => withComponents(await queue.merge()), [queue, withComponents])
  const takeTheirs = useCallback(async () => withComponents(await queue.takeTheirs()), [queue, withComponents])

  // A conflict on the site-wide values: theirs shown, or ours saved over them.
  const settle = useCallback(
    async (how: 'takeTheirs' | 'keepMine') => {
      const target = globalsQueueRef.current
      if (!target) return
      const globals = await target[how]()
      const present = historyRef.current.present
      const next = { ...historyRef.current, present: { ...present, globals } }
      historyRef.current = next
      setHistory(next)
      const keys = Object.keys({ ...present.globals, ...globals })
      for (const { section, index } of sectionsUsingGlobals(present.components, keys)) {
        sendRef.current({ type: 'update_section', payload: { section, index, request: nextRequest() } })
      }
    },
    [nextRequest],
  )

  /** Both drafts saved now (Ctrl/Cmd+S, before publishing): whether everything is saved. */
  const save = useCallback(async () => {
    const globals = globalsQueueRef.current
    await Promise.all([queue.flush(), globals?.flush()])
    return queue.snapshot().status === 'saved' && (!globals || globals.snapshot().status === 'saved')
  }, [queue])

  return {
    components: history.present.components,
    globals: history.present.globals,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    changeGlobals,
    undo,
    redo,
    syncFrame,
    save,
    merge,
    takeTheirs,
    status,
    restored,
    /** The site-wide values' save state (null while the settings load). */
    globalsStatus,
    /** Whether a site-wide value was changed in this editor. */
    globalsEdited,
    keepMyGlobals: () => settle('keepMine'),
    takeTheirGlobals: () => settle('takeTheirs'),
  }
}

export type EditorState = ReturnType<typeof useEditorState>
