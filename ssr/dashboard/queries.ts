/**
 * Server state of one project, keyed for TanStack Query: every screen reads through
 * these keys, so a save or a release refreshes exactly what it changed.
 */
import { useQueries, useQuery } from '@tanstack/react-query'
import { call, get } from './api'
import type { DocumentKind, Page, PageSummary, Publishing, Release } from './types'

export const keys = {
  pages: (project: number) => ['project', project, 'pages'] as const,
  page: (project: number, id: number) => ['project', project, 'page', id] as const,
  documents: (project: number) => ['project', project, 'documents'] as const,
  releases: (project: number) => ['project', project, 'releases'] as const,
  revisions: (project: number, kind: DocumentKind, id: string) => ['project', project, 'revisions', kind, id] as const,
  project: (project: number) => ['project', project] as const,
}

export function usePages(project: number) {
  return useQuery({
    queryKey: keys.pages(project),
    queryFn: () => get<{ pages: PageSummary[] }>(`/projects/${project}/pages`).then((answer) => answer.pages),
  })
}

export type PageAnswer = { page: Page; version: number }

/**
 * What an editor opens with must be fresh: every save names the version it was read at,
 * and a publication raises it, so an editor never starts from cached data (it waits for
 * `isFetchedAfterMount`).
 */
export const EDITOR_QUERY = { refetchOnMount: 'always', staleTime: 0 } as const

export function usePage(project: number, id: number) {
  return useQuery({
    queryKey: keys.page(project, id),
    queryFn: async (): Promise<Page> => (await call<{ page: Page }>('GET', `/projects/${project}/pages/${id}`)).data.page,
    ...EDITOR_QUERY,
  })
}

/** One document of any kind as the publish screen lists it. */
export type PublishableDocument = Publishing & { kind: DocumentKind; id: string; title: string; path?: string }

type Listed = Publishing & { id: string | number; title?: string; post_title?: string; path?: string }

const LISTS: { kind: Exclude<DocumentKind, 'settings'>; path: string; key: string }[] = [
  { kind: 'page', path: 'pages', key: 'pages' },
  { kind: 'menu', path: 'menus', key: 'menus' },
  { kind: 'form', path: 'forms', key: 'forms' },
  { kind: 'template', path: 'templates', key: 'templates' },
]

/**
 * Every document of the project with its publishing state, from the owner list
 * endpoints and the project's own GET (the site-wide settings).
 */
export function useDocuments(project: number) {
  const results = useQueries({
    queries: [
      ...LISTS.map(({ kind, path, key }) => ({
        queryKey: [...keys.documents(project), kind],
        queryFn: async (): Promise<PublishableDocument[]> => {
          const answer = await get<Record<string, Listed[]>>(`/projects/${project}/${path}`)
          return answer[key].map((row) => ({
            kind,
            id: String(row.id),
            title: row.post_title || row.title || String(row.path ?? row.id),
            path: row.path,
            published_version: row.published_version,
            has_unpublished_changes: row.has_unpublished_changes,
          }))
        },
      })),
      {
        queryKey: [...keys.documents(project), 'settings'],
        queryFn: async (): Promise<PublishableDocument[]> => {
          const { project: settings } = await get<{ project: Publishing }>(`/projects/${project}`)
          return [{ kind: 'settings' as const, id: 'settings', title: 'Website-instellingen', published_version: settings.published_version, has_unpublished_changes: settings.has_unpublished_changes }]
        },
      },
    ],
  })
  const failed = results.find((result) => result.isError)
  return {
    documents: results.flatMap((result) => result.data ?? []),
    isPending: results.some((result) => result.isPending),
    error: failed?.error ?? null,
    refetch: () => results.forEach((result) => void result.refetch()),
  }
}

/**
 * When to ask for the releases again: never while none waits; 2 s while one is being
 * published; else 1.5 s after the first scheduled one is due, at least 1 s and at most
 * 15 s from now.
 */
export function nextLook(releases: Release[], now: number): number | false {
  if (releases.some((release) => release.status === 'publishing')) return 2_000
  const due = releases.filter((release) => release.status === 'scheduled' && release.scheduled_for).map((release) => Date.parse(release.scheduled_for!))
  if (due.length === 0) return false
  return Math.min(15_000, Math.max(1_000, Math.min(...due) - now + 1_500))
}

export function useReleases(project: number) {
  return useQuery({
    queryKey: keys.releases(project),
    queryFn: () => get<{ releases: Release[] }>(`/projects/${project}/releases`).then((answer) => answer.releases),
    // A scheduled release goes live on the server's clock: look again while one waits,
    // just after the first one is due, so the owner sees it go live on time.
    refetchInterval: (query) => nextLook(query.state.data ?? [], Date.now()),
  })
}

/** The owner API path of a document (docs/publishing.md, Revisions). */
export function documentPath(project: number, kind: DocumentKind, id: string): string {
  if (kind === 'settings') return `/projects/${project}/settings`
  return `/projects/${project}/${kind}s/${encodeURIComponent(id)}`
}

export const KIND_LABEL: Record<DocumentKind, string> = {
  page: 'Pagina',
  menu: 'Menu',
  form: 'Formulier',
  template: 'Template',
  settings: 'Instellingen',
}
