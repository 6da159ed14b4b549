/**
 * The JSON log: one access line per request with the request id and the path without its
 * query string, and no personal data in any line (query strings, bodies, cookies,
 * headers, e-mail addresses and tokens in paths), however the request ends.
 */
import http from 'node:http'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAccessLog } from '../../server/accessLog.js'
import { createApiProxy } from '../../server/apiProxy.js'
import { createLogger, loggablePath } from '../../server/logger.js'
import { serverErrorHandler } from '../../server/plainAnswers.js'
import { requestContext, runWithRequestId } from '../../server/requestContext.js'
import { captureOutput, listen, send } from './harness.js'

const EMAIL = 'jan.de.vries@example.nl'
const PAYMENT_TOKEN = 'q7Xw2mVb9LkT4sPz8RnY3cHd'

async function waitFor(condition, what) {
  const deadline = Date.now() + 5_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('createLogger', () => {
  it('writes one JSON object per line with time, level, msg and the request id', () => {
    const lines = []
    const logger = createLogger({ write: (line, level) => lines.push({ line, level }) })
    runWithRequestId('req-00000001', () => logger.warn('iets', { status: 502, error: new Error('kapot') }))
    logger.debug('te fijn')
    expect(lines).toHaveLength(1)
    expect(lines[0].level).toBe('warn')
    const entry = JSON.parse(lines[0].line)
    expect(entry).toEqual({ time: expect.any(String), level: 'warn', msg: 'iets', request_id: 'req-00000001', status: 502, error: 'kapot' })
    expect(Number.isNaN(Date.parse(entry.time))).toBe(false)
  })
})

describe('loggablePath', () => {
  it('hides e-mail addresses and tokens, and keeps ordinary paths', () => {
    expect(loggablePath('/product/appeltaart')).toBe('/product/appeltaart')
    expect(loggablePath(`/api/services/webshop/v1/payments/${PAYMENT_TOKEN}/start`)).toBe('/api/services/webshop/v1/payments/:token/start')
    expect(loggablePath('/api/services/webshop/v1/payments/kort/start')).toBe('/api/services/webshop/v1/payments/:token/start')
    expect(loggablePath(`/nieuwsbrief/${encodeURIComponent(EMAIL)}`)).toBe('/nieuwsbrief/:redacted')
    expect(loggablePath(`/x/${EMAIL}`)).toBe('/x/:redacted')
    expect(loggablePath(`/bestelling/${PAYMENT_TOKEN}`)).toBe('/bestelling/:token')
    expect(loggablePath('/assets/entry-client-Bq3x9k2LmN4pQ7rS8tU1vW5y.js')).toBe('/assets/entry-client-Bq3x9k2LmN4pQ7rS8tU1vW5y.js')
    expect(loggablePath('/een-heel-lange-pagina-naam-zonder-cijfers')).toBe('/een-heel-lange-pagina-naam-zonder-cijfers')
  })
})

describe('the access log', () => {
  let api
  let site
  let port
  let captured

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      req.resume()
      // A failing API: the proxy logs the failure too.
      req.socket.destroy()
    })
    const apiPort = await listen(api)
    const app = express()
    app.use(requestContext)
    app.use(createAccessLog())
    app.use(createApiProxy({ apiUrl: `http://127.0.0.1:${apiPort}` }))
    app.get('/kapot', () => {
      throw new Error('render stuk')
    })
    app.use((req, res) => res.status(200).end('pagina'))
    app.use(serverErrorHandler)
    site = http.createServer(app)
    port = await listen(site)
  })

  afterEach(() => {
    captured?.restore()
  })

  afterAll(() => {
    site?.closeAllConnections()
    site?.close()
    api?.close()
  })

  const capture = () => (captured = captureOutput())
  const lines = () => captured.lines()
  const entries = () => captured.entries()

  it('logs each request once: method, kind, path without query, status, duration and id', async () => {
    capture()
    const response = await send(port, `/contact?email=${encodeURIComponent(EMAIL)}&bedankt=1`, { headers: { 'x-request-id': 'access-00000001' } })
    expect(response.status).toBe(200)
    await waitFor(() => entries().some((entry) => entry.msg === 'request'), 'the access line')
    const [entry] = entries().filter((line) => line.msg === 'request')
    expect(entry).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'request',
      request_id: 'access-00000001',
      method: 'GET',
      kind: 'page',
      path: '/contact',
      status: 200,
      duration_ms: expect.any(Number),
    })
  })

  it('puts no personal data in any line, also when the API fails or the render throws', async () => {
    capture()
    const personal = {
      email: EMAIL,
      street: 'Kerkstraat 12',
      vat: 'NL123456789B01',
      password: 'geheim-wachtwoord-99',
      token: PAYMENT_TOKEN,
    }
    const body = JSON.stringify({ email: personal.email, address: personal.street, vat_number: personal.vat, password: personal.password })
    const requests = [
      send(port, `/api/services/webshop/v1/payments/${personal.token}/start?email=${encodeURIComponent(personal.email)}`, {
        headers: { cookie: `session=${personal.password}`, authorization: `Bearer ${personal.token}` },
      }),
      send(port, '/api/services/webshop/v1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': '203.0.113.9' },
        body,
      }),
      send(port, `/kapot?adres=${encodeURIComponent(personal.street)}&btw=${personal.vat}`, { headers: { referer: `https://x.example/?e=${personal.email}` } }),
      send(port, `/nieuwsbrief/${encodeURIComponent(personal.email)}`),
    ]
    const answers = await Promise.all(requests)
    expect(answers.map((answer) => answer.status)).toEqual([502, 502, 500, 200])
    await waitFor(() => entries().filter((entry) => entry.msg === 'request').length === 4, 'four access lines')
    const failures = entries().filter((entry) => entry.level === 'error')
    expect(failures.map((entry) => entry.msg).sort()).toEqual(['proxy failed', 'proxy failed', 'request failed'])
    const text = lines().join('\n')
    for (const [what, value] of Object.entries(personal)) {
      expect(text.includes(value), `${what} in the log`).toBe(false)
      expect(text.includes(encodeURIComponent(value)), `${what} (encoded) in the log`).toBe(false)
    }
    expect(text).not.toContain('?')
    expect(text).not.toContain('session=')
    expect(text).not.toContain('203.0.113.9')
    // Every line is one JSON object with the request's id.
    for (const entry of entries()) expect(entry.request_id).toMatch(/^[0-9a-f-]{36}$/)
  })
})
