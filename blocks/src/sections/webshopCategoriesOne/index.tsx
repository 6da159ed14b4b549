/**
 * Webshop category page (page-type template): the category's title, short
 * description and description, then its sub categories or products in the layout of
 * page.custom_fields.layout (spec 000 §2):
 *
 * - sub_categories: a category tree sidebar beside a 3-column category grid;
 * - sub_categories_full_width: a 4-column category grid;
 * - products: a 4-column product grid;
 * - products_filters, and a missing layout (products with filters): the filter
 *   sidebar beside a 3-column product grid, the `searchResults` island refining the
 *   server's products through the search API.
 *
 * The cards come from custom_fields.products / sub_categories, the filters from
 * custom_fields.filters (docs/shop-blocks.md).
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { RichText } from '../../richtext/RichText.tsx';
import { SiteSearchResults } from '../../search/SearchResults.tsx';
import { EMPTY_CATEGORY_TEXT } from '../../search/SearchResults.tsx';
import { readFilters } from '../../search/searchFilters.ts';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import type { Page } from '../../site/types.ts';
import { CategoryGrid, ProductGrid } from '../../webshop/CardGrid.tsx';
import { CategoryTree } from '../../webshop/CategoryTree.tsx';
import { customFields, webshopTitle } from '../../webshop/pageFields.ts';
import { categoryCards, productCards } from '../../webshop/shopData.ts';

export type CategoryLayout = 'sub_categories' | 'sub_categories_full_width' | 'products' | 'products_filters';

export const EMPTY_SUB_CATEGORIES_TEXT = 'Er zijn nog geen subcategorieën in deze categorie.';
/** Editors on a page that is not a category (the template itself). */
export const CATEGORY_TEMPLATE_NOTE = 'Op een categoriepagina verschijnen hier de subcategorieën of producten van de categorie, in de indeling van de categorie.';

/** The layout of a category page; a missing or unknown one shows products with filters. */
export function categoryLayout(value: unknown): CategoryLayout {
  return value === 'sub_categories' || value === 'sub_categories_full_width' || value === 'products' ? value : 'products_filters';
}

function isCategoryPage(page: Page, fields: Record<string, unknown>): boolean {
  return page.kind === 'category' || (typeof fields.category === 'string' && fields.category !== '');
}

function CategoryListing({ page, fields }: { page: Page; fields: Record<string, unknown> }) {
  const layout = categoryLayout(fields.layout);
  if (layout === 'products_filters') {
    const count = Number(fields.product_count);
    return (
      <SiteSearchResults
        mode="category"
        products={productCards(fields.products)}
        filters={readFilters(fields.filters)}
        productCount={Number.isInteger(count) && count >= 0 ? count : undefined}
      />
    );
  }
  if (layout === 'products') {
    const products = productCards(fields.products);
    if (products.length === 0) return <p data-category-empty="">{EMPTY_CATEGORY_TEXT}</p>;
    return (
      <>
        <h2 className="sr-only">Producten</h2>
        <ProductGrid products={products} columns={4} />
      </>
    );
  }
  const subCategories = categoryCards(fields.sub_categories);
  const grid =
    subCategories.length === 0 ? (
      <p data-category-empty="">{EMPTY_SUB_CATEGORIES_TEXT}</p>
    ) : (
      <>
        <h2 className="sr-only">Subcategorieën</h2>
        <CategoryGrid categories={subCategories} columns={layout === 'sub_categories' ? 3 : 4} />
      </>
    );
  if (layout === 'sub_categories_full_width') return grid;
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-4">
      {/* The tree follows the grid on phones (the house rule for sidebars), leads from md on. */}
      <aside className="order-last md:order-first md:col-span-1">
        <CategoryTree title={webshopTitle(page)} path={page.path} breadcrumbs={page.breadcrumbs ?? []} subCategories={subCategories} />
      </aside>
      <div className="md:col-span-3">{grid}</div>
    </div>
  );
}

function WebshopCategoriesOne({ section, meta }: SectionProps<'webshopCategoriesOne'>) {
  const { page } = useSite();
  const fields = customFields(page);
  const title = webshopTitle(page);
  const Title = pageTitleTag(page, section);
  return (
    <SectionFrame section={section} meta={meta}>
      {isCategoryPage(page, fields) ? null : <EditorNotice>{CATEGORY_TEMPLATE_NOTE}</EditorNotice>}
      {title ? <Title className="mb-4 text-3xl font-bold md:text-4xl">{title}</Title> : null}
      <RichText value={fields.short_description} className="mb-4 text-lg" />
      <RichText value={fields.description} className="mb-8" />
      <div data-category-layout={categoryLayout(fields.layout)}>
        <CategoryListing page={page} fields={fields} />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopCategoriesOne', render: WebshopCategoriesOne });
