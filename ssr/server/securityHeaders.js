/**
 * Security headers of everything the SSR server answers (docs/security-headers.md).
 *
 * Site pages get a Content-Security-Policy that only lets the site's own scripts run
 * (vike's production HTML has no inline script: page data travels as JSON), only lets
 * browser code call the site itself plus the API origins the operator allows, and only
 * lets the site itself and the dashboard frame the page. Developer embeds and custom
 * code run in /_sandbox/ frames, which get a policy of their own (SANDBOX_CSP) that
 * makes even a direct visit an opaque origin.
 */

export const SANDBOX_PREFIX = '/_sandbox/'

/**
 * The sandbox frame's policy (see the sandbox frame contract in docs/security-headers.md).
 * Its ancestors are the site page and, in the editor preview, the dashboard around it.
 */
export function sandboxCsp({ dashboardOrigins = [] } = {}) {
  const ancestors = ["'self'", ...dashboardOrigins].join(' ')
  return (
    'sandbox allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox; ' +
    `default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors ${ancestors}`
  )
}
export const SANDBOX_CSP = sandboxCsp()

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'
export const HSTS = 'max-age=31536000'

export function isSandboxPath(pathname) {
  return pathname === '/_sandbox' || pathname.startsWith(SANDBOX_PREFIX)
}

/**
 * @param {{ apiOrigins?: string[], connectOrigins?: string[], dashboardOrigins?: string[] }} settings
 * @returns {string} the Content-Security-Policy of site pages
 */
export function siteCsp({ apiOrigins = [], connectOrigins = [], dashboardOrigins = [] } = {}) {
  const list = (...sources) => [...new Set(sources.flat())].join(' ')
  const directives = {
    'default-src': list("'self'"),
    // model-viewer (3D block) compiles WebAssembly decoders; that allows no JS eval.
    'script-src': list("'self'", "'wasm-unsafe-eval'"),
    // The project theme is an inline <style>, and React writes style="" attributes.
    'style-src': list("'self'", "'unsafe-inline'"),
    // Owners link images, videos and 3D textures from anywhere.
    'img-src': list('*', 'data:', 'blob:'),
    'media-src': list('*', 'data:', 'blob:'),
    'font-src': list("'self'", 'data:'),
    'connect-src': list("'self'", apiOrigins, connectOrigins),
    // Embeds and custom code live in /_sandbox/ frames; what they frame is their business.
    'frame-src': list("'self'"),
    'worker-src': list("'self'", 'blob:'),
    'object-src': list("'none'"),
    'base-uri': list("'self'"),
    'form-action': list("'self'"),
    'frame-ancestors': list("'self'", dashboardOrigins),
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

/**
 * Sets the headers every answer carries. `req.protocol` trusts X-Forwarded-Proto only
 * from a trusted proxy (TRUST_PROXY), so HSTS is only sent when the visitor really
 * came over https. The /api proxy sets nosniff itself; the API's headers stand.
 *
 * @param {{ dev?: boolean, apiOrigins?: string[], connectOrigins?: string[], dashboardOrigins?: string[] }} settings
 * @returns {import('express').RequestHandler}
 */
export function createSecurityHeaders(settings) {
  const pageCsp = siteCsp(settings)
  const frameCsp = sandboxCsp(settings)
  return function securityHeaders(req, res, next) {
    res.setHeader('x-content-type-options', 'nosniff')
    res.setHeader('referrer-policy', REFERRER_POLICY)
    if (req.protocol === 'https') res.setHeader('strict-transport-security', HSTS)
    if (isSandboxPath(req.path)) res.setHeader('content-security-policy', frameCsp)
    // Vite's dev server injects inline scripts and a websocket client: no policy in dev.
    else if (!settings.dev) res.setHeader('content-security-policy', pageCsp)
    next()
  }
}
