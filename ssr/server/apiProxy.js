/**
 * Same-origin API access for browsers: requests under /api are streamed to API_URL
 * (method, path, query, body and end-to-end headers), answers streamed back.
 *
 * - X-Forwarded-For/-Host/-Proto are always replaced by what the connection says
 *   (visitor.js): a client cannot pick another project or another address.
 * - A request body is announced with `Expect: 100-continue` and only sent once the API
 *   asks for it (or after a second, for an API that never does), so an API that refuses
 *   the request up front (413 for a body over its limit, 401, 404) has its answer
 *   delivered instead of a connection reset.
 * - API_PROXY_TIMEOUT_MS bounds how long the API may take to start answering once the
 *   request has been sent (504 after it), and how long its answer may stall. Sending the
 *   request body itself has no such limit (uploads over slow lines take what they take);
 *   the server's request timeout (UPLOAD_TIMEOUT_MS, index.js) bounds that instead.
 * - An API that is down answers 503 with `Retry-After` (RETRY_AFTER_SECONDS) and the
 *   API's error shape, never a hang: a refused or unreachable connection at once, one
 *   that is not established within API_PROXY_CONNECT_TIMEOUT_MS after that long. The
 *   request never reached the API, so trying again later is safe. A GET or HEAD the API
 *   took but did not answer in time gets the same 503; any other method 504 without
 *   `Retry-After`, as the API may have carried it out (an order must not be placed twice).
 * - Connections to the API are kept alive, but an idle one is closed after
 *   IDLE_SOCKET_MS, before the API's own keep-alive limit (uvicorn: 5 s) closes it under
 *   us. Should the API still close a kept connection just as a request goes out on it,
 *   a request without a body is sent once more on a new connection (it never reached
 *   the API); one with a body is not, as its body is already spent.
 * - With several APIs (API_URL as a comma list, apiTargets.js) requests go to them in
 *   turn. A request whose connection is refused goes on to the next API, as long as
 *   none of its body was sent; a GET or HEAD also when the connection was reset before
 *   any answer. Only when no API takes it does the visitor get the 503 above.
 */
import http from 'node:http'
import https from 'node:https'
import { createApiTargets } from './apiTargets.js'
import { loggablePath, logger } from './logger.js'
import { REQUEST_ID_HEADER, requestIdFrom } from './requestContext.js'
import { forwardedHeaders } from './visitor.js'

export function isProxiedPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/')
}

// The API's /metrics is for the scraper on the internal network only
// (docs/operations.md): a proxied path that resolves to it, in any spelling
// (/api/../metrics, /api/%2e%2e/Metrics), is not found.
export function isMetricsPath(pathname) {
  let resolved
  try {
    resolved = new URL(pathname.replace(/\/{2,}/g, '/'), 'http://site.invalid').pathname
  } catch {
    return false
  }
  return /^\/(api\/)?metrics\/?$/.test(resolved.toLowerCase())
}

const NO_STORE = 'private, no-store'
// How long to wait for the API's `100 Continue` before sending a request body regardless.
const CONTINUE_FALLBACK_MS = 1_000
// Idle kept connections to the API close after this, shorter than uvicorn's 5 s.
const IDLE_SOCKET_MS = 4_000
// What a kept connection the API closed as the request went out looks like.
const STALE_SOCKET_ERRORS = new Set(['ECONNRESET', 'EPIPE'])
// Errors of a connection that was never made: the API did not get the request.
const DOWN_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
// What a 503 tells the visitor's browser (and any cache) about when to try again.
export const RETRY_AFTER_SECONDS = 10
const IDEMPOTENT = new Set(['GET', 'HEAD'])

function errorBody(message) {
  return JSON.stringify({ errors: { general: [message] } })
}

const UNREACHABLE_BODY = errorBody('De server is tijdelijk niet bereikbaar. Probeer het later opnieuw.')
const TIMEOUT_BODY = errorBody('De server reageert niet op tijd. Probeer het later opnieuw.')
const INVALID_BODY = errorBody('Ongeldig verzoek.')
const NOT_FOUND_BODY = errorBody('Niet gevonden.')

// Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection and are never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
])

// Forwarding facts come from the connection only (visitor.js), never from the client.
const CLIENT_FORWARDING = new Set(['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'])

function endToEnd(headers, dropped = new Set()) {
  const kept = {}
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || dropped.has(name)) continue
    kept[name] = value
  }
  return kept
}

function hasBody(req) {
  if (req.headers['transfer-encoding']) return true
  const length = Number(req.headers['content-length'] ?? 0)
  return Number.isFinite(length) && length > 0
}

function answerError(res, status, body) {
  if (res.headersSent) return res.destroy()
  const headers = {
    'content-type': 'application/json',
    'cache-control': NO_STORE,
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(body),
  }
  if (status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS)
  res.writeHead(status, headers)
  res.end(body)
}

/** Where requests for one API base go: its URL, client module, connection pool. */
function upstreamOf(apiUrl) {
  const target = new URL(apiUrl)
  const transport = target.protocol === 'https:' ? https : http
  const agent = new transport.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS })
  return { target, transport, agent, basePath: target.pathname.replace(/\/+$/, '') }
}

/**
 * @param {{ apiUrl: string, apiTargets?: ReturnType<typeof createApiTargets>, proxyTimeoutMs?: number, proxyConnectTimeoutMs?: number }} settings
 *   apiTargets: the API list (apiTargets.js); default: apiUrl alone
 * @returns {import('express').RequestHandler}
 */
export function createApiProxy({ apiUrl, apiTargets, proxyTimeoutMs = 30_000, proxyConnectTimeoutMs = 5_000 }) {
  const targets = apiTargets ?? createApiTargets([apiUrl])
  const upstreams = new Map(targets.urls.map((url) => [url, upstreamOf(url)]))

  return function apiProxy(req, res, next) {
    const url = req.originalUrl ?? req.url
    const pathname = url.split('?')[0]
    if (!isProxiedPath(pathname)) return next()
    if (isMetricsPath(pathname)) return answerError(res, 404, NOT_FOUND_BODY)

    const withBody = hasBody(req)
    const headers = {
      ...endToEnd(req.headers, CLIENT_FORWARDING),
      ...forwardedHeaders(req),
      // The id of this request (requestContext.js), never an unchecked one of the client.
      [REQUEST_ID_HEADER]: req.requestId ?? requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    }

    // The APIs to try, whose turn it is first (one API: that one).
    const order = targets.order()
    let current = 0
    const open = () => {
      const { target, transport, agent, basePath } = upstreams.get(order[current])
      return transport.request({
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: `${basePath}${url}`,
        headers: withBody ? { ...headers, host: target.host, expect: '100-continue' } : { ...headers, host: target.host },
        agent,
      })
    }
    let upstream
    try {
      upstream = open()
    } catch (error) {
      // A path or header value node's client refuses to send: the request itself is bad.
      logger.error('proxy request refused', { method: req.method, path: loggablePath(pathname), error })
      return answerError(res, 400, INVALID_BODY)
    }
    let retried = false
    let answered = false
    let finished = false
    let waiting = null
    let continueFallback = null
    let connecting = null

    const fail = (status, body, reason) => {
      if (finished) return
      finished = true
      clearTimeout(waiting)
      clearTimeout(continueFallback)
      clearTimeout(connecting)
      logger.error('proxy failed', { method: req.method, path: loggablePath(pathname), reason })
      req.unpipe(upstream)
      upstream.destroy()
      answerError(res, status, body)
    }
    // Started once the whole request is on its way: the API's time to answer.
    const startWaiting = () => {
      if (answered || finished || proxyTimeoutMs <= 0) return
      const status = IDEMPOTENT.has(req.method) ? 503 : 504
      waiting = setTimeout(
        () => fail(status, TIMEOUT_BODY, `no answer within ${proxyTimeoutMs} ms`),
        proxyTimeoutMs,
      )
    }
    let sending = false
    const sendBody = () => {
      if (sending || answered || finished) return
      sending = true
      req.pipe(upstream)
    }

    // An API that ignores Expect gets the body after a short wait anyway (as curl does).
    if (withBody) continueFallback = setTimeout(sendBody, CONTINUE_FALLBACK_MS)
    const listen = () => {
      // A connection that is not made in time: the API is down (or out of reach).
      upstream.on('socket', (socket) => {
        if (!socket.connecting || proxyConnectTimeoutMs <= 0) return
        clearTimeout(connecting)
        connecting = setTimeout(
          () => fail(503, UNREACHABLE_BODY, `no connection within ${proxyConnectTimeoutMs} ms`),
          proxyConnectTimeoutMs,
        )
        socket.once('connect', () => clearTimeout(connecting))
      })
      upstream.on('continue', () => {
        clearTimeout(continueFallback)
        sendBody()
      })
      upstream.on('finish', startWaiting)
      upstream.on('response', (answer) => {
        answered = true
        targets.markUp(order[current])
        clearTimeout(waiting)
        clearTimeout(continueFallback)
        clearTimeout(connecting)
        // The API answered before taking the body (e.g. 413): the rest of it stays unsent.
        req.unpipe(upstream)
        const answerHeaders = endToEnd(answer.headers)
        answerHeaders['x-content-type-options'] = 'nosniff'
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders)
        answer.pipe(res)
        // A stalled answer is cut off: the visitor gets a broken response, not a hang.
        let stalled = null
        const watch = () => {
          clearTimeout(stalled)
          if (proxyTimeoutMs <= 0) return
          stalled = setTimeout(() => {
            logger.error('proxy answer stalled', { method: req.method, path: loggablePath(pathname), timeout_ms: proxyTimeoutMs })
            answer.destroy()
            res.destroy()
          }, proxyTimeoutMs)
        }
        watch()
        answer.on('data', watch)
        answer.on('close', () => clearTimeout(stalled))
        answer.on('end', () => {
          finished = true
          // A body the API never asked for leaves the connection unusable for reuse.
          if (!upstream.writableFinished) upstream.destroy()
        })
        answer.on('error', () => res.destroy())
      })
      const request = upstream
      upstream.on('error', (error) => {
        // Writing a refused body may fail after the answer arrived; the answer still counts.
        if (answered || finished || request !== upstream) return
        if (!withBody && !retried && request.reusedSocket && STALE_SOCKET_ERRORS.has(error.code)) {
          // The API closed the kept connection as the request went out: it never arrived.
          retried = true
          upstream = open()
          listen()
          upstream.end()
          return
        }
        const sideEffects = withBody || !IDEMPOTENT.has(req.method)
        if (current + 1 < order.length && !sending && targets.shouldTryNext(error, { answered: false, sideEffects })) {
          // Nothing reached this API (or nothing it could act on twice): the next one.
          targets.markDown(order[current])
          logger.warn('proxy: API unreachable, trying the next', { method: req.method, path: loggablePath(pathname), reason: error.message })
          current += 1
          retried = false
          clearTimeout(connecting)
          clearTimeout(waiting)
          upstream = open()
          listen()
          if (!withBody) upstream.end()
          else upstream.flushHeaders()
          return
        }
        fail(DOWN_ERRORS.has(error.code) ? 503 : 502, UNREACHABLE_BODY, error.message)
      })
    }
    listen()
    // The visitor went away: nothing left to do upstream.
    res.on('close', () => {
      if (!res.writableFinished) {
        finished = true
        clearTimeout(waiting)
        clearTimeout(continueFallback)
        clearTimeout(connecting)
        upstream.destroy()
      }
    })

    if (!withBody) upstream.end()
    else upstream.flushHeaders()
  }
}
