/**
 * The baseline of benchmarks/ssr/bench.mjs: the tree ssr/pages/site/+Page.tsx renders
 * (PageSections with the page's context), for a bare react-dom renderToString. Built by
 * vite like the server build, then loaded by bareRender.mjs.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { PageSections } from '@site/blocks'

/** The page HTML of one page bundle, as the site page renders it (without vike around it). */
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
  return renderToString(createElement(PageSections, { sections: bundle.page.components, context, fillViewport: true }))
}
