/**
 * The check before publishing (docs/page-editor.md, "Publish check"): the server's
 * problems in the drafts (`GET …/publish-check`) merged with what the browser measures
 * on each page's preview (measure.ts). `usePublishCheck` runs it; `CheckList` shows the
 * problems, each with a button that selects its section (`onSelect`), a menu's with a
 * link to the menu editor; `PublishCheck`
 * is both with a 'Controleren' button, for the page editor.
 */
import { useCallback, useRef, useState } from 'react'
import { ApiError, call, firstMessage, get } from '../api'
import { AppLink } from '../Shell'
import { Button, buttonClass } from '../ui/Button'
import { editorHref, isMenuDocument } from './links'
import { measurePreview } from './measure'
import { counts, mergeProblems, summary, type CheckProblem } from './problems'

/** A page to measure in the browser: its preview URL, or its path to make a preview link of. */
export type CheckTarget = { document: string; title: string; url?: string; path?: string }
export type CheckState = { status: 'idle' | 'running' | 'done'; problems: CheckProblem[]; progress: string }

/** Pages measured in the browser per check; the server checks every document. */
export const MAX_MEASURED = 8

async function previewUrl(project: number, target: CheckTarget): Promise<string | null> {
  if (target.url) return target.url
  if (!target.path) return null
  const { data } = await call<{ path: string }>('POST', `/projects/${project}/preview-links`, { body: { path: target.path } })
  return data.path
}

export function usePublishCheck(project: number) {
  const [state, setState] = useState<CheckState>({ status: 'idle', problems: [], progress: '' })
  const controller = useRef<AbortController | null>(null)

  const run = useCallback(
    async (targets: CheckTarget[], items: string[] | null): Promise<CheckProblem[]> => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      setState({ status: 'running', problems: [], progress: 'De concepten worden gecontroleerd…' })
      const query = items && items.length > 0 ? `?items=${encodeURIComponent(items.join(','))}` : ''
      let server: CheckProblem[] = []
      try {
        server = (await get<{ problems: CheckProblem[] }>(`/projects/${project}/publish-check${query}`)).problems
      } catch (error) {
        const message = error instanceof ApiError ? firstMessage(error.errors) : undefined
        server = [{ kind: 'measure_failed', severity: 'warning', message: `Controle op de server niet gelukt: ${message ?? 'probeer het opnieuw.'}`, document: null, section: null, detail: {}, source: 'server' }]
      }
      const browser: CheckProblem[] = []
      const measured = targets.slice(0, MAX_MEASURED)
      for (const [index, target] of measured.entries()) {
        if (abort.signal.aborted) break
        setState((current) => ({ ...current, progress: `${target.title} meten in de browser (${index + 1} van ${measured.length})…` }))
        try {
          const url = await previewUrl(project, target)
          if (url) browser.push(...(await measurePreview(url, target.document, abort.signal)))
        } catch (error) {
          const message = error instanceof ApiError ? firstMessage(error.errors) : undefined
          browser.push({ kind: 'measure_failed', severity: 'warning', message: `Geen voorbeeld van ${target.title}: ${message ?? 'probeer het opnieuw.'}`, document: target.document, section: null, detail: {}, source: 'browser' })
        }
      }
      if (targets.length > measured.length) {
        browser.push({ kind: 'measure_failed', severity: 'warning', message: `Alleen de eerste ${MAX_MEASURED} pagina's zijn in de browser gemeten.`, document: null, section: null, detail: { measured: MAX_MEASURED, pages: targets.length }, source: 'browser' })
      }
      const problems = mergeProblems(server, browser)
      if (!abort.signal.aborted) setState({ status: 'done', problems, progress: '' })
      return problems
    },
    [project],
  )
  const reset = useCallback(() => {
    controller.current?.abort()
    setState({ status: 'idle', problems: [], progress: '' })
  }, [])
  return { ...state, run, reset }
}

const SEVERITY_LOOK = {
  error: { label: 'Fout', className: 'bg-red-50 text-red-800 ring-red-200' },
  warning: { label: 'Waarschuwing', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
} as const

/** 'menu:hoofdmenu' as 'menu hoofdmenu'; other documents without a title as they are named. */
const documentName = (document: string) => (isMenuDocument(document) ? `menu ${document.slice('menu:'.length)}` : document)

export function CheckList({
  state,
  titles = {},
  onSelect,
}: {
  state: CheckState
  /** Document titles by 'page:12', to say where a problem is. */
  titles?: Record<string, string>
  onSelect?: (section: string | null, document: string | null) => void
}) {
  if (state.status === 'idle') return null
  if (state.status === 'running') {
    return (
      <p role="status" className="text-sm text-gray-700">
        {state.progress}
      </p>
    )
  }
  const { errors } = counts(state.problems)
  return (
    <div className="space-y-2">
      <p role="status" className={`text-sm font-medium ${errors ? 'text-red-700' : 'text-gray-900'}`}>
        Controle: {summary(state.problems)}
      </p>
      {state.problems.length > 0 ? (
        <ul aria-label="Gevonden problemen" className="divide-y divide-gray-200 overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
          {state.problems.map((problem, index) => {
            const look = SEVERITY_LOOK[problem.severity]
            const where = [problem.document ? (titles[problem.document] ?? documentName(problem.document)) : null, problem.section ? `sectie ${problem.section}` : null].filter(Boolean).join(', ')
            return (
              <li key={index} className="flex flex-wrap items-start gap-3 px-4 py-3">
                <span className={`shrink-0 rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${look.className}`}>{look.label}</span>
                <span className="min-w-0 flex-1 text-sm text-gray-900">
                  <span className="block">{problem.message}</span>
                  {where ? <span className="block text-gray-600">{where}</span> : null}
                </span>
                {isMenuDocument(problem.document) ? (
                  <AppLink href={editorHref(problem.document, null)!} aria-label={`Naar menu: ${problem.message}`} className={buttonClass('quiet')}>
                    Naar menu
                  </AppLink>
                ) : onSelect && problem.document ? (
                  <Button variant="quiet" aria-label={`Toon: ${problem.message}`} onPress={() => onSelect(problem.section, problem.document)}>
                    {problem.section ? 'Naar sectie' : 'Naar pagina'}
                  </Button>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * The check with its own button, for the page editor: `url` is the preview of the
 * document being edited; `onSelect(section)` selects the section concerned;
 * `onResult` hears the problems (to send with a publish call: `sendable`).
 */
export function PublishCheck({
  project,
  document,
  title,
  url,
  onSelect,
  onResult,
}: {
  project: number
  document: string
  title: string
  url: string
  onSelect?: (section: string | null, document: string | null) => void
  onResult?: (problems: CheckProblem[]) => void
}) {
  const check = usePublishCheck(project)
  return (
    <section aria-label="Controle voor publiceren" className="space-y-3">
      <Button
        variant="secondary"
        isDisabled={check.status === 'running'}
        onPress={() => {
          void check.run([{ document, title, url }], [document]).then((problems) => onResult?.(problems))
        }}
      >
        {check.status === 'running' ? 'Bezig met controleren…' : 'Controleren'}
      </Button>
      <CheckList state={check} titles={{ [document]: title }} onSelect={onSelect} />
    </section>
  )
}
