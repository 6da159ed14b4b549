/**
 * Global vike settings. Pages are rendered to HTML on the server (+onRenderHtml) with
 * Server Routing; for vike they are HTML-only (the page component is +Page.server.tsx),
 * so the browser gets no page component, no page data, no router and no vike client
 * runtime, only +client.ts, which hydrates the page's islands (docs/islands.md).
 */
import type { Config } from 'vike/types'

export default {
  // Every page depends on the visitor's host, so nothing can be rendered at build time.
  prerender: false,
  clientRouting: false,
  passToClient: [],
} satisfies Config
