/**
 * The webshop settings (`GET|PUT .../webshop-settings`, docs/owner-orders.md): read
 * fresh for editing (the PUT names the version it was read at), written with If-Match.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api'
import { EDITOR_QUERY } from '../../queries'
import type { StoredSlots } from '../methods/slotFields'

export type ShippingMethod = { key: string; title: string; price: number | string; vat_rate: number | string; countries: string[]; slots?: StoredSlots }
export type PaymentMethod = { id: string; title: string; description: string; image: string; provider: 'none' | 'test' | 'mollie'; mollie_method?: string }

export type WebshopSettings = {
  vat_rates: number[] | null
  shipping_methods: ShippingMethod[] | null
  payment_methods: PaymentMethod[] | null
  wire: { account_name: string; iban: string; bic: string } | null
  agreement_url: string | null
  order_page: string | null
  shoppingcart_page: string | null
  checkout_page: string | null
  countries: string[] | null
  notification_email: string | null
  mollie: { api_key: string } | null
  /** The zone time slots live in (docs/pickup-slots.md); null: Europe/Amsterdam. */
  timezone?: string | null
  version: number
}

export const settingsKey = (project: number) => ['project', project, 'shop', 'settings'] as const

export function useWebshopSettings(project: number, { fresh = false } = {}) {
  return useQuery({
    queryKey: settingsKey(project),
    queryFn: async () => (await call<{ webshop_settings: WebshopSettings }>('GET', `/projects/${project}/webshop-settings`)).data.webshop_settings,
    ...(fresh ? EDITOR_QUERY : {}),
  })
}

export function useSaveWebshopSettings(project: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ body, version }: { body: Partial<Omit<WebshopSettings, 'version'>>; version: number }) =>
      call<{ webshop_settings: WebshopSettings }>('PUT', `/projects/${project}/webshop-settings`, { body, ifMatch: version }).then((answer) => answer.data.webshop_settings),
    onSuccess: (settings) => client.setQueryData(settingsKey(project), settings),
  })
}

/** The title of a payment method id as the shop names it, else the id itself. */
export function methodTitle(settings: WebshopSettings | undefined, id: string): string {
  return settings?.payment_methods?.find((method) => method.id === id)?.title || id
}
