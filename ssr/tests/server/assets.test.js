import http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetCacheControl, createAssetServer } from '../../server/assets.js'
import { settingsFromEnv } from '../../server/settings.js'

const HASH = '0123456789abcdef'

describe('createAssetServer', () => {
  let dir
  let mediaRoot
  let server
  let base

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ssr-assets-'))
    mkdirSync(join(dir, 'assets/entries'), { recursive: true })
    mkdirSync(join(dir, 'media/demo'), { recursive: true })
    writeFileSync(join(dir, 'assets/entries/page.Ab12Cd.js'), 'export {}')
    writeFileSync(join(dir, 'media/demo/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]))
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name": "Site"}')
    mediaRoot = mkdtempSync(join(tmpdir(), 'ssr-media-'))
    mkdirSync(join(mediaRoot, HASH))
    writeFileSync(join(mediaRoot, HASH, '320.avif'), 'avif bytes')
    const app = express()
    app.use(createAssetServer(dir, { mediaRoot }))
    app.use((req, res) => res.status(404).send('rendered by vike'))
    server = http.createServer(app)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${server.address().port}`
  })

  afterAll(() => {
    server?.close()
    rmSync(dir, { recursive: true, force: true })
    rmSync(mediaRoot, { recursive: true, force: true })
  })

  it('caches hashed build files for a year', async () => {
    const response = await fetch(`${base}/assets/entries/page.Ab12Cd.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('serves public files such as the demo media with a short lifetime', async () => {
    const response = await fetch(`${base}/media/demo/logo.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/svg/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, stale-if-error=86400')
  })

  it('serves the favicon and the web manifest with their content types', async () => {
    const icon = await fetch(`${base}/favicon.ico`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/x-icon')
    const manifest = await fetch(`${base}/manifest.webmanifest`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
  })

  it('serves content-hashed media from MEDIA_ROOT for a year, with their type', async () => {
    const response = await fetch(`${base}/media/${HASH}/320.avif`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe('avif bytes')
  })

  it('finds media files made after it started', async () => {
    writeFileSync(join(mediaRoot, HASH, '640.webp'), 'webp bytes')
    const response = await fetch(`${base}/media/${HASH}/640.webp`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
  })

  it('answers a missing hashed media file with a plain, uncached 404', async () => {
    const response = await fetch(`${base}/media/${HASH}/960.webp`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('')
  })

  it('serves nothing from MEDIA_ROOT but <hash>/<file>', async () => {
    writeFileSync(join(mediaRoot, 'secret.txt'), 'secret')
    for (const path of [`/media/${HASH}/..%2Fsecret.txt`, '/media/secret.txt', `/media/${HASH}`]) {
      const response = await fetch(`${base}${path}`)
      expect(await response.text()).toBe('rendered by vike')
    }
  })

  it('only hashed paths are immutable', () => {
    expect(assetCacheControl(`/media/${HASH}/original.jpg`)).toBe('public, max-age=31536000, immutable')
    expect(assetCacheControl('/media/demo/croissants.jpg')).toBe('public, max-age=3600, stale-if-error=86400')
    expect(assetCacheControl('/media/0123/original.jpg')).toBe('public, max-age=3600, stale-if-error=86400')
  })

  it('MEDIA_ROOT defaults to the API default, var/media of the repository', () => {
    expect(settingsFromEnv({}).mediaRoot).toMatch(/\/var\/media$/)
    expect(settingsFromEnv({ MEDIA_ROOT: '/srv/media' }).mediaRoot).toBe('/srv/media')
  })

  it('passes everything else on to the page renderer', async () => {
    const response = await fetch(`${base}/over-ons`)
    expect(await response.text()).toBe('rendered by vike')
  })
})

describe('assetCacheControl with a cache policy', () => {
  it('gives demo media and other named files their route kind\'s lifetimes', async () => {
    const { cachePolicyFromEnv } = await import('../../server/cachePolicy.js')
    const cachePolicy = cachePolicyFromEnv(
      { CACHE_MEDIA_TTL: '600', CACHE_MEDIA_GRACE: '60', CACHE_ASSETS_STALE_IF_ERROR: '0' },
      { sMaxage: 300, staleWhileRevalidate: 86400 },
    )
    expect(assetCacheControl('/media/demo/croissants.jpg', { cachePolicy })).toBe(
      'public, max-age=600, stale-while-revalidate=60, stale-if-error=86400',
    )
    expect(assetCacheControl('/favicon.ico', { cachePolicy })).toBe('public, max-age=3600')
    expect(assetCacheControl('/assets/entry-abc123.js', { cachePolicy })).toBe('public, max-age=31536000, immutable')
  })
})
