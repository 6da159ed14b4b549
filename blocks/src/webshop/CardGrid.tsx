/**
 * The product and category grids of the webshop: a list of cards in the grid's
 * column count (grids.ts, or the blocks' schema classes) with one column on small
 * phones and two on tablets.
 *
 * A product grid shows one card layout: the one its block chose (`cardLayout`), else
 * the layout most of its products have (a tie: the first of those in the grid).
 * Cards of different shapes side by side read as a broken grid.
 */
import type { CategoryCard as CategoryCardData, ProductCard as ProductCardData } from '../site/types.ts';
import { joinClasses } from '../style/fieldClasses.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { cardImageSizes, GRID_GAP, gridColumnsClass, type GridColumns } from './grids.ts';
import { cardLayout as productLayout, ProductCard, type CardLayout } from './ProductCard.tsx';

/** The one layout of a grid of `products` (see the module comment). */
export function gridCardLayout(products: ProductCardData[], chosen?: CardLayout | null): CardLayout {
  if (chosen) return chosen;
  const counts = new Map<CardLayout, number>();
  for (const product of products) {
    const layout = productLayout(product.layout);
    counts.set(layout, (counts.get(layout) ?? 0) + 1);
  }
  let best: CardLayout = '0';
  let most = 0;
  for (const [layout, count] of counts) {
    if (count > most) [best, most] = [layout, count];
  }
  return best;
}

interface GridProps {
  columns: GridColumns;
  /** The column classes when the caller has them from a schema field (blocks). */
  columnsClass?: string;
  label?: string;
}

export function ProductGrid({ products, columns, columnsClass, label, cardLayout }: GridProps & { products: ProductCardData[]; cardLayout?: CardLayout | null }) {
  const sizes = cardImageSizes(columns);
  const layout = gridCardLayout(products, cardLayout);
  return (
    <ul className={joinClasses('wm-product-grid', columnsClass || gridColumnsClass(columns), GRID_GAP)} data-columns={columns} data-card-layout={layout} aria-label={label}>
      {products.map((product, index) => (
        <li key={`${product.id}-${index}`}>
          <ProductCard product={product} imageSizes={sizes} layout={layout} />
        </li>
      ))}
    </ul>
  );
}

export function CategoryGrid({ categories, columns, columnsClass, label }: GridProps & { categories: CategoryCardData[] }) {
  const sizes = cardImageSizes(columns);
  return (
    <ul className={joinClasses('wm-category-grid', columnsClass || gridColumnsClass(columns), GRID_GAP)} data-columns={columns} aria-label={label}>
      {categories.map((category, index) => (
        <li key={`${category.id}-${index}`}>
          <CategoryCard category={category} imageSizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
