/**
 * Renders the sections of the requested page through the block registry. Server-only:
 * the browser hydrates the interactive blocks as islands (docs/islands.md), never the
 * page as a whole.
 */
import { PageSections } from '@site/blocks'
import { NoticePage } from '../../site/NoticePage'
import { pageSiteInput, type SiteData } from '../../site/siteData'

export default function Page({ data }: { data: SiteData }) {
  if (data.kind === 'notice') return <NoticePage heading={data.heading} text={data.text} />
  // The server answers a redirect with its Location and none of this HTML.
  if (data.kind === 'redirect') return null
  // fillViewport: a short page still ends with its footer at the bottom of the window.
  return <PageSections sections={data.page.components} context={pageSiteInput(data)} fillViewport />
}
