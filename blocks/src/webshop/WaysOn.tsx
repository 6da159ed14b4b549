/**
 * Ways on from a dead end (an empty cart or checkout, a search without results, a page
 * not found): the shop's top categories as links and a few of its products as cards
 * (whose simple products add at once). The page bundle carries them as two listings
 * when such a section is on the page (api/catalogue/shopselections.py,
 * WAYS_ON_SECTIONS); islands get them as props (`waysOnData` on the server).
 * Nothing without a shop.
 */
import type { CategoryCard, ProductCard, ShopData } from '../site/types.ts';
import { ProductGrid } from './CardGrid.tsx';
import { listedCategories, listedProducts } from './shopData.ts';

export const WAYS_ON_CATEGORIES = 'wm-ways-on-categories';
export const WAYS_ON_PRODUCTS = 'wm-ways-on-products';
export const WAYS_ON_CATEGORIES_HEADING = 'Bekijk onze categorieën';
export const WAYS_ON_PRODUCTS_HEADING = 'Uit ons assortiment';

export interface WaysOnData {
  categories: CategoryCard[];
  products: ProductCard[];
}

export const NO_WAYS_ON: WaysOnData = { categories: [], products: [] };

/** The ways on of a page's shop data (server side: islands get them as props). */
export function waysOnData(shop: ShopData): WaysOnData {
  return { categories: listedCategories(shop, WAYS_ON_CATEGORIES), products: listedProducts(shop, WAYS_ON_PRODUCTS) };
}

export function hasWaysOn(data: WaysOnData | undefined): data is WaysOnData {
  return data !== undefined && (data.categories.length > 0 || data.products.length > 0);
}

export function WaysOn({ data }: { data: WaysOnData | undefined }) {
  if (!hasWaysOn(data)) return null;
  return (
    <div className="wm-ways-on flex flex-col gap-8 text-left" data-ways-on="">
      {data.categories.length > 0 ? (
        <nav aria-label={WAYS_ON_CATEGORIES_HEADING} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">{WAYS_ON_CATEGORIES_HEADING}</h2>
          <ul className="flex flex-wrap gap-2" data-ways-on-categories="">
            {data.categories.map((category) => (
              <li key={category.id}>
                <a href={category.url} className="inline-flex min-h-11 items-center rounded-full border border-primary-500 bg-white px-4 py-2 font-medium text-primary-700 hover:bg-primary-50">
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.products.length > 0 ? (
        <section aria-label={WAYS_ON_PRODUCTS_HEADING} className="flex flex-col gap-3" data-ways-on-products="">
          <h2 className="text-xl font-bold">{WAYS_ON_PRODUCTS_HEADING}</h2>
          <ProductGrid products={data.products} columns={4} />
        </section>
      ) : null}
    </div>
  );
}
