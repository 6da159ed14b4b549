/**
 * The page editor's autosave (docs/page-editor.md, Editor): the newest components list
 * waits in a queue that is written to localStorage at once and PUT into the draft after
 * a short pause, with If-Match on the version it was based on. A lost connection or a
 * server error keeps it queued and retries with a growing pause (and at once when the
 * browser is online again); a reload finds it in storage and sends it. A 409 never
 * overwrites: when the other save left the sections as we based ours on (a page setting
 * saved in another tab), ours is rebased and sent; otherwise the queue stops in
 * `conflict`, keeps the owner's change and `merge()` re-applies it on the newest version.
 */
import type { SectionJson } from '@site/blocks/editor/protocol.ts'
import { ApiError, firstMessage } from '../api'

export type Saved = { version: number; components: SectionJson[] }

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'retrying' | 'conflict' | 'error'

export type QueueSnapshot = {
  status: SaveStatus
  /** The version the queued change is based on (and the document's, when nothing waits). */
  version: number
  /** The change waiting to be saved, or null. */
  pending: SectionJson[] | null
  /** The refusal of the last save (a 4xx other than 409), in the API's words. */
  message: string | null
  /** The sections as the other save left them, after a conflict. */
  theirs: Saved | null
}

type Stored = { version: number; base: SectionJson[]; pending: SectionJson[] | null }

export type QueueOptions = {
  /** The storage key of this document (per project and document). */
  key: string
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  write: (components: SectionJson[], version: number) => Promise<Saved>
  read: () => Promise<Saved>
  /** Pause after the last change before saving (ms). */
  delay?: number
  /** Pause before the nth retry (ms). */
  retryDelay?: (attempt: number) => number
  onChange?: (snapshot: QueueSnapshot) => void
  /** A save went through (to update caches). */
  onSaved?: (saved: Saved) => void
}

export const SAVE_DELAY = 800
export const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5))

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function storageKey(project: number, document: string): string {
  return `wm.editor.draft.${project}.${document}`
}

function load(storage: QueueOptions['storage'], key: string): Stored | null {
  try {
    const raw = storage?.getItem(key)
    if (!raw) return null
    const stored = JSON.parse(raw) as Stored
    if (typeof stored.version !== 'number' || !Array.isArray(stored.base)) return null
    return stored
  } catch {
    return null
  }
}

/** Sections by id: the owner's changes since `base` applied to `theirs`, section by section. */
export function mergeSections(base: SectionJson[], mine: SectionJson[], theirs: SectionJson[]): SectionJson[] {
  const baseById = new Map(base.map((s) => [s.id, s]))
  const mineById = new Map(mine.map((s) => [s.id, s]))
  const theirsById = new Map(theirs.map((s) => [s.id, s]))
  const chosen = new Map<string, SectionJson>()
  for (const id of new Set([...mineById.keys(), ...theirsById.keys(), ...baseById.keys()])) {
    const was = baseById.get(id)
    const my = mineById.get(id)
    const their = theirsById.get(id)
    if (my && !was) chosen.set(id, my) // added by me
    else if (!my && was) continue // deleted by me
    else if (my && was) {
      const changedByMe = !same(my, was)
      if (changedByMe) chosen.set(id, my)
      else if (their) chosen.set(id, their)
      // unchanged by me and deleted by them: gone
    } else if (their) chosen.set(id, their) // added by them
  }
  const ids = (list: SectionJson[]) => list.map((s) => s.id)
  const common = (list: string[], other: Set<string>) => list.filter((id) => other.has(id))
  const myOrderChanged = !same(common(ids(mine), new Set(ids(base))), common(ids(base), new Set(ids(mine))))
  const [primary, secondary] = myOrderChanged ? [ids(mine), ids(theirs)] : [ids(theirs), ids(mine)]
  const order = primary.filter((id) => chosen.has(id))
  secondary.forEach((id, index) => {
    if (!chosen.has(id) || order.includes(id)) return
    // After its nearest predecessor that is already placed, else first.
    let at = 0
    for (let back = index - 1; back >= 0; back--) {
      const found = order.indexOf(secondary[back])
      if (found >= 0) {
        at = found + 1
        break
      }
    }
    order.splice(at, 0, id)
  })
  return order.map((id) => chosen.get(id)!)
}

export class DraftQueue {
  private readonly options: QueueOptions
  private base: SectionJson[]
  private version: number
  private pending: SectionJson[] | null
  private status: SaveStatus
  private message: string | null = null
  private theirs: Saved | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private attempt = 0
  private inFlight: Promise<void> | null = null
  private disposed = false
  private readonly listeners = new Set<(snapshot: QueueSnapshot) => void>()

  /**
   * `server`: the document as just read. A queued change of an earlier visit is
   * restored, and sent once resume() starts the queue.
   */
  constructor(options: QueueOptions, server: Saved) {
    this.options = options
    const stored = load(options.storage, options.key)
    if (stored?.pending) {
      this.base = stored.base
      this.version = stored.version
      this.pending = stored.pending
      // Sent once the editor starts the queue (resume()).
      this.status = 'pending'
    } else {
      this.base = server.components
      this.version = server.version
      this.pending = null
      this.status = 'saved'
    }
  }

  /** What the editor shows first: the restored change, else the server's sections. */
  get components(): SectionJson[] {
    return this.pending ?? this.base
  }

  get restored(): boolean {
    return this.pending !== null
  }

  snapshot(): QueueSnapshot {
    return { status: this.status, version: this.version, pending: this.pending, message: this.message, theirs: this.theirs }
  }

  /** Queue `components` as the newest state: stored at once, saved after the pause. */
  schedule(components: SectionJson[]): void {
    if (this.disposed) return
    this.pending = same(components, this.base) ? null : components
    this.persist()
    if (this.status === 'conflict') return this.emit()
    if (!this.pending) {
      if (!this.inFlight) this.set('saved')
      return
    }
    this.message = null
    if (this.status !== 'saving') this.set(this.status === 'offline' || this.status === 'retrying' ? this.status : 'pending')
    this.arm(this.options.delay ?? SAVE_DELAY)
  }

  /** Save now (Ctrl/Cmd+S, the 'online' event, 'Opnieuw proberen'). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.inFlight) return this.inFlight.then(() => (this.timer ? undefined : this.flush()))
    if (!this.pending || this.status === 'conflict' || this.disposed) return Promise.resolve()
    this.inFlight = this.send().finally(() => {
      this.inFlight = null
    })
    return this.inFlight
  }

  /**
   * After a conflict: read the newest version, re-apply the owner's changes on it
   * (mergeSections) and save; answers the merged sections for the editor to show.
   */
  async merge(): Promise<SectionJson[]> {
    const theirs = this.theirs ?? (await this.options.read())
    const merged = mergeSections(this.base, this.pending ?? this.base, theirs.components)
    this.base = theirs.components
    this.version = theirs.version
    this.theirs = null
    this.pending = same(merged, theirs.components) ? null : merged
    this.status = this.pending ? 'pending' : 'saved'
    this.persist()
    this.emit()
    await this.flush()
    return merged
  }

  /** After a conflict: drop the owner's change and take the newest version. */
  async takeTheirs(): Promise<SectionJson[]> {
    const theirs = this.theirs ?? (await this.options.read())
    this.base = theirs.components
    this.version = theirs.version
    this.theirs = null
    this.pending = null
    this.status = 'saved'
    this.persist()
    this.emit()
    return theirs.components
  }

  /** The sections as last saved (what a freshly loaded frame shows). */
  get saved(): SectionJson[] {
    return this.base
  }

  /** Start again after dispose() (a remounted editor): a queued change is sent. */
  resume(): void {
    this.disposed = false
    if (this.pending && this.status !== 'conflict') this.flushAfter(0)
  }

  dispose(): void {
    this.disposed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private async send(): Promise<void> {
    const sent = this.pending!
    this.set('saving')
    try {
      const saved = await this.options.write(sent, this.version)
      this.attempt = 0
      this.base = saved.components
      this.version = saved.version
      this.message = null
      // A change made while saving stays queued.
      if (this.pending === sent || same(this.pending, saved.components)) this.pending = null
      this.persist()
      this.options.onSaved?.(saved)
      if (this.pending) {
        this.set('pending')
        this.arm(this.options.delay ?? SAVE_DELAY)
      } else this.set('saved')
    } catch (error) {
      await this.failed(error)
    }
  }

  private async failed(error: unknown): Promise<void> {
    if (error instanceof ApiError && error.isConflict) {
      let theirs: Saved
      try {
        theirs = await this.options.read()
      } catch (readError) {
        return this.retryLater(readError)
      }
      if (this.pending && same(theirs.components, this.pending)) {
        // Already saved (a tab closed before it heard the answer): nothing to do.
        this.base = theirs.components
        this.version = theirs.version
        this.pending = null
        this.persist()
        this.options.onSaved?.(theirs)
        return this.set('saved')
      }
      if (same(theirs.components, this.base)) {
        // Only other fields changed (the page settings): ours still applies as it is.
        this.version = theirs.version
        this.persist()
        this.attempt = 0
        if (this.pending) return this.send()
        return this.set('saved')
      }
      this.theirs = theirs
      this.set('conflict')
      return
    }
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
      // A refusal: retrying the same body would be refused again. It stays queued
      // (and stored) until the owner changes it.
      this.message = firstMessage(error.errors) ?? 'De wijziging werd geweigerd.'
      this.set('error')
      return
    }
    this.retryLater(error)
  }

  private retryLater(error: unknown): void {
    this.attempt += 1
    this.set(error instanceof ApiError && error.status === 0 ? 'offline' : 'retrying')
    this.flushAfter((this.options.retryDelay ?? backoff)(this.attempt))
  }

  private flushAfter(ms: number): void {
    if (this.disposed) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush()
    }, ms)
  }

  private arm(ms: number): void {
    this.flushAfter(ms)
  }

  private persist(): void {
    try {
      if (this.pending) this.options.storage?.setItem(this.options.key, JSON.stringify({ version: this.version, base: this.base, pending: this.pending } satisfies Stored))
      else this.options.storage?.removeItem(this.options.key)
    } catch {
      // Storage full or blocked: the queue still holds the change in memory.
    }
  }

  private set(status: SaveStatus): void {
    this.status = status
    this.emit()
  }

  /** Called with every new snapshot; answers the unsubscribe. */
  subscribe(listener: (snapshot: QueueSnapshot) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(): void {
    const snapshot = this.snapshot()
    this.options.onChange?.(snapshot)
    this.listeners.forEach((listener) => listener(snapshot))
  }
}
