/** The one route of the public site: every path except the API the server proxies and
 * the owner dashboard (/wm, pages/wm/). */
import type { PageContext } from 'vike/types'

export default function route(pageContext: PageContext): boolean {
  const path = pageContext.urlPathname
  if (path === '/wm' || path.startsWith('/wm/')) return false
  return path !== '/api' && !path.startsWith('/api/')
}
