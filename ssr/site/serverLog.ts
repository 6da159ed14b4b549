/**
 * Log lines of the page renderer's data calls, in the server's JSON shape
 * (server/logger.js: time, level, msg, request_id, fields), on stderr. Server-only.
 *
 * Never a query string, a search term, a header or a body: they may hold personal data
 * (docs/operations-ssr.md, "Logs"). Paths go through `pathForLog`, the same rules as the
 * server's `loggablePath` (this code is bundled apart from the server's).
 */
import { currentRequestId } from './apiGet'

const SECRET_AFTER = new Set(['payments', 'betalen', 'token', 'tokens'])
const TOKEN_LIKE = /^(?=.*\d)[A-Za-z0-9_-]{24,}$/

/** The path without its query string, with e-mail addresses and token-like segments hidden. */
export function pathForLog(path: string): string {
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

export type LogFields = Record<string, string | number | boolean | undefined>

export function logError(msg: string, fields: LogFields = {}, write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): void {
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level: 'error', msg }
  const requestId = currentRequestId()
  if (requestId) entry.request_id = requestId
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) entry[name] = value
  write(JSON.stringify(entry))
}
