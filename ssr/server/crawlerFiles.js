/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemap-N.xml` of the visitor's host, fetched from
 * the API (/api/services/websites/v1/robots.txt and sitemap.xml?page=N) with the same
 * forwarded host, address and scheme as the page bundle, and shared by Varnish like a
 * page: public Cache-Control and the API's `x-cache-keys` (`sitemap-{id}`,
 * `project-{id}`) as `xkey`, so a page, product or settings write purges them. With
 * several APIs (apiTargets.js) they are asked in turn, the next one when a connection
 * is refused or dropped before any answer.
 */
import http from 'node:http'
import https from 'node:https'
import { createApiTargets } from './apiTargets.js'
import { loggablePath, logger } from './logger.js'
import { plainAnswer } from './plainAnswers.js'
import { policyFor } from './cachePolicy.js'
import { currentRequestId, REQUEST_ID_HEADER } from './requestContext.js'
import { cacheHeaders } from './siteResponse.js'
import { visitor } from './visitor.js'

const SERVICES = '/api/services/websites/v1'

/** The API path answering `pathname`, or null when it is none of the crawler files. */
export function crawlerFileSource(pathname) {
  if (pathname === '/robots.txt') return `${SERVICES}/robots.txt`
  if (pathname === '/sitemap.xml') return `${SERVICES}/sitemap.xml`
  const numbered = /^\/sitemap-([1-9]\d{0,5})\.xml$/.exec(pathname)
  return numbered ? `${SERVICES}/sitemap.xml?page=${numbered[1]}` : null
}

// Errors that came after the answer had started (not worth asking another API).
const answeredErrors = new WeakSet()

/** GET towards the API: status, headers and the whole body (sitemaps are a few MB at most). */
function apiRequest(url, headers, timeoutMs) {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(target, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', (error) => {
        answeredErrors.add(error)
        fail(error)
      })
      response.on('end', () => {
        clearTimeout(timer)
        resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) })
      })
    })
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    function fail(error) {
      clearTimeout(timer)
      reject(error)
    }
    request.on('error', fail)
  })
}

/**
 * @param {{ apiUrl: string, apiTargets?: object, apiTimeoutMs?: number, cachePolicy?: object }} settings
 *   cachePolicy: cachePolicy.js; apiTargets: the API list (apiTargets.js), default apiUrl alone
 * @returns {import('express').RequestHandler}
 */
export function createCrawlerFiles(settings) {
  const apiTargets = settings.apiTargets ?? createApiTargets([settings.apiUrl.replace(/\/+$/, '')])
  const timeoutMs = settings.apiTimeoutMs ?? 10_000
  return async function crawlerFiles(req, res, next) {
    const source = crawlerFileSource(req.path)
    if (source === null) return next()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD')
      return plainAnswer(res, 405)
    }
    const { host, address, proto } = visitor(req)
    // Always all three, as for the page bundle: the API never falls back to a client's.
    const headers = { 'x-forwarded-host': host, 'x-forwarded-for': address, 'x-forwarded-proto': proto }
    const requestId = currentRequestId()
    if (requestId) headers[REQUEST_ID_HEADER] = requestId
    let answer
    try {
      // The API whose turn it is, the next when that one cannot be reached (apiTargets.js).
      answer = await apiTargets.inTurn((base) => apiRequest(`${base}${source}`, headers, timeoutMs), {
        sideEffects: false,
        answered: (error) => answeredErrors.has(error),
      })
    } catch (error) {
      logger.error('crawler file: API unreachable', { host, path: loggablePath(req.path), error })
      res.setHeader('retry-after', '30')
      return plainAnswer(res, 503)
    }
    if (answer.status === 404) return plainAnswer(res, 404)
    if (answer.status !== 200) {
      logger.error('crawler file: API answered an error', { host, path: loggablePath(req.path), status: answer.status })
      return plainAnswer(res, 502)
    }
    const keys = String(answer.headers['x-cache-keys'] ?? '').split(/\s+/).filter(Boolean)
    const cache = cacheHeaders({
      method: req.method,
      status: 200,
      cacheable: true,
      cacheKeys: keys,
      visitorSpecific: false,
      policy: policyFor(settings, 'sitemap'),
    })
    res.status(200)
    res.setHeader('content-type', answer.headers['content-type'] ?? 'text/plain; charset=utf-8')
    for (const [name, value] of Object.entries(cache)) res.setHeader(name, value)
    res.setHeader('content-length', answer.body.length)
    res.end(req.method === 'HEAD' ? undefined : answer.body)
  }
}
