/** The owner API's overview (GET /projects/{id}/overview, docs/api.md). */
import { useQuery } from '@tanstack/react-query'
import { get } from '../api'
import { redirectKeys, type Miss } from '../redirects/redirectApi'
import type { Day } from './chart'

export type EmptySearch = { query: string; searches: number; last_seen: string }

export type Overview = {
  days: Day[]
  totals: { orders: number; revenue: number }
  currency: string
  open_quotes: number
  orders_to_handle: number
  new_submissions: number
  new_submissions_days: number
  not_found: Miss[]
  not_found_total: number
  empty_searches: EmptySearch[]
  empty_searches_total: number
}

export function useOverview(project: number) {
  return useQuery({ queryKey: redirectKeys.overview(project), queryFn: () => get<Overview>(`/projects/${project}/overview`) })
}
