import http from 'node:http'
import net from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiProxy } from '../../server/apiProxy.js'
import { apiUrlList, createApiTargets } from '../../server/apiTargets.js'
import { createCrawlerFiles } from '../../server/crawlerFiles.js'
import { settingsFromEnv } from '../../server/settings.js'

const servers = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

function listen(server) {
  servers.push(server)
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort() {
  const probe = net.createServer()
  const port = await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(probe.address().port)))
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** An API that answers with its name and counts what it got. */
async function namedApi(name) {
  const seen = []
  const port = await listen(
    http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body })
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.end(name)
      })
    }),
  )
  return { url: `http://127.0.0.1:${port}`, seen }
}

/** An API that takes the request and drops the connection without answering. */
async function droppingApi() {
  const seen = []
  const port = await listen(
    http.createServer((req) => {
      seen.push(req.method)
      req.socket.destroy()
    }),
  )
  return { url: `http://127.0.0.1:${port}`, seen }
}

function send(port, path, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

async function proxyTo(urls) {
  const app = express()
  app.use(createApiProxy({ apiUrl: urls[0], apiTargets: createApiTargets(urls), proxyConnectTimeoutMs: 2_000 }))
  return listen(http.createServer(app))
}

describe('apiUrlList', () => {
  it('keeps a single URL as API_URL always gave it', () => {
    expect(apiUrlList('http://api:8000/')).toEqual(['http://api:8000'])
    expect(apiUrlList(undefined)).toEqual(['http://127.0.0.1:8000'])
    expect(settingsFromEnv({ API_URL: 'http://api:8000/' })).toMatchObject({ apiUrl: 'http://api:8000', apiUrls: ['http://api:8000'] })
  })

  it('reads a comma list, the first one being apiUrl', () => {
    expect(apiUrlList(' http://a:1/ , http://b:2,http://a:1')).toEqual(['http://a:1', 'http://b:2'])
    expect(settingsFromEnv({ API_URL: 'http://a:1,http://b:2' })).toMatchObject({ apiUrl: 'http://a:1', apiUrls: ['http://a:1', 'http://b:2'] })
  })

  it('refuses a list entry that is not a URL', () => {
    expect(() => apiUrlList('http://a:1,geen url')).toThrow(/not a URL/)
  })
})

describe('createApiTargets', () => {
  it('takes the APIs in turn', () => {
    const targets = createApiTargets(['a', 'b', 'c'])
    expect([targets.order(), targets.order(), targets.order(), targets.order()].map((order) => order[0])).toEqual(['a', 'b', 'c', 'a'])
  })

  it('tries an API that was down last, until its time is up', () => {
    let time = 0
    const targets = createApiTargets(['a', 'b'], { downForMs: 1_000, now: () => time })
    targets.markDown('a')
    expect(targets.order()).toEqual(['b', 'a'])
    expect(targets.order()).toEqual(['b', 'a'])
    time = 1_001
    expect(targets.order()).toEqual(['a', 'b'])
  })

  it('moves on only when the API cannot have acted on the request', () => {
    const targets = createApiTargets(['a', 'b'])
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })
    const reset = Object.assign(new Error('reset'), { code: 'ECONNRESET' })
    expect(targets.shouldTryNext(refused, { answered: false, sideEffects: true })).toBe(true)
    expect(targets.shouldTryNext(reset, { answered: false, sideEffects: false })).toBe(true)
    expect(targets.shouldTryNext(reset, { answered: false, sideEffects: true })).toBe(false)
    expect(targets.shouldTryNext(reset, { answered: true, sideEffects: false })).toBe(false)
    expect(targets.shouldTryNext(new Error('no answer within 10 ms'), { answered: false, sideEffects: false })).toBe(false)
    expect(createApiTargets(['a']).shouldTryNext(refused, { answered: false, sideEffects: false })).toBe(false)
  })
  it('sends a call in turn, past an API that refused it, and gives up on other errors', async () => {
    const targets = createApiTargets(['a', 'b'])
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })
    const asked = []
    const answer = await targets.inTurn(async (base) => {
      asked.push(base)
      if (base === 'a') throw refused
      return `from ${base}`
    }, { sideEffects: true })
    expect(answer).toBe('from b')
    expect(asked).toEqual(['a', 'b'])
    // 'a' refused, so it comes last now, whoever's turn it is.
    expect(targets.order()).toEqual(['b', 'a'])

    const slow = new Error('no answer within 10 ms')
    const tried = []
    await expect(targets.inTurn(async (base) => {
      tried.push(base)
      throw slow
    }, { sideEffects: false })).rejects.toBe(slow)
    expect(tried).toHaveLength(1)

    const late = Object.assign(new Error('reset'), { code: 'ECONNRESET' })
    await expect(createApiTargets(['a', 'b']).inTurn(async () => {
      throw late
    }, { sideEffects: false, answered: (error) => error === late })).rejects.toBe(late)

    await expect(createApiTargets(['a', 'b']).inTurn(async () => {
      throw refused
    }, { sideEffects: false })).rejects.toBe(refused)
  })
})

describe('the /api proxy with several APIs', () => {
  it('sends requests to the APIs in turn', async () => {
    const one = await namedApi('een')
    const two = await namedApi('twee')
    const port = await proxyTo([one.url, two.url])
    const names = []
    for (let i = 0; i < 4; i += 1) names.push((await send(port, '/api/x')).text)
    expect(names).toEqual(['een', 'twee', 'een', 'twee'])
  })

  it('sends an order POST whose connection was refused to the next API, once', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`
    const up = await namedApi('twee')
    const port = await proxyTo([down, up.url])
    const answer = await send(port, '/api/services/webshop/v1/orders/create', { method: 'POST', body: '{"n":1}' })
    expect(answer).toMatchObject({ status: 200, text: 'twee' })
    expect(up.seen).toEqual([{ method: 'POST', url: '/api/services/webshop/v1/orders/create', body: '{"n":1}' }])
    // The refusing API is skipped for a while: the next request goes straight to the other.
    await send(port, '/api/y')
    expect(up.seen.map((request) => request.url)).toEqual(['/api/services/webshop/v1/orders/create', '/api/y'])
  })

  it('sends a GET that was dropped unanswered to the next API', async () => {
    const dropping = await droppingApi()
    const up = await namedApi('twee')
    const port = await proxyTo([dropping.url, up.url])
    expect(await send(port, '/api/z')).toMatchObject({ status: 200, text: 'twee' })
    expect(dropping.seen).toEqual(['GET'])
  })

  it('never sends a POST the API took and dropped to another API', async () => {
    const dropping = await droppingApi()
    const up = await namedApi('twee')
    const port = await proxyTo([dropping.url, up.url])
    const answer = await send(port, '/api/orders', { method: 'POST', body: '{"n":2}' })
    expect(answer.status).toBe(502)
    expect(up.seen).toEqual([])
  })

  it('answers 503 with Retry-After when every API refuses', async () => {
    const port = await proxyTo([`http://127.0.0.1:${await closedPort()}`, `http://127.0.0.1:${await closedPort()}`])
    const answer = await send(port, '/api/x')
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBeDefined()
  })
})

describe('the crawler files with several APIs', () => {
  it('asks the next API for robots.txt when the first refuses the connection', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`
    const up = await namedApi('User-agent: *')
    const app = express()
    app.use(createCrawlerFiles({ apiUrl: down, apiTargets: createApiTargets([down, up.url]) }))
    const port = await listen(http.createServer(app))
    const answer = await send(port, '/robots.txt')
    expect(answer).toMatchObject({ status: 200, text: 'User-agent: *' })
    expect(up.seen.map((request) => request.url)).toEqual(['/api/services/websites/v1/robots.txt'])
  })
})
