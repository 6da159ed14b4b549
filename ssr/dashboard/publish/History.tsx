/**
 * One document's revisions, newest first: pick one to see what it changed (against the
 * version before it) or what restoring it would change in the draft, and restore it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, firstMessage, get, call } from '../api'
import { documentPath, KIND_LABEL, keys, useDocuments } from '../queries'
import { AppLink } from '../Shell'
import type { Diff, DocumentKind, Revision } from '../types'
import { Button, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { DiffView } from './DiffView'
import { when } from './publishing'

type Against = 'previous' | 'draft'

function Comparison({ project, kind, id, revision, against }: { project: number; kind: DocumentKind; id: string; revision: Revision; against: Against }) {
  const base = documentPath(project, kind, id)
  const other = against === 'draft' ? 'draft' : String(revision.number - 1)
  const diff = useQuery({
    queryKey: [...keys.revisions(project, kind, id), revision.number, other],
    queryFn: () => get<{ diff: Diff }>(`${base}/revisions/${revision.number}/diff?against=${other}`).then((answer) => answer.diff),
  })
  if (diff.isPending) return <SkeletonRows rows={2} label="Verschillen laden" />
  if (diff.isError) return <ErrorState message={diff.error instanceof ApiError ? firstMessage(diff.error.errors)! : 'De verschillen konden niet worden geladen.'} onRetry={() => void diff.refetch()} />
  return <DiffView diff={diff.data} />
}

export function History({ project, kind, id }: { project: number; kind: DocumentKind; id: string }) {
  const client = useQueryClient()
  const base = documentPath(project, kind, id)
  const { documents } = useDocuments(project)
  const title = documents.find((document) => document.kind === kind && document.id === id)?.title ?? id
  const revisions = useQuery({
    queryKey: keys.revisions(project, kind, id),
    queryFn: () => get<{ revisions: Revision[] }>(`${base}/revisions`).then((answer) => answer.revisions),
  })
  const [chosen, setChosen] = useState<number | null>(null)
  const [against, setAgainst] = useState<Against>('previous')
  const restore = useMutation({
    mutationFn: (number: number) => call('POST', `${base}/revisions/${number}/restore`),
    onSuccess: (_answer, number) => toast.success(`Versie ${number} staat weer in het concept. Publiceer om haar live te zetten.`),
    onError: (error) => toast.error(`Niet teruggezet: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`),
    onSettled: () => void client.invalidateQueries({ queryKey: keys.project(project) }),
  })

  let body: React.ReactNode
  if (revisions.isPending) body = <SkeletonRows rows={3} label="Versies laden" />
  else if (revisions.isError) body = <ErrorState message={revisions.error instanceof ApiError ? firstMessage(revisions.error.errors)! : 'De versies konden niet worden geladen.'} onRetry={() => void revisions.refetch()} />
  else if (revisions.data.length === 0) body = <EmptyState message="Nog geen versies: elke publicatie bewaart er een. Publiceer om de eerste te maken." action={<AppLink href="/wm/publish" className={`rounded text-sm font-medium text-indigo-800 underline ${FOCUS_RING}`}>Naar publiceren</AppLink>} />
  else {
    const current = revisions.data.find((revision) => revision.number === chosen) ?? revisions.data[0]
    const comparing: Against = current.number === 1 ? 'draft' : against
    body = (
      <div className="grid gap-5 lg:grid-cols-[18rem_1fr]">
        <ul aria-label="Versies" className="h-fit overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
          {revisions.data.map((revision) => (
            <li key={revision.number} className="border-b border-gray-200 last:border-b-0">
              <button
                type="button"
                aria-current={revision.number === current.number ? 'true' : undefined}
                onClick={() => setChosen(revision.number)}
                className={`block w-full px-4 py-3 text-left text-sm hover:bg-gray-50 aria-[current]:bg-indigo-50 ${FOCUS_RING}`}
              >
                <span className="font-medium text-gray-900">Versie {revision.number}</span>
                {revision.live ? <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800 ring-1 ring-green-600/30">Live</span> : null}
                <span className="block text-gray-600">{when(revision.created_at)}</span>
                {revision.note ? <span className="block text-gray-700">{revision.note}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <section aria-labelledby="versie" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="versie" className="text-base font-semibold">Versie {current.number}</h2>
            <ConfirmDialog
              trigger={<Button isDisabled={restore.isPending}>Terugzetten</Button>}
              title={`Versie ${current.number} terugzetten`}
              message="Deze versie vervangt je huidige concept. Wat live staat verandert pas als je publiceert."
              confirmLabel="Terugzetten"
              confirmVariant="primary"
              onConfirm={() => restore.mutate(current.number)}
            />
          </div>
          <ToggleButtonGroup aria-label="Vergelijken" selectionMode="single" disallowEmptySelection selectedKeys={[comparing]} onSelectionChange={(keys) => setAgainst([...keys][0] as Against)} className="flex flex-wrap gap-1.5">
            <ToggleButton id="previous" isDisabled={current.number === 1} className={`rounded-full px-3 py-1.5 text-sm ring-1 ring-inset ring-gray-300 data-selected:bg-gray-900 data-selected:text-white data-disabled:opacity-50 ${FOCUS_RING}`}>Wat deze versie veranderde</ToggleButton>
            <ToggleButton id="draft" className={`rounded-full px-3 py-1.5 text-sm ring-1 ring-inset ring-gray-300 data-selected:bg-gray-900 data-selected:text-white ${FOCUS_RING}`}>Wat terugzetten verandert</ToggleButton>
          </ToggleButtonGroup>
          <Comparison project={project} kind={kind} id={id} revision={current} against={comparing} />
        </section>
      </div>
    )
  }
  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/publish" className={`rounded text-indigo-800 hover:underline ${FOCUS_RING}`}>← Publiceren</AppLink>
      </nav>
      <PageTitle>Geschiedenis: {KIND_LABEL[kind].toLowerCase()} {title}</PageTitle>
      {body}
    </>
  )
}
