/**
 * The cart state every island of a page shares (spec 001 §3 "Cart state"):
 * `cartQuantity` (pieces in cart plus quote, starts 0) and `shoppingcartFetched`
 * (false until the cart was read once, then true for good). Module-level, so the
 * add-to-cart area, the header's cart link and the cart page, each its own React
 * root, see the same numbers; React reads it through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

export interface CartState {
  cartQuantity: number;
  shoppingcartFetched: boolean;
}

const INITIAL: CartState = Object.freeze({ cartQuantity: 0, shoppingcartFetched: false });

let state: CartState = INITIAL;
const listeners = new Set<() => void>();

export function cartState(): CartState {
  return state;
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function update(next: CartState): void {
  if (next.cartQuantity === state.cartQuantity && next.shoppingcartFetched === state.shoppingcartFetched) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The cart was read (or known to be empty): its quantity, and fetched for good. */
export function cartFetched(quantity: number): void {
  update({ cartQuantity: quantity, shoppingcartFetched: true });
}

/** A cart write answered: the new quantity; `shoppingcartFetched` stays as it was. */
export function setCartQuantity(quantity: number): void {
  update({ ...state, cartQuantity: quantity });
}

/** Tests only: the page's first state (modules outlive a test file here). */
export function resetCartState(): void {
  state = INITIAL;
}

/** The shared cart state in a component; the server (and hydration) see the first state. */
export function useCartState(): CartState {
  return useSyncExternalStore(subscribeCart, cartState, () => INITIAL);
}
