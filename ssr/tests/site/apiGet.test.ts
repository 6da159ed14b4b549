// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { apiGet } from '../../site/apiGet'

let server: http.Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A server that answers the first request on a connection and drops the connection
 * when a second one arrives on it, as an API closing an idle kept-alive connection. */
async function closingServer(): Promise<{ url: string; connections: () => number }> {
  const seen = new WeakMap<object, number>()
  let connections = 0
  server = http.createServer((request, response) => {
    const count = (seen.get(request.socket) ?? 0) + 1
    seen.set(request.socket, count)
    if (count > 1) {
      request.socket.destroy()
      return
    }
    response.setHeader('connection', 'keep-alive')
    response.end(`antwoord ${request.url}`)
  })
  server.on('connection', () => {
    connections += 1
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, connections: () => connections }
}

describe('apiGet', () => {
  it('sends a GET once more on a fresh connection when a kept-alive one was dropped unanswered', async () => {
    const api = await closingServer()
    expect(await apiGet(`${api.url}/een`, {}, 5_000)).toEqual({ status: 200, body: 'antwoord /een' })
    // The kept-alive connection is reused and dropped: the GET goes again, and succeeds.
    expect(await apiGet(`${api.url}/twee`, {}, 5_000)).toEqual({ status: 200, body: 'antwoord /twee' })
    expect(api.connections()).toBe(2)
  })
})

describe('apiGet with several APIs', () => {
  const KEY = Symbol.for('site.ssr.apiTargets')
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[KEY]
  })

  it('goes on to the next API when the first refuses the connection', async () => {
    const api = await closingServer()
    // A port that was free a moment ago: nothing accepts there.
    const probe = http.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const downPort = (probe.address() as AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    const down = `http://127.0.0.1:${downPort}`
    const { createApiTargets, registerApiTargets } = await import('../../server/apiTargets.js')
    registerApiTargets(createApiTargets([down, api.url]))
    // Written with the first URL, as the page data writes them: the second answers.
    expect(await apiGet(`${down}/een`, {}, 5_000)).toEqual({ status: 200, body: 'antwoord /een' })
  })
})
