/**
 * What has unpublished changes, to publish all at once or a selection, as one release
 * with a note, now or at a chosen moment.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Checkbox, Form, Input, Label, TextField } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../api'
import { CheckList, editorHref, sendable, usePublishCheck, type CheckProblem, type CheckTarget } from '../checks'
import { usePreview } from '../preview'
import { KIND_LABEL, keys, useDocuments, type PublishableDocument } from '../queries'
import { navigate } from '../router'
import { AppLink } from '../Shell'
import type { Release } from '../types'
import { Button, FOCUS_RING } from '../ui/Button'
import { EmptyState, ErrorState, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { INPUT_CLASS, TextInput } from '../ui/TextInput'
import { itemProblems, scheduleMoment, selectionHint } from './publishing'

const documentKey = (document: PublishableDocument) => `${document.kind}:${document.id}`

function ChangeRow({ document, selected, onSelect, problems, project }: { document: PublishableDocument; selected: boolean; onSelect: (value: boolean) => void; problems: string[]; project: number }) {
  const preview = usePreview(project)
  return (
    <li className="flex flex-wrap items-center gap-3 border-b border-gray-200 px-4 py-3 last:border-b-0">
      <Checkbox isSelected={selected} onChange={onSelect} className="group flex min-w-0 basis-full cursor-pointer items-start gap-3 sm:basis-auto sm:flex-1">
        <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-400 bg-white text-xs text-white group-data-selected:border-indigo-700 group-data-selected:bg-indigo-700 group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-600 group-data-focus-visible:ring-offset-2">✓</span>
        <span className="min-w-0">
          <span className="block text-sm font-medium text-gray-900">
            <span className="text-gray-600">{KIND_LABEL[document.kind]}: </span>
            <span>{document.title}</span>
          </span>
          {document.path ? <span className="block truncate text-sm text-gray-600">{document.path}</span> : null}
          {problems.length > 0 ? <span className="block text-sm font-medium text-red-700">{problems.join(' ')}</span> : null}
        </span>
      </Checkbox>
      <div className="flex items-center gap-2 pl-8 sm:pl-0">
        <StatusPill status={documentStatus(document)} />
        {document.kind === 'page' && document.path ? (
          <Button variant="quiet" aria-label={`Voorbeeld van ${document.title}`} onPress={() => preview.mutate(document.path!)}>Voorbeeld</Button>
        ) : null}
        <AppLink href={`/wm/publish/history/${document.kind}/${encodeURIComponent(document.id)}`} aria-label={`Geschiedenis van ${document.title}`} className={`rounded px-2 py-1 text-sm text-indigo-800 underline ${FOCUS_RING}`}>Geschiedenis</AppLink>
      </div>
    </li>
  )
}

export function Changes({ project }: { project: number }) {
  const client = useQueryClient()
  const { documents, isPending, error, refetch } = useDocuments(project)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [note, setNote] = useState('')
  const [when, setWhen] = useState('')
  const pending = documents.filter((document) => document.has_unpublished_changes)
  const chosen = pending.filter((document) => selected.has(documentKey(document)))
  // Always the explicit list: what the owner saw goes live, and a refusal's items.{n}
  // points into it.
  const sent = chosen.length > 0 ? chosen : pending
  // The check before publishing: run on what is sent; a change of selection needs a new one.
  const check = usePublishCheck(project)
  const sentKey = sent.map(documentKey).join(',')
  const [checkedKey, setCheckedKey] = useState<string | null>(null)
  const checked = check.status === 'done' && checkedKey === sentKey
  const titles = Object.fromEntries(sent.map((document) => [documentKey(document), document.title]))

  const runCheck = async (): Promise<CheckProblem[]> => {
    const targets: CheckTarget[] = sent
      .filter((document) => document.kind === 'page' && document.path)
      .map((document) => ({ document: documentKey(document), title: document.title, path: document.path }))
    setCheckedKey(sentKey)
    return check.run(targets, sent.map(documentKey))
  }

  const publish = useMutation({
    mutationFn: (problems: CheckProblem[]) => {
      const items = sent.map((document) => ({ kind: document.kind, id: document.kind === 'page' ? Number(document.id) : document.id }))
      const body: Record<string, unknown> = { items, note, checks: sendable(problems) }
      if (when) body.publish_at = scheduleMoment(when)
      return call<{ release: Release }>('POST', `/projects/${project}/publish`, { body })
    },
    onSuccess: ({ data }) => {
      toast.success(data.release.scheduled_for ? 'Publicatie ingepland' : 'Gepubliceerd')
      setSelected(new Set())
      setNote('')
      setWhen('')
      check.reset()
      setCheckedKey(null)
    },
    onError: (failure) => toast.error(`Niet gepubliceerd: ${failure instanceof ApiError ? firstMessage(failure.errors) : 'probeer het opnieuw.'}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.project(project) })
    },
  })
  const errors: FieldErrors = publish.error instanceof ApiError ? publish.error.errors : {}
  const problems = itemProblems(errors, sent)

  if (isPending) return <SkeletonRows rows={3} label="Wijzigingen laden" />
  if (error) return <ErrorState message={error instanceof ApiError ? firstMessage(error.errors)! : 'De wijzigingen konden niet worden geladen.'} onRetry={refetch} />
  if (pending.length === 0) {
    return <EmptyState message="Alles is gepubliceerd. Wijzig een pagina om hier iets te publiceren." action={<AppLink href="/wm/pages" className={`rounded text-sm font-medium text-indigo-800 underline ${FOCUS_RING}`}>Naar pagina's</AppLink>} />
  }
  const label = chosen.length === 0 ? (when ? 'Alles inplannen' : 'Alles publiceren') : `${chosen.length} ${when ? 'inplannen' : 'publiceren'}`
  const flagged = checked && check.problems.length > 0
  // 'Controleren' runs the check on what would be sent; after a check that found
  // problems the owner decides: fix them, or 'Toch publiceren' (the list goes with the
  // release). Publishing never waits for a check: the server stores its own anyway.
  const submit = () => publish.mutate(checked ? check.problems : [])
  return (
    <Form className="space-y-4" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }}>
      <ul aria-label="Niet gepubliceerde wijzigingen" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
        {pending.map((document) => (
          <ChangeRow
            key={documentKey(document)}
            document={document}
            project={project}
            problems={problems.get(documentKey(document)) ?? []}
            selected={selected.has(documentKey(document))}
            onSelect={(value) => setSelected((current) => { const next = new Set(current); if (value) next.add(documentKey(document)); else next.delete(documentKey(document)); return next })}
          />
        ))}
      </ul>
      <p className="text-sm text-gray-600" aria-live="polite">{selectionHint(chosen.length, pending.length)}</p>
      <div className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:grid-cols-2 sm:p-5">
        <TextInput label="Notitie" value={note} onChange={setNote} errors={errors.note} description="Voor jezelf: wat deze publicatie doet." />
        <TextField value={when} onChange={setWhen} type="datetime-local" isInvalid={Boolean(errors.publish_at)} className="block">
          <Label className="block text-sm font-medium text-gray-900">Inplannen op (optioneel)</Label>
          <Input className={INPUT_CLASS} />
          <p className="mt-1 text-sm text-gray-600">Leeg: meteen publiceren.</p>
          {errors.publish_at ? <p className="mt-1 text-sm font-medium text-red-700">{errors.publish_at.join(' ')}</p> : null}
        </TextField>
        {errors.general || errors.version ? <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">{[...(errors.general ?? []), ...(errors.version ?? [])].join(' ')}</p> : null}
        <div className="space-y-3 sm:col-span-2">
          <CheckList state={checkedKey === sentKey ? check : { status: 'idle', problems: [], progress: '' }} titles={titles} onSelect={(section, document) => { const href = document ? editorHref(document, section) : null; if (href) navigate(href) }} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" isDisabled={publish.isPending}>{publish.isPending ? 'Bezig…' : flagged ? 'Toch publiceren' : label}</Button>
            <Button variant="secondary" isDisabled={check.status === 'running'} onPress={() => void runCheck()}>{checked ? 'Opnieuw controleren' : 'Controleren'}</Button>
          </div>
          {flagged ? <p className="text-sm text-gray-700">Los de problemen op, of publiceer toch: de lijst wordt bij de publicatie bewaard.</p> : null}
        </div>
      </div>
    </Form>
  )
}
