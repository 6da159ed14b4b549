/** The idle collector: one collection after renders, none while busy or already idle. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectWhenIdle } from '../../server/idleCollector.js'

function fakeQueue() {
  const state = { granted: 0, active: 0, waiting: 0 }
  return { state, stats: () => ({ ...state }) }
}

describe('collectWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('collects once after a burst has ended, never during it and never twice', () => {
    vi.useFakeTimers()
    const queue = fakeQueue()
    const gc = vi.fn()
    const stop = collectWhenIdle(queue, { intervalMs: 1_000, gc })
    vi.advanceTimersByTime(3_000)
    expect(gc).not.toHaveBeenCalled()

    queue.state.granted = 40
    queue.state.active = 8
    queue.state.waiting = 10
    vi.advanceTimersByTime(1_000)
    queue.state.granted = 90
    vi.advanceTimersByTime(1_000)
    expect(gc).not.toHaveBeenCalled()

    // Same count but still renders running: not idle yet.
    vi.advanceTimersByTime(1_000)
    expect(gc).not.toHaveBeenCalled()
    queue.state.active = 0
    queue.state.waiting = 0
    vi.advanceTimersByTime(1_000)
    expect(gc).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(gc).toHaveBeenCalledTimes(1)
    stop()
  })

  it('does nothing without gc (node started without --expose-gc)', () => {
    vi.useFakeTimers()
    const queue = fakeQueue()
    const stop = collectWhenIdle(queue, { gc: null })
    queue.state.granted = 5
    expect(() => vi.advanceTimersByTime(5_000)).not.toThrow()
    stop()
  })
})
