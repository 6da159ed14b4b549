/**
 * Short answers the server gives without rendering a page: paths that only exist in
 * development, and the last-resort error handler. Never a stack trace, always Dutch.
 */
import { loggablePath, logger } from './logger.js'

const TEXTS = {
  400: 'Ongeldig verzoek.',
  404: 'Niet gevonden.',
  405: 'Deze methode is niet toegestaan.',
  500: 'Er is iets misgegaan. Probeer het later opnieuw.',
  502: 'De website is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  503: 'De website is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
}

/** Vite's development-server namespaces; in production they are simply not there. */
const DEV_ONLY = [/^\/@(vite|fs|id|react-refresh)(\/|$)/, /^\/__vite/, /^\/node_modules\//]

export function isDevOnlyPath(pathname) {
  return DEV_ONLY.some((pattern) => pattern.test(pathname))
}

export function plainAnswer(res, status) {
  const text = TEXTS[status] ?? TEXTS[500]
  res.status(status)
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.setHeader('cache-control', 'private, no-store')
  res.end(res.req?.method === 'HEAD' ? undefined : text)
}

/**
 * Express error handler: a request express itself refused (malformed URL, 4xx from a
 * middleware) keeps its 4xx; anything else is logged and answered 500.
 */
// eslint-disable-next-line no-unused-vars
export function serverErrorHandler(error, req, res, next) {
  const status = Number(error?.status ?? error?.statusCode)
  const clientError = Number.isInteger(status) && status >= 400 && status < 500
  // The path only: the query string may hold personal data (logger.js).
  if (!clientError) logger.error('request failed', { method: req.method, path: loggablePath(req.path ?? ''), error, stack: error?.stack })
  if (res.headersSent) return res.destroy()
  plainAnswer(res, clientError ? (status === 404 ? 404 : 400) : 500)
}

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

function decodedPath(path) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * URLs vike's renderPage() does not survive (it asserts and throws): a client-navigation
 * suffix (`/index.pageContext.json`) that is only there once percent-decoded, or a
 * `_vike` argument that is not the JSON object vike's client would send. Such a URL is
 * made up, never a page: it gets a 400 instead of an internal error.
 */
export function isMalformedForVike(originalUrl) {
  const at = originalUrl.indexOf('?')
  const path = at === -1 ? originalUrl : originalUrl.slice(0, at)
  const query = at === -1 ? '' : originalUrl.slice(at + 1)
  const literal = path.endsWith(PAGE_CONTEXT_SUFFIX)
  if (decodedPath(path).endsWith(PAGE_CONTEXT_SUFFIX) !== literal) return true
  if (!literal) return false
  const args = new URLSearchParams(query).get('_vike')
  if (!args) return false
  try {
    const parsed = JSON.parse(args)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return true
    return 'previousUrl' in parsed && typeof parsed.previousUrl !== 'string'
  } catch {
    return true
  }
}
