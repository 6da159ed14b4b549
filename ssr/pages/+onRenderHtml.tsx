/**
 * The HTML of every page: the page component rendered to a string on the server, with
 * the head this product needs (charset first, title, description, canonical link,
 * project theme, favicon with its type, manifest, robots) and, when the page has
 * islands, their props and the slice of the site they read as one JSON element.
 * Nothing else of the page's data reaches the browser (docs/islands.md).
 */
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { preloadIslands, renderWithIslands, scriptJson, SectionAlone } from '@site/blocks'
import { EDITABLE_ATTRIBUTE } from '../site/editable'
import { documentHead } from '../site/documentHead'
import { NOT_FOUND_DATA_ID, notFoundData } from '../site/notFoundRegistration'
import { pageSiteInput, type SiteData } from '../site/siteData'
import '../site/siteRequest'
import '../styles/site.css'

// vike puts the stylesheet and preload tags here, after the charset (which must come
// first, within the first 1024 bytes) instead of at the very start of <head>.
const ASSETS_HERE = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'

type PageComponent = (props: { data?: SiteData; is404: boolean }) => React.ReactNode

export async function onRenderHtml(pageContext: PageContextServer) {
  await preloadIslands()
  const data = pageContext.data as SiteData | undefined
  const Page = pageContext.Page as PageComponent
  const site = data?.kind === 'page' ? pageSiteInput(data) : null
  // One section alone for the editor's preview frame (server/frameSection.js): only in editable mode.
  const frame = pageContext.frameSection
  if (frame) {
    if (data?.kind === 'page' && data.editable && site) {
      const rendered = renderWithIslands(renderToString, <SectionAlone section={frame.section} context={site} />, site, { idPrefix: frame.idPrefix })
      pageContext.frameSectionResult = { html: rendered.body, islands: rendered.islands }
    }
    return escapeInject``
  }
  const editable = data?.kind === 'page' && data.editable
  const { body, script } = renderWithIslands(renderToString, <Page data={data} is404={pageContext.is404 === true} />, site)
  const missing = data?.kind === 'page' ? notFoundData(data) : null
  return escapeInject`<!DOCTYPE html>
<html lang="nl"${dangerouslySkipEscape(editable ? ` ${EDITABLE_ATTRIBUTE}=""` : '')}>
  <head>
    <meta charset="utf-8" />
    ${dangerouslySkipEscape(ASSETS_HERE)}
    ${dangerouslySkipEscape(documentHead(data))}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(body)}</div>
    ${dangerouslySkipEscape(script)}
    ${missing ? dangerouslySkipEscape(`<script type="application/json" id="${NOT_FOUND_DATA_ID}">${scriptJson(missing)}</script>`) : ''}
  </body>
</html>`
}
