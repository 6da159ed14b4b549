/**
 * Static files of the client build (dist/client): Vite's content-hashed files under
 * /assets/ never change and are cached for a year; copies of ssr/public (e.g. the demo
 * media under /media/demo/) keep their names, so caches keep them for an hour.
 */
import sirv from 'sirv'

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
