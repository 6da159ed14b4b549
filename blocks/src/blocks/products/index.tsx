/**
 * Products block: the products of its listing (the bundle's `shop.listings[block.id]`,
 * cards from `shop.products`, chosen by the API from products_mutated
 * {ids?, category?, limit?, filters?}) in a grid of `columns` (3 or 4) columns, every
 * card in the block's `card_layout` (empty: the layout most of the products have).
 * An empty listing shows visitors nothing and editors a note with the stored selection.
 */
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { blockFields } from '../../schema/fields.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { fieldClass } from '../../style/fieldClasses.ts';
import { ProductGrid } from '../../webshop/CardGrid.tsx';
import { cardLayout } from '../../webshop/ProductCard.tsx';
import { selectionSummary } from '../../webshop/selection.ts';
import { listedProducts } from '../../webshop/shopData.ts';

export const PRODUCTS_EMPTY_NOTE = 'Productoverzicht — er zijn (nog) geen producten die bij deze selectie passen';

const fields = blockFields('products');

function ProductsBlock({ block, props }: BlockProps<'products'>) {
  const { shop } = useSite();
  const products = listedProducts(shop, block.id);
  if (products.length === 0) {
    return (
      <EditorNotice>
        <p className="font-semibold">{PRODUCTS_EMPTY_NOTE}</p>
        <div className="mt-1">{selectionSummary.products(props.products_mutated, props.columns)}</div>
      </EditorNotice>
    );
  }
  const columns = props.columns === '3' ? 3 : 4;
  const layout = props.card_layout ? cardLayout(props.card_layout) : null;
  return <ProductGrid products={products} columns={columns} columnsClass={fieldClass(fields, 'columns', props.columns)} cardLayout={layout} />;
}

// An empty listing shows visitors nothing, so no (styled) wrapper either.
export default defineBlock({
  type: 'products',
  render: ProductsBlock,
  rendersNothingForVisitors: (_props, { block, site }) => listedProducts(site.shop, block.id).length === 0,
});
