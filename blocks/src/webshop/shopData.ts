/**
 * Reading the shop's cards defensively: the bundle's `shop` (by key, listings by
 * block id), a category page's custom_fields (products, sub_categories, filters) and
 * the search answer's results all hold ProductCard / CategoryCard objects
 * (docs/shop-blocks.md). A card without a title is dropped; missing fields read empty.
 */
import type { CategoryCard, ProductCard, ShopData } from '../site/types.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The fields of a ProductCard besides id, title and url, kept as they come. */
const PRODUCT_CARD_FIELDS = [
  'main_image', 'price', 'sale_price', 'hide_price', 'show_price_tax_included', 'before_price_text', 'after_price_text',
  'layout', 'enable_checkout', 'enable_quote', 'enable_form', 'enable_affiliate', 'affiliate_link', 'stock_management', 'in_stock', 'has_options',
] as const;

/**
 * A product card, or null when the value is not one (no title). Only the card's own
 * fields are kept: cards travel as island props, and a search result or bundle card
 * with more fields should not make the page heavier.
 */
export function readProductCard(value: unknown): ProductCard | null {
  if (!isRecord(value) || !text(value.title).trim()) return null;
  const card: Record<string, unknown> = { id: text(value.id), title: text(value.title).trim(), url: text(value.url) };
  for (const field of PRODUCT_CARD_FIELDS) if (value[field] !== undefined) card[field] = value[field];
  return card as unknown as ProductCard;
}

/** A category card, or null when the value is not one (no title). */
export function readCategoryCard(value: unknown): CategoryCard | null {
  if (!isRecord(value) || !text(value.title).trim()) return null;
  const count = Number(value.product_count);
  return {
    id: text(value.id),
    title: text(value.title).trim(),
    url: text(value.url),
    image: text(value.image),
    short_description: text(value.short_description),
    product_count: Number.isInteger(count) && count >= 0 ? count : undefined,
  };
}

export function productCards(value: unknown): ProductCard[] {
  return Array.isArray(value) ? value.map(readProductCard).filter((card): card is ProductCard => card !== null) : [];
}

export function categoryCards(value: unknown): CategoryCard[] {
  return Array.isArray(value) ? value.map(readCategoryCard).filter((card): card is CategoryCard => card !== null) : [];
}

function listing(shop: ShopData, blockId: string): string[] {
  const keys = isRecord(shop.listings) && Object.hasOwn(shop.listings, blockId) ? shop.listings[blockId] : [];
  return Array.isArray(keys) ? keys.map(text).filter(Boolean) : [];
}

function cardsByKey<T>(map: unknown, keys: string[], read: (value: unknown) => T | null): T[] {
  if (!isRecord(map)) return [];
  return keys.map((key) => (Object.hasOwn(map, key) ? read(map[key]) : null)).filter((card): card is T => card !== null);
}

/** The products listed by the block `blockId`, in the listing's order. */
export function listedProducts(shop: ShopData, blockId: string): ProductCard[] {
  return cardsByKey(shop.products, listing(shop, blockId), readProductCard);
}

/** The categories listed by the block `blockId`, in the listing's order. */
export function listedCategories(shop: ShopData, blockId: string): CategoryCard[] {
  return cardsByKey(shop.categories, listing(shop, blockId), readCategoryCard);
}
