/**
 * The product and category grids of the webshop: a list of cards in the grid's
 * column count (grids.ts, or the blocks' schema classes) with one column on small
 * phones and two on tablets.
 */
import type { CategoryCard as CategoryCardData, ProductCard as ProductCardData } from '../site/types.ts';
import { joinClasses } from '../style/fieldClasses.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { cardImageSizes, GRID_GAP, gridColumnsClass, type GridColumns } from './grids.ts';
import { ProductCard } from './ProductCard.tsx';

interface GridProps {
  columns: GridColumns;
  /** The column classes when the caller has them from a schema field (blocks). */
  columnsClass?: string;
  label?: string;
}

export function ProductGrid({ products, columns, columnsClass, label }: GridProps & { products: ProductCardData[] }) {
  const sizes = cardImageSizes(columns);
  return (
    <ul className={joinClasses('wm-product-grid', columnsClass || gridColumnsClass(columns), GRID_GAP)} data-columns={columns} aria-label={label}>
      {products.map((product, index) => (
        <li key={`${product.id}-${index}`}>
          <ProductCard product={product} imageSizes={sizes} />
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
