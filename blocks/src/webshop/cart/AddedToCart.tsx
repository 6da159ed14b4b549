/**
 * The answer to an add (product page and product cards): the success sentence of the
 * project (webshop_single_buyable_addtocart_success / _quote_), what was added as the
 * server's cart names it ('2 × Verjaardagstaart met naam' with its options), and the
 * ways on: 'Naar winkelwagen' (the cart page of the project's settings) and, for the
 * checkout part, 'Afrekenen' (the checkout page of the settings).
 *
 * Inline under the product page's button, floating in a corner for a card. The live
 * region is always there, so screen readers hear it fill. It stays until closed (a
 * panel with links must not run away), until the shopper changes what they are
 * choosing, or until Escape.
 */
import { useEffect } from 'react';
import { CloseIcon } from '../../icons/Icon.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { joinClasses } from '../../style/fieldClasses.ts';
import { cartPath, checkoutPath } from '../pageFields.ts';
import type { CartType } from '../productModes.ts';
import { webshopText } from '../texts.ts';
import { CLOSE_ADDED_TEXT, TO_CART_TEXT, TO_CHECKOUT_TEXT } from './cartTexts.ts';
import { optionLine } from './CartLines.tsx';
import type { CartProduct, CartView } from './cartView.ts';

export interface AddedItem {
  type: CartType;
  title: string;
  quantity: number;
  /** 'title: value' of the options the line carries. */
  options: string[];
}

export interface AddedRequest {
  type: CartType;
  product_id: string;
  quantity: number | string;
  options: Array<{ title: string; value: string }>;
}

function sameOptions(line: CartProduct, request: AddedRequest): boolean {
  const sent = new Map(request.options.map((option) => [option.title.trim().toLowerCase(), option.value.trim()]));
  return line.options.every((option) => {
    const value = sent.get(option.title.trim().toLowerCase());
    return value === undefined || value === option.value.trim() || (option.type === 'checkbox' && value === '1');
  });
}

/** What the server's cart says was added: the line of the product with these options. */
export function addedItem(view: CartView, request: AddedRequest): AddedItem | null {
  const lines = view[request.type].products.filter((line) => line.product_id === request.product_id);
  const line = lines.find((candidate) => sameOptions(candidate, request)) ?? lines.at(-1);
  if (!line) return null;
  const quantity = typeof request.quantity === 'number' ? request.quantity : Number.parseInt(request.quantity, 10) || 1;
  return { type: request.type, title: line.title, quantity, options: line.options.map(optionLine) };
}

const LINK = 'inline-flex min-h-11 items-center justify-center rounded px-4 py-2 font-semibold';

export interface AddedToCartProps {
  added: AddedItem | null;
  onClose: () => void;
  /** A card's answer floats in a corner of the screen; the product page's sits inline. */
  floating?: boolean;
}

export function AddedToCart({ added, onClose, floating = false }: AddedToCartProps) {
  const { project } = useSite();
  const cartHref = safeUrl(cartPath(project)) ?? '';
  const checkoutHref = safeUrl(checkoutPath(project)) ?? '';

  useEffect(() => {
    if (!added) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [added, onClose]);

  const success = added ? webshopText(project, added.type === 'quote' ? 'webshop_single_quote_addtocart_success' : 'webshop_single_buyable_addtocart_success') : '';
  return (
    <div
      role="status"
      className={joinClasses(
        floating ? 'fixed inset-x-4 bottom-4 z-50 sm:inset-x-auto sm:right-4 sm:w-96' : '',
        added ? '' : 'sr-only',
      )}
      data-added-to-cart={added ? added.type : undefined}
    >
      {added ? (
        <div className={joinClasses('flex flex-col gap-3 rounded border border-green-700 bg-green-50 p-4 text-dark', floating ? 'shadow-xl' : '')} data-add-to-cart-success="">
          <div className="flex items-start gap-3">
            <p className="flex-1 font-medium text-green-800">{success}</p>
            <button type="button" className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-green-100" aria-label={CLOSE_ADDED_TEXT} onClick={onClose} data-added-close="">
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          {added.title ? (
            <div data-added-product="">
              <p className="font-semibold">
                {added.quantity} × {added.title}
              </p>
              {added.options.length > 0 ? (
                <ul className="text-sm opacity-80">
                  {added.options.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <a href={cartHref} className={joinClasses(LINK, 'border border-primary-500 bg-white text-primary-700 hover:bg-primary-50')} data-added-to-cart-link="">
              {TO_CART_TEXT}
            </a>
            {added.type === 'checkout' ? (
              <a href={checkoutHref} className={joinClasses(LINK, 'bg-primary-500 text-white hover:bg-primary-600')} data-added-checkout-link="">
                {TO_CHECKOUT_TEXT}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
