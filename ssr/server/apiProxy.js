/**
 * Same-origin API access for browsers: requests under /api are streamed to API_URL
 * unchanged (method, body, headers), with the visitor's host and address in
 * X-Forwarded-* so the API resolves the right project.
 */
import { createProxyMiddleware } from 'http-proxy-middleware'
import { forwardedFor, forwardedProto, visitorHost } from './visitor.js'

export function isProxiedPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/')
}

const UNREACHABLE_BODY = JSON.stringify({
  errors: { general: ['De server is tijdelijk niet bereikbaar. Probeer het later opnieuw.'] },
})

// No proxy timeout: uploads may legitimately take long (spec: upload timeout effectively unlimited).
export function createApiProxy({ apiUrl }) {
  return createProxyMiddleware({
    target: apiUrl,
    changeOrigin: true,
    pathFilter: (pathname) => isProxiedPath(pathname),
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.setHeader('x-forwarded-host', visitorHost(req))
        proxyReq.setHeader('x-forwarded-for', forwardedFor(req))
        proxyReq.setHeader('x-forwarded-proto', forwardedProto(req))
      },
      error(error, req, res) {
        console.error(`[ssr] proxy ${req.method} ${req.url}: ${error.message}`)
        // A socket (websocket upgrade) has no writeHead; there is nothing to answer then.
        if (typeof res.writeHead !== 'function') return res.destroy?.()
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'private, no-store' })
        }
        res.end(UNREACHABLE_BODY)
      },
    },
  })
}
