/** Runtime settings of the SSR server, read once from environment variables with working defaults. */

const DEFAULT_NOT_FOUND_PATH = '/api/services/websites/v1/not-found/register'

function integer(env, name, fallback) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`)
  return value
}

export function settingsFromEnv(env = process.env) {
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    apiUrl: (env.API_URL || 'http://127.0.0.1:8000').replace(/\/+$/, ''),
    apiTimeoutMs: integer(env, 'API_TIMEOUT_MS', 10_000),
    sMaxage: integer(env, 'S_MAXAGE', 300),
    staleWhileRevalidate: integer(env, 'SWR', 86_400),
    notFoundPath: env.NOT_FOUND_PATH || DEFAULT_NOT_FOUND_PATH,
    // Production is the default: `node ssr/server/index.js` serves the build in dist/.
    dev: env.NODE_ENV === 'development',
  }
}
