/**
 * One JSON line per answered request (logger.js): method, route kind (metrics.js), the
 * path WITHOUT its query string, status, duration in ms and the request id. Nothing
 * else of the request is logged: query strings, bodies, cookies and headers may carry
 * e-mail addresses, order tokens or other personal data.
 */
import { loggablePath, logger as defaultLogger } from './logger.js'
import { routeKind } from './metrics.js'

/** @param {ReturnType<typeof import('./logger.js').createLogger>} [logger] */
export function createAccessLog(logger = defaultLogger) {
  return function accessLog(req, res, next) {
    const started = process.hrtime.bigint()
    const requestId = req.requestId
    // The path only (req.path never includes the query string), without secrets.
    const kind = routeKind(req.path)
    const path = loggablePath(req.path)
    res.once('close', () => {
      logger.info('request', {
        request_id: requestId,
        method: req.method,
        kind: res.locals.routeKind ?? kind,
        path,
        status: res.writableFinished ? res.statusCode : 0,
        duration_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      })
    })
    next()
  }
}
