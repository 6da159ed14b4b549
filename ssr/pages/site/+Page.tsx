/** Renders the sections of the requested page through the block registry, then hydrates. */
import { useEffect, useMemo } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { PageSections } from '@site/blocks'
import { useCanonicalLink } from '../../site/canonicalLink'
import { NoticePage } from '../../site/NoticePage'
import { registerNotFound } from '../../site/notFoundRegistration'
import type { SitePageData } from '../../site/siteData'
import type { Data } from './+data.server'

export default function Page() {
  const data = useData<Data>()
  if (data.kind === 'notice') return <NoticePage heading={data.heading} text={data.text} />
  return <ProjectPage data={data} />
}

function ProjectPage({ data }: { data: SitePageData }) {
  const currentPath = usePageContext().urlPathname
  const context = useMemo(
    () => ({
      project: data.project,
      page: data.page,
      menus: data.menus,
      forms: data.forms,
      templates: data.templates,
      editable: false,
      currentPath,
      apiBase: data.apiBase,
    }),
    [data, currentPath],
  )
  useCanonicalLink(data.canonicalUrl)
  const { notFound } = data
  useEffect(() => {
    if (!notFound) return
    void registerNotFound({
      apiBase: data.apiBase,
      notFoundPath: data.notFoundPath,
      projectId: data.project.id,
      url: window.location.href,
    })
  }, [notFound, currentPath, data])
  // fillViewport: a short page still ends with its footer at the bottom of the window.
  return <PageSections sections={data.page.components} context={context} fillViewport />
}
