/** The owner API's redirects, 404 misses and empty searches, keyed for TanStack Query. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { get } from '../api'
import { apiQuery, type ListQuery } from './listQuery'

export type Redirect = { id: number; path: string; target: string; status: number; created_at: string; updated_at: string }
export type RedirectPage = { redirects: Redirect[]; total: number; page: number; limit: number }
export type Miss = { path: string; hits: number; last_seen: string }

export const redirectKeys = {
  all: (project: number) => ['project', project, 'redirects'] as const,
  list: (project: number, query: ListQuery) => ['project', project, 'redirects', query] as const,
  misses: (project: number) => ['project', project, 'not-found'] as const,
  overview: (project: number) => ['project', project, 'overview'] as const,
}

export function useRedirects(project: number, query: ListQuery) {
  return useQuery({
    queryKey: redirectKeys.list(project, query),
    queryFn: () => get<RedirectPage>(`/projects/${project}/redirects?${apiQuery(query)}`),
    placeholderData: keepPreviousData,
  })
}

export function useMisses(project: number, limit = 10) {
  return useQuery({
    queryKey: [...redirectKeys.misses(project), limit],
    queryFn: () => get<{ not_found: Miss[]; total: number }>(`/projects/${project}/not-found?limit=${limit}`),
  })
}
