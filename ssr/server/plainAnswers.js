/**
 * Short answers the server gives without rendering a page: paths that only exist in
 * development, and the last-resort error handler. Never a stack trace, always Dutch.
 */

const TEXTS = {
  400: 'Ongeldig verzoek.',
  404: 'Niet gevonden.',
  500: 'Er is iets misgegaan. Probeer het later opnieuw.',
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
  if (!clientError) console.error(`[ssr] ${req.method} ${req.originalUrl}:`, error)
  if (res.headersSent) return res.destroy()
  plainAnswer(res, clientError ? (status === 404 ? 404 : 400) : 500)
}
