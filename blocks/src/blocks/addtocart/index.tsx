/**
 * Add-to-cart block for the product in product_mutated ({id}). Until the webshop
 * exists visitors see nothing (a button that cannot order would mislead) and editors
 * a placeholder naming the chosen product.
 */
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { PendingWebshop } from '../../webshop/PendingWebshop.tsx';
import { selectionSummary } from '../../webshop/selection.ts';

export const ADD_TO_CART_PLACEHOLDER = 'In winkelwagen-knop — verschijnt zodra de webwinkel actief is';

function AddToCartBlock({ props }: BlockProps<'addtocart'>) {
  return <PendingWebshop title={ADD_TO_CART_PLACEHOLDER}>{selectionSummary.product(props.product_mutated)}</PendingWebshop>;
}

// Visitors see nothing until the webshop exists, so no (styled) wrapper either.
export default defineBlock({ type: 'addtocart', render: AddToCartBlock, rendersNothingForVisitors: () => true });
