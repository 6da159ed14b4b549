/**
 * Log lines of the page renderer's data calls, in the server's JSON shape
 * (server/logger.js: time, level, msg, request_id, fields), on stderr. Server-only.
 *
 * Never a query string, a search term, a header or a body: they may hold personal data
 * (docs/operations-ssr.md, "Logs"). Paths go through `pathForLog`: the server's `loggablePath`, from a
 * module without imports, since this code is bundled apart from the server's.
 */
import { loggablePath } from '../server/loggablePath.js'
import { currentRequestId } from './apiGet'

/** The path without its query string, with e-mail addresses and token-like segments hidden. */
export const pathForLog: (path: string) => string = loggablePath

export type LogFields = Record<string, string | number | boolean | undefined>

export function logError(msg: string, fields: LogFields = {}, write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): void {
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level: 'error', msg }
  const requestId = currentRequestId()
  if (requestId) entry.request_id = requestId
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) entry[name] = value
  write(JSON.stringify(entry))
}
