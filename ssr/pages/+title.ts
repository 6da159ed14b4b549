/** <title> of every page, also applied by vike-react after client-side navigation. */
import type { PageContext } from 'vike/types'
import type { SiteData } from '../site/siteData'

export default function title(pageContext: PageContext): string {
  const data = pageContext.data as SiteData | undefined
  return data?.title ?? 'Er is iets misgegaan'
}
