/**
 * API_URL may name several API processes (a comma list, docs/cluster.md): calls go to
 * them in turn (round robin), and a call whose connection was refused or reset before
 * any answer (so the API processed nothing) goes on to the next one. An API that failed
 * like that is tried last for DOWN_FOR_MS, so a dead process does not cost every
 * request a refused connection first.
 *
 * One list per process, on `globalThis` under a registered symbol (as
 * requestContext.js): the page data's calls (site/apiGet.ts, bundled by vike into a
 * second copy of every module) and the /api proxy (apiProxy.js) share the turn and what
 * is known to be down. With one URL nothing changes: that URL, always.
 */

const STORE_KEY = Symbol.for('site.ssr.apiTargets')

// How long an API that refused a connection is tried only after the others.
export const DOWN_FOR_MS = 5_000

// A connection that was never made: the API cannot have seen the request.
export const NOT_CONNECTED_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
// A connection dropped before any answer: a request without side effects may go again.
export const DROPPED_ERRORS = new Set(['ECONNRESET', 'EPIPE'])

/** API_URL as a list of bases without trailing slashes; a single URL as it always was. */
export function apiUrlList(raw) {
  const value = raw || 'http://127.0.0.1:8000'
  if (!value.includes(',')) return [value.replace(/\/+$/, '')]
  const urls = value
    .split(',')
    .map((part) => part.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  if (urls.length === 0) throw new Error(`API_URL names no URL: ${raw}`)
  for (const url of urls) {
    try {
      new URL(url)
    } catch {
      throw new Error(`API_URL: not a URL: ${url}`)
    }
  }
  return [...new Set(urls)]
}

/**
 * @param {string[]} urls  the API bases, in order of preference for the first call
 * @param {{ downForMs?: number, now?: () => number }} [options]
 */
export function createApiTargets(urls, { downForMs = DOWN_FOR_MS, now = Date.now } = {}) {
  if (!urls.length) throw new Error('at least one API URL is needed')
  let turn = 0
  const downUntil = new Map()
  return {
    urls,
    /** The bases to try for one call, in order: whose turn it is first, those down last. */
    order() {
      if (urls.length === 1) return urls
      const start = turn
      turn = (turn + 1) % urls.length
      const rotated = [...urls.slice(start), ...urls.slice(0, start)]
      const time = now()
      const up = rotated.filter((url) => !(downUntil.get(url) > time))
      return up.length === rotated.length ? rotated : [...up, ...rotated.filter((url) => !up.includes(url))]
    },
    /** The base refused or dropped a connection: others go first for a while. */
    markDown(url) {
      downUntil.set(url, now() + downForMs)
    },
    /** The base answered. */
    markUp(url) {
      if (downUntil.size) downUntil.delete(url)
    },
    /** Whether it is worth trying another base after this error (see the top). */
    shouldTryNext(error, { answered, sideEffects }) {
      if (answered || urls.length === 1) return false
      const code = error?.code
      return NOT_CONNECTED_ERRORS.has(code) || (!sideEffects && DROPPED_ERRORS.has(code))
    },
    /**
     * `send(base)` to the base whose turn it is, then to the next while `shouldTryNext`
     * says the failed one processed nothing; answers the first answer, or throws the
     * last error. `answered(error)`: whether that error came after the answer began.
     * @template T
     * @param {(base: string) => Promise<T>} send
     * @param {{ sideEffects: boolean, answered?: (error: unknown) => boolean }} facts
     * @returns {Promise<T>}
     */
    async inTurn(send, { sideEffects, answered = () => false }) {
      let lastError
      for (const base of this.order()) {
        try {
          const answer = await send(base)
          this.markUp(base)
          return answer
        } catch (error) {
          if (!this.shouldTryNext(error, { answered: answered(error), sideEffects })) throw error
          this.markDown(base)
          lastError = error
        }
      }
      throw lastError
    },
  }
}

/** Makes `targets` the list every API call of this process uses; answers it. */
export function registerApiTargets(targets) {
  globalThis[STORE_KEY] = targets
  return targets
}

/** The registered list, or undefined (tests, tools). */
export function registeredApiTargets() {
  return globalThis[STORE_KEY]
}
