/** The owner dashboard: /wm and everything below it (docs/dashboard.md). */
import type { PageContext } from 'vike/types'

export default function route(pageContext: PageContext): boolean {
  const path = pageContext.urlPathname
  return path === '/wm' || path.startsWith('/wm/')
}
