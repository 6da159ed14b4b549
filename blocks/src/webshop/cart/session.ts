/**
 * What the browser remembers of the shop (docs/cart-and-checkout.md): the cart session
 * (`shoppingcart_session`) and the e-mail of the last order looked up
 * (`wm_order_email`), both in localStorage. Storage may be missing or refuse (private
 * mode): reads then answer '' and writes are dropped.
 */
import { HYDRATE_NOW_EVENT } from '../../islands/hydrationMoments.ts';

export const CART_SESSION_KEY = 'shoppingcart_session';
export const ORDER_EMAIL_KEY = 'wm_order_email';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string {
  try {
    return storage()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) storage()?.setItem(key, value);
    else storage()?.removeItem(key);
  } catch {
    // Nothing to remember it in: the cart lives as long as the page.
  }
}

export function cartSession(): string {
  return read(CART_SESSION_KEY);
}

/**
 * Stores the cart session. Islands waiting for it (the header's cart link hydrates
 * only once a cart exists, moment `storage:shoppingcart_session`) hydrate now.
 */
export function setCartSession(session: string): void {
  write(CART_SESSION_KEY, session);
  if (!session || typeof document === 'undefined') return;
  for (const element of document.querySelectorAll(`wm-island[data-hydrate="storage:${CART_SESSION_KEY}"]`)) {
    element.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
  }
}

export function clearCartSession(): void {
  write(CART_SESSION_KEY, '');
}

export function orderEmail(): string {
  return read(ORDER_EMAIL_KEY);
}

export function setOrderEmail(email: string): void {
  write(ORDER_EMAIL_KEY, email);
}
