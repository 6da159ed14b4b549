/** The render queue on its own: slots, the bounded line, time-outs and give-ups. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerBusy, createRenderQueue } from '../../server/renderQueue.js'

/** Which of the tickets' `granted` promises have settled, and how. */
async function outcomes(tickets) {
  const settled = tickets.map((ticket) => Promise.race([ticket.granted, Promise.resolve('pending')]))
  return Promise.all(settled)
}

describe('createRenderQueue', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('grants up to maxConcurrent at once and lines the rest up first come, first served', async () => {
    const queue = createRenderQueue({ maxConcurrent: 2, maxQueue: 3, timeoutMs: 0 })
    const tickets = Array.from({ length: 5 }, () => queue.enter())
    expect(await outcomes(tickets)).toEqual(['granted', 'granted', 'pending', 'pending', 'pending'])
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 3 })

    tickets[1].release()
    expect(await outcomes(tickets)).toEqual(['granted', 'granted', 'granted', 'pending', 'pending'])
    tickets[0].release()
    tickets[2].release()
    expect(await outcomes(tickets)).toEqual(['granted', 'granted', 'granted', 'granted', 'granted'])
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 0, granted: 5, full: 0, timeout: 0 })
  })

  it('refuses at once when the line is full, and never drops one that fits', async () => {
    const queue = createRenderQueue({ maxConcurrent: 1, maxQueue: 2, timeoutMs: 0 })
    const fitting = [queue.enter(), queue.enter(), queue.enter()]
    const refused = queue.enter()
    expect(await refused.granted).toBe('full')
    // Everything that fitted gets its turn, one after the other.
    for (const [index, ticket] of fitting.entries()) {
      expect(await ticket.granted, `ticket ${index}`).toBe('granted')
      ticket.release()
    }
    expect(queue.stats()).toMatchObject({ active: 0, waiting: 0, granted: 3, full: 1 })
  })

  it('refuses a render that waited longer than timeoutMs', async () => {
    vi.useFakeTimers()
    const queue = createRenderQueue({ maxConcurrent: 1, maxQueue: 5, timeoutMs: 1_000 })
    const running = queue.enter()
    const waiting = queue.enter()
    await vi.advanceTimersByTimeAsync(999)
    expect(await outcomes([waiting])).toEqual(['pending'])
    await vi.advanceTimersByTimeAsync(1)
    expect(await waiting.granted).toBe('timeout')
    expect(queue.stats()).toMatchObject({ active: 1, waiting: 0, timeout: 1 })
    // A place freed later goes to whoever waits then, not to the one that timed out.
    const next = queue.enter()
    running.release()
    expect(await next.granted).toBe('granted')
  })

  it('lets a visitor who leaves while waiting give up the place', async () => {
    const queue = createRenderQueue({ maxConcurrent: 1, maxQueue: 1, timeoutMs: 0 })
    const running = queue.enter()
    const leaving = queue.enter()
    leaving.release()
    expect(await leaving.granted).toBe('gone')
    const next = queue.enter()
    expect(await outcomes([next])).toEqual(['pending'])
    running.release()
    expect(await next.granted).toBe('granted')
  })

  it('counts a slot once however often it is released', async () => {
    const queue = createRenderQueue({ maxConcurrent: 1, maxQueue: 0, timeoutMs: 0 })
    const first = queue.enter()
    first.release()
    first.release()
    const second = queue.enter()
    const third = queue.enter()
    expect(await second.granted).toBe('granted')
    expect(await third.granted).toBe('full')
    expect(queue.stats().active).toBe(1)
  })

  it('never waits with maxConcurrent 0 (no limit)', async () => {
    const queue = createRenderQueue({ maxConcurrent: 0, maxQueue: 0, timeoutMs: 0 })
    const tickets = Array.from({ length: 50 }, () => queue.enter())
    expect(new Set(await outcomes(tickets))).toEqual(new Set(['granted']))
  })
})

describe('answerBusy', () => {
  function fakeResponse(method = 'GET') {
    const headers = {}
    return {
      req: { method },
      headers,
      statusCode: 200,
      body: undefined,
      status(code) {
        this.statusCode = code
        return this
      },
      setHeader(name, value) {
        headers[name] = value
      },
      end(body) {
        this.body = body
      },
    }
  }

  it('answers 503 with Retry-After, no-store and a short Dutch page', () => {
    const res = fakeResponse()
    answerBusy(res, 7)
    expect(res.statusCode).toBe(503)
    expect(res.headers).toMatchObject({
      'retry-after': '7',
      'cache-control': 'private, no-store',
      'content-type': 'text/html; charset=utf-8',
    })
    expect(res.body).toContain('lang="nl"')
    expect(res.body).toContain('erg druk')
  })

  it('sends no body to HEAD', () => {
    const res = fakeResponse('HEAD')
    answerBusy(res, 5)
    expect(res.statusCode).toBe(503)
    expect(res.body).toBeUndefined()
  })
})
