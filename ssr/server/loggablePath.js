/**
 * The path as it may be logged, shared by the server's log (logger.js) and the page
 * renderer's (site/serverLog.ts, bundled apart from the server): so it imports nothing,
 * from node or elsewhere.
 */

// A segment after one of these names is a secret (e.g. /payments/{token}/start).
const SECRET_AFTER = new Set(['payments', 'betalen', 'token', 'tokens'])
// A long random-looking segment (a token, a signed id): letters and digits, 24+ long.
const TOKEN_LIKE = /^(?=.*\d)[A-Za-z0-9_-]{24,}$/

/**
 * The path without its query string; segments that hold an e-mail address or look like
 * a token are replaced by `:redacted` / `:token`. Content-hashed assets keep their names.
 * @param {string} path
 * @returns {string}
 */
export function loggablePath(path) {
  const bare = path.split('?')[0]
  if (bare.startsWith('/assets/')) return bare
  const segments = bare.split('/')
  return segments
    .map((segment, index) => {
      if (segment.includes('@') || segment.includes('%40')) return ':redacted'
      if (index > 0 && SECRET_AFTER.has(segments[index - 1].toLowerCase()) && segment) return ':token'
      return TOKEN_LIKE.test(segment) ? ':token' : segment
    })
    .join('/')
}
