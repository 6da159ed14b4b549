/**
 * The owner API's form submissions (api/forms/submission_routes.py, docs/forms.md):
 * a page of them filtered by form and day, one with every answer, delete, CSV export;
 * and a read link for a file a visitor sent with one (docs/files.md, `files/read` of the owner API).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ApiError, call, get, OWNER_API } from '../api'
import { fileUrl } from '../files/upload'

export type Answer = { identifier: string; label: string; type: string; value: unknown }

export type Submission = {
  id: number
  form_id: string
  form_title: string
  url: string
  created_at: string
  fields: Answer[]
  files: string[]
}

export type SubmissionPage = { submissions: Submission[]; total: number; offset: number; limit: number }

export type SubmissionFilter = { form: string; from: string; to: string; page: number }

export const PAGE_SIZE = 25

export const submissionKeys = {
  all: (project: number) => ['project', project, 'submissions'] as const,
  list: (project: number, filter: SubmissionFilter) => ['project', project, 'submissions', 'list', filter] as const,
  one: (project: number, id: number) => ['project', project, 'submissions', 'one', id] as const,
  file: (project: number, path: string) => ['project', project, 'submissions', 'file', path] as const,
}

/** The filter in the URL: `?form=contact&from=2026-11-01&to=2026-11-30&pagina=2`. */
export function filterOf(params: URLSearchParams): SubmissionFilter {
  const page = Number(params.get('pagina'))
  return {
    form: params.get('form') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query for a filter (and its page, for the list). */
export function queryOf(filter: SubmissionFilter, { paged = true } = {}): string {
  const params = new URLSearchParams()
  if (filter.form) params.set('form', filter.form)
  if (filter.from) params.set('from', filter.from)
  if (filter.to) params.set('to', filter.to)
  if (paged) {
    params.set('offset', String((filter.page - 1) * PAGE_SIZE))
    params.set('limit', String(PAGE_SIZE))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const exportUrl = (project: number, filter: SubmissionFilter) =>
  `${OWNER_API}/projects/${project}/form-submissions/export${queryOf(filter, { paged: false })}`

export function useSubmissions(project: number, filter: SubmissionFilter) {
  return useQuery({
    queryKey: submissionKeys.list(project, filter),
    queryFn: () => get<SubmissionPage>(`/projects/${project}/form-submissions${queryOf(filter)}`),
    // Paging keeps the rows shown until the next page is there.
    placeholderData: keepPreviousData,
  })
}

export function useSubmission(project: number, id: number) {
  return useQuery({
    queryKey: submissionKeys.one(project, id),
    queryFn: () => get<{ submission: Submission }>(`/projects/${project}/form-submissions/${id}`).then((answer) => answer.submission),
  })
}

export const deleteSubmission = (project: number, id: number) => call<void>('DELETE', `/projects/${project}/form-submissions/${id}`)

/**
 * A short-lived read link of a file a visitor sent (`POST files/get {filePath,
 * isPrivate: true}` under the owner API of `project`). Signed for 5 minutes:
 * read again after 4.
 */
export function useFileLink(project: number, path: string) {
  return useQuery({
    queryKey: submissionKeys.file(project, path),
    queryFn: async () => {
      const url = await fileUrl(path, true, project)
      if (!url) throw new ApiError(404, { general: ['Dit bestand kon niet worden geopend.'] })
      return url
    },
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
  })
}

/** A file's name as the visitor chose it: the stored name without its time and random prefix. */
export function fileName(path: string): string {
  const base = path.split('/').pop() ?? path
  return base.replace(/^\d{8}-\d{6}-[a-z0-9]{8}-/, '')
}

/** An answer as text: a list (files, several values) joined, anything else as typed. */
export function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? fileName(entry) : JSON.stringify(entry))).join(', ')
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The paths of a file answer (a list of upload paths). */
export const filesOf = (answer: Answer): string[] => (Array.isArray(answer.value) ? answer.value.filter((entry): entry is string => typeof entry === 'string') : [])

const WHEN = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' })
export const when = (iso: string) => WHEN.format(new Date(iso))

/** The page a submission came from as a path (`http://site/contact` → `/contact`). */
export function pagePath(url: string): string {
  if (!url) return '/'
  try {
    const parsed = new URL(url)
    return parsed.pathname + parsed.search
  } catch {
    return url
  }
}

export const isImage = (path: string) => /\.(jpe?g|png|gif|webp)$/i.test(path)
