/**
 * Static files of the client build (dist/client): Vite's content-hashed files under
 * /assets/ never change and are cached for a year; copies of ssr/public (e.g. the demo
 * media under /media/demo/, the favicon and the web manifest) keep their names, so
 * caches keep them for the `media` (under /media/) or `assets` route kind's lifetimes
 * (cachePolicy.js; an hour by default).
 *
 * Images of the media pipeline (docs/media.md) live in MEDIA_ROOT as
 * <hash>/<file>, named by their content's hash: /media/<hash>/<file> is served from
 * there, cached for a year too. The folder is read per request (new images appear
 * without a restart); a hashed path without a file is a plain 404.
 */
import { mimes } from 'mrmime'
import sirv from 'sirv'
import { fileCacheControl, policyFor } from './cachePolicy.js'

// sirv types files through mrmime, whose table lacks the favicon's type; without it
// /favicon.ico would go out with an empty Content-Type. (.webmanifest is in the table:
// application/manifest+json.)
mimes.ico = 'image/x-icon'

const HASHED_ASSET = /^\/assets\//
const HASHED_MEDIA = /^\/media\/[0-9a-f]{16}\/[0-9a-z]+\.[0-9a-z]+$/
const MEDIA_PREFIX = '/media'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The route kind of a static file that keeps its name. */
export function fileRouteKind(pathname) {
  return pathname === MEDIA_PREFIX || pathname.startsWith(`${MEDIA_PREFIX}/`) ? 'media' : 'assets'
}

/** @param {{ cachePolicy?: object }} [settings]  the route kinds' lifetimes (cachePolicy.js) */
export function assetCacheControl(pathname, settings = {}) {
  if (HASHED_ASSET.test(pathname) || HASHED_MEDIA.test(pathname)) return IMMUTABLE
  return fileCacheControl(policyFor(settings, fileRouteKind(pathname)))
}

export function isHashedMediaPath(pathname) {
  return HASHED_MEDIA.test(pathname)
}

function createMediaServer(mediaRoot) {
  const files = sirv(mediaRoot, {
    dev: true,
    etag: true,
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE)
    },
  })
  return (req, res) => {
    const url = req.url
    req.url = url.slice(MEDIA_PREFIX.length)
    files(req, res, () => {
      req.url = url
      res.statusCode = 404
      res.setHeader('cache-control', 'no-store')
      res.end()
    })
  }
}

export function createAssetServer(clientDir, { mediaRoot, cachePolicy } = {}) {
  const assets = sirv(clientDir, {
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', assetCacheControl(pathname, { cachePolicy }))
    },
  })
  if (!mediaRoot) return assets
  const media = createMediaServer(mediaRoot)
  return (req, res, next) => (isHashedMediaPath(req.path) ? media(req, res) : assets(req, res, next))
}
