// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SiteProvider } from '../../site/SiteContext.tsx';
import { cartView, ok, stubShopApi } from '../../test/shopApi.ts';
import { addToCart } from './cartApi.ts';
import { CartLink } from './CartLink.tsx';
import { ShoppingCart } from './ShoppingCart.tsx';
import { cartState, resetCartState, setCartQuantity, subscribeCart } from './cartStore.ts';

beforeEach(() => resetCartState());

function renderLinks() {
  return render(
    <SiteProvider value={{ project: { id: 7 } }}>
      <CartLink href="/winkelwagen" />
      <CartLink href="/winkelwagen" />
    </SiteProvider>,
  );
}

describe('the shared cart count', () => {
  test('starts at 0, not fetched; fetched turns true once and stays; listeners hear every change', () => {
    expect(cartState()).toEqual({ cartQuantity: 0, shoppingcartFetched: false });
    const heard: number[] = [];
    const stop = subscribeCart(() => heard.push(cartState().cartQuantity));
    setCartQuantity(2);
    expect(cartState()).toEqual({ cartQuantity: 2, shoppingcartFetched: false });
    stop();
    setCartQuantity(4);
    expect(heard).toEqual([2]);
  });
});

describe('the header cart link', () => {
  test('no session: no call, a plain link without a count', () => {
    const api = stubShopApi({});
    renderLinks();
    const [link] = screen.getAllByRole('link', { name: 'Winkelwagen' });
    expect(link.getAttribute('href')).toBe('/winkelwagen');
    expect(document.querySelector('[data-cart-count]')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  test('with a session: the cart is read once for every link; count = cart + quote, with an accessible label', async () => {
    window.localStorage.setItem('shoppingcart_session', 'sessie-1');
    const api = stubShopApi({ 'shoppingcart/get': ok(cartView({ quote: { total_quantity: 1 } })) });
    renderLinks();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Winkelwagen (3 producten)' })).toHaveLength(2));
    expect([...document.querySelectorAll('[data-cart-count]')].map((badge) => badge.textContent)).toEqual(['3', '3']);
    expect(api.sent('shoppingcart/get')).toHaveLength(1);
    expect(cartState().shoppingcartFetched).toBe(true);
  });

  test('the cart page and the header link read the cart with one call; the page changes the count', async () => {
    window.localStorage.setItem('shoppingcart_session', 'sessie-1');
    const api = stubShopApi({ 'shoppingcart/get': ok(cartView()), 'shoppingcart/delete-product': ok(cartView({ checkout: { products: [], total_quantity: 0 } })) });
    render(
      <SiteProvider value={{ project: { id: 7 } }}>
        <CartLink href="/winkelwagen" />
        <ShoppingCart checkoutPath="/afrekenen" />
      </SiteProvider>,
    );
    await screen.findByRole('link', { name: 'Winkelwagen (2 producten)' });
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    expect(api.sent('shoppingcart/get')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Verwijderen: Appeltaart' }).click());
    await screen.findByRole('link', { name: 'Winkelwagen (0 producten)' });
  });

  test('an add elsewhere on the page updates the count at once', async () => {
    window.localStorage.setItem('shoppingcart_session', 'sessie-1');
    stubShopApi({
      'shoppingcart/get': ok(cartView({ checkout: { total_quantity: 0, products: [] } })),
      'shoppingcart/add': ok(cartView({ checkout: { total_quantity: 1 } })),
    });
    renderLinks();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Winkelwagen (0 producten)' })).toHaveLength(2));
    expect(document.querySelector('[data-cart-count]')).toBeNull();
    await act(async () => {
      await addToCart({ apiBase: '', projectId: 7 }, { type: 'checkout', quantity: 1, product_id: 'appeltaart', options: [] });
    });
    expect(screen.getAllByRole('link', { name: 'Winkelwagen (1 product)' })).toHaveLength(2);
  });

  test('a read of the cart that answers after an add does not take the count back', async () => {
    // The first add creates the cart; the header's link wakes and reads the cart, and the
    // server answers that read (still empty) after the add's answer.
    window.localStorage.setItem('shoppingcart_session', 'sessie-1');
    let answerRead: () => void = () => {};
    const read = new Promise<void>((resolve) => { answerRead = resolve; });
    stubShopApi({
      'shoppingcart/get': async () => { await read; return { body: cartView({ checkout: { total_quantity: 0, products: [] } }) }; },
      'shoppingcart/add': ok(cartView({ checkout: { total_quantity: 1 } })),
    });
    renderLinks();
    await act(async () => {
      await addToCart({ apiBase: '', projectId: 7 }, { type: 'checkout', quantity: 1, product_id: 'appeltaart', options: [] });
    });
    expect(screen.getAllByRole('link', { name: 'Winkelwagen (1 product)' })).toHaveLength(2);
    await act(async () => { answerRead(); await read; });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getAllByRole('link', { name: 'Winkelwagen (1 product)' })).toHaveLength(2);
    expect(cartState()).toEqual({ cartQuantity: 1, shoppingcartFetched: true });
  });
});
