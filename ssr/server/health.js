/**
 * The server's own health answers, both cheap: neither asks the API or renders.
 *
 * - `/_ssr/health` (liveness): 200 as long as this process serves requests. A down API
 *   is not a sick SSR server: pages then answer 503 themselves and Varnish keeps serving
 *   its stale copies (stale-if-error, docs/caching.md).
 * - `/_ssr/ready` (readiness): the same 200, but 503 'shutting down' from the moment the
 *   process got SIGTERM (index.js, `beginDraining`), so Varnish's probe
 *   (VARNISH_PROBE_URL, infra/varnish/default.vcl) and Kubernetes stop sending it new
 *   requests while it finishes the ones it has (docs/deploy.md).
 */
export const HEALTH_PATH = '/_ssr/health'
export const READY_PATH = '/_ssr/ready'

let draining = false

/** This process is shutting down: readiness answers 503 from now on. */
export function beginDraining() {
  draining = true
}

export function isDraining() {
  return draining
}

function answer(req, res, status, text) {
  res.status(status)
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.setHeader('cache-control', 'private, no-store')
  res.end(req.method === 'HEAD' ? undefined : text)
}

export function health(req, res, next) {
  if (req.path === HEALTH_PATH) return answer(req, res, 200, 'ok')
  if (req.path === READY_PATH) return draining ? answer(req, res, 503, 'shutting down') : answer(req, res, 200, 'ok')
  return next()
}
