/** The releases, newest first: revert a published one, cancel a scheduled one. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import { ApiError, call, firstMessage } from '../api'
import { keys, useReleases } from '../queries'
import type { Release } from '../types'
import { summary } from '../checks/problems'
import { Button, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { EmptyState, ErrorState, SkeletonRows } from '../ui/States'
import { StatusPill, type Status } from '../ui/StatusPill'
import { when } from './publishing'

const STATUS: Record<Release['status'], Status> = { scheduled: 'scheduled', publishing: 'scheduled', published: 'published', failed: 'failed' }

function describe(release: Release): string {
  const count = release.items.length
  // Scheduled without a list (through the API): whatever has a draft at that moment.
  const what = count === 0 && release.status === 'scheduled' ? 'Alle wijzigingen van dat moment' : count === 1 ? '1 onderdeel' : `${count} onderdelen`
  if (release.status === 'scheduled') return `${what}, gepland op ${when(release.scheduled_for)}`
  if (release.status === 'failed') return `${what}, mislukt`
  return `${what}, ${when(release.published_at ?? release.created_at)}`
}

function ReleaseRow({ release, project }: { release: Release; project: number }) {
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: keys.project(project) })
  const fail = (error: Error) => toast.error(error instanceof ApiError ? firstMessage(error.errors) : 'Dat lukte niet. Probeer het opnieuw.')
  const revert = useMutation({
    mutationFn: () => call<{ release: Release }>('POST', `/projects/${project}/releases/${release.id}/revert`),
    onSuccess: () => toast.success('Publicatie teruggedraaid'),
    onError: fail,
    onSettled: refresh,
  })
  const cancel = useMutation({
    mutationFn: () => call<void>('DELETE', `/projects/${project}/releases/${release.id}`),
    onSuccess: () => toast.success('Geplande publicatie geannuleerd'),
    onError: fail,
    onSettled: refresh,
  })
  const title = release.note || (release.reverts ? `Terugdraaien van publicatie ${release.reverts}` : `Publicatie ${release.id}`)
  return (
    <li className="flex flex-wrap items-center gap-3 border-b border-gray-200 px-4 py-3 last:border-b-0">
      <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
        <p className="text-sm font-medium text-gray-900">{title}</p>
        <p className="text-sm text-gray-600">{describe(release)}</p>
        {release.failure ? <p className="text-sm text-red-700">{Object.values(release.failure).flat().join(' ')}</p> : null}
        {release.checks && release.checks.length > 0 ? (
          <details className="mt-1 text-sm text-gray-700">
            <summary className={`cursor-pointer rounded ${FOCUS_RING}`}>Controle: {summary(release.checks)}</summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {release.checks.map((problem, index) => (
                <li key={index}>
                  {problem.severity === 'error' ? 'Fout' : 'Waarschuwing'}: {problem.message}
                  {problem.section ? ` (sectie ${problem.section})` : ''}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <StatusPill status={STATUS[release.status]} />
      {release.status === 'published' ? (
        <ConfirmDialog
          trigger={<Button isDisabled={revert.isPending} aria-label={`${title} terugdraaien`}>Terugdraaien</Button>}
          title="Publicatie terugdraaien"
          message="Wat deze publicatie live zette, wordt teruggezet naar hoe het daarvoor was. Je concepten blijven staan."
          confirmLabel="Terugdraaien"
          confirmVariant="primary"
          onConfirm={() => revert.mutate()}
        />
      ) : null}
      {release.status === 'scheduled' ? (
        <ConfirmDialog
          trigger={<Button isDisabled={cancel.isPending} aria-label={`${title} annuleren`}>Annuleren</Button>}
          title="Geplande publicatie annuleren"
          message="De publicatie gaat dan niet door. Je concepten blijven staan."
          confirmLabel="Publicatie annuleren"
          onConfirm={() => cancel.mutate()}
        />
      ) : null}
    </li>
  )
}

/** The ids of the releases still waiting (scheduled or being published). */
function waiting(releases: Release[] | undefined): Set<number> {
  return new Set((releases ?? []).filter((release) => release.status === 'scheduled' || release.status === 'publishing').map((release) => release.id))
}

export function Releases({ project }: { project: number }) {
  const client = useQueryClient()
  const releases = useReleases(project)
  // A scheduled release that went live meanwhile changed the documents too: the lists
  // of changes and pages and their pills follow without a reload.
  const seen = useRef<Set<number>>(new Set())
  useEffect(() => {
    if (!releases.data) return
    const now = waiting(releases.data)
    const done = [...seen.current].some((id) => !now.has(id) && releases.data.some((release) => release.id === id))
    seen.current = now
    if (done) {
      void client.invalidateQueries({ queryKey: keys.documents(project) })
      void client.invalidateQueries({ queryKey: keys.pages(project) })
    }
  }, [releases.data, client, project])
  if (releases.isPending) return <SkeletonRows rows={3} label="Publicaties laden" />
  if (releases.isError) return <ErrorState message="De publicaties konden niet worden geladen." onRetry={() => void releases.refetch()} />
  if (releases.data.length === 0) return <EmptyState message="Nog niets gepubliceerd. Je publicaties verschijnen hier." />
  return (
    <ul aria-label="Publicaties" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
      {releases.data.map((release) => <ReleaseRow key={release.id} release={release} project={project} />)}
    </ul>
  )
}
