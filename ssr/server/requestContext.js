/**
 * The request id of the request being served, for everything that runs on its behalf:
 * log lines (logger.js) and every call the SSR makes to the API (apiProxy.js,
 * crawlerFiles.js and the page data's site/apiGet.ts), which pass it on as
 * `X-Request-Id` so one id finds a request in the SSR's and the API's logs alike.
 *
 * The id is the client's `X-Request-Id` when that is a short, plain token (Varnish or a
 * load balancer in front may have set it), else a new UUID. It is echoed in the answer.
 *
 * The store lives on `globalThis` under a registered symbol: the page renderer's code is
 * bundled by vike into dist/server, a second copy of any module it imports, and both
 * copies must see the one store that the express middleware below fills.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'
const STORE_KEY = Symbol.for('site.ssr.requestContext')

/** @type {AsyncLocalStorage<{ requestId: string }>} */
const storage = (globalThis[STORE_KEY] ??= new AsyncLocalStorage())

// Letters, digits and `-_.:`, at most 128 characters: nothing that can forge a log line.
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The incoming id when it is safe to reuse, else a new one. */
export function requestIdFrom(incoming) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID()
}

/** The id of the request this code runs for, or undefined outside of one. */
export function currentRequestId() {
  return storage.getStore()?.requestId
}

/** Runs `fn` as part of the request with this id. */
export function runWithRequestId(requestId, fn) {
  return storage.run({ requestId }, fn)
}

/** Express middleware: gives the request its id, echoes it and runs the rest within it. */
export function requestContext(req, res, next) {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER])
  req.requestId = requestId
  res.setHeader(REQUEST_ID_HEADER, requestId)
  storage.run({ requestId }, next)
}
