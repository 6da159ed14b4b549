/**
 * Graceful shutdown of `node server/index.js` as production runs it (SSR_WORKERS=2):
 * SIGTERM turns /_ssr/ready to 503 at once while requests are still served for
 * SHUTDOWN_DELAY, then the port closes; a page whose render waits for a held API answer
 * still completes with 200 and the process exits 0 (docs/deploy.md). Waits for
 * conditions, never for a fixed time. Needs `npm run build -w ssr` (like cluster.test.js).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { freePorts, onFreePorts, pageBundle, PortTaken, saysPortTaken } from '../fakes.js'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const built = existsSync(join(ssrRoot, 'dist/server/entry.mjs'))
const required = Boolean(process.env.CI)
const DEADLINE_MS = 60_000
const SHUTDOWN_DELAY_SECONDS = 6
const LISTENING = /"msg":"worker \d+ \(pid \d+\) listening"/g
// The primary's metrics listener, started or failed (ssr/server/metricsServer.js).
const METRICS = /"msg":"metrics (listening|listener failed)"/
// What each worker logs right after it turned its readiness off (server/index.js).
const READINESS_OFF = /"msg":"worker \d+ \(pid \d+\) SIGTERM: readiness off/g

async function waitFor(condition, what, output) {
  const deadline = Date.now() + DEADLINE_MS
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

// A probe that gets no answer within this is asked again: a connection accepted just as
// the workers close their port can hang until the last worker exits (seen under load).
const PROBE_TIMEOUT_MS = 2_000
const NO_ANSWER = 'no answer'

/** The status of a GET on a new connection, null when nothing listens, NO_ANSWER when
 * the connection was taken but not answered within `timeoutMs`. */
async function status(url, timeoutMs = DEADLINE_MS) {
  try {
    const response = await fetch(url, { headers: { connection: 'close' }, signal: AbortSignal.timeout(timeoutMs) })
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    return error?.name === 'TimeoutError' ? NO_ANSWER : null
  }
}

describe.runIf(built || required)('the server on SIGTERM', () => {
  let api
  let apiUrl
  let release
  let held
  let bundleAsked
  let child

  beforeAll(async () => {
    if (!built) throw new Error('ssr/dist is missing: run `npm run build -w ssr` before the tests')
    held = new Promise((resolve) => (release = resolve))
    api = http.createServer((req, res) => {
      const path = new URL(req.url, 'http://api.invalid').searchParams.get('path')
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(pageBundle(path)))
      }
      // The page /traag waits until the test lets its API answer go.
      if (path === '/traag') {
        bundleAsked?.()
        held.then(answer)
      } else answer()
    })
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve))
    apiUrl = `http://127.0.0.1:${api.address().port}`
  })

  afterEach(() => {
    release?.()
    if (child && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  })

  afterAll(async () => {
    api.closeAllConnections()
    await new Promise((resolve) => api.close(resolve))
  })

  /**
   * The server with two workers on free ports. A port found free can be taken before the
   * server binds it (the primary then stops with 'cannot listen'): new ports, next try.
   */
  function startServer() {
    return onFreePorts(async () => {
      const [port, metricsPort] = await freePorts(2)
      child = spawn(process.execPath, ['server/index.js'], {
        cwd: ssrRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          API_URL: apiUrl,
          API_TIMEOUT_MS: String(DEADLINE_MS),
          SSR_WORKERS: '2',
          SHUTDOWN_DELAY: String(SHUTDOWN_DELAY_SECONDS),
          SHUTDOWN_TIMEOUT: String(DEADLINE_MS / 1000),
        },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const server = { child, port, output: '' }
      child.stdout.on('data', (chunk) => (server.output += chunk))
      child.stderr.on('data', (chunk) => (server.output += chunk))
      server.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
      let gone = false
      server.exited.then(() => (gone = true))
      const started = () => [...server.output.matchAll(LISTENING)].length === 2 && METRICS.test(server.output)
      await waitFor(() => gone || started(), 'two workers and the metrics listening', () => server.output)
      if (!gone && !saysPortTaken(server.output)) return server
      // A metrics port taken costs the server its metrics, not the site: it serves on.
      if (!gone) {
        process.kill(-child.pid, 'SIGKILL')
        await server.exited
      }
      const stopped = `the server stopped:\n${server.output}`
      throw saysPortTaken(server.output) ? new PortTaken(stopped) : new Error(stopped)
    })
  }

  it('turns readiness off, serves on for SHUTDOWN_DELAY, drains the page in flight and exits 0', async () => {
    const server = await startServer()
    const log = () => server.output
    // The server's own lines say why, whatever the failing step.
    onTestFailed(() => console.error(`the server's log:\n${server.output}`))
    const { exited } = server
    const base = `http://127.0.0.1:${server.port}`
    expect(await status(`${base}/_ssr/ready`)).toBe(200)

    // A page whose render waits for the API: in flight when SIGTERM comes.
    const asked = new Promise((resolve) => (bundleAsked = resolve))
    const inFlight = fetch(`${base}/traag`).then(async (response) => ({ status: response.status, text: await response.text() }))
    await asked
    const signalled = Date.now()
    process.kill(child.pid, 'SIGTERM')

    // Both workers got SIGTERM from the primary, each handling it in its own time: once
    // both say readiness is off, it is 503 whichever answers (one 503 alone could come
    // from the first worker while the next probe reaches the other, still at 200).
    await waitFor(() => [...server.output.matchAll(READINESS_OFF)].length === 2, 'both workers turning readiness off', log)
    for (let probe = 0; probe < 4; probe += 1) expect(await status(`${base}/_ssr/ready`), `probe ${probe}`).toBe(503)
    // New requests are still served during SHUTDOWN_DELAY (the port closes only after it).
    expect(await status(`${base}/_ssr/health`)).toBe(200)

    // Then the port closes, while the page is still waiting for its API answer.
    await waitFor(async () => (await status(`${base}/_ssr/health`, PROBE_TIMEOUT_MS)) === null, 'the port to close', log)
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_SECONDS * 1000)
    expect(child.exitCode).toBe(null)

    release()
    const page = await inFlight
    expect(page.status).toBe(200)
    expect(page.text).toContain('Over ons')
    expect(await exited).toEqual({ code: 0, signal: null })
  }, 120_000)
})
