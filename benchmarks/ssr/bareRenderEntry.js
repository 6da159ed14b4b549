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
  const context = {
    project: bundle.project,
    page: bundle.page,
    menus: bundle.menus ?? {},
    forms: bundle.forms ?? {},
    templates: bundle.templates ?? {},
    editable: false,
    currentPath,
    apiBase: '',
  }
  const page = createElement(blocks.PageSections, { sections: bundle.page.components, context, fillViewport: true })
  if (typeof blocks.IslandRenderingProvider !== 'function') {
    return renderToString(page)
  }
  const collector = blocks.createIslandCollector(renderToString)
  return renderToString(createElement(blocks.IslandRenderingProvider, { value: { collector, inside: false } }, page))
}
