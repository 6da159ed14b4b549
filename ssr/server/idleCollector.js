/**
 * Gives memory back soon after a burst of renders. V8 by itself shrinks an idle heap
 * only after half a minute or more, so a worker that just served a peak keeps its peak
 * size. When renders have run since the last check and none is running or waiting now,
 * one full garbage collection runs (a few milliseconds on an idle process).
 *
 * Needs `gc` (node --expose-gc, which cluster.js gives its workers); without it nothing
 * is started.
 */

/**
 * @param {{ stats(): { granted: number, active: number, waiting: number } }} queue
 * @param {{ intervalMs?: number, gc?: () => void }} [options]
 * @returns {() => void} stops the checks
 */
export function collectWhenIdle(queue, { intervalMs = 1_000, gc = globalThis.gc } = {}) {
  if (typeof gc !== 'function') return () => {}
  let seen = queue.stats().granted
  let rendered = false
  const timer = setInterval(() => {
    const { granted, active, waiting } = queue.stats()
    if (granted !== seen) {
      seen = granted
      rendered = true
      return
    }
    if (rendered && active === 0 && waiting === 0) {
      rendered = false
      gc()
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
