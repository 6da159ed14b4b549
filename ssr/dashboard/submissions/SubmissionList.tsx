/**
 * Inzendingen: what visitors sent through the project's forms, newest first, a page at
 * a time from the server, filtered by form and by day (all in the URL); CSV export of
 * what the filter finds; one submission with every answer, its files and Verwijderen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ApiError, firstMessage } from '../api'
import { useForms } from '../forms/formApi'
import { navigate, useLocation, withParam } from '../router'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING, LinkButton } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { INPUT_CLASS } from '../ui/TextInput'
import { answerText, deleteSubmission, exportUrl, fileName, filesOf, filterOf, isImage, PAGE_SIZE, pagePath, submissionKeys, useFileLink, useSubmission, useSubmissions, when, type Submission } from './submissionApi'

function Field({ label, errors, children }: { label: string; errors?: string[]; children: (id: string, described?: string) => React.ReactNode }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">{label}</label>
      {children(id, errors?.length ? `${id}-fout` : undefined)}
      {errors?.length ? <p id={`${id}-fout`} className="mt-1 text-sm font-medium text-red-700">{errors.join(' ')}</p> : null}
    </div>
  )
}

/** The first answers that say who sent it (text answers, not files). */
function summaryOf(submission: Submission): string {
  return submission.fields
    .filter((answer) => answer.type !== 'file' && answer.type !== 'password' && answerText(answer.value).trim())
    .slice(0, 2)
    .map((answer) => answerText(answer.value))
    .join(' · ')
}

function SubmissionRow({ submission, search }: { submission: Submission; search: string }) {
  const files = submission.files.length
  const summary = summaryOf(submission)
  return (
    <li className="relative flex flex-col gap-1 border-b border-gray-200 px-4 py-3 last:border-b-0 hover:bg-gray-50 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <AppLink href={`/wm/submissions/${submission.id}${search}`} className={`font-medium text-gray-900 after:absolute after:inset-0 hover:underline ${FOCUS_RING} rounded`}>
          {summary || 'Zonder antwoorden'}
        </AppLink>
        <p className="truncate text-sm text-gray-600">{submission.form_title || submission.form_id} · {pagePath(submission.url)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3 text-sm text-gray-700">
        {files > 0 ? <span>{files === 1 ? '1 bestand' : `${files} bestanden`}</span> : null}
        <time dateTime={submission.created_at}>{when(submission.created_at)}</time>
      </div>
    </li>
  )
}

export function SubmissionList({ project }: { project: number }) {
  const location = useLocation()
  const filter = filterOf(location.searchParams)
  const forms = useForms(project)
  const submissions = useSubmissions(project, filter)
  // A filter change starts at the first page again.
  const setFilter = (name: 'form' | 'from' | 'to', value: string) => {
    const at = new URL(withParam(location, name, value), location.origin)
    navigate(withParam(at, 'pagina', ''), { replace: true })
  }
  const errors = submissions.error instanceof ApiError ? submissions.error.errors : {}
  const filtered = Boolean(filter.form || filter.from || filter.to)

  let body: React.ReactNode
  if (submissions.isPending) body = <SkeletonRows label="Inzendingen laden" />
  else if (submissions.isError) {
    const fieldProblem = ['form', 'from', 'to', 'offset'].some((name) => name in errors)
    body = fieldProblem ? null : <ErrorState message={firstMessage(errors) ?? 'De inzendingen konden niet worden geladen.'} onRetry={() => void submissions.refetch()} />
  } else if (submissions.data.total === 0) {
    body = filtered
      ? <EmptyState message="Geen inzendingen gevonden. Kies een ander formulier of andere data." />
      : <EmptyState message="Er zijn nog geen inzendingen. Zodra een bezoeker een formulier op je website verstuurt, staat het hier." action={<AppLink href="/wm/forms" className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>Naar Formulieren</AppLink>} />
  } else {
    const { total, offset } = submissions.data
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE))
    const go = (page: number) => navigate(withParam(location, 'pagina', page > 1 ? String(page) : ''))
    body = (
      <>
        <ul aria-label="Inzendingen" aria-busy={submissions.isPlaceholderData} className={`overflow-hidden rounded-lg bg-white ring-1 ring-gray-200 ${submissions.isPlaceholderData ? 'opacity-60' : ''}`}>
          {submissions.data.submissions.map((submission) => <SubmissionRow key={submission.id} submission={submission} search={location.search} />)}
        </ul>
        <nav aria-label="Paginering" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
          <p aria-live="polite">{offset + 1}–{Math.min(offset + submissions.data.submissions.length, total)} van {total}</p>
          <div className="flex gap-2">
            <Button isDisabled={filter.page <= 1 || submissions.isPlaceholderData} onPress={() => go(filter.page - 1)}>Vorige</Button>
            <Button isDisabled={filter.page >= last || submissions.isPlaceholderData} onPress={() => go(filter.page + 1)}>Volgende</Button>
          </div>
        </nav>
      </>
    )
  }

  const formChoices = forms.data ?? []
  return (
    <>
      <PageTitle actions={<LinkButton href={exportUrl(project, filter)} download>Exporteren als CSV</LinkButton>}>Inzendingen</PageTitle>
      <div role="group" aria-label="Filter" className="mb-4 grid grid-cols-2 items-start gap-3 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
        <Field label="Formulier" errors={errors.form}>
          {(id, described) => (
            <select id={id} value={filter.form} onChange={(event) => setFilter('form', event.target.value)} aria-describedby={described} aria-invalid={described ? true : undefined} className={INPUT_CLASS}>
              <option value="">Alle formulieren</option>
              {formChoices.map((form) => <option key={form.id} value={form.id}>{form.title || form.id}</option>)}
              {filter.form && !formChoices.some((form) => form.id === filter.form) ? <option value={filter.form}>{filter.form}</option> : null}
            </select>
          )}
        </Field>
        </div>
        <Field label="Vanaf" errors={errors.from}>
          {(id, described) => <input id={id} type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => setFilter('from', event.target.value)} aria-describedby={described} aria-invalid={described ? true : undefined} className={INPUT_CLASS} />}
        </Field>
        <Field label="Tot en met" errors={errors.to}>
          {(id, described) => <input id={id} type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => setFilter('to', event.target.value)} aria-describedby={described} aria-invalid={described ? true : undefined} className={INPUT_CLASS} />}
        </Field>
      </div>
      {filtered ? (
        <p className="mb-4 text-sm">
          <AppLink href="/wm/submissions" className={`text-indigo-800 underline ${FOCUS_RING} rounded`}>Filter wissen</AppLink>
        </p>
      ) : null}
      {body}
    </>
  )
}

function FileLink({ project, path }: { project: number; path: string }) {
  const link = useFileLink(project, path)
  const name = fileName(path)
  if (link.isPending) return <span className="text-gray-700">{name} <span className="text-gray-600">(link maken…)</span></span>
  if (link.isError) {
    return (
      <span className="text-gray-900">
        {name}: <span className="text-red-700">{firstMessage(link.error instanceof ApiError ? link.error.errors : {}) ?? 'niet te openen.'}</span>{' '}
        <Button className="ml-1" onPress={() => void link.refetch()}>Opnieuw</Button>
      </span>
    )
  }
  return (
    <a href={link.data} target="_blank" rel="noopener noreferrer" download={name} className={`inline-flex items-center gap-3 font-medium text-indigo-800 underline ${FOCUS_RING} rounded`}>
      {isImage(path) ? <img src={link.data} alt="" loading="lazy" className="size-16 shrink-0 rounded-md object-cover ring-1 ring-gray-200" /> : null}
      <span>{name}<span className="sr-only"> (downloaden)</span></span>
    </a>
  )
}

function AnswerValue({ project, answer }: { project: number; answer: Submission['fields'][number] }) {
  if (answer.type === 'file') {
    const files = filesOf(answer)
    if (files.length === 0) return <span className="text-gray-600">Geen bestanden</span>
    return (
      <ul className="space-y-1">
        {files.map((path) => <li key={path}><FileLink project={project} path={path} /></li>)}
      </ul>
    )
  }
  const text = answerText(answer.value)
  if (!text.trim()) return <span className="text-gray-600">Niet ingevuld</span>
  // A visitor's value is text, never markup: React puts it in the page as text.
  return <span className="whitespace-pre-wrap break-words text-gray-900">{text}</span>
}

export function SubmissionDetail({ project, id }: { project: number; id: number }) {
  const client = useQueryClient()
  const location = useLocation()
  const back = `/wm/submissions${location.search}`
  const submission = useSubmission(project, id)
  const [gone, setGone] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteSubmission(project, id),
    onSuccess: () => {
      setGone(true)
      client.removeQueries({ queryKey: submissionKeys.one(project, id) })
      void client.invalidateQueries({ queryKey: submissionKeys.all(project) })
      toast.success('Inzending verwijderd')
      navigate(back)
    },
    onError: (error) => toast.error(`Niet verwijderd: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`),
  })

  const crumbs = (
    <nav aria-label="Kruimelpad" className="mb-2 text-sm">
      <AppLink href={back} className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Inzendingen</AppLink>
    </nav>
  )
  if (gone) return crumbs
  if (submission.isPending) return <>{crumbs}<SkeletonRows rows={4} label="Inzending laden" /></>
  if (submission.isError) {
    const missing = submission.error instanceof ApiError && submission.error.status === 404
    return (
      <>
        {crumbs}
        <ErrorState
          message={missing ? 'Deze inzending bestaat niet (meer).' : submission.error instanceof ApiError ? firstMessage(submission.error.errors)! : 'De inzending kon niet worden geladen.'}
          onRetry={missing ? undefined : () => void submission.refetch()}
        />
      </>
    )
  }
  const data = submission.data
  // Files the answers do not name (a form changed since) are listed after them.
  const named = new Set(data.fields.flatMap(filesOf))
  const loose = data.files.filter((path) => !named.has(path))
  return (
    <>
      {crumbs}
      <PageTitle actions={<ConfirmDialog trigger={<Button variant="secondary" className="text-red-800">Verwijderen</Button>} title="Inzending verwijderen" message="Weet je zeker dat je deze wenst te verwijderen? De meegestuurde bestanden worden ook verwijderd." confirmLabel="Verwijderen" onConfirm={() => remove.mutate()} />}>
        {data.form_title || data.form_id}
      </PageTitle>
      <p className="mb-5 text-sm text-gray-700">
        Verzonden op <time dateTime={data.created_at}>{when(data.created_at)}</time> vanaf <span className="font-medium text-gray-900">{pagePath(data.url)}</span>
      </p>
      <section aria-labelledby="antwoorden" className="rounded-lg bg-white ring-1 ring-gray-200">
        <h2 id="antwoorden" className="border-b border-gray-200 px-4 py-3 text-base font-semibold sm:px-5">Antwoorden</h2>
        {data.fields.length === 0 ? <p className="px-4 py-3 text-sm text-gray-700 sm:px-5">Deze inzending heeft geen antwoorden.</p> : (
          <dl className="divide-y divide-gray-200">
            {data.fields.map((answer) => (
              <div key={answer.identifier} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[14rem_1fr] sm:gap-4 sm:px-5">
                <dt className="font-medium text-gray-700">{answer.label || answer.identifier}</dt>
                <dd><AnswerValue project={project} answer={answer} /></dd>
              </div>
            ))}
            {loose.length > 0 ? (
              <div className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[14rem_1fr] sm:gap-4 sm:px-5">
                <dt className="font-medium text-gray-700">Overige bestanden</dt>
                <dd><ul className="space-y-1">{loose.map((path) => <li key={path}><FileLink project={project} path={path} /></li>)}</ul></dd>
              </div>
            ) : null}
          </dl>
        )}
      </section>
    </>
  )
}

export function SubmissionsArea({ project, rest }: { project: number; rest: string[] }) {
  const id = Number(rest[0])
  if (rest.length > 0 && Number.isInteger(id) && id > 0) return <SubmissionDetail project={project} id={id} />
  return <SubmissionList project={project} />
}
