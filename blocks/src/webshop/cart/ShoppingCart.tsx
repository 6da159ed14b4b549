/**
 * The cart page (`shoppingCart` island, hydrates on load): reads the cart
 * (shoppingcart/get; no session or a failed read is an empty cart), then a checkout
 * section and a quote section with their rows and totals, and the continue button to
 * the checkout page. Quantity steps show at once and reach the server 200 ms after the
 * last step of a row (update-quantity); the answer's cart replaces what is shown.
 * Update and delete errors are toasts. The server renders 'Winkelwagen laden...'.
 *
 * 'Verwijderen' removes the line at once (the server's cart, totals included, is shown)
 * and offers 'Ongedaan maken' for UNDO_MS: that adds the same product with the same
 * quantity and options to the same part again (the server prices it anew). An empty
 * cart offers the shop's categories and a few products (../WaysOn.tsx); what is added
 * from those cards shows at once: a card's add (CARD_ADDED_EVENT) has the cart read
 * again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Island } from '../../islands/Island.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { webshopText } from '../texts.ts';
import { WaysOn, type WaysOnData } from '../WaysOn.tsx';
import type { CartType } from '../productModes.ts';
import { addToCart, deleteProduct, fetchCart, updateQuantity, type CartAnswer } from './cartApi.ts';
import { UndoRemove, type Removed } from './UndoRemove.tsx';
import { CartLines, type LineControls } from './CartLines.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CHECKOUT_HEADING, QUOTE_HEADING } from './cartTexts.ts';
import { CartLoading } from './CartLoading.tsx';
import { CARD_ADDED_EVENT } from '../CardAddToCart.tsx';
import type { CartPart, CartProduct, CartView } from './cartView.ts';
import { errorMessages } from './shopCall.ts';
import { ToastRegion, useToasts } from '../../toasts/Toasts.tsx';

export const QUANTITY_DEBOUNCE_MS = 200;
/** How long 'Ongedaan maken' is offered after 'Verwijderen'. */
export const UNDO_MS = 8000;

export interface ShoppingCartProps {
  /** The checkout page (webshop setting checkout_page), computed on the server. */
  checkoutPath: string;
  /** The shop's categories and a few products, for an empty cart. */
  waysOn?: WaysOnData;
}

type LineId = number | string;

/** The cart's line controls; a section passes on its own part with a delete. */
type PartControls = Omit<LineControls, 'onDelete'> & { onDelete: (product: CartProduct, type: CartType) => void };

function useCartLines(apiBase: string, projectId: string | number, setView: (view: CartView) => void, showErrors: (messages: string[]) => void, onRemoved: (removed: Removed) => void) {
  const [steps, setSteps] = useState<Map<LineId, number>>(new Map());
  const [deleting, setDeleting] = useState<Set<LineId>>(new Set());
  const timers = useRef(new Map<LineId, ReturnType<typeof setTimeout>>());
  const context = useMemo(() => ({ apiBase, projectId }), [apiBase, projectId]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const forget = (id: LineId, quantity?: number) =>
    setSteps((map) => {
      if (!map.has(id) || (quantity !== undefined && map.get(id) !== quantity)) return map;
      const next = new Map(map);
      next.delete(id);
      return next;
    });

  const answered = (answer: CartAnswer) => {
    if (answer.ok) setView(answer.view);
    else showErrors(errorMessages(answer.errors));
  };

  const onQuantity = (product: CartProduct, quantity: number) => {
    if (quantity < 1) return;
    setSteps((map) => new Map(map).set(product.id, quantity));
    clearTimeout(timers.current.get(product.id));
    timers.current.set(
      product.id,
      setTimeout(() => {
        timers.current.delete(product.id);
        void updateQuantity(context, product.id, quantity).then((answer) => {
          answered(answer);
          // A newer step of the same row stays shown until its own answer.
          forget(product.id, quantity);
        });
      }, QUANTITY_DEBOUNCE_MS),
    );
  };

  const onDelete = (product: CartProduct, type: CartType) => {
    clearTimeout(timers.current.get(product.id));
    timers.current.delete(product.id);
    setDeleting((set) => new Set(set).add(product.id));
    void deleteProduct(context, product.id).then((answer) => {
      answered(answer);
      if (answer.ok) onRemoved({ product, type });
      forget(product.id);
      setDeleting((set) => {
        const next = new Set(set);
        next.delete(product.id);
        return next;
      });
    });
  };

  const controls: PartControls = {
    quantityOf: (product) => steps.get(product.id) ?? product.quantity,
    onQuantity,
    onDelete,
    deleting,
  };
  return controls;
}

function CartSection({ heading, part, emptyText, view, controls, kind }: { heading: string; part: CartPart; emptyText: string; view: CartView; controls: PartControls; kind: CartType }) {
  return (
    <section className="flex flex-col gap-4" aria-label={heading} data-cart-section={kind}>
      <h2 className="text-xl font-bold">{heading}</h2>
      {part.products.length === 0 ? (
        <p className="wm-cart-empty" data-cart-empty={kind}>
          {emptyText}
        </p>
      ) : (
        <>
          <CartLines products={part.products} showPriceTaxIncluded={view.showPriceTaxIncluded} controls={{ ...controls, onDelete: (product) => controls.onDelete(product, kind) }} />
          <CartTotals part={part} reverseCharge={view.vies.reverse_charge_applied} />
        </>
      )}
    </section>
  );
}

/** The line removed last, while it can be put back. */
function useUndo(apiBase: string, projectId: string | number, setView: (view: CartView) => void, showErrors: (messages: string[]) => void) {
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [restoring, setRestoring] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const offer = useCallback((next: Removed) => {
    clearTimeout(timer.current);
    setRemoved(next);
    timer.current = setTimeout(() => setRemoved(null), UNDO_MS);
  }, []);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setRemoved(null);
  }, []);
  const undo = () => {
    if (!removed || restoring) return;
    clearTimeout(timer.current);
    const { product, type } = removed;
    setRestoring(true);
    const options = product.options.map((option) => ({ title: option.title, value: option.value }));
    void addToCart({ apiBase, projectId }, { type, quantity: product.quantity, product_id: product.product_id, options }).then((answer) => {
      setRestoring(false);
      setRemoved(null);
      if (answer.ok) setView(answer.view);
      else showErrors(errorMessages(answer.errors));
    });
  };
  return { removed, restoring, offer, undo, dismiss };
}

export function ShoppingCart({ checkoutPath, waysOn }: ShoppingCartProps) {
  const { project, apiBase } = useSite();
  const [view, setView] = useState<CartView | null>(null);
  const { toasts, show, dismiss } = useToasts();
  const projectId = project.id;
  const undo = useUndo(apiBase, projectId, setView, show);
  const controls = useCartLines(apiBase, projectId, setView, show, undo.offer);
  const texts = {
    checkoutEmpty: webshopText(project, 'webshop_cart_empty_shoppingcart_text'),
    quoteEmpty: webshopText(project, 'webshop_cart_empty_quote_text'),
    globalEmpty: webshopText(project, 'webshop_cart_empty_global_text'),
    continue: webshopText(project, 'webshop_cart_continue'),
  };

  useEffect(() => {
    let current = true;
    void fetchCart({ apiBase, projectId }).then((loaded) => {
      if (current) setView(loaded);
    });
    return () => {
      current = false;
    };
  }, [apiBase, projectId]);

  // A card of the ways on added a product: show the cart with it.
  useEffect(() => {
    let current = true;
    const reload = () => {
      void fetchCart({ apiBase, projectId }).then((loaded) => {
        if (current) setView(loaded);
      });
    };
    document.addEventListener(CARD_ADDED_EVENT, reload);
    return () => {
      current = false;
      document.removeEventListener(CARD_ADDED_EVENT, reload);
    };
  }, [apiBase, projectId]);

  if (!view) return <CartLoading />;
  const empty = view.checkout.products.length === 0 && view.quote.products.length === 0;
  return (
    <div className="wm-shoppingcart flex flex-col gap-10" data-shoppingcart="" data-cart-state={empty ? 'empty' : 'filled'}>
      {empty ? (
        <>
          <p className="wm-cart-empty text-lg" data-cart-empty="global">
            {texts.globalEmpty}
          </p>
          <WaysOn data={waysOn} />
        </>
      ) : (
        <>
          <CartSection kind="checkout" heading={CHECKOUT_HEADING} part={view.checkout} emptyText={texts.checkoutEmpty} view={view} controls={controls} />
          <CartSection kind="quote" heading={QUOTE_HEADING} part={view.quote} emptyText={texts.quoteEmpty} view={view} controls={controls} />
          <a href={safeUrl(checkoutPath) ?? '/afrekenen'} className="inline-flex min-h-11 items-center self-end rounded bg-primary-500 px-6 py-3 font-semibold text-white hover:bg-primary-600" data-cart-continue="">
            {texts.continue}
          </a>
        </>
      )}
      <UndoRemove removed={undo.removed} restoring={undo.restoring} onUndo={undo.undo} onDismiss={undo.dismiss} />
      <ToastRegion toasts={toasts} dismiss={dismiss} />
    </div>
  );
}

/** The cart on a page: an island hydrating on load (the cart is known only in the browser). */
export function SiteShoppingCart(props: ShoppingCartProps) {
  return <Island name="shoppingCart" props={props} />;
}
