/**
 * `make bench-ssr`: the SSR rows of docs/performance.md, measured side by side in one run
 * on a fresh stack (temporary SQLite database with the demo site, the API and the
 * production SSR build on free ports). Prints figures, asserts nothing.
 *
 *   node benchmarks/ssr/bench.mjs [--quick]
 *
 * (a) CPU per page in one process: the SSR server with SSR_WORKERS=1 under wrk at
 *     concurrency 8 (CPU time of the process / pages served), the same with
 *     SSR_FAST_SITE=0 (vike renders every page), and a bare react-dom renderToString of
 *     the same tree (PageSections with the home page's bundle, fetched once from the API)
 *     in a process of its own; each warmed up for the same time, then measured in turns
 *     (short windows, round after round), so that each side meets the same load from
 *     other work on the machine. Target: bare / SSR >= 0.7. The run says whether the bare
 *     render's HTML is the server page's <div id="root">, byte for byte.
 * (b) Memory under load: the server as `make run` starts it (one worker per core), wrk at
 *     concurrency 64 for 60 s (10 s with --quick); RSS summed over the primary and its
 *     workers before, at the peak and 5 s after the load. Targets: peak <= 300 MB, back
 *     to baseline 5 s after, no time-outs (wrk's 2 s), excess shed with 503.
 *
 * Needs wrk (scripts/system-deps.sh), uv and `npm run build -w ssr`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildBareRender } from './buildBareRender.mjs'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const quick = process.argv.includes('--quick')
// (a): ROUNDS windows of WINDOW_SECONDS per side, in turns (8 s quick, 20 s full).
const ROUNDS = quick ? 4 : 10
const WINDOW_SECONDS = 2
// Warm-up before (a) is measured, the same time for the servers and the bare render: the
// server's per-request code (HTTP, express, the page-bundle request) runs once per page
// and is still being optimised by V8 after thousands of pages; the bare loop is steady
// within a second or two.
const WARM_SECONDS = quick ? 10 : 20
const LOAD_SECONDS = quick ? 10 : 60
const LOAD_CONCURRENCY = 64
const CPU_CONCURRENCY = 8
const AFTER_LOAD_MS = 5_000
const RSS_TARGET_MB = 300
const CPU_TARGET = 0.7
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

const children = new Set()

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function launch(command, args, env, log) {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.output = () => output
  child.exited = new Promise((resolve) => child.once('exit', resolve))
  child.log = log
  children.add(child)
  child.exited.then(() => children.delete(child))
  return child
}

async function stop(child) {
  if (!children.has(child)) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }, 15_000)
  await child.exited
  clearTimeout(timer)
}

function stopAllNow() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
}
process.on('exit', stopAllNow)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitForHttp(url, child, label) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${child.output()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not yet
    }
    await sleep(150)
  }
  throw new Error(`${label} did not answer ${url}:\n${child.output()}`)
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' })
  if (result.error) throw new Error(`${command}: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/** A process and every process below it (the cluster's workers). */
function processTree(pid) {
  const pids = [pid]
  for (let index = 0; index < pids.length; index += 1) {
    for (const task of safeList(`/proc/${pids[index]}/task`)) {
      const text = safeRead(`/proc/${pids[index]}/task/${task}/children`)
      for (const child of text.split(/\s+/).filter(Boolean)) pids.push(Number(child))
    }
  }
  return pids
}

function safeRead(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function safeList(folder) {
  try {
    return spawnSync('ls', [folder], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)
  } catch {
    return []
  }
}

function kbField(text, field) {
  const match = text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))
  return match ? Number(match[1]) : 0
}

/** Resident memory of a process tree in MB: RSS summed (what `ps` shows) and PSS summed. */
function memoryOf(pid) {
  let rss = 0
  let pss = 0
  const pids = processTree(pid)
  for (const each of pids) {
    rss += kbField(safeRead(`/proc/${each}/status`), 'VmRSS')
    pss += kbField(safeRead(`/proc/${each}/smaps_rollup`), 'Pss')
  }
  return { rss: rss / 1024, pss: pss / 1024, processes: pids.length }
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const stat = safeRead(`/proc/${pid}/stat`)
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

const WRK_SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end
  end
  for status, count in pairs(total) do io.write(string.format("status %d %d\\n", status, count)) end
  io.write(string.format("requests %d\\n", summary.requests))
  io.write(string.format("timeouts %d\\n", summary.errors.timeout))
  io.write(string.format("errors %d\\n", summary.errors.connect + summary.errors.read + summary.errors.write))
  io.write(string.format("duration_us %d\\n", summary.duration))
  io.write(string.format("p99_ms %.1f\\n", latency:percentile(99) / 1000))
end
`

/** Runs wrk; returns { requests, timeouts, errors, statuses, seconds, p99 }. */
function wrk(url, { connections, seconds, script }) {
  return new Promise((resolve, reject) => {
    const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', script, url]
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk failed:\n${output}`))
      const number = (name) => Number(output.match(new RegExp(`^${name} ([\\d.]+)$`, 'm'))?.[1] ?? NaN)
      const statuses = {}
      for (const match of output.matchAll(/^status (\d+) (\d+)$/gm)) statuses[match[1]] = Number(match[2])
      resolve({
        requests: number('requests'),
        timeouts: number('timeouts'),
        errors: number('errors'),
        seconds: number('duration_us') / 1e6,
        p99: number('p99_ms'),
        statuses,
      })
    })
  })
}

/** The bare render process (bareRender.mjs): `next()` is its next JSON line, `send(seconds)`
 * asks for a window of rendering, `end()` lets it exit. */
function startBare(args) {
  const child = spawn(process.execPath, [join(ROOT, 'benchmarks', 'ssr', 'bareRender.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  child.exited = new Promise((resolve) => child.once('exit', resolve))
  children.add(child)
  child.exited.then(() => children.delete(child))
  let errors = ''
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-20_000)))
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  return {
    async next() {
      const { value, done } = await lines.next()
      if (done) throw new Error(`bare render exited:\n${errors}`)
      return JSON.parse(value)
    },
    send: (seconds) => child.stdin.write(`${seconds}\n`),
    end: () => child.stdin.end(),
  }
}

async function startSsr(env, label) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = launch(process.execPath, ['ssr/server/index.js'], { ...env, PORT: String(port) }, label)
  await waitForHttp(`${url}/`, child, label)
  return { child, url }
}

/** The inside of a page's `<div id="root">`: what the page's tree rendered to. After it
 * come only the islands' JSON (escaped, no `<`) and vike's script tags. */
function rootOf(html) {
  const start = html.indexOf('<div id="root">')
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'))
  return start === -1 || end < start ? '' : html.slice(start + '<div id="root">'.length, end)
}

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')

async function main() {
  if (!existsSync(join(ROOT, 'ssr', 'dist', 'server', 'entry.mjs'))) {
    throw new Error('ssr/dist is missing: run `npm run build -w ssr` (or make build) first')
  }
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is missing: run scripts/system-deps.sh')

  const work = mkdtempSync(join(tmpdir(), 'bench-ssr-'))
  try {
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:///${join(work, 'site.sqlite3')}`,
      MEDIA_ROOT: join(work, 'media'),
      PURGE_URLS: '',
    }
    run('uv', ['run', '--frozen', 'python', '-m', 'api', 'load-demo'], env)
    const apiPort = await freePort()
    const apiUrl = `http://127.0.0.1:${apiPort}`
    const api = launch('uv', ['run', '--frozen', 'python', '-m', 'api', 'serve', '--host', '127.0.0.1', '--port', String(apiPort)], env, 'API')
    await waitForHttp(`${apiUrl}/api/services/websites/v1/page-bundle?path=/`, api, 'API')

    const script = join(work, 'statuses.lua')
    writeFileSync(script, WRK_SCRIPT)
    const ssrEnv = { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', API_URL: apiUrl }
    const mode = quick ? 'quick' : 'full'
    console.log(`SSR benchmark (${mode}): home page, ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()} cores, node ${process.version}`)

    // (a) CPU per page: the server in one process (pages rendered directly), the same with
    // vike alone (SSR_FAST_SITE=0, server/siteFastPath.js) and the bare render, each warmed
    // up, then measured in turns, ROUNDS windows each: the load other work puts on the
    // machine changes by the minute, and each round meets the same load on every side.
    const direct = await startSsr({ ...ssrEnv, SSR_WORKERS: '1' }, 'SSR (one process)')
    const vikeServer = await startSsr({ ...ssrEnv, SSR_WORKERS: '1', SSR_FAST_SITE: '0' }, 'SSR (one process, vike only)')
    const ssrHost = new URL(direct.url).host

    const bundleResponse = await fetch(`${apiUrl}/api/services/websites/v1/page-bundle?path=%2F`, {
      headers: { 'x-forwarded-host': ssrHost, 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1' },
    })
    if (bundleResponse.status !== 200) throw new Error(`home bundle: API answered ${bundleResponse.status}`)
    const bundleFile = join(work, 'home.json')
    writeFileSync(bundleFile, await bundleResponse.text())
    const outDir = join(ROOT, 'var', 'bench-ssr', 'bare')
    mkdirSync(outDir, { recursive: true })
    const bareModule = await buildBareRender(outDir)
    const bareHtmlFile = join(work, 'bare.html')
    const bare = startBare([bareModule, bundleFile, '/', bareHtmlFile, String(WARM_SECONDS)])
    const { bytes: bareBytes } = await bare.next()
    for (const server of [direct, vikeServer]) await wrk(`${server.url}/`, { connections: CPU_CONCURRENCY, seconds: WARM_SECONDS, script })

    const serverWindow = async (server) => {
      const cpuBefore = cpuSeconds(server.child.pid)
      const served = await wrk(`${server.url}/`, { connections: CPU_CONCURRENCY, seconds: WINDOW_SECONDS, script })
      return { cpuMs: (cpuSeconds(server.child.pid) - cpuBefore) * 1000, pages: served.requests, ok: served.statuses[200] ?? 0, seconds: served.seconds }
    }
    const sides = { direct: [], vike: [], bare: [] }
    for (let round = 0; round < ROUNDS; round += 1) {
      sides.direct.push(await serverWindow(direct))
      sides.vike.push(await serverWindow(vikeServer))
      bare.send(WINDOW_SECONDS)
      const rendered = await bare.next()
      sides.bare.push({ cpuMs: rendered.cpuMs, pages: rendered.renders, ok: rendered.renders, seconds: rendered.wallMs / 1000 })
    }
    bare.end()
    const page = await (await fetch(`${direct.url}/`)).text()
    await Promise.all([stop(direct.child), stop(vikeServer.child)])
    const total = (windows) => {
      const sum = (field) => windows.reduce((all, window) => all + window[field], 0)
      return { cpuMs: sum('cpuMs') / sum('pages'), pages: sum('pages'), ok: sum('ok'), rate: sum('pages') / sum('seconds') }
    }
    const ssr = total(sides.direct)
    const vikeOnly = total(sides.vike)
    const bareTotal = total(sides.bare)
    const roundRatios = sides.bare.map((window, round) => window.cpuMs / window.pages / (sides.direct[round].cpuMs / sides.direct[round].pages)).sort((a, b) => a - b)
    const median = roundRatios[roundRatios.length >> 1]
    // The baseline is only fair when it renders the tree the server renders: the same
    // HTML as the server page's <div id="root">.
    const sameTree = rootOf(page) === readFileSync(bareHtmlFile, 'utf8')

    console.log(`\n(a) CPU per page, one process (SSR: SSR_WORKERS=1, wrk c${CPU_CONCURRENCY}; bare: a renderToString loop; ${ROUNDS} rounds of ${WINDOW_SECONDS} s each in turn, after ${WARM_SECONDS} s of warm-up each)`)
    console.log(`    SSR server            ${fmt(ssr.cpuMs, 2)} ms CPU/page  ${fmt(ssr.rate, 0)} req/s  (${ssr.pages} pages, non-200: ${ssr.pages - ssr.ok})`)
    console.log(`    SSR, vike alone       ${fmt(vikeOnly.cpuMs, 2)} ms CPU/page  ${fmt(vikeOnly.rate, 0)} req/s  (${vikeOnly.pages} pages, non-200: ${vikeOnly.pages - vikeOnly.ok}; SSR_FAST_SITE=0)`)
    console.log(`    bare renderToString   ${fmt(bareTotal.cpuMs, 2)} ms CPU/page  ${fmt(bareTotal.rate, 0)} renders/s  (${bareBytes} characters of HTML, ${sameTree ? 'the same as' : 'NOT the same as'} the server page's <div id="root">)`)
    console.log(`    SSR CPU per page: bare ${fmt(bareTotal.cpuMs, 2)} ms vs SSR ${fmt(ssr.cpuMs, 2)} ms = ${fmt(bareTotal.cpuMs / ssr.cpuMs, 2)}x (target >= ${CPU_TARGET}x; rounds ${fmt(roundRatios[0], 2)}-${fmt(roundRatios.at(-1), 2)}x, median ${fmt(median, 2)}x); vike alone ${fmt(bareTotal.cpuMs / vikeOnly.cpuMs, 2)}x, direct / vike CPU ${fmt(ssr.cpuMs / vikeOnly.cpuMs, 2)}x`)
    const ssrCpuMs = ssr.cpuMs

    // (b) Memory under load: the server as make run starts it.
    const clustered = await startSsr(ssrEnv, 'SSR (cluster)')
    await wrk(`${clustered.url}/`, { connections: CPU_CONCURRENCY, seconds: 3, script })
    // The workers collect after a burst (idleCollector.js); the baseline is the idle state.
    await sleep(3_000)
    const baseline = memoryOf(clustered.child.pid)
    const treeCpu = () => processTree(clustered.child.pid).reduce((sum, pid) => sum + cpuSeconds(pid), 0)
    const clusterCpuBefore = treeCpu()
    const samples = []
    const sampler = setInterval(() => samples.push(memoryOf(clustered.child.pid)), 250)
    const load = await wrk(`${clustered.url}/`, { connections: LOAD_CONCURRENCY, seconds: LOAD_SECONDS, script })
    clearInterval(sampler)
    const clusterCpuMs = ((treeCpu() - clusterCpuBefore) * 1000) / load.requests
    await sleep(AFTER_LOAD_MS)
    const after = memoryOf(clustered.child.pid)
    await stop(clustered.child)
    const peakRss = Math.max(...samples.map((sample) => sample.rss))
    const peakPss = Math.max(...samples.map((sample) => sample.pss))
    const shed = load.statuses[503] ?? 0
    const ok = load.statuses[200] ?? 0
    const other = load.requests - ok - shed

    console.log(`\n(b) memory under load: ${baseline.processes} processes (primary + workers), wrk c${LOAD_CONCURRENCY} ${LOAD_SECONDS} s (wrk time-out 2 s)`)
    console.log(`    RSS baseline ${fmt(baseline.rss, 0)} MB (PSS ${fmt(baseline.pss, 0)} MB)`)
    console.log(`    RSS peak: ${fmt(peakRss, 0)} MB vs target ${RSS_TARGET_MB} MB = ${fmt(peakRss / RSS_TARGET_MB, 2)}x (target <= 1.0x); vs baseline ${fmt(peakRss / baseline.rss, 2)}x (PSS peak ${fmt(peakPss, 0)} MB)`)
    console.log(`    RSS ${AFTER_LOAD_MS / 1000} s after the load: ${fmt(after.rss, 0)} MB vs baseline ${fmt(baseline.rss, 0)} MB = ${fmt(after.rss / baseline.rss, 2)}x (target <= 1.1x) (PSS ${fmt(after.pss, 0)} MB)`)
    console.log(`    ${load.requests} answers, ${fmt(load.requests / load.seconds, 0)} req/s, p99 ${fmt(load.p99, 0)} ms: 200 ${ok}, 503 shed ${shed} = ${fmt(shed / Math.max(load.requests, 1), 3)} of all, other ${other}`)
    console.log(`    time-outs ${load.timeouts} (target 0), socket errors ${load.errors}`)
    console.log(`    CPU per page of the workers here (their V8 flags, c${LOAD_CONCURRENCY}): ${fmt(clusterCpuMs, 2)} ms vs one process at c${CPU_CONCURRENCY} ${fmt(ssrCpuMs, 2)} ms = ${fmt(clusterCpuMs / ssrCpuMs, 2)}x`)

  } finally {
    // Every server this run started, whether it got to the end or not.
    await Promise.all([...children].map(stop))
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
