/**
 * The cart calls of the webshop API (spec 000 §7, docs/cart-and-checkout.md): create,
 * get, add (creating the cart on the first add; a cart the server no longer knows is
 * replaced once), quantity, delete, user details, shipping and payment method, and
 * placing the order. Every answer that carries the cart updates the shared count
 * (cartStore.ts) and marks the cart as fetched; placing the order forgets the cart
 * session.
 */
import type { AddToCartDetail } from '../AddToCart.tsx';
import { cartFetched, cartState, setCartQuantity } from './cartStore.ts';
import { cartQuantity, emptyCartView, readCartView, type CartView } from './cartView.ts';
import { paymentTarget } from './navigation.ts';
import { cartSession, clearCartSession, setCartSession } from './session.ts';
import { shopCall, type ErrorMap, type ShopAnswer, type ShopContext } from './shopCall.ts';

/** The error key of a cart session the server does not (or no longer) know. */
export const CART_GONE = 'shoppingcart_does_not_exist';

export interface CartFailure {
  ok: false;
  status: number;
  errors: ErrorMap;
}

export type CartAnswer = { ok: true; view: CartView } | CartFailure;

function isGone(answer: ShopAnswer<unknown>): boolean {
  return !answer.ok && answer.status === 404 && CART_GONE in answer.errors;
}

/** How many cart answers have set the count so far (see readCart). */
let answersApplied = 0;

function asCart(answer: ShopAnswer<unknown>, applyCount = true): CartAnswer {
  if (!answer.ok) {
    if (isGone(answer)) clearCartSession();
    return answer;
  }
  const view = readCartView(answer.data);
  // Every cart answer is the whole cart: after it the count is known.
  if (applyCount) {
    answersApplied += 1;
    cartFetched(cartQuantity(view));
  }
  return { ok: true, view };
}

/** A new cart; its session is stored and answered. */
export async function createCart(context: ShopContext): Promise<CartFailure | string> {
  const answer = await shopCall<{ shoppingcart?: { session?: unknown } }>(context, 'shoppingcart/create');
  if (!answer.ok) return answer;
  const session = answer.data.shoppingcart?.session;
  if (typeof session !== 'string' || !session) return { ok: false, status: answer.status, errors: { general: ['De winkelwagen kon niet worden aangemaakt.'] } };
  setCartSession(session);
  return session;
}

let pendingFetch: Promise<CartView> | null = null;

/**
 * The visitor's cart: empty without a session, and empty when the call fails (spec 000
 * §8: a failed cart fetch is an empty cart). Marks the cart as fetched. Islands asking
 * at the same time (the header's link and the cart page) share one call.
 */
export function fetchCart(context: ShopContext): Promise<CartView> {
  pendingFetch ??= readCart(context).finally(() => {
    pendingFetch = null;
  });
  return pendingFetch;
}

async function readCart(context: ShopContext): Promise<CartView> {
  const session = cartSession();
  let view = emptyCartView();
  const before = answersApplied;
  if (session) {
    const answer = asCart(await shopCall(context, 'shoppingcart/get', { shoppingcart_session: session }), false);
    if (answer.ok) view = answer.view;
  }
  // A write answered while this read was under way (the header's link reads the cart
  // as the first add creates it) may be newer than what the read saw: its count stays.
  if (answersApplied === before) {
    answersApplied += 1;
    cartFetched(cartQuantity(view));
  }
  return view;
}

/** Reads the cart once for the page (the header's count); nothing when it was read already. */
export function ensureCartFetched(context: ShopContext): Promise<CartView | null> {
  return cartState().shoppingcartFetched ? Promise.resolve(null) : fetchCart(context);
}

/**
 * Adds a product (the add-to-cart area's payload). Creates the cart on the first add;
 * when the server answers that the cart does not exist, the session is dropped, a new
 * cart created and the add tried once more.
 */
export async function addToCart(context: ShopContext, detail: AddToCartDetail): Promise<CartAnswer> {
  const first = await addOnce(context, detail);
  if (!isGone(first)) return asCart(first);
  clearCartSession();
  return asCart(await addOnce(context, detail));
}

async function addOnce(context: ShopContext, detail: AddToCartDetail): Promise<ShopAnswer<unknown>> {
  const session = cartSession() || (await createCart(context));
  if (typeof session !== 'string') return session;
  return shopCall(context, 'shoppingcart/add', { shoppingcart_session: session, ...detail });
}

/** A write to an existing cart (quantity, delete, details, methods). */
export async function writeCart(context: ShopContext, path: string, fields: Record<string, unknown>): Promise<CartAnswer> {
  const session = cartSession();
  if (!session) return { ok: false, status: 404, errors: { [CART_GONE]: ['Deze winkelwagen bestaat niet (meer).'] } };
  return asCart(await shopCall(context, path, { shoppingcart_session: session, ...fields }));
}

export const updateQuantity = (context: ShopContext, cartProductId: number | string, quantity: number) =>
  writeCart(context, 'shoppingcart/update-quantity', { cart_product_id: cartProductId, quantity });

export const deleteProduct = (context: ShopContext, cartProductId: number | string) =>
  writeCart(context, 'shoppingcart/delete-product', { cart_product_id: cartProductId });

export const saveUserDetails = (context: ShopContext, details: Record<string, unknown>) => writeCart(context, 'shoppingcart/add/user-details', details);

export const saveShippingMethod = (context: ShopContext, key: string) => writeCart(context, 'shoppingcart/add/shipping-method', { shipping_method: key });

export const savePaymentMethod = (context: ShopContext, id: string) => writeCart(context, 'shoppingcart/add/payment-method', { payment_method: id });

export type OrderAnswer = { ok: true; paymentUrl: string } | { ok: false; status: number; errors: ErrorMap };

/** Places the order; on success the cart session is forgotten (the count drops to 0). */
export async function createOrder(context: ShopContext, agreement: boolean): Promise<OrderAnswer> {
  const session = cartSession();
  const answer = await shopCall<{ payment?: { url?: unknown } }>(context, 'orders/create', { shoppingcart_session: session, agreement });
  if (!answer.ok) {
    if (isGone(answer)) clearCartSession();
    return answer;
  }
  clearCartSession();
  setCartQuantity(0);
  const url = answer.data.payment?.url;
  return { ok: true, paymentUrl: typeof url === 'string' ? paymentTarget(url) : '' };
}
