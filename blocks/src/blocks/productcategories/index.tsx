/**
 * Product categories block: the categories of its listing (the bundle's
 * `shop.listings[block.id]`, cards from `shop.categories`, chosen by the API from
 * productcategories_mutated {ids?, parent?}) in a grid of `columns` (2, 3 or 4)
 * columns. An empty listing shows visitors nothing and editors a note.
 */
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { blockFields } from '../../schema/fields.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { fieldClass } from '../../style/fieldClasses.ts';
import { CategoryGrid } from '../../webshop/CardGrid.tsx';
import { selectionSummary } from '../../webshop/selection.ts';
import { listedCategories } from '../../webshop/shopData.ts';

export const CATEGORIES_EMPTY_NOTE = 'Productcategorieën — er zijn (nog) geen categorieën die bij deze selectie passen';

const fields = blockFields('productcategories');

function ProductCategoriesBlock({ block, props }: BlockProps<'productcategories'>) {
  const { shop } = useSite();
  const categories = listedCategories(shop, block.id);
  if (categories.length === 0) {
    return (
      <EditorNotice>
        <p className="font-semibold">{CATEGORIES_EMPTY_NOTE}</p>
        <div className="mt-1">{selectionSummary.categories(props.productcategories_mutated, props.columns)}</div>
      </EditorNotice>
    );
  }
  const columns = props.columns === '2' ? 2 : props.columns === '3' ? 3 : 4;
  return <CategoryGrid categories={categories} columns={columns} columnsClass={fieldClass(fields, 'columns', props.columns)} />;
}

// An empty listing shows visitors nothing, so no (styled) wrapper either.
export default defineBlock({
  type: 'productcategories',
  render: ProductCategoriesBlock,
  rendersNothingForVisitors: (_props, { block, site }) => listedCategories(site.shop, block.id).length === 0,
});
