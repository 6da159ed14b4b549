/**
 * The built production server against a real API process with the demo site loaded.
 * Needs `npm run build -w ssr` first: without ssr/dist the file is skipped locally and
 * fails when CI is set, so a pipeline cannot pass without exercising it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, onFreePorts, PortTaken, saysPortTaken } from '../fakes.js'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const repoRoot = join(ssrRoot, '..')
const built = existsSync(join(ssrRoot, 'dist/server/entry.mjs'))
const required = Boolean(process.env.CI)

function runApi(args, env) {
  const result = spawnSync('uv', ['run', 'python', '-m', 'api', ...args], { cwd: repoRoot, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`api ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

// Own process group, so stopping it also stops what `uv run` started.
function start(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return { child, output: () => output }
}

function stop(processInfo) {
  if (!processInfo || processInfo.child.exitCode !== null) return
  try {
    process.kill(-processInfo.child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

async function waitFor(url, processInfo, name) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (processInfo.child.exitCode !== null) throw new Error(`${name} exited:\n${processInfo.output()}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${name} did not start:\n${processInfo.output()}`)
}

/**
 * `spawnArgs(port)` started on a port found free, answered once its URL answers; again on
 * a new port when another process took the port before the server bound it.
 */
function startListening(name, spawnArgs) {
  return onFreePorts(async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const server = start(...spawnArgs(port))
    try {
      await waitFor(url, server, name)
    } catch (error) {
      stop(server)
      throw saysPortTaken(server.output()) ? new PortTaken(error.message) : error
    }
    return { url, server }
  })
}

function paragraphTexts(value, found = []) {
  if (Array.isArray(value)) value.forEach((item) => paragraphTexts(item, found))
  else if (value && typeof value === 'object') {
    if (value.type === 'paragraph' && typeof value.data?.text === 'string') found.push(value.data.text)
    Object.values(value).forEach((item) => paragraphTexts(item, found))
  }
  return found
}

describe.runIf(built || required)('production server against the real API', () => {
  let workDir
  let api
  let ssr
  let apiUrl
  let site
  let bundle

  beforeAll(async () => {
    if (!built) throw new Error('ssr/dist is missing: run `npm run build -w ssr` before the tests')
    workDir = mkdtempSync(join(tmpdir(), 'ssr-it-'))
    const env = { ...process.env, DATABASE_URL: `sqlite:///${join(workDir, 'site.sqlite3')}`, MEDIA_ROOT: join(workDir, 'media') }
    runApi(['load-demo'], env)
    const startedApi = await startListening('API', (port) => [
      'uv',
      ['run', 'python', '-m', 'api', 'serve', '--host', '127.0.0.1', '--port', String(port)],
      { cwd: repoRoot, env },
    ])
    api = startedApi.server
    apiUrl = startedApi.url
    // No metrics listener: its fixed default port is not this test's.
    const ssrEnv = { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', API_URL: apiUrl, METRICS_PORT: '0' }
    const startedSsr = await startListening('SSR server', (port) => [
      'node',
      ['server/index.js'],
      { cwd: ssrRoot, env: { ...ssrEnv, PORT: String(port) } },
    ])
    ssr = startedSsr.server
    site = startedSsr.url
    // What the API says about the home page of the demo host, to compare the HTML with.
    const response = await fetch(`${apiUrl}/api/services/websites/v1/page-bundle?path=%2F`, {
      headers: { 'x-forwarded-host': new URL(site).host },
    })
    expect(response.status).toBe(200)
    bundle = await response.json()
  }, 180_000)

  afterAll(() => {
    stop(ssr)
    stop(api)
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  })

  it('server-renders the demo home page in Dutch with its menu and text', async () => {
    const response = await fetch(`${site}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toMatch(/<html lang="nl"/)
    expect(html).toMatch(/<title>[^<]*\S[^<]*<\/title>/)
    expect(html).toContain(`<title>${bundle.page.seo_title || bundle.page.post_title}`)
    expect(html).toContain(`<link rel="canonical" href="${bundle.canonical_url}" />`)
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="nl">\s*<head>\s*<meta charset="utf-8" \/>/)
    const labels = Object.values(bundle.menus).flatMap((menu) => menu.items.map((item) => item.label))
    expect(labels.length).toBeGreaterThan(0)
    const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="wm-islands"'))
    expect(labels.some((label) => body.includes(`>${label}<`))).toBe(true)
    const text = paragraphTexts(bundle.page.components)
      // The words before the first inline tag appear verbatim in the rendered HTML.
      .map((raw) => raw.split('<')[0].match(/[\p{L}\p{N} ]{12,}/u)?.[0])
      .find(Boolean)
    expect(text).toBeTruthy()
    expect(body).toContain(text)
  })

  it("serves the images of the bundle's media map, made by load-demo, immutable for a year", async () => {
    const response = await fetch(`${apiUrl}/api/services/websites/v1/page-bundle?path=%2Fcatalogus%2Fgallerijen`, {
      headers: { 'x-forwarded-host': new URL(site).host },
    })
    // The raster images: an SVG (the project logo) keeps its own URL and has no variants.
    const facts = Object.values((await response.json()).media).filter((image) => image.sources.length > 0)
    expect(facts.length).toBeGreaterThan(0)
    const { src, sources } = facts[0]
    const variant = sources.at(-1).srcset.split(', ')[0].split(' ')[0]
    for (const [path, type] of [[src, 'image/jpeg'], [variant, 'image/webp']]) {
      const image = await fetch(`${site}${path}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe(type)
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
  })

  it('lets Varnish cache the page under its purge keys', async () => {
    const response = await fetch(`${site}/`)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/)
    expect(response.headers.get('xkey')).toBe(bundle.cache.keys.join(' '))
  })

  it("serves the host's robots.txt and sitemap.xml from the API, cacheable under the sitemap key", async () => {
    const robots = await fetch(`${site}/robots.txt`)
    expect(robots.status).toBe(200)
    const rules = await robots.text()
    expect(rules).toContain('User-agent: *\nAllow: /\n')
    expect(rules).toContain('Disallow: /search\n')
    expect(rules).toContain(`Sitemap: http://${bundle.project.domain_live}/sitemap.xml`)
    const sitemap = await fetch(`${site}/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toBe('application/xml')
    expect(sitemap.headers.get('xkey')).toBe(`sitemap-${bundle.project.id} project-${bundle.project.id}`)
    expect(sitemap.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>http://${bundle.project.domain_live}/over-ons</loc>`)
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00<\/lastmod>/)
    expect(xml).not.toContain('/besloten<')
  })

  it('states the site owner as JSON-LD and describes the page for link previews', async () => {
    const html = await (await fetch(`${site}/`)).text()
    const [owner] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]),
    )
    expect(owner['@type']).toMatch(/^(Organization|LocalBusiness)$/)
    expect(owner.name).toBeTruthy()
    expect(html).toContain(`<meta property="og:url" content="${bundle.canonical_url}" />`)
    expect(html).toContain('<meta property="og:type" content="website" />')
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/)
  })

  it("gives every demo page a footer with the site's copyright year, the shop's pages too", async () => {
    const demo = JSON.parse(readFileSync(join(repoRoot, 'api/demo/documents/demo.json'), 'utf8'))
    const year = /© (\d{4})/.exec(demo.project.global_fields.copyright.blocks[0].data.text)[1]
    const paths = [...demo.pages.map((page) => page.path), '/winkel', demo.shop.products[0].path, '/search?query=taart']
    const years = {}
    for (const path of paths) {
      const html = await (await fetch(`${site}${path}`)).text()
      const footers = [...html.matchAll(/<footer\b[\s\S]*?<\/footer>/g)].map((match) => match[0])
      expect(footers.length, path).toBeGreaterThan(0)
      years[path] = [...new Set(footers.flatMap((footer) => [...footer.matchAll(/© (\d{4})/g)].map((match) => match[1])))]
    }
    const other = Object.entries(years).filter(([, found]) => found.length !== 1 || found[0] !== year)
    expect(other, `pages whose footer does not say © ${year}`).toEqual([])
  })

  it("renders the search page's results for the URL's query and filters in the server HTML", async () => {
    const searchApi = (body) =>
      fetch(`${apiUrl}/api/services/websites/v1/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': new URL(site).host },
        body: JSON.stringify({ website_id: bundle.project.id, current_url: `${site}/search`, limit: 3000, ...body }),
      }).then((response) => response.json())
    const resultsOf = (html) => html.slice(html.indexOf('wm-search-results'), html.indexOf('<script type="application/json" id="wm-islands"'))
    const titlesIn = (html) => [...resultsOf(html).matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((match) => match[1])

    const answer = await searchApi({ query: 'taart', filters: '' })
    expect(answer.info.hits).toBeGreaterThan(1)
    const response = await fetch(`${site}/search?query=taart`)
    expect(response.status).toBe(200)
    // Cached per query, purged by every shop write.
    expect(response.headers.get('xkey').split(' ')).toContain(`shop-${bundle.project.id}`)
    const html = await response.text()
    expect(resultsOf(html)).toContain(`${answer.info.hits} producten gevonden`)
    expect(html).not.toContain('Zoekresultaten laden...')
    expect(titlesIn(html)).toEqual(answer.results.map((result) => result.title))

    // A filter of the URL narrows the results and shows as chosen.
    const soort = answer.filters.find((filter) => filter.key === 'soort')
    const value = soort.values.find((entry) => entry.results > 0 && entry.results < answer.info.hits)
    const narrowed = await searchApi({ query: 'taart', filters: `soort:${value.title}` })
    const filtered = await (await fetch(`${site}/search?query=taart&filters=${encodeURIComponent(`soort:${value.title}`)}`)).text()
    expect(resultsOf(filtered)).toContain(`${narrowed.info.hits} producten gevonden`)
    expect(titlesIn(filtered)).toEqual(narrowed.results.map((result) => result.title))
    expect(filtered).toMatch(new RegExp(`<input type="checkbox"[^>]*name="soort" checked="" value="${value.title}"`))
  })

  it('answers an unknown path with 404 and the Dutch not-found text', async () => {
    const response = await fetch(`${site}/deze-pagina-bestaat-echt-niet`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Pagina niet gevonden')
  })

  it('proxies /api to the API for the same host', async () => {
    const direct = await fetch(`${apiUrl}/api/services/websites/v1/page-bundle?path=%2F`, {
      headers: { 'x-forwarded-host': new URL(site).host },
    })
    const proxied = await fetch(`${site}/api/services/websites/v1/page-bundle?path=%2F`)
    expect(proxied.status).toBe(direct.status)
    expect(await proxied.json()).toEqual(await direct.json())
  })

  it("passes the API's 413 on for a body over its 1 MB limit, not a reset or 502", async () => {
    const body = JSON.stringify({ website_id: 1, project_id: 1, url: `${site}/${'x'.repeat(1024 * 1024)}` })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${site}/api/services/websites/v1/not-found/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status, `attempt ${attempt}`).toBe(413)
      expect((await response.json()).errors.general).toEqual(['Het verzoek is te groot.'])
    }
  })

  it('takes the project from the Host it was asked for, whatever X-Forwarded-Host says', async () => {
    const second = JSON.parse(readFileSync(join(repoRoot, 'api/demo/documents/second.json'), 'utf8'))
    const response = await fetch(`${site}/`, { headers: { 'x-forwarded-host': second.project.domain_live } })
    const html = await response.text()
    expect(html).toContain(`<title>${bundle.page.seo_title || bundle.page.post_title}`)
    expect(html).not.toContain(second.project.title)
  })

  it('keeps throttling page-password guesses from one visitor who rotates X-Forwarded-For', async () => {
    const demo = JSON.parse(readFileSync(join(repoRoot, 'api/demo/documents/demo.json'), 'utf8'))
    const locked = demo.pages.find((page) => typeof page.password === 'string')
    const statuses = []
    for (let guess = 0; guess < 8; guess += 1) {
      const response = await fetch(`${site}/api/services/websites/v1/secured/page-designer/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${guess + 1}` },
        body: JSON.stringify({ website_id: bundle.project.id, page_id: locked.path, password: `fout-${guess}` }),
      })
      statuses.push(response.status)
    }
    // The API's limit (PASSWORD_ATTEMPTS, 5 by default) holds: the later guesses are refused.
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
    expect(statuses.slice(5)).toEqual([429, 429, 429])
  })

  it('sends a form without JavaScript: 303 back to the page, which shows the errors, then the message', async () => {
    const post = (fields) =>
      fetch(`${site}/api/services/websites/v1/forms/post`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ form_id: 'contact', url: '/contact', company_website: '', ...fields }),
      })
    const refused = await post({ name: '', email: 'anna@example.nl', message: 'Twee taarten' })
    expect(refused.status).toBe(303)
    const back = refused.headers.get('location')
    expect(back).toMatch(/^\/contact\?formulier=[\w-]{32,}#formulier-contact$/)
    const page = await fetch(`${site}${back.split('#')[0]}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('xkey')).toBeNull()
    const html = await page.text()
    const form = html.slice(html.indexOf('id="formulier-contact"'), html.indexOf('</form>', html.indexOf('id="formulier-contact"')))
    expect(form).toContain('Dit veld is verplicht.')
    expect(form).toContain('value="anna@example.nl"')
    expect(form).toContain('>Twee taarten</textarea>')

    const sent = await post({ name: 'Anna', email: 'anna@example.nl', message: 'Twee taarten' })
    expect(sent.status).toBe(303)
    const thanks = await (await fetch(`${site}${sent.headers.get('location').split('#')[0]}`)).text()
    const sentForm = thanks.slice(thanks.indexOf('id="formulier-contact"'), thanks.indexOf('</form>', thanks.indexOf('id="formulier-contact"')))
    expect(sentForm).toContain('Bedankt, we nemen snel contact op.')
    expect(sentForm).not.toContain('anna@example.nl')
    // The same page without an outcome is shared as ever.
    expect((await fetch(`${site}/contact`)).headers.get('cache-control')).toMatch(/^public/)
  })
})
