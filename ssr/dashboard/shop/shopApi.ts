/**
 * The owner API's catalogue (api/shop/routes.py, docs/shop.md): products and
 * categories, keyed for TanStack Query under ['project', id, 'shop', ...] so a release
 * (which invalidates ['project', id]) refreshes them too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call, get } from '../api'
import { EDITOR_QUERY } from '../queries'

/** Euros as the owner API answers them: numbers with two decimals. */
export type Price = { incl_tax: number; excl_tax: number }

/** An Editor.js document or a string of inline HTML (docs/shop.md, rich text). */
export type RichText = string | { time?: number; version?: string; blocks: { id?: string; type: string; data: Record<string, unknown> }[] }

export type ProductOption = {
  title: string
  layout: 'text' | 'number' | 'textarea' | 'select' | 'checkbox' | 'calculation'
  value?: string | number | boolean
  help?: string
  show_label?: boolean | string
  show_calculations?: boolean | string
  label_after_field?: string
  exclude_from_total?: boolean | string
  /** The buyer must fill it in (a checkbox: tick it) before adding to the cart. */
  required?: boolean | string
  connection_id?: string
  calculation_options?: { type?: 'multiply_relation_value' | 'add_relation_value'; value?: string | number; connection_id_from?: string }
  options?: { title: string; price?: string | number }[]
  price?: string | number
  min?: string | number
  max?: string | number
}

export type Product = {
  id: string
  slug: string
  path: string
  sku: string
  title: string
  intro_description: RichText
  short_description: RichText
  description: RichText
  extra_description: RichText
  extra_description_right: RichText
  main_image: string
  sub_images: string
  layout: '0' | '1' | '2' | '3'
  hide_price: boolean
  price: Price
  sale_price: Price | null
  vat_rate: number
  show_price_tax_included: boolean
  before_price_text: string
  after_price_text: string
  stock_management: boolean
  stock: number
  enable_checkout: boolean
  enable_quote: boolean
  enable_form: boolean
  form_id: string
  enable_affiliate: boolean
  affiliate_link: string
  hide_quantity: boolean
  exclude_base_price: boolean
  /** Days of preparation before a pickup or delivery time slot (docs/pickup-slots.md). */
  lead_time_days?: number
  categories: string[]
  attributes: Record<string, string[]>
  options: ProductOption[]
  position: number
  seo_title: string
  seo_description: string
  updated_at: string
  version: number
}

export type Category = {
  id: string
  parent: string | null
  slug: string
  path: string
  title: string
  short_description: RichText
  description: RichText
  layout: '' | 'sub_categories' | 'sub_categories_full_width' | 'products' | 'products_filters'
  image: string
  position: number
  filters: string[]
  seo_title: string
  seo_description: string
  updated_at: string
  version: number
}

export type ProductPage = { products: Product[]; total: number; offset: number; limit: number }

export const PAGE_SIZE = 25

export const shopKeys = {
  products: (project: number) => ['project', project, 'shop', 'products'] as const,
  productPage: (project: number, query: string, sort: string, offset: number) => ['project', project, 'shop', 'products', { query, sort, offset }] as const,
  product: (project: number, key: string) => ['project', project, 'shop', 'product', key] as const,
  categories: (project: number) => ['project', project, 'shop', 'categories'] as const,
  settings: (project: number) => ['project', project, 'shop', 'settings'] as const,
}

export const productPath = (project: number, key: string) => `/projects/${project}/products/${encodeURIComponent(key)}`
export const categoryPath = (project: number, key: string) => `/projects/${project}/categories/${encodeURIComponent(key)}`

export function useProductPage(project: number, query: string, sort: string, offset: number) {
  return useQuery({
    queryKey: shopKeys.productPage(project, query, sort, offset),
    queryFn: () => {
      const params = new URLSearchParams({ offset: String(offset), limit: String(PAGE_SIZE) })
      if (query) params.set('q', query)
      if (sort) params.set('sort', sort)
      return get<ProductPage>(`/projects/${project}/products?${params}`)
    },
    // The previous page stays on screen while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  })
}

export async function readProduct(project: number, key: string): Promise<Product> {
  return (await call<{ product: Product }>('GET', productPath(project, key))).data.product
}

export function useProduct(project: number, key: string) {
  return useQuery({ queryKey: shopKeys.product(project, key), queryFn: () => readProduct(project, key), ...EDITOR_QUERY })
}

/** Every category of the project (the list pages by 200; a shop rarely has more). */
export async function readCategories(project: number): Promise<Category[]> {
  const all: Category[] = []
  for (let offset = 0; ; offset += 200) {
    const page = await get<{ categories: Category[]; total: number }>(`/projects/${project}/categories?offset=${offset}&limit=200`)
    all.push(...page.categories)
    if (page.categories.length === 0 || all.length >= page.total) return all
  }
}

export function useCategories(project: number, { fresh = false } = {}) {
  return useQuery({ queryKey: shopKeys.categories(project), queryFn: () => readCategories(project), ...(fresh ? EDITOR_QUERY : {}) })
}

/** The project's VAT rates and facets (webshop settings), for the product editor. */
export type ShopSettings = { vat_rates: number[]; facets: { key: string; title: string; type: 'list' | 'range' }[] }

const DEFAULT_VAT_RATES = [21, 9, 0]

export function useVatRates(project: number) {
  return useQuery({
    queryKey: shopKeys.settings(project),
    queryFn: async () => {
      const { webshop_settings } = await get<{ webshop_settings: { vat_rates: number[] | null } }>(`/projects/${project}/webshop-settings`)
      return webshop_settings.vat_rates ?? DEFAULT_VAT_RATES
    },
  })
}

/** The project's forms, for a product's 'Meer informatie'-formulier. */
export function useForms(project: number) {
  return useQuery({
    queryKey: ['project', project, 'shop', 'forms'] as const,
    queryFn: () => get<{ forms: { id: string; title: string }[] }>(`/projects/${project}/forms`).then((answer) => answer.forms),
  })
}
