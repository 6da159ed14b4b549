/** Shared by the SSR server tests: a server on a free port, the production app on one, a
 * request as a browser sends it, and the log lines the process writes. */
import { rmSync } from 'node:fs'
import http from 'node:http'
import { vi } from 'vitest'
import { settingsFromEnv } from '../../server/settings.js'

/** Starts `server` on a free local port; resolves to the port. */
export function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
}

/**
 * The production app (createApp, needs ssr/dist) with the settings of `env` on a free
 * port (counting into `metrics` when given); its server is added to `servers` for the
 * test to close. Resolves to the port.
 */
export async function startProductionSite(env, { clientDir, servers, metrics }) {
  const { createApp } = await import('../../server/index.js')
  const options = metrics ? { clientDir, metrics } : { clientDir }
  const server = http.createServer(await createApp(settingsFromEnv(env), options))
  servers.push(server)
  return listen(server)
}

/**
 * Closes what a test file started: its servers, the fake API (when started) and the
 * built client folder (when made).
 */
export function closeAll({ servers, api, clientDir }) {
  for (const server of [...servers, ...(api ? [api] : [])]) {
    server.closeAllConnections()
    server.close()
  }
  if (clientDir) rmSync(clientDir, { recursive: true, force: true })
}

// fetch() may not set Host, so requests that play a visitor's browser use http.request.
export function send(port, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Keeps what the process writes to stdout and stderr (the JSON log) instead of printing
 * it, until `restore()`: `lines()` the lines so far, `entries()` them parsed.
 */
export function captureOutput() {
  const output = []
  const keep = (chunk) => {
    output.push(String(chunk))
    return true
  }
  const spies = [vi.spyOn(process.stdout, 'write').mockImplementation(keep), vi.spyOn(process.stderr, 'write').mockImplementation(keep)]
  const lines = () => output.join('').split('\n').filter(Boolean)
  return {
    lines,
    entries: () => lines().map((line) => JSON.parse(line)),
    restore: () => {
      for (const spy of spies) spy.mockRestore()
    },
  }
}
