/** Page data for the head tests: a plain page, a product page and a category page. */
import type { PageBundle } from '../../site/pageBundle'
import { siteDataFrom, type SitePageData } from '../../site/siteData'

export const ORIGIN = 'https://bakkerij.example'

export function pageData(
  page: Partial<PageBundle['page']> & Record<string, unknown> = {},
  extra: Partial<PageBundle> = {},
  status: 200 | 404 = 200,
): SitePageData {
  const path = typeof page.path === 'string' ? page.path : '/over-ons'
  const bundle: PageBundle = {
    project: { id: 7, title: 'Bakkerij De Korenaar', domain_live: 'bakkerij.example', logo: '/media/demo/logo.png' },
    page: { id: 3, path, post_title: 'Over ons', protected: false, components: [], ...page },
    menus: {},
    forms: {},
    templates: {},
    media: {},
    canonical_url: `${ORIGIN}${path}`,
    cache: { cacheable: true, keys: ['project-7'] },
    not_found: status === 404,
    ...extra,
  }
  const data = siteDataFrom({ kind: 'page', status, bundle }, { apiBase: '', notFoundPath: '/nf', currentPath: path })
  if (data.kind !== 'page') throw new Error('expected page data')
  return data
}

export const PRODUCT_FIELDS = {
  title: 'Appeltaart',
  sku: 'TA-001',
  main_image: '/media/demo/appeltaart.jpg',
  sub_images: '/media/demo/appeltaart-2.jpg|https://cdn.example/appeltaart-3.jpg',
  intro_description: '<p>Intro</p>',
  short_description: '<p>Met <b>verse</b> appels &amp; kaneel.</p>',
  price: { incl_tax: 24.95, excl_tax: 22.89 },
  sale_price: null,
  hide_price: false,
  stock_management: true,
  in_stock: true,
  url: '/product/appeltaart',
}

export const PRODUCT_CRUMBS = [
  { title: 'Home', url: '/', active: false },
  { title: 'Taarten', url: '/winkel/taarten', active: false },
  { title: 'Appeltaart', url: '/product/appeltaart', active: true },
]

export function productData(fields: Record<string, unknown> = {}, page: Record<string, unknown> = {}): SitePageData {
  return pageData({
    id: null as unknown as number,
    kind: 'product',
    path: '/product/appeltaart',
    post_title: 'Appeltaart',
    custom_fields: { ...PRODUCT_FIELDS, ...fields },
    breadcrumbs: PRODUCT_CRUMBS,
    ...page,
  })
}
