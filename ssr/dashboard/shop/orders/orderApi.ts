/**
 * Reads and writes of orders and quote requests (docs/owner-orders.md), keyed under
 * `['project', id, 'shop', ...]` so a change refreshes the lists and the detail.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, get } from '../../api'
import { apiQuery, type ListFilters, type OrderDetail, type OrderStatus, type OrderSummary } from './orderModel'

export const shopKeys = {
  all: (project: number) => ['project', project, 'shop'] as const,
  list: (project: number, kind: 'orders' | 'quotes', query: string) => ['project', project, 'shop', kind, query] as const,
  order: (project: number, number: number) => ['project', project, 'shop', 'order', number] as const,
}

export type Listed = { rows: OrderSummary[]; total: number }

export function useOrderList(project: number, kind: 'orders' | 'quotes', filters: ListFilters) {
  const query = apiQuery(filters)
  return useQuery({
    queryKey: shopKeys.list(project, kind, query),
    queryFn: async (): Promise<Listed> => {
      const answer = await get<Record<string, unknown> & { total: number }>(`/projects/${project}/${kind}?${query}`)
      return { rows: answer[kind] as OrderSummary[], total: answer.total }
    },
    // The old page stays on screen while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  })
}

export function useOrder(project: number, number: number) {
  return useQuery({
    queryKey: shopKeys.order(project, number),
    queryFn: () => get<{ order: OrderDetail }>(`/projects/${project}/orders/${number}`).then((answer) => answer.order),
  })
}

/** After a write: the detail is the answer; every list of the shop is read again. */
function useSettled(project: number) {
  const client = useQueryClient()
  return (order: OrderDetail) => {
    client.setQueryData(shopKeys.order(project, order.number), order)
    void client.invalidateQueries({ queryKey: shopKeys.all(project), predicate: (query) => query.queryKey[3] !== 'order' })
  }
}

export function useChangeStatus(project: number, number: number) {
  const settled = useSettled(project)
  return useMutation({
    mutationFn: (status: OrderStatus) => call<{ order: OrderDetail }>('PATCH', `/projects/${project}/orders/${number}`, { body: { status } }).then((answer) => answer.data.order),
    onSuccess: settled,
  })
}

export function useHold(project: number, number: number) {
  const settled = useSettled(project)
  return useMutation({
    mutationFn: (days: number | string) => call<{ order: OrderDetail }>('POST', `/projects/${project}/orders/${number}/hold`, { body: { days } }).then((answer) => answer.data.order),
    onSuccess: settled,
  })
}

export function useQuoteStatus(project: number, number: number) {
  const settled = useSettled(project)
  return useMutation({
    mutationFn: (quote_status: 'open' | 'declined') => call<{ quote: OrderDetail }>('PATCH', `/projects/${project}/quotes/${number}`, { body: { quote_status } }).then((answer) => answer.data.quote),
    onSuccess: settled,
  })
}

export type QuoteOrderBody = {
  lines: { id: number; unit_price?: string; quantity?: number | string }[]
  shipping?: string
  payment_method: string
}
export type QuoteOrderAnswer = { order: OrderDetail; payment: { url: string }; mail: { sent: boolean } }

export function useOrderFromQuote(project: number, number: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: QuoteOrderBody) => call<QuoteOrderAnswer>('POST', `/projects/${project}/quotes/${number}/order`, { body }).then((answer) => answer.data),
    onSuccess: (answer) => {
      client.setQueryData(shopKeys.order(project, answer.order.number), answer.order)
      void client.invalidateQueries({ queryKey: shopKeys.all(project), predicate: (query) => query.queryKey[4] !== answer.order.number })
    },
  })
}
