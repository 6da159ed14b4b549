/**
 * The 'In winkelwagen' button of a simple product's card (`cardAddToCart` island,
 * hydrating on the first interaction; a click before that is replayed). It adds one
 * piece to the checkout part through shoppingcart/add, the same call as the product
 * page; the server decides the price and what is added, and its cart names it in the
 * same answer as the product page's (cart/AddedToCart.tsx), floating in a corner.
 * A refusal is shown under the button in the red panel (spec 000 §8: add-to-cart errors
 * inline), until the next try. One answer floats at a time: a card that shows its answer
 * closes the others' (CARD_ADDED_EVENT on the document).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { SpinnerIcon } from '../icons/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { useIslandRendering } from '../islands/IslandRendering.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { AddedToCart, addedItem, type AddedItem } from './cart/AddedToCart.tsx';
import { addToCart } from './cart/cartApi.ts';
import { ErrorPanel } from './cart/ErrorPanel.tsx';
import type { ErrorMap } from './cart/shopCall.ts';

/** Dispatched on the document when a card shows its answer; detail: the card's id. */
export const CARD_ADDED_EVENT = 'wm:card-added';

export interface CardAddToCartProps {
  productId: string;
  /** The button's text (webshop_index_buyable_button), made on the server. */
  label: string;
  className: string;
}

export function CardAddToCart({ productId, label, className }: CardAddToCartProps) {
  const { project, apiBase } = useSite();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<AddedItem | null>(null);
  const [errors, setErrors] = useState<ErrorMap | null>(null);
  const close = useCallback(() => setAdded(null), []);
  const own = useId();

  useEffect(() => {
    const onOther = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== own) setAdded(null);
    };
    document.addEventListener(CARD_ADDED_EVENT, onOther);
    return () => document.removeEventListener(CARD_ADDED_EVENT, onOther);
  }, [own]);

  const add = () => {
    if (adding) return;
    setAdding(true);
    setAdded(null);
    setErrors(null);
    const detail = { type: 'checkout' as const, quantity: 1, product_id: productId, options: [] };
    void addToCart({ apiBase, projectId: project.id }, detail).then((answer) => {
      setAdding(false);
      if (!answer.ok) {
        setErrors(answer.errors);
        return;
      }
      document.dispatchEvent(new CustomEvent(CARD_ADDED_EVENT, { detail: own }));
      setAdded(addedItem(answer.view, detail) ?? { type: 'checkout', title: '', quantity: 1, options: [] });
    });
  };

  // The wrapper lays nothing out until there is a panel (the card's own flex places the
  // button); then button and panel stack, also in the overlay card's row. It stays the
  // same element either way, so the button keeps its focus.
  return (
    <div className={errors ? 'flex flex-col gap-2' : 'contents'} data-card-add="">
      <button type="button" className={className} data-card-button="add" data-cart-action="checkout" data-product-id={productId} aria-disabled={adding || undefined} onClick={add}>
        {adding ? <SpinnerIcon /> : null}
        {label}
      </button>
      <ErrorPanel errors={errors} className="px-3 py-2 text-sm" />
      <AddedToCart added={added} onClose={close} floating />
    </div>
  );
}

/**
 * The card's add button on a page: an island hydrating on the first interaction. Inside
 * another island (cards the cart's or the search's island renders only in the browser)
 * it is that island's own component: this module is imported by the card anyway, so
 * it never waits for a loader.
 */
export function SiteCardAddToCart(props: CardAddToCartProps) {
  const { collector, inside } = useIslandRendering();
  if (!collector || inside) return <CardAddToCart {...props} />;
  return <Island name="cardAddToCart" props={props} />;
}
