/**
 * The autosave of the site-wide values edited in the page editor (docs/page-editor.md,
 * "Site-wide values"): the newest `global_fields` map is PUT into the project's settings
 * draft (`PUT …/projects/{id}`, the call of Instellingen) after a short pause, with
 * If-Match on the settings version. A lost connection or a server error retries with a
 * growing pause. A 409 never overwrites: when the other save left the keys we changed as
 * we based them on (a colour or another value changed in Instellingen), our keys are put
 * on the newest map and sent; when it changed one of ours, the queue stops in `conflict`
 * until the owner keeps theirs (`takeTheirs`) or saves ours over it (`keepMine`).
 */
import { ApiError, firstMessage } from '../api'
import { backoff, SAVE_DELAY } from './draftQueue'
import { changedGlobalKeys, type Globals } from './globals'

/** The settings as the API answered them: the version, the values and whether the draft differs from the live site. */
export type SettingsSaved = { version: number; globals: Globals; unpublished: boolean }

export type GlobalsStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'conflict' | 'error'

export type GlobalsSnapshot = { status: GlobalsStatus; message: string | null; saved: SettingsSaved }

export type GlobalsQueueOptions = {
  write: (globals: Globals, version: number) => Promise<SettingsSaved>
  read: () => Promise<SettingsSaved>
  delay?: number
  retryDelay?: (attempt: number) => number
  /** A save went through: the keys it changed, for the preview to render them again. */
  onSaved?: (saved: SettingsSaved, keys: string[]) => void
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const pick = (values: Globals, keys: string[]): Globals => Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]))
const without = (values: Globals, keys: string[]): Globals => Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)))

/** Our keys (changed from `base`) put on `theirs`: a key we removed is removed. */
function rebase(base: Globals, mine: Globals, theirs: Globals): Globals {
  const keys = changedGlobalKeys(base, mine)
  return { ...without(theirs, keys), ...pick(mine, keys) }
}

export class GlobalsQueue {
  private readonly options: GlobalsQueueOptions
  private saved: SettingsSaved
  private pending: Globals | null = null
  private status: GlobalsStatus = 'saved'
  private message: string | null = null
  private theirs: SettingsSaved | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private attempt = 0
  private inFlight: Promise<void> | null = null
  private disposed = false
  private readonly listeners = new Set<(snapshot: GlobalsSnapshot) => void>()

  constructor(options: GlobalsQueueOptions, saved: SettingsSaved) {
    this.options = options
    this.saved = saved
  }

  snapshot(): GlobalsSnapshot {
    return { status: this.status, message: this.message, saved: this.saved }
  }

  subscribe(listener: (snapshot: GlobalsSnapshot) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The newest map, saved after the pause. */
  schedule(globals: Globals): void {
    if (this.disposed) return
    this.pending = same(globals, this.saved.globals) ? null : globals
    if (this.status === 'conflict') return this.emit()
    if (!this.pending) {
      if (!this.inFlight) this.set('saved')
      return
    }
    this.message = null
    if (this.status !== 'saving') this.set(this.status === 'retrying' ? 'retrying' : 'pending')
    this.arm(this.options.delay ?? SAVE_DELAY)
  }

  /** Save now (Ctrl/Cmd+S, before publishing). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.inFlight) return this.inFlight.then(() => (this.pending && this.status !== 'conflict' ? this.flush() : undefined))
    if (!this.pending || this.status === 'conflict' || this.disposed) return Promise.resolve()
    this.inFlight = this.send().finally(() => {
      this.inFlight = null
    })
    return this.inFlight
  }

  /** After a conflict: the other's values win; answers them for the editor to show. */
  async takeTheirs(): Promise<Globals> {
    const theirs = this.theirs ?? (await this.options.read())
    this.saved = theirs
    this.theirs = null
    this.pending = null
    this.message = null
    this.set('saved')
    return theirs.globals
  }

  /** After a conflict: our values over the newest version (the other's other keys stay). */
  async keepMine(): Promise<Globals> {
    const theirs = await this.options.read()
    const mine = this.pending ?? this.saved.globals
    const next = rebase(this.saved.globals, mine, theirs.globals)
    this.saved = theirs
    this.theirs = null
    this.pending = same(next, theirs.globals) ? null : next
    this.set(this.pending ? 'pending' : 'saved')
    await this.flush()
    return next
  }

  /** Start again after dispose() (a remounted editor): a queued change is sent. */
  resume(): void {
    this.disposed = false
    if (this.pending && this.status !== 'conflict') this.arm(0)
  }

  dispose(): void {
    this.disposed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private arm(delay: number): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush()
    }, delay)
  }

  private async send(): Promise<void> {
    const body = this.pending!
    const before = this.saved.globals
    this.set('saving')
    try {
      const saved = await this.options.write(body, this.saved.version)
      this.attempt = 0
      this.saved = saved
      if (this.pending === body) this.pending = null
      this.message = null
      this.options.onSaved?.(saved, changedGlobalKeys(before, saved.globals))
      if (this.pending) {
        this.set('pending')
        this.arm(0)
      } else this.set('saved')
    } catch (error) {
      if (error instanceof ApiError && error.isConflict) return this.conflict(body)
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429) {
        this.attempt += 1
        this.set('retrying')
        this.arm((this.options.retryDelay ?? backoff)(this.attempt))
        return
      }
      this.message = firstMessage(error.errors) ?? null
      this.set('error')
    }
  }

  private async conflict(mine: Globals): Promise<void> {
    let theirs: SettingsSaved
    try {
      theirs = await this.options.read()
    } catch {
      this.attempt += 1
      this.set('retrying')
      this.arm((this.options.retryDelay ?? backoff)(this.attempt))
      return
    }
    const keys = changedGlobalKeys(this.saved.globals, this.pending ?? mine)
    const untouched = keys.every((key) => same(theirs.globals[key], this.saved.globals[key]))
    if (untouched) {
      // Another save changed other settings (or other keys): ours go on top of it.
      const next = rebase(this.saved.globals, this.pending ?? mine, theirs.globals)
      this.saved = theirs
      this.pending = same(next, theirs.globals) ? null : next
      this.set(this.pending ? 'pending' : 'saved')
      if (this.pending) this.arm(0)
      return
    }
    this.theirs = theirs
    this.set('conflict')
  }

  private set(status: GlobalsStatus): void {
    this.status = status
    this.emit()
  }

  private emit(): void {
    const snapshot = this.snapshot()
    for (const listener of this.listeners) listener(snapshot)
  }
}
