/**
 * `node server/index.js` as production runs it, with SSR_WORKERS=2 against a fake API:
 * two workers serve one port, a killed worker is replaced, SIGTERM stops them all, and a
 * server that cannot start exits instead of restarting forever. Waits for what the
 * processes print, never for a fixed time. Needs `npm run build -w ssr` (like app.test.js).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { freePorts, onFreePorts, pageBundle, PortTaken, saysPortTaken } from '../fakes.js'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const built = existsSync(join(ssrRoot, 'dist/server/entry.mjs'))
const required = Boolean(process.env.CI)

// The JSON log line a worker writes once it listens (server/logger.js).
const LISTENING = /"msg":"worker (\d+) \(pid (\d+)\) listening"/g
// The primary's metrics listener, started or failed (ssr/server/metricsServer.js).
const METRICS = /"msg":"metrics (listening|listener failed)"/

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The server in its own process group, its output collected, its exit awaited. */
function startServer(env) {
  const child = spawn(process.execPath, ['server/index.js'], {
    cwd: ssrRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return {
    child,
    exited,
    output: () => output,
    /** Workers that announced they listen, in order: [{ id, pid }]. */
    listening: () => [...output.matchAll(LISTENING)].map((match) => ({ id: Number(match[1]), pid: Number(match[2]) })),
  }
}

async function waitFor(condition, what, server) {
  const deadline = Date.now() + 60_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server?.output() ?? ''}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.runIf(built || required)('the server with SSR_WORKERS=2', () => {
  let api
  let apiUrl
  let server

  beforeAll(async () => {
    if (!built) throw new Error('ssr/dist is missing: run `npm run build -w ssr` before the tests')
    api = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://api.invalid')
      const path = url.searchParams.get('path')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(pageBundle(path)),
      )
    })
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve))
    apiUrl = `http://127.0.0.1:${api.address().port}`
  })

  afterEach(() => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      try {
        process.kill(-server.child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  })

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve))
  })

  it('serves from two workers, replaces a killed one and stops them all on SIGTERM', async () => {
    // The ports are found free a moment before the server binds them: another process
    // may take one in between. The start is made again on new ports then (a few times).
    let port
    let metricsPort
    await onFreePorts(async () => {
      const ports = await freePorts(2)
      port = ports[0]
      metricsPort = ports[1]
      server = startServer({ SSR_WORKERS: '2', PORT: String(port), API_URL: apiUrl, METRICS_PORT: String(metricsPort) })
      let gone = false
      server.exited.then(() => (gone = true))
      const started = () => server.listening().length === 2 && METRICS.test(server.output())
      await waitFor(() => gone || started(), 'two workers and the metrics listening', server)
      if (!gone && !saysPortTaken(server.output())) return
      // A metrics port taken costs the server its metrics, not the site: it serves on.
      if (!gone) {
        process.kill(-server.child.pid, 'SIGKILL')
        await server.exited
      }
      const stopped = `the server stopped:\n${server.output()}`
      throw saysPortTaken(server.output()) ? new PortTaken(stopped) : new Error(stopped)
    })
    const [first, second] = server.listening()
    expect(first.pid).not.toBe(second.pid)
    expect(first.pid).not.toBe(server.child.pid)

    const answer = await fetch(`http://127.0.0.1:${port}/over-ons`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Over ons')

    // The primary answers the metrics of both workers at once, summed.
    for (let count = 0; count < 5; count += 1) await (await fetch(`http://127.0.0.1:${port}/over-ons`)).text()
    const served = 'ssr_http_requests_total{kind="page",method="GET",status="200"} 6'
    let metrics = ''
    const deadline = Date.now() + 30_000
    while (!metrics.includes(served)) {
      if (Date.now() > deadline) throw new Error(`the primary never counted six pages:\n${metrics}`)
      metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
      if (!metrics.includes(served)) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(metrics).toContain('# TYPE ssr_render_duration_seconds histogram')
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404)

    process.kill(first.pid, 'SIGKILL')
    await waitFor(() => server.listening().length === 3, 'a replacement worker listening', server)
    const replacement = server.listening()[2]
    expect([first.pid, second.pid]).not.toContain(replacement.pid)
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)

    server.child.kill('SIGTERM')
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(isAlive(second.pid)).toBe(false)
    expect(isAlive(replacement.pid)).toBe(false)
  }, 90_000)

  it('exits with an error when no worker can start, instead of restarting them forever', async () => {
    // The port is taken: every worker fails to listen.
    const blocker = net.createServer()
    await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    try {
      server = startServer({ SSR_WORKERS: '2', PORT: String(blocker.address().port), API_URL: apiUrl, METRICS_PORT: '0' })
      const { code } = await server.exited
      expect(code).toBe(1)
      expect(server.output()).toMatch(/before listening/)
    } finally {
      blocker.close()
    }
  }, 90_000)
})
