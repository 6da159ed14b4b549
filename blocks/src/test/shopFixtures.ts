/** Shop cards for tests: products in each card layout and categories, as the bundle sends them. */
import type { CategoryCard, ProductCard, ShopData } from '../site/types.ts';

export function productCard(id: string, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    title: id.charAt(0).toUpperCase() + id.slice(1),
    url: `/product/${id}`,
    main_image: `/media/demo/${id}.jpg`,
    price: { incl_tax: 24.95, excl_tax: 22.89 },
    sale_price: null,
    hide_price: false,
    show_price_tax_included: true,
    before_price_text: '',
    after_price_text: '',
    layout: '0',
    enable_checkout: true,
    enable_quote: false,
    enable_form: false,
    enable_affiliate: false,
    affiliate_link: '',
    stock_management: false,
    in_stock: true,
    ...extra,
  };
}

export function categoryCard(id: string, extra: Partial<CategoryCard> = {}): CategoryCard {
  return {
    id,
    title: id.charAt(0).toUpperCase() + id.slice(1),
    url: `/winkel/${id}`,
    image: `/media/demo/${id}.jpg`,
    short_description: '',
    product_count: 12,
    ...extra,
  };
}

export const appeltaart = productCard('appeltaart', { price: { incl_tax: 1234.56, excl_tax: 1132.62 }, sale_price: { incl_tax: 999.5, excl_tax: 916.97 } });
export const bruidstaart = productCard('bruidstaart', { layout: '2', enable_checkout: false, enable_quote: true, hide_price: true });
export const desembrood = productCard('desembrood', { layout: '1', show_price_tax_included: false, price: { incl_tax: 4.5, excl_tax: 4.13 } });
export const koekjes = productCard('koekjes', { layout: '3', price: { incl_tax: 3, excl_tax: 2.75 }, stock_management: true, in_stock: false });

export const taarten = categoryCard('taarten', { product_count: 8 });
export const brood = categoryCard('brood', { product_count: 1, image: '' });
export const koek = categoryCard('koek', { product_count: 0 });

/** A bundle's shop with one products listing ('lijst') and one categories listing ('cats'). */
export const shop: ShopData = {
  products: { appeltaart, bruidstaart, desembrood, koekjes },
  categories: { taarten, brood, koek },
  listings: { lijst: ['appeltaart', 'bruidstaart', 'desembrood', 'koekjes', 'onbekend'], cats: ['taarten', 'brood', 'koek'] },
};
