/**
 * The Webwinkel area's sub-tabs in their order: `/wm/shop/<key>/<rest>`. Each section is
 * one screen component taking the project and the path below its key. A new section adds
 * one line here; the shell (ShopArea.tsx) needs no change.
 */
import type { ComponentType } from 'react'
import { CategoriesSection } from './categories/CategoriesSection'
import { MethodsSection } from './methods/MethodsSection'
import { OrdersSection } from './orders/OrdersSection'
import { ProductsSection } from './products/ProductsSection'
import { QuotesSection } from './quotes/QuotesSection'
import { ShopSettingsSection } from './settings/ShopSettingsSection'
import { sectionOf } from './shopRoute'

/** `rest`: the path below /wm/shop/<key>, e.g. ['appeltaart'] for one product. */
export type ShopSectionProps = { project: number; rest: string[] }
export type SectionProps = ShopSectionProps
export type ShopSection = { key: string; label: string; component: ComponentType<ShopSectionProps> }

export const SHOP_SECTIONS: readonly ShopSection[] = [
  { key: 'products', label: 'Producten', component: ProductsSection },
  { key: 'categories', label: 'Categorieën', component: CategoriesSection },
  { key: 'orders', label: 'Bestellingen', component: OrdersSection },
  { key: 'quotes', label: 'Offertes', component: QuotesSection },
  { key: 'methods', label: 'Verzending & betaling', component: MethodsSection },
  { key: 'settings', label: 'Instellingen', component: ShopSettingsSection },
]

/** The section the path names (the first one for `/wm/shop`) and the path below it. */
export const shopRoute = (rest: string[]) => sectionOf(SHOP_SECTIONS, rest)
