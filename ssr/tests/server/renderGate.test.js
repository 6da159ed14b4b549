/**
 * The render queue inside the production app: renders are held open by a fake API that
 * answers page-bundle requests only when the test releases them, so "all slots busy"
 * and "line full" are reached exactly, without timing. Needs `npm run build -w ssr`
 * (skipped locally without ssr/dist, failing when CI is set, like app.test.js).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { settingsFromEnv } from '../../server/settings.js'
import { pageBundle } from '../fakes.js'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const built = existsSync(join(ssrRoot, 'dist/server/entry.mjs'))
const required = Boolean(process.env.CI)

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
}

function get(port, path, { method = 'GET' } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

async function waitFor(condition, what) {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe.runIf(built || required)('the render queue in the app', () => {
  let api
  /** Page-bundle requests the fake API holds; release() answers them all. */
  let held = []
  let clientDir
  let servers = []

  function releaseAll() {
    for (const { res, path } of held.splice(0)) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(pageBundle(path)))
    }
  }

  async function startSite(env) {
    const { createApp } = await import('../../server/index.js')
    const settings = settingsFromEnv({ API_URL: `http://127.0.0.1:${api.address().port}`, ...env })
    const app = await createApp(settings, { clientDir })
    const server = http.createServer(app)
    servers.push(server)
    return { port: await listen(server), queue: app.locals.renderQueue }
  }

  beforeAll(async () => {
    if (!built) throw new Error('ssr/dist is missing: run `npm run build -w ssr` before the tests')
    clientDir = mkdtempSync(join(tmpdir(), 'ssr-client-'))
    mkdirSync(join(clientDir, 'media'))
    writeFileSync(join(clientDir, 'media', 'logo.txt'), 'logo')
    api = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://api.invalid')
      if (url.pathname === '/api/services/websites/v1/page-bundle') {
        held.push({ res, path: url.searchParams.get('path') })
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    await listen(api)
  })

  afterEach(async () => {
    releaseAll()
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    servers = []
  })

  afterAll(async () => {
    releaseAll()
    await new Promise((resolve) => api.close(resolve))
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('sheds a render with 503 + Retry-After once the slots and the line are full, and serves everything that fitted', async () => {
    const { port, queue } = await startSite({
      SSR_MAX_CONCURRENT_RENDERS: '2',
      SSR_MAX_QUEUE: '2',
      SSR_QUEUE_TIMEOUT_MS: '0',
      SSR_RETRY_AFTER_SECONDS: '3',
    })
    const rendering = [get(port, '/een'), get(port, '/twee')]
    await waitFor(() => held.length === 2, 'two renders waiting for the API')
    const lined = [get(port, '/drie'), get(port, '/vier')]
    await waitFor(() => queue.stats().waiting === 2, 'two renders in line')

    const shed = await get(port, '/vijf')
    expect(shed.status).toBe(503)
    expect(shed.headers['retry-after']).toBe('3')
    expect(shed.headers['cache-control']).toBe('private, no-store')
    expect(shed.headers['content-type']).toMatch(/^text\/html/)
    expect(shed.text).toContain('erg druk')
    // Static files and the /api proxy never wait behind renders.
    expect((await get(port, '/media/logo.txt')).status).toBe(200)
    expect((await get(port, '/api/ping')).status).toBe(200)
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 2, full: 1 })

    // The API answers: the running renders finish and the lined-up ones get their turn.
    releaseAll()
    await waitFor(() => held.length === 2, 'the lined-up renders asking the API')
    releaseAll()
    const answers = await Promise.all([...rendering, ...lined])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(answers[3].text).toContain('Over ons')
    expect(queue.stats()).toMatchObject({ active: 0, waiting: 0, granted: 4, full: 1, timeout: 0 })
  })

  it('answers 503 to a render that waited longer than SSR_QUEUE_TIMEOUT_MS', async () => {
    const { port, queue } = await startSite({
      SSR_MAX_CONCURRENT_RENDERS: '1',
      SSR_MAX_QUEUE: '5',
      SSR_QUEUE_TIMEOUT_MS: '50',
    })
    const rendering = get(port, '/een')
    await waitFor(() => held.length === 1, 'a render waiting for the API')
    const waited = await get(port, '/twee')
    expect(waited.status).toBe(503)
    expect(waited.headers['retry-after']).toBe('5')
    expect(queue.stats()).toMatchObject({ active: 1, timeout: 1 })
    releaseAll()
    expect((await rendering).status).toBe(200)
  })

  it('gives the place of a visitor who hung up while waiting to the next one', async () => {
    const { port, queue } = await startSite({
      SSR_MAX_CONCURRENT_RENDERS: '1',
      SSR_MAX_QUEUE: '1',
      SSR_QUEUE_TIMEOUT_MS: '0',
    })
    const rendering = get(port, '/een')
    await waitFor(() => held.length === 1, 'a render waiting for the API')
    const leaving = http.request({ host: '127.0.0.1', port, path: '/weg', agent: false })
    leaving.on('error', () => {})
    leaving.end()
    await waitFor(() => queue.stats().waiting === 1, 'the leaving visitor in line')
    leaving.destroy()
    await waitFor(() => queue.stats().waiting === 0, 'the place given up')
    const next = get(port, '/drie')
    await waitFor(() => queue.stats().waiting === 1, 'the next visitor in line')
    releaseAll()
    await waitFor(() => held.length === 1, 'the next render asking the API')
    releaseAll()
    expect((await rendering).status).toBe(200)
    expect((await next).status).toBe(200)
    expect(queue.stats()).toMatchObject({ granted: 2, full: 0, timeout: 0 })
  })
})
