// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { cartProduct, cartView, fails, ok, stubShopApi } from '../test/shopApi.ts';
import { SiteProvider } from '../site/SiteContext.tsx';
import { CardAddToCart } from './CardAddToCart.tsx';
import { cartState, resetCartState } from './cart/cartStore.ts';

beforeEach(() => {
  resetCartState();
  window.localStorage.clear();
});

const project = { id: 7, modules: { webshop: { shoppingcart_page: '/mandje', checkout_page: '/kassa' } } };

function renderCards() {
  return render(
    <SiteProvider value={{ project }}>
      <CardAddToCart productId="appeltaart" label="In winkelwagen" className="knop" />
      <CardAddToCart productId="desembrood" label="In winkelwagen" className="knop" />
    </SiteProvider>,
  );
}

describe('the add button of a card', () => {
  test('adds one piece of the checkout part and names what the server added, with the ways on', async () => {
    const api = stubShopApi({
      'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }),
      'shoppingcart/add': ok(cartView({ checkout: { products: [cartProduct({ title: 'Appeltaart', quantity: 1 })], total_quantity: 1 } })),
    });
    renderCards();
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'In winkelwagen' })[0]));
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    expect(api.sent('shoppingcart/add')).toEqual([{ website_id: 7, project_id: 7, shoppingcart_session: 's1', type: 'checkout', quantity: 1, product_id: 'appeltaart', options: [] }]);
    expect(document.querySelector('[data-added-product]')?.textContent).toBe('1 × Appeltaart');
    expect(screen.getByRole('link', { name: 'Naar winkelwagen' }).getAttribute('href')).toBe('/mandje');
    expect(screen.getByRole('link', { name: 'Afrekenen' }).getAttribute('href')).toBe('/kassa');
    expect(cartState().cartQuantity).toBe(1);
  });

  test('one answer at a time: the next card closes the first', async () => {
    stubShopApi({
      'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }),
      'shoppingcart/add': [
        ok(cartView({ checkout: { products: [cartProduct({ title: 'Appeltaart', quantity: 1 })] } })),
        ok(cartView({ checkout: { products: [cartProduct({ id: 2, product_id: 'desembrood', title: 'Desembrood', quantity: 1 })] } })),
      ],
    });
    renderCards();
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'In winkelwagen' })[0]));
    await screen.findByText('1 × Appeltaart');
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'In winkelwagen' })[1]));
    await screen.findByText('1 × Desembrood');
    expect(document.querySelectorAll('[data-add-to-cart-success]')).toHaveLength(1);
  });

  test('a refusal shows inline in the red panel under its button, until the next try', async () => {
    stubShopApi({
      'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }),
      'shoppingcart/add': [fails(409, { quantity: ['Er zijn nog 0 op voorraad.'] }), ok(cartView({ checkout: { products: [cartProduct({ title: 'Appeltaart', quantity: 1 })], total_quantity: 1 } }))],
    });
    renderCards();
    const button = screen.getAllByRole('button', { name: 'In winkelwagen' })[0];
    act(() => fireEvent.click(button));
    const panel = (await screen.findByText('Er zijn nog 0 op voorraad.')).closest('[data-error-panel]') as HTMLElement;
    expect(panel.getAttribute('role')).toBe('alert');
    expect(panel.closest('[data-card-add]')?.contains(button)).toBe(true);
    expect(document.querySelector('[data-toast]')).toBeNull();
    expect(document.querySelector('[data-add-to-cart-success]')).toBeNull();
    act(() => fireEvent.click(button));
    await screen.findByText('1 × Appeltaart');
    expect(document.querySelector('[data-error-panel]')).toBeNull();
  });
});
