/**
 * Bounded page rendering: at most `maxConcurrent` renders run at once in this process,
 * at most `maxQueue` more wait for a slot (first come, first served), and none waits
 * longer than `timeoutMs`. What does not fit is refused at once with 503 + Retry-After,
 * so an overloaded server answers quickly instead of piling up work, memory and
 * time-outs (docs/performance.md, "SSR").
 *
 * Only the page renderer sits behind the queue: static assets and the /api proxy are
 * cheap and answered before it (index.js).
 */

const BUSY_HTML =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Even geduld</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
  '<body><h1>Even geduld</h1><p>De website is op dit moment erg druk. ' +
  'Probeer het over een paar seconden opnieuw.</p></body></html>'

/**
 * @param {{ maxConcurrent: number, maxQueue: number, timeoutMs: number }} limits
 *   maxConcurrent 0 = no limit (nothing ever waits); timeoutMs 0 = wait without a limit.
 */
export function createRenderQueue({ maxConcurrent, maxQueue, timeoutMs }) {
  let active = 0
  /** Tickets waiting for a slot, oldest first. */
  const waiting = []
  const counts = { granted: 0, full: 0, timeout: 0 }

  function grantNext() {
    while (waiting.length > 0 && (maxConcurrent === 0 || active < maxConcurrent)) {
      waiting.shift().grant()
    }
  }

  /**
   * Takes a place in line. `granted` resolves with 'granted' once a render may start,
   * with 'full' / 'timeout' when it may not, or with 'gone' when released while waiting. `release()` gives the place back (a
   * running render's slot, or a waiting place); calling it again does nothing.
   */
  function enter() {
    let state = 'new'
    let timer = null
    let settle
    const granted = new Promise((resolve) => {
      settle = resolve
    })
    const ticket = {
      granted,
      grant() {
        clearTimeout(timer)
        state = 'active'
        active += 1
        counts.granted += 1
        settle('granted')
      },
      release() {
        if (state === 'active') {
          active -= 1
          grantNext()
        } else if (state === 'waiting') {
          clearTimeout(timer)
          waiting.splice(waiting.indexOf(ticket), 1)
          settle('gone')
        }
        state = 'done'
      },
    }
    const refuse = (reason) => {
      state = 'done'
      counts[reason] += 1
      settle(reason)
    }
    if (waiting.length === 0 && (maxConcurrent === 0 || active < maxConcurrent)) {
      ticket.grant()
    } else if (waiting.length >= maxQueue) {
      refuse('full')
    } else {
      state = 'waiting'
      waiting.push(ticket)
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(ticket), 1)
          refuse('timeout')
        }, timeoutMs)
      }
    }
    return ticket
  }

  return {
    enter,
    /** What is going on right now, and how many places were granted or refused so far. */
    stats() {
      return { active, waiting: waiting.length, ...counts }
    },
  }
}

/** The 503 an overloaded server gives: short, Dutch, never cached, with Retry-After. */
export function answerBusy(res, retryAfterSeconds) {
  res.status(503)
  res.setHeader('retry-after', String(retryAfterSeconds))
  res.setHeader('cache-control', 'private, no-store')
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.end(res.req?.method === 'HEAD' ? undefined : BUSY_HTML)
}

/**
 * Wraps the renderer (an async express handler): waits for a render slot, or answers
 * 503. The slot is held until the renderer's promise settles, so the limit counts
 * renders even when their visitors hang up; a visitor who leaves while waiting gives
 * the place up without being rendered.
 *
 * @param {ReturnType<typeof createRenderQueue>} queue
 * @param {{ retryAfterSeconds: number, onRefused?: (reason: 'full' | 'timeout') => void }} options
 *   onRefused: told of every request answered 503 (metrics.js counts them)
 * @param {(req, res, next) => Promise<unknown>} render
 * @returns {import('express').RequestHandler}
 */
export function queuedRenderer(queue, { retryAfterSeconds, onRefused }, render) {
  return async function renderInTurn(req, res, next) {
    const ticket = queue.enter()
    res.once('close', ticket.release)
    const outcome = await ticket.granted
    res.off('close', ticket.release)
    if (outcome === 'gone') return
    if (outcome !== 'granted') {
      onRefused?.(outcome)
      return answerBusy(res, retryAfterSeconds)
    }
    // Gone just as its turn came (the close above already gave the slot back).
    if (res.destroyed) return ticket.release()
    try {
      return await render(req, res, next)
    } finally {
      ticket.release()
    }
  }
}
