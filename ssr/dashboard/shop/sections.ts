/**
 * The Webwinkel area's sections, in their tab order: each is a sub-tab under
 * /wm/shop/<key> with the screen it shows. Planned keys, in this order: 'products'
 * Producten, 'categories' Categorieën, 'orders' Bestellingen, 'quotes' Offertes,
 * 'methods' Verzending & betaling, 'settings' Instellingen. Only built sections are
 * listed; a new one adds its line here.
 */
import type { ComponentType } from 'react'
import { CategoriesSection } from './categories/CategoriesSection'
import { ProductsSection } from './products/ProductsSection'

/** `rest`: the path below /wm/shop/<key>, e.g. ['appeltaart'] for one product. */
export type SectionProps = { project: number; rest: string[] }

export type ShopSection = { key: string; label: string; Screen: ComponentType<SectionProps> }

export const SHOP_SECTIONS: ShopSection[] = [
  { key: 'products', label: 'Producten', Screen: ProductsSection },
  { key: 'categories', label: 'Categorieën', Screen: CategoriesSection },
]
