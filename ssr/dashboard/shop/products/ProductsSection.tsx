/** Producten: the list at /wm/shop/products, one product at /wm/shop/products/{key}. */
import type { SectionProps } from '../sections'
import { ProductEditorScreen } from './ProductEditor'
import { ProductList } from './ProductList'

export function ProductsSection({ project, rest }: SectionProps) {
  if (rest.length > 0) return <ProductEditorScreen project={project} productKey={decodeURIComponent(rest[0])} />
  return <ProductList project={project} />
}
