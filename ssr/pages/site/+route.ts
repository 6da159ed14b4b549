/** The one route of the public site: every path except the API the server proxies. */
import type { PageContext } from 'vike/types'

export default function route(pageContext: PageContext): boolean {
  const path = pageContext.urlPathname
  return path !== '/api' && !path.startsWith('/api/')
}
