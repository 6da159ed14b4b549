/**
 * The SSR's calls towards the API (a GET for the page bundle, a POST for the search
 * page's results): node's own HTTP client over keep-alive connections (one pool per
 * process), cheaper per page than `fetch`, with a timeout that is cleared as soon as
 * the answer is in (a pending `AbortSignal.timeout` keeps the whole render reachable
 * until it fires). Every call carries the `X-Request-Id` of the request being rendered
 * (server/requestContext.js), so the API logs it too. Server-only.
 */
import type { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import https from 'node:https'

// The store server/requestContext.js registers (this file is bundled apart from it).
const REQUEST_CONTEXT = Symbol.for('site.ssr.requestContext')

/** The id of the request being rendered, when there is one. */
export function currentRequestId(): string | undefined {
  const store = (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT] as AsyncLocalStorage<{ requestId: string }> | undefined
  return store?.getStore()?.requestId
}

/** The headers with the current request's id added (a caller's own id wins). */
export function withRequestId(headers: Record<string, string>): Record<string, string> {
  const requestId = currentRequestId()
  if (!requestId || Object.keys(headers).some((name) => name.toLowerCase() === 'x-request-id')) return headers
  return { ...headers, 'x-request-id': requestId }
}

export interface ApiAnswer {
  status: number
  body: string
  /** The answer's ETag header, when it has one (the page bundle's: site/pageBundle.ts). */
  etag?: string
}

export type ApiGet = (url: string, headers: Record<string, string>, timeoutMs: number) => Promise<ApiAnswer>
/** A POST with a JSON body (sent as `content-type: application/json`). */
export type ApiPost = (url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) => Promise<ApiAnswer>

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
}

/**
 * A kept-alive connection the API closed while idle can be reused at that very moment:
 * the request then fails with ECONNRESET before any answer. The API never saw it, so a
 * GET is sent once more on a fresh connection (node's documented remedy).
 */
async function callOne(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number) {
  try {
    return await attempt(method, url, headers, body, timeoutMs)
  } catch (error) {
    if (method === 'GET' && error instanceof StaleSocketError) return attempt(method, url, headers, body, timeoutMs)
    throw error instanceof StaleSocketError ? error.cause : error
  }
}

// The API list of server/apiTargets.js, registered by the server (this file is bundled
// apart from it); absent in unit tests and with nothing registered.
const API_TARGETS = Symbol.for('site.ssr.apiTargets')

interface ApiTargets {
  urls: string[]
  inTurn<T>(send: (base: string) => Promise<T>, facts: { sideEffects: boolean; answered?: (error: unknown) => boolean }): Promise<T>
}

/** The base of `url` among several registered API URLs, with the list; else null. */
function targetsOf(url: string): { targets: ApiTargets; base: string } | null {
  const targets = (globalThis as Record<symbol, unknown>)[API_TARGETS] as ApiTargets | undefined
  if (!targets || targets.urls.length < 2) return null
  const base = targets.urls.find((candidate) => url === candidate || url.startsWith(`${candidate}/`) || url.startsWith(`${candidate}?`))
  return base ? { targets, base } : null
}

/**
 * With several API URLs (API_URL as a comma list, server/apiTargets.js) the call goes
 * to the API whose turn it is, and on to the next when the connection was refused, or
 * for a GET reset, before any answer: the API processed nothing. A POST (the search
 * page's query) only moves on when no connection was made at all.
 */
async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number) {
  const list = targetsOf(url)
  if (!list) return callOne(method, url, headers, body, timeoutMs)
  const { targets, base } = list
  const rest = url.slice(base.length)
  return targets.inTurn((candidate) => callOne(method, `${candidate}${rest}`, headers, body, timeoutMs), {
    sideEffects: method !== 'GET',
    answered: (error) => typeof error === 'object' && error !== null && answeredErrors.has(error),
  })
}

// Errors that came after the answer had started: the API did process the request.
const answeredErrors = new WeakSet<object>()

class StaleSocketError extends Error {
  constructor(readonly cause: Error) {
    super(cause.message)
  }
}

function attempt(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number) {
  return new Promise<ApiAnswer>((resolve, reject) => {
    const target = new URL(url)
    const client = target.protocol === 'https:' ? https : http
    const agent = agents[target.protocol as keyof typeof agents]
    if (!agent) return reject(new Error(`unsupported API URL ${url}`))
    const request = client.request(target, { method, agent, headers: withRequestId(headers) }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', fail)
      response.on('end', () => {
        clearTimeout(timer)
        const { etag } = response.headers
        resolve({ status: response.statusCode ?? 502, body: Buffer.concat(chunks).toString('utf8'), etag })
      })
    })
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    let answered = false
    function fail(error: Error) {
      clearTimeout(timer)
      if (answered) answeredErrors.add(error)
      const stale = !answered && request.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET'
      reject(stale ? new StaleSocketError(error) : error)
    }
    request.on('response', () => {
      answered = true
    })
    request.on('error', fail)
    request.end(body)
  })
}

export const apiGet: ApiGet = (url, headers, timeoutMs) => call('GET', url, headers, undefined, timeoutMs)

export const apiPost: ApiPost = (url, headers, body, timeoutMs) => {
  const json = JSON.stringify(body)
  return call(
    'POST',
    url,
    { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) },
    json,
    timeoutMs,
  )
}
