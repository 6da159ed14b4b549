/** Shared by the SSR server tests: a free local port and a minimal page bundle. */
import net from 'node:net'

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

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
