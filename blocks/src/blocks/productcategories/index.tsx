/**
 * Product categories block: a grid of the categories in productcategories_mutated
 * ({ids?, parent?}). Until the webshop exists visitors see nothing and editors a
 * placeholder naming the stored selection.
 */
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { PendingWebshop } from '../../webshop/PendingWebshop.tsx';
import { selectionSummary } from '../../webshop/selection.ts';

export const CATEGORIES_PLACEHOLDER = 'Productcategorieën — worden getoond zodra de webwinkel actief is';

function ProductCategoriesBlock({ props }: BlockProps<'productcategories'>) {
  const summary = selectionSummary.categories(props.productcategories_mutated, props.columns);
  return <PendingWebshop title={CATEGORIES_PLACEHOLDER}>{summary}</PendingWebshop>;
}

// Visitors see nothing until the webshop exists, so no (styled) wrapper either.
export default defineBlock({ type: 'productcategories', render: ProductCategoriesBlock, rendersNothingForVisitors: () => true });
