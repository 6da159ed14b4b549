/**
 * Static files of the client build (dist/client): Vite's content-hashed files under
 * /assets/ never change and are cached for a year; copies of ssr/public (e.g. the demo
 * media under /media/demo/, the favicon and the web manifest) keep their names, so
 * caches keep them for an hour.
 */
import { mimes } from 'mrmime'
import sirv from 'sirv'

// sirv types files through mrmime, whose table lacks the favicon's type; without it
// /favicon.ico would go out with an empty Content-Type. (.webmanifest is in the table:
// application/manifest+json.)
mimes.ico = 'image/x-icon'

const HASHED_ASSET = /^\/assets\//

export function assetCacheControl(pathname) {
  return HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'
}

export function createAssetServer(clientDir) {
  return sirv(clientDir, {
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', assetCacheControl(pathname))
    },
  })
}
