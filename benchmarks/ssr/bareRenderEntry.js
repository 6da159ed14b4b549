/**
 * The baseline of benchmarks/ssr/bench.mjs: the tree the site page renders (PageSections
 * with the page's context), for a bare react-dom renderToString. Built by vite like the
 * server build, then loaded by bareRender.mjs. When the blocks render islands, their
 * components are loaded first and the tree is wrapped in the island provider, as the
 * page's onRenderHtml does; the rest of the page (head, island props) is not part of it.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import * as blocks from '@site/blocks'

/** Loads what rendering needs once (the island components, when there are islands). */
export async function prepare() {
  if (typeof blocks.preloadIslands === 'function') await blocks.preloadIslands()
}

/** The page body of one page bundle, as the site page renders it (without vike around it). */
export function renderBundle(bundle, currentPath) {
  // The fields of pageSiteInput(siteDataFrom(...)) (ssr/site/siteData.ts): the media
  // facts (image sizes, srcsets) and the shop's cards are part of the page's tree.
  const shop = bundle.shop ?? {}
  const context = {
    project: bundle.project,
    page: bundle.page.id === null ? { ...bundle.page, id: undefined } : bundle.page,
    menus: bundle.menus ?? {},
    forms: bundle.forms ?? {},
    templates: bundle.templates ?? {},
    media: bundle.media ?? {},
    shop: { products: shop.products ?? {}, categories: shop.categories ?? {}, listings: shop.listings ?? {} },
    editable: false,
    currentPath,
    apiBase: '',
    formOutcome: null,
  }
  const page = createElement(blocks.PageSections, { sections: bundle.page.components, context, fillViewport: true })
  if (typeof blocks.IslandRenderingProvider !== 'function') {
    return renderToString(page)
  }
  const collector = blocks.createIslandCollector(renderToString)
  return renderToString(createElement(blocks.IslandRenderingProvider, { value: { collector, inside: false } }, page))
}
