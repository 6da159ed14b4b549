/**
 * Products block: a product listing from the selection in products_mutated
 * ({ids?, category?, limit?, filters?}) in `columns` columns. The webshop (catalogue
 * data) does not exist yet, so visitors see nothing and editors a placeholder naming
 * the stored selection; the props stay as stored for when the listing arrives.
 */
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { PendingWebshop } from '../../webshop/PendingWebshop.tsx';
import { selectionSummary } from '../../webshop/selection.ts';

export const PRODUCTS_PLACEHOLDER = 'Productoverzicht — wordt gevuld zodra de webwinkel actief is';

function ProductsBlock({ props }: BlockProps<'products'>) {
  const summary = selectionSummary.products(props.products_mutated, props.columns);
  return <PendingWebshop title={PRODUCTS_PLACEHOLDER}>{summary}</PendingWebshop>;
}

// Visitors see nothing until the webshop exists, so no (styled) wrapper either.
export default defineBlock({ type: 'products', render: ProductsBlock, rendersNothingForVisitors: () => true });
