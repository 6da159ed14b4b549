/**
 * The dashboard's HTML: an empty shell the browser fills (+client.tsx). Nothing of the
 * owner's data is in it, and the SSR server answers it `private, no-store`
 * (renderSite.js: no site response). Replaces the site's onRenderHtml, so no site
 * stylesheet, islands or visitor script comes along.
 */
import { dangerouslySkipEscape, escapeInject } from 'vike/server'

const ASSETS_HERE = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'

export function onRenderHtml() {
  return escapeInject`<!DOCTYPE html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    ${dangerouslySkipEscape(ASSETS_HERE)}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Dashboard</title>
  </head>
  <body class="bg-gray-50">
    <div id="wm-root"></div>
  </body>
</html>`
}
