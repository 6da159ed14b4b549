/**
 * The server's own liveness answer for Varnish's backend probe (infra/varnish/default.vcl):
 * 200 as long as this process serves requests, without asking the API or rendering, so
 * a probe costs nothing and says only whether the SSR server itself is up. A down API is
 * not a sick SSR server: pages then answer 503 themselves and Varnish keeps serving its
 * stale copies (stale-if-error, docs/caching.md).
 */
export const HEALTH_PATH = '/_ssr/health'

export function health(req, res, next) {
  if (req.path !== HEALTH_PATH) return next()
  res.status(200)
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.setHeader('cache-control', 'private, no-store')
  res.end(req.method === 'HEAD' ? undefined : 'ok')
}
