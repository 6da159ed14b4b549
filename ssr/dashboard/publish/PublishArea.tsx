/** Publiceren: unpublished changes, the releases, and (under history/) one document's revisions. */
import { isDocumentKind } from './kinds'
import { Changes } from './Changes'
import { History } from './History'
import { Releases } from './Releases'
import { PageTitle } from '../ui/States'

export function PublishArea({ project, rest }: { project: number; rest: string[] }) {
  const [screen, kind, id] = rest
  if (screen === 'history' && isDocumentKind(kind) && id) return <History project={project} kind={kind} id={decodeURIComponent(id)} />
  return (
    <>
      <PageTitle>Publiceren</PageTitle>
      <section aria-labelledby="wijzigingen" className="mb-8">
        <h2 id="wijzigingen" className="mb-3 text-base font-semibold">Niet gepubliceerde wijzigingen</h2>
        <Changes project={project} />
      </section>
      <section aria-labelledby="publicaties">
        <h2 id="publicaties" className="mb-3 text-base font-semibold">Publicaties</h2>
        <Releases project={project} />
      </section>
    </>
  )
}
