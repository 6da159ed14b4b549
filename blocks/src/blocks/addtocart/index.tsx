/**
 * Add-to-cart block: the add-to-cart area (the addToCart island) of the product chosen
 * in product_mutated ({id}: the product key), from its card in the page bundle's shop
 * data (bundle.shop.products[key], docs/product-page.md), under the product's title
 * linking to its page. Cards carry no options, VAT rate or form key: the block shows
 * the price, quantity, mode switches, stock and affiliate button; options and the
 * product form live on the product page.
 *
 * Visitors see nothing while no product is chosen or the chosen one is not in the
 * bundle (deleted, unpublished); editors see a note saying which.
 */
import { safeUrl } from '../../links/safeUrl.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import type { FieldValues, ShopData } from '../../site/types.ts';
import { SiteAddToCart } from '../../webshop/AddToCart.tsx';
import { addToCartProduct } from '../../webshop/addToCartProduct.ts';
import { plainField } from '../../webshop/pageFields.ts';

export const ADD_TO_CART_PLACEHOLDER = 'In winkelwagen-knop';
export const CHOOSE_PRODUCT_TEXT = 'Nog geen product gekozen.';

/** The chosen product's key, '' when none. */
export function chosenProduct(value: unknown): string {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' ? id.trim() : '';
}

function productCard(shop: ShopData, key: string): FieldValues | undefined {
  return key && Object.hasOwn(shop.products, key) ? (shop.products[key] as unknown as FieldValues) : undefined;
}

function AddToCartBlock({ props }: BlockProps<'addtocart'>) {
  const { shop, project, editable } = useSite();
  const key = chosenProduct(props.product_mutated);
  const card = productCard(shop, key);
  if (!card) {
    if (!editable) return null;
    return (
      <EditorNotice>
        <p className="font-semibold">{ADD_TO_CART_PLACEHOLDER}</p>
        <p className="mt-1">{key ? `Product ${key} is niet (meer) gevonden.` : CHOOSE_PRODUCT_TEXT}</p>
      </EditorNotice>
    );
  }
  const title = plainField(card.title);
  const href = safeUrl(card.url);
  return (
    <div className="flex flex-col gap-3" data-addtocart-product={key}>
      {title ? (
        <p className="text-lg font-semibold">{href ? <a href={href} className="hover:underline">{title}</a> : title}</p>
      ) : null}
      <SiteAddToCart product={addToCartProduct({ ...card, id: key }, project)} />
    </div>
  );
}

// No product, or one the bundle lacks: nothing for visitors, so no (styled) wrapper either.
export default defineBlock({
  type: 'addtocart',
  render: AddToCartBlock,
  rendersNothingForVisitors: (props, { site }) => productCard(site.shop, chosenProduct(props.product_mutated)) === undefined,
});
