/** Runtime settings of the SSR server, read once from environment variables with working defaults. */
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { apiUrlList } from './apiTargets.js'
import { DEFAULT_BUNDLE_STORE_BYTES } from './bundleStore.js'
import { cachePolicyFromEnv } from './cachePolicy.js'

const DEFAULT_NOT_FOUND_PATH = '/api/services/websites/v1/not-found/register'

function integer(env, name, fallback) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`)
  return value
}

/**
 * A comma-separated list of http(s) origins (`https://api.example.nl`), normalised the
 * way URL.origin writes them. Anything with a path, credentials or another scheme is a
 * configuration error: these lists end up in Content-Security-Policy headers.
 */
export function originList(raw, name = 'origins') {
  if (!raw || !raw.trim()) return []
  const origins = []
  for (const entry of raw.split(',').map((part) => part.trim()).filter(Boolean)) {
    let url
    try {
      url = new URL(entry)
    } catch {
      throw new Error(`${name}: not a URL: ${entry}`)
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
      throw new Error(`${name}: expected an origin like https://api.example.nl, got ${entry}`)
    }
    if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return origins
}

/**
 * TRUST_PROXY as express's "trust proxy" value: unset, empty or `false` trusts nobody
 * (forwarded headers are ignored), a number trusts that many hops, `true` trusts every
 * peer, anything else is a comma list of addresses, CIDRs or the names `loopback`,
 * `linklocal` and `uniquelocal` (checked by express when the app is created).
 */
export function trustProxyValue(raw) {
  const value = (raw ?? '').trim()
  if (value === '' || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

/** A non-negative number of seconds (decimals allowed) as milliseconds. */
function seconds(env, name, fallback) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback * 1000
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number of seconds, got ${raw}`)
  return Math.round(value * 1000)
}

/** `1` or `0` as true or false; unset or empty gives `fallback`. */
function flag(env, name, fallback) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (raw === '1' || raw === '0') return raw === '1'
  throw new Error(`${name} must be 1 or 0, got ${raw}`)
}

/** SSR_WORKERS: a positive count; unset or empty means one worker per core. */
function workerCount(env) {
  const value = integer(env, 'SSR_WORKERS', os.availableParallelism())
  if (value < 1) throw new Error(`SSR_WORKERS must be at least 1, got ${env.SSR_WORKERS}`)
  return value
}

export function settingsFromEnv(env = process.env) {
  const sMaxage = integer(env, 'S_MAXAGE', 300)
  const staleWhileRevalidate = integer(env, 'SWR', 86_400)
  const apiUrls = apiUrlList(env.API_URL)
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    // API_URL: one API, or a comma list of API processes taken in turn (apiTargets.js);
    // apiUrl is the first, the one page-data URLs are written with.
    apiUrl: apiUrls[0],
    apiUrls,
    apiTimeoutMs: integer(env, 'API_TIMEOUT_MS', 10_000),
    // Per process: the page-bundle answers kept to revalidate with If-None-Match
    // (bundleStore.js), bounded by the bytes of their JSON; 0 = none, every bundle is
    // received and parsed again.
    bundleStoreBytes: integer(env, 'SSR_BUNDLE_STORE_BYTES', DEFAULT_BUNDLE_STORE_BYTES),
    // Stored bundles deep-frozen, so code that changes a shared one throws: in tests and
    // development by default, not in production, where freezing costs CPU on every
    // changed bundle (docs/performance.md, "Bundles revalidated, not re-read");
    // SSR_FREEZE_BUNDLES=1 freezes them anyway (the e2e tests run production builds so).
    freezeBundles: flag(env, 'SSR_FREEZE_BUNDLES', env.NODE_ENV === 'test' || env.NODE_ENV === 'development'),
    // /api proxy: how long the API may take to start its answer once the request is sent.
    proxyTimeoutMs: integer(env, 'API_PROXY_TIMEOUT_MS', 30_000),
    // /api proxy: how long connecting to the API may take before the visitor gets 503.
    proxyConnectTimeoutMs: integer(env, 'API_PROXY_CONNECT_TIMEOUT_MS', 5_000),
    // How long a client may take to send a whole request (uploads); 0 = no limit.
    uploadTimeoutMs: integer(env, 'UPLOAD_TIMEOUT_MS', 3_600_000),
    // Defaults of the page kinds' lifetimes; each kind's own in cachePolicy.js.
    sMaxage,
    staleWhileRevalidate,
    cachePolicy: cachePolicyFromEnv(env, { sMaxage, staleWhileRevalidate }),
    notFoundPath: env.NOT_FOUND_PATH || DEFAULT_NOT_FOUND_PATH,
    trustProxy: trustProxyValue(env.TRUST_PROXY),
    // Origins `?wm_api_url=` may point browsers at; none besides the site itself by default.
    apiOrigins: originList(env.API_ORIGINS, 'API_ORIGINS'),
    // Origins allowed to show site pages in a frame (the dashboard's editor preview).
    dashboardOrigins: originList(env.DASHBOARD_ORIGINS, 'DASHBOARD_ORIGINS'),
    // Further origins browser code may fetch from (e.g. a CDN serving 3D models).
    connectOrigins: originList(env.CONNECT_ORIGINS, 'CONNECT_ORIGINS'),
    // Server processes: one per core by default; 1 runs without node:cluster.
    workers: workerCount(env),
    // Per process: renders running at once (0 = unlimited), renders waiting for a slot,
    // and how long one may wait before it is answered 503 (docs/performance.md, "SSR").
    maxConcurrentRenders: integer(env, 'SSR_MAX_CONCURRENT_RENDERS', 4),
    maxQueue: integer(env, 'SSR_MAX_QUEUE', 64),
    queueTimeoutMs: integer(env, 'SSR_QUEUE_TIMEOUT_MS', 1_000),
    retryAfterSeconds: integer(env, 'SSR_RETRY_AFTER_SECONDS', 5),
    // Prometheus metrics (metricsServer.js): their own port, never the public one; 0 = off.
    metricsPort: integer(env, 'METRICS_PORT', 9464),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    // Images of the media pipeline, served under /media/<hash>/ (the API's MEDIA_ROOT).
    mediaRoot: env.MEDIA_ROOT || fileURLToPath(new URL('../../var/media', import.meta.url)),
    // Graceful shutdown (index.js, docs/deploy.md): after SIGTERM /_ssr/ready answers 503
    // and requests are still served for SHUTDOWN_DELAY seconds (balancers notice), then
    // the port closes and requests in flight get SHUTDOWN_TIMEOUT seconds to finish.
    shutdownDelayMs: seconds(env, 'SHUTDOWN_DELAY', 0),
    shutdownTimeoutMs: seconds(env, 'SHUTDOWN_TIMEOUT', 10),
    // The site route rendered without vike's per-request machinery once it is proven to
    // give vike's bytes (siteFastPath.js); SSR_FAST_SITE=0 lets vike render every page.
    fastSite: env.SSR_FAST_SITE !== '0',
    // Production is the default: `node ssr/server/index.js` serves the build in dist/.
    dev: env.NODE_ENV === 'development',
  }
}
