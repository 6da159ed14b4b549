/** Server-rendered <head> additions: canonical URL, the project's colour theme and favicon. */
import { useData } from 'vike-react/useData'
import { projectThemeCss } from '@site/blocks'
import type { SiteData } from '../site/siteData'

// A stylesheet may not end the <style> element early, whatever a colour value contains.
function inlineCss(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1')
}

export default function Head() {
  const data = useData<SiteData | undefined>()
  if (data?.kind !== 'page') return <meta name="robots" content="noindex" />
  const favicon = typeof data.project.favicon === 'string' ? data.project.favicon : ''
  const themeCss = projectThemeCss(data.project)
  return (
    <>
      {data.canonicalUrl ? <link rel="canonical" href={data.canonicalUrl} /> : null}
      {themeCss ? <style id="project-theme" dangerouslySetInnerHTML={{ __html: inlineCss(themeCss) }} /> : null}
      <link rel="icon" href={favicon || '/favicon.ico'} />
      {data.notFound || data.page.protected ? <meta name="robots" content="noindex" /> : null}
    </>
  )
}
