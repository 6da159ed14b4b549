/** <meta name="description">: the page's SEO description when it has one. */
import type { PageContext } from 'vike/types'
import type { SiteData } from '../site/siteData'

export default function description(pageContext: PageContext): string | null {
  const data = pageContext.data as SiteData | undefined
  return data?.kind === 'page' && data.description ? data.description : null
}
