/**
 * The SSR's log: one JSON object per line on stdout (errors and warnings on stderr),
 * with `time` (ISO 8601), `level`, `msg`, the `request_id` of the request being served
 * (requestContext.js) and whatever plain fields the caller adds.
 *
 * What goes in a line is chosen by its caller, and callers log only paths without query
 * strings, methods, statuses, durations and ids: never bodies, cookies, query strings or
 * headers (they may hold e-mail addresses, order tokens or passwords; docs/operations-ssr.md).
 * LOG_LEVEL (debug, info, warn, error; default info) drops the lines below it.
 */
import { currentRequestId } from './requestContext.js'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 }

function threshold(env = process.env) {
  return LEVELS[String(env.LOG_LEVEL ?? '').toLowerCase()] ?? LEVELS.info
}

/**
 * @param {{ write?: (line: string, level: string) => void, level?: string }} [options]
 *   write: where a finished line goes (default: stdout, stderr for warn and error)
 */
export function createLogger({ write, level } = {}) {
  const minimum = level ? (LEVELS[level] ?? LEVELS.info) : threshold()
  const out =
    write ??
    ((line, lineLevel) => (LEVELS[lineLevel] >= LEVELS.warn ? process.stderr : process.stdout).write(`${line}\n`))

  function log(lineLevel, msg, fields = {}) {
    if (LEVELS[lineLevel] < minimum) return
    const entry = { time: new Date().toISOString(), level: lineLevel, msg }
    const requestId = fields.request_id ?? currentRequestId()
    if (requestId) entry.request_id = requestId
    for (const [name, value] of Object.entries(fields)) {
      if (name === 'request_id' || value === undefined) continue
      entry[name] = value instanceof Error ? value.message : value
    }
    out(JSON.stringify(entry), lineLevel)
  }

  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
  }
}

// The path rules live apart so the page renderer's bundle can share them.
export { loggablePath } from './loggablePath.js'

/** The process's logger. */
export const logger = createLogger()
