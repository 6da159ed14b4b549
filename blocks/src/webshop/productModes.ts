/**
 * Which ordering modes a product offers (spec 000 §4, "Product mode"): cart or form
 * when both are enabled (the Cart/Form switch), checkout or quote when both are enabled
 * (the Cart/Quote switch); the defaults are cart and checkout. A product without
 * checkout and quote but with a form is form-only; without any of the three it offers
 * no ordering (an affiliate link may still show).
 */

export type ProductMode = 'cart' | 'form' | 'none';
export type CartType = 'checkout' | 'quote';

export interface ModeFlags {
  checkout: boolean;
  quote: boolean;
  form: boolean;
}

export interface ProductModes {
  /** Both cart and form: the visitor switches between them. */
  cartFormSwitch: boolean;
  /** Both checkout and quote: the visitor switches between them (in cart mode). */
  cartQuoteSwitch: boolean;
  initialMode: ProductMode;
  initialType: CartType;
}

export function productModes({ checkout, quote, form }: ModeFlags): ProductModes {
  const cart = checkout || quote;
  let initialMode: ProductMode = 'none';
  if (cart) initialMode = 'cart';
  else if (form) initialMode = 'form';
  return {
    cartFormSwitch: cart && form,
    cartQuoteSwitch: checkout && quote,
    initialMode,
    initialType: checkout || !quote ? 'checkout' : 'quote',
  };
}
