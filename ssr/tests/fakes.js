/** Shared by the SSR server tests: a free local port, a minimal page bundle and the redirect answer. */
export { freePort, freePorts, onFreePorts, PortTaken, saysPortTaken } from '../../scripts/ports.mjs'

/** The page bundle a fake API answers for `path`: one project, one empty page. */
export function pageBundle(path, { components = [], cacheKeys = ['project-41'] } = {}) {
  return {
    project: { id: 41, title: 'Bakkerij', domain_live: 'bakkerij.example' },
    page: { id: 4242, path, post_title: 'Over ons', protected: false, components },
    menus: {},
    forms: {},
    templates: {},
    canonical_url: `https://bakkerij.example${path}`,
    cache: { cacheable: true, keys: cacheKeys },
    not_found: false,
  }
}

/** What the page-bundle API answers (HTTP 200) for a product's or category's old path. */
export function redirectAnswer(location, { cacheKeys = ['project-41', 'product-7'] } = {}) {
  return { redirect: { location, status: 301 }, cache: { cacheable: true, keys: cacheKeys } }
}
