/**
 * Who is asking: the visitor's host, address and scheme, derived from the connection.
 *
 * Forwarded headers (X-Forwarded-For/-Host/-Proto) count only when the peer that sent
 * them is a trusted proxy: express's "trust proxy" setting, set from TRUST_PROXY
 * (settings.js; unset = trust nobody). Whatever a client sends in those headers, the
 * values below are what the SSR server passes on to the API, replacing the client's.
 */

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) as plain `192.0.2.1`. */
function plainAddress(address) {
  return typeof address === 'string' ? address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') : ''
}

/**
 * @param {import('express').Request} req
 * @returns {{ host: string, address: string, proto: 'http' | 'https' }}
 */
export function visitor(req) {
  // req.host / req.ip / req.protocol read X-Forwarded-* only from trusted proxies.
  const host = (typeof req.host === 'string' ? req.host : '') || ''
  const address = plainAddress(req.ip || req.socket?.remoteAddress)
  const proto = req.protocol === 'https' ? 'https' : 'http'
  return { host: host.toLowerCase(), address, proto }
}

/** The X-Forwarded-* headers the SSR server sends to the API on behalf of `req`. */
export function forwardedHeaders(req) {
  const { host, address, proto } = visitor(req)
  const headers = { 'x-forwarded-proto': proto }
  if (host) headers['x-forwarded-host'] = host
  if (address) headers['x-forwarded-for'] = address
  return headers
}
