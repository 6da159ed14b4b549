/**
 * Who is asking: the visitor's host, address and scheme as seen through any proxy in
 * front of us (Varnish passes Host through; a load balancer may set X-Forwarded-*).
 */

function firstValue(header) {
  const value = Array.isArray(header) ? header[0] : header
  return value ? value.split(',')[0].trim() : ''
}

/** The host that selects the project: X-Forwarded-Host when a proxy set it, else Host. */
export function visitorHost(req) {
  return firstValue(req.headers['x-forwarded-host']) || firstValue(req.headers.host)
}

/** X-Forwarded-For with the peer we received the request from appended. */
export function forwardedFor(req) {
  const previous = req.headers['x-forwarded-for']
  const peer = req.socket?.remoteAddress || ''
  if (!previous) return peer
  return peer ? `${previous}, ${peer}` : String(previous)
}

export function forwardedProto(req) {
  return firstValue(req.headers['x-forwarded-proto']) || (req.socket?.encrypted ? 'https' : 'http')
}
