import http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAssetServer } from '../../server/assets.js'

describe('createAssetServer', () => {
  let dir
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
    const app = express()
    app.use(createAssetServer(dir))
    app.use((req, res) => res.status(404).send('rendered by vike'))
    server = http.createServer(app)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${server.address().port}`
  })

  afterAll(() => {
    server?.close()
    rmSync(dir, { recursive: true, force: true })
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
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('serves the favicon and the web manifest with their content types', async () => {
    const icon = await fetch(`${base}/favicon.ico`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/x-icon')
    const manifest = await fetch(`${base}/manifest.webmanifest`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
  })

  it('passes everything else on to the page renderer', async () => {
    const response = await fetch(`${base}/over-ons`)
    expect(await response.text()).toBe('rendered by vike')
  })
})
