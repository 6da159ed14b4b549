#!/usr/bin/env node
/**
 * Varnish's own counters in Prometheus's text format: runs `varnishstat -j` against the
 * varnishd whose working directory is VARNISH_NAME (varnishd's `-n`) on every scrape and
 * writes its MAIN.* (requests, hits, misses, grace hits, backend fetches and failures,
 * objects, expiries, LRU evictions), SMA.* (memory storage) and XKEY.* (surrogate keys
 * held) counters as `varnish_<section>_<name>`, counters with `_total`. Hit ratio and
 * the rest are PromQL over these (docs/operations-ssr.md).
 *
 *   VARNISH_NAME=/var/lib/varnish/site node infra/varnish/exporter.mjs
 *       serves http://127.0.0.1:9131/metrics (EXPORTER_HOST, EXPORTER_PORT)
 *   node infra/varnish/exporter.mjs --once -n /var/lib/varnish/site
 *       prints the metrics once and exits (non-zero when varnishstat fails)
 *
 * No dependencies beyond node: it runs next to varnishd (it has to read varnishd's
 * shared memory through varnishstat), where the SSR's node_modules may not be.
 */
import { execFile } from 'node:child_process'
import http from 'node:http'
import { fileURLToPath } from 'node:url'

const SECTIONS = ['MAIN', 'SMA', 'XKEY']
const TIMEOUT_MS = 5_000

function metricName(section, name) {
  return `varnish_${section}_${name}`.toLowerCase().replace(/[^a-z0-9_:]/g, '_')
}

function helpText(text) {
  return String(text ?? '').replace(/\\/g, '\\\\').replace(/\n/g, '\\n')
}

/**
 * `varnishstat -j` output (Varnish 6.5+ puts the counters under `counters`; older ones
 * at the top level) as Prometheus text. Counters of other sections and bitmaps are left out.
 * SMA counters carry the storage's name as a `storage` label (SMA.s0.c_req).
 */
export function prometheusText(stats, { up = 1 } = {}) {
  const counters = stats?.counters ?? stats ?? {}
  /** name -> { type, help, samples: [labels, value] } */
  const families = new Map()
  for (const [field, counter] of Object.entries(counters)) {
    if (!counter || typeof counter !== 'object' || typeof counter.value !== 'number') continue
    const parts = field.split('.')
    const section = parts[0]
    if (!SECTIONS.includes(section) || counter.flag === 'b') continue
    let labels = ''
    let name = parts.slice(1).join('_')
    if (section === 'SMA' && parts.length === 3) {
      labels = `{storage="${parts[1].replace(/["\\\n]/g, '_')}"}`
      name = parts[2]
    }
    const type = counter.flag === 'c' ? 'counter' : 'gauge'
    const family = metricName(section, name) + (type === 'counter' ? '_total' : '')
    if (!families.has(family)) families.set(family, { type, help: counter.description, samples: [] })
    families.get(family).samples.push([labels, counter.value])
  }
  const lines = [
    '# HELP varnish_up Whether varnishstat could read the varnishd (1) or not (0).',
    '# TYPE varnish_up gauge',
    `varnish_up ${up}`,
  ]
  for (const [family, { type, help, samples }] of families) {
    lines.push(`# HELP ${family} ${helpText(help)}`, `# TYPE ${family} ${type}`)
    for (const [labels, value] of samples) lines.push(`${family}${labels} ${value}`)
  }
  return `${lines.join('\n')}\n`
}

/** The counters of the varnishd in `name` (its -n directory; undefined = the default). */
export function readStats(name, varnishstat = 'varnishstat') {
  // -t: give up after 2 s when no varnishd runs there (the default waits longer).
  const args = ['-j', '-t', '2', ...(name ? ['-n', name] : [])]
  return new Promise((resolve, reject) => {
    execFile(varnishstat, args, { timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error)
      try {
        resolve(JSON.parse(stdout))
      } catch (parseError) {
        reject(parseError)
      }
    })
  })
}

/** The scrape answer: the counters, or only `varnish_up 0` when varnishd cannot be read. */
export async function scrape(name) {
  try {
    return { ok: true, text: prometheusText(await readStats(name)) }
  } catch (error) {
    return { ok: false, error, text: prometheusText({}, { up: 0 }) }
  }
}

export function createExporter(name) {
  return http.createServer(async (req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      return res.end('Not found')
    }
    const { ok, error, text } = await scrape(name)
    if (!ok) log('error', 'varnishstat failed', { error: error.message })
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : text)
  })
}

function log(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  ;(level === 'error' ? process.stderr : process.stdout).write(`${line}\n`)
}

function options(argv, env) {
  const name = argv.includes('-n') ? argv[argv.indexOf('-n') + 1] : env.VARNISH_NAME || undefined
  return {
    once: argv.includes('--once'),
    name,
    host: env.EXPORTER_HOST || '127.0.0.1',
    port: Number(env.EXPORTER_PORT || 9131),
  }
}

async function main() {
  const { once, name, host, port } = options(process.argv.slice(2), process.env)
  if (once) {
    const { ok, error, text } = await scrape(name)
    process.stdout.write(text)
    if (!ok) {
      log('error', 'varnishstat failed', { error: error.message })
      process.exitCode = 1
    }
    return
  }
  const server = createExporter(name)
  server.listen(port, host, () => log('info', 'varnish exporter listening', { url: `http://${host}:${port}/metrics`, varnish: name ?? '(default)' }))
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main()
}
