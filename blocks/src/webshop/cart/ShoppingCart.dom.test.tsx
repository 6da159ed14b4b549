// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { SiteProvider } from '../../site/SiteContext.tsx';
import type { Project } from '../../site/types.ts';
import { cartProduct, cartView, emptyCartView, fails, ok, stubShopApi } from '../../test/shopApi.ts';
import { cartState, resetCartState } from './cartStore.ts';
import { QUANTITY_DEBOUNCE_MS, ShoppingCart, UNDO_MS } from './ShoppingCart.tsx';
import type { WaysOnData } from '../WaysOn.tsx';
import { categoryCard, productCard } from '../../test/shopFixtures.ts';

const project: Project = { id: 7 };

beforeEach(() => {
  resetCartState();
  window.localStorage.setItem('shoppingcart_session', 'sessie-1');
});

function renderCart(site: Project = project, waysOn?: WaysOnData) {
  return render(
    <SiteProvider value={{ project: site }}>
      <ShoppingCart checkoutPath="/afrekenen" waysOn={waysOn} />
    </SiteProvider>,
  );
}

const totals = (kind: string) => document.querySelector(`[data-cart-section="${kind}"] [data-cart-totals]`) as HTMLElement;
const totalLine = (kind: string, total: string) => totals(kind).querySelector(`[data-total="${total}"]`)?.textContent;
const quantity = () => document.querySelector('[data-cart-quantity]')?.textContent;


test('the spec\'s timing: 200 ms', () => expect(QUANTITY_DEBOUNCE_MS).toBe(200));

describe('the cart page', () => {
  test('loading, then rows with options, prices and totals: shipping, excl, one line per rate, incl', async () => {
    const options = [{ title: 'Formaat', value: '10', label_after_field: 'personen', type: 'select', price: { incl_tax: 0, excl_tax: 0 } }];
    const api = stubShopApi({ 'shoppingcart/get': ok(cartView({ checkout: { products: [cartProduct({ options })] } })) });
    renderCart();
    expect(screen.getByRole('status').textContent).toBe('Winkelwagen laden...');
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    expect(api.sent('shoppingcart/get')).toEqual([{ website_id: 7, project_id: 7, shoppingcart_session: 'sessie-1' }]);
    const line = document.querySelector('[data-cart-line="1"]') as HTMLElement;
    expect(within(line).getByRole('link', { name: 'Appeltaart' }).getAttribute('href')).toBe('/product/appeltaart');
    expect(line.querySelector('[data-cart-line-options]')?.textContent).toBe('Formaat: 10 personen');
    expect(line.querySelector('[data-cart-line-unit]')?.textContent).toBe('€ 24,95');
    expect(line.querySelector('[data-cart-line-total]')?.textContent).toBe('€ 49,90');
    expect(line.textContent).toContain('Per stuk');
    expect(totalLine('checkout', 'shipping')).toBe('Verzendkosten excl. btw€ 5,74');
    expect(totalLine('checkout', 'excl')).toBe('Totaal excl. btw€ 51,52');
    expect([...totals('checkout').querySelectorAll('[data-total="tax"]')].map((entry) => entry.textContent)).toEqual(['21% btw€ 1,21', '9% btw€ 4,12']);
    expect(totalLine('checkout', 'incl')).toBe('Totaal incl. btw€ 56,85');
    expect(totalLine('checkout', 'reverse-charge')).toBeUndefined();
    // The quote part is empty: its own empty text.
    expect(document.querySelector('[data-cart-empty="quote"]')?.textContent).toBe('Geen producten in winkelwagen.');
    expect(screen.getByRole('link', { name: 'Verder naar afrekenen' }).getAttribute('href')).toBe('/afrekenen');
    expect(cartState()).toEqual({ cartQuantity: 2, shoppingcartFetched: true });
  });

  test('reverse charge: no tax lines but 0% BTW verlegd with € 0,00', async () => {
    stubShopApi({
      'shoppingcart/get': ok(cartView({ checkout: { tax_amounts: {}, total_price_incl_tax: 51.52, total_price_with_tax: 51.52 }, vies: { status: 'valid', reverse_charge_applied: true, number: 'BE0123456789', country: 'België' } })),
    });
    renderCart();
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    expect(totals('checkout').querySelector('[data-total="tax"]')).toBeNull();
    expect(totalLine('checkout', 'reverse-charge')).toBe('0% BTW verlegd€ 0,00');
    expect(totalLine('checkout', 'incl')).toBe('Totaal incl. btw€ 51,52');
  });

  test('the project texts replace the fallbacks (per piece, total, tax, continue)', async () => {
    stubShopApi({ 'shoppingcart/get': ok(cartView()) });
    renderCart({ id: 7, translations: { webshop_per_piece: 'Stukprijs', webshop_percentage_tax: 'BTW', webshop_cart_continue: 'Afrekenen', webshop_delete: 'Weg ermee' } });
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    expect(document.querySelector('[data-cart-line]')?.textContent).toContain('Stukprijs');
    expect(totals('checkout').querySelector('[data-rate="21"]')?.textContent).toBe('21% BTW€ 1,21');
    expect(screen.getByRole('link', { name: 'Afrekenen' })).toBeTruthy();
    expect(document.querySelector('[data-cart-delete]')?.textContent).toBe('Weg ermee');
  });

  test.each([
    ['no session', () => window.localStorage.clear(), ok(cartView())],
    ['an empty cart', () => undefined, ok(emptyCartView())],
    ['a failed fetch', () => undefined, fails(500, {})],
  ])('%s: the global empty text (fallback), no continue button', async (_, prepare, answer) => {
    prepare();
    const api = stubShopApi({ 'shoppingcart/get': answer });
    renderCart();
    expect((await screen.findByText('Geen producten in winkelwagen.')).getAttribute('data-cart-empty')).toBe('global');
    expect(screen.queryByRole('link', { name: 'Verder naar afrekenen' })).toBeNull();
    if (_ === 'no session') expect(api.calls).toEqual([]);
    expect(cartState().shoppingcartFetched).toBe(true);
  });

  test("a lost cart (shoppingcart_does_not_exist) is empty and forgets its session; the project's empty texts win", async () => {
    stubShopApi({ 'shoppingcart/get': fails(404, { shoppingcart_does_not_exist: ['Deze winkelwagen bestaat niet (meer).'] }) });
    renderCart({ id: 7, translations: { webshop_cart_empty_global_text: 'Je mandje is leeg.' } });
    await screen.findByText('Je mandje is leeg.');
    expect(window.localStorage.getItem('shoppingcart_session')).toBeNull();
  });

  test('quantity: minus disabled at 1; steps show at once and are sent once, 200 ms after the last; the answer replaces the cart', async () => {
    const api = stubShopApi({
      'shoppingcart/get': ok(cartView({ checkout: { products: [cartProduct({ quantity: 1, total_price_incl_tax: 24.95 })] } })),
      'shoppingcart/update-quantity': ok(cartView({ checkout: { products: [cartProduct({ quantity: 3, total_price_incl_tax: 74.85 })], total_quantity: 3 } })),
    });
    renderCart();
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    vi.useFakeTimers();
    const minus = document.querySelector<HTMLButtonElement>('[data-cart-decrease]')!;
    const plus = document.querySelector<HTMLButtonElement>('[data-cart-increase]')!;
    expect(minus.disabled).toBe(true);
    expect(minus.getAttribute('aria-label')).toBe('Aantal Appeltaart verlagen');
    act(() => fireEvent.click(plus));
    act(() => fireEvent.click(plus));
    expect(quantity()).toBe('3');
    expect(minus.disabled).toBe(false);
    expect(document.querySelector('[data-cart-line-total]')?.textContent).toBe('€ 74,85');
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1));
    expect(api.sent('shoppingcart/update-quantity')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(cartState().cartQuantity).toBe(3));
    expect(api.sent('shoppingcart/update-quantity')).toEqual([{ website_id: 7, project_id: 7, shoppingcart_session: 'sessie-1', cart_product_id: 1, quantity: 3 }]);
    expect(quantity()).toBe('3');
  });

  test('a refused quantity change: a toast with the message and the quantity back', async () => {
    stubShopApi({ 'shoppingcart/get': ok(cartView()), 'shoppingcart/update-quantity': fails(409, { quantity: ['Er zijn nog 2 op voorraad.'] }) });
    renderCart();
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    vi.useFakeTimers();
    act(() => fireEvent.click(document.querySelector('[data-cart-increase]')!));
    expect(quantity()).toBe('3');
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS));
    vi.useRealTimers();
    // The callback must throw while the toast is missing, or waitFor does not wait.
    await waitFor(() => expect(document.querySelector('[data-toast]')).not.toBeNull());
    const toast = document.querySelector('[data-toast]')!;
    expect(toast.textContent).toContain('Er zijn nog 2 op voorraad.');
    // Announced: the toast sits in the region's live status container.
    expect(within(screen.getByRole('region', { name: 'Meldingen' })).getByRole('status').contains(toast)).toBe(true);
    expect(quantity()).toBe('2');
  });

  test('delete: the row goes with the answer; a failed delete shows a toast and keeps the row', async () => {
    const second = cartProduct({ id: 2, product_id: 'brood', title: 'Brood', quantity: 1 });
    const api = stubShopApi({
      'shoppingcart/get': ok(cartView({ checkout: { products: [cartProduct(), second], total_quantity: 3 } })),
      'shoppingcart/delete-product': [ok(cartView()), fails(500, { general: ['Verwijderen is niet gelukt.'] })],
    });
    renderCart();
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Brood' })));
    await waitFor(() => expect(document.querySelector('[data-cart-line="2"]')).toBeNull());
    expect(api.sent('shoppingcart/delete-product')).toEqual([{ website_id: 7, project_id: 7, shoppingcart_session: 'sessie-1', cart_product_id: 2 }]);
    expect(cartState().cartQuantity).toBe(2);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Appeltaart' })));
    await waitFor(() => expect(document.querySelector('[data-toast]')?.textContent).toContain('Verwijderen is niet gelukt.'));
    expect(document.querySelector('[data-cart-line="1"]')).not.toBeNull();
    act(() => fireEvent.click(within(document.querySelector<HTMLElement>('[data-toast]')!).getByRole('button', { name: 'Melding sluiten' })));
    expect(document.querySelector('[data-toast]')).toBeNull();
  });

  test('a quote line shows in the quote section with its own totals; the checkout part its empty text', async () => {
    const quoteLine = cartProduct({ id: 5, title: 'Bruidstaart', quantity: 1, vat_rate: 9, price_incl_tax: 150, price_excl_tax: 137.61, total_price_incl_tax: 150, total_price_excl_tax: 137.61 });
    stubShopApi({
      'shoppingcart/get': ok(
        cartView({
          checkout: { products: [], total_quantity: 0, total_price: 0, total_price_incl_tax: 0, tax_amounts: {}, shipping: null },
          quote: { products: [quoteLine], total_quantity: 1, total_price: 137.61, total_price_incl_tax: 150, total_price_with_tax: 150, tax_amounts: { '9': 12.39 } },
        }),
      ),
    });
    renderCart({ id: 7, translations: { webshop_cart_empty_shoppingcart_text: 'Nog niets om af te rekenen.' } });
    await screen.findByRole('heading', { name: 'Offerteaanvraag' });
    expect(document.querySelector('[data-cart-empty="checkout"]')?.textContent).toBe('Nog niets om af te rekenen.');
    expect(totalLine('quote', 'shipping')).toBeUndefined();
    expect(totalLine('quote', 'tax')).toBe('9% btw€ 12,39');
    expect(totalLine('quote', 'incl')).toBe('Totaal incl. btw€ 150,00');
    expect(cartState().cartQuantity).toBe(1);
  });
});

describe('undo and ways on', () => {
  test("'Verwijderen' can be undone for a few seconds: the same product, quantity, options and part are added again", async () => {
    const options = [{ title: 'Naam op de taart', value: 'Sanne', label_after_field: '', type: 'text', price: { incl_tax: 0, excl_tax: 0 } }];
    const cake = cartProduct({ id: 3, product_id: 'verjaardagstaart', title: 'Verjaardagstaart', quantity: 2, options });
    const api = stubShopApi({
      'shoppingcart/get': ok(cartView({ checkout: { products: [cartProduct(), cake] } })),
      'shoppingcart/delete-product': ok(cartView()),
      'shoppingcart/add': ok(cartView({ checkout: { products: [cartProduct(), { ...cake, id: 4 }] } })),
    });
    renderCart();
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Verjaardagstaart' })));
    await screen.findByText('Verjaardagstaart is verwijderd.');
    expect(document.querySelector('[data-cart-line="3"]')).toBeNull();
    const undo = screen.getByRole('button', { name: 'Ongedaan maken' });
    // The focus moves in an effect after the notice is shown: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(undo));
    act(() => fireEvent.click(undo));
    await waitFor(() => expect(document.querySelector('[data-cart-line="4"]')).not.toBeNull());
    expect(api.sent('shoppingcart/add')).toEqual([
      { website_id: 7, project_id: 7, shoppingcart_session: 'sessie-1', type: 'checkout', quantity: 2, product_id: 'verjaardagstaart', options: [{ title: 'Naam op de taart', value: 'Sanne' }] },
    ]);
    expect(document.querySelector('[data-undo-remove]')).toBeNull();
  });

  test('the offer to undo ends after UNDO_MS', async () => {
    stubShopApi({ 'shoppingcart/get': ok(cartView()), 'shoppingcart/delete-product': ok(emptyCartView()) });
    renderCart();
    await screen.findByRole('heading', { name: 'Winkelwagen' });
    vi.useFakeTimers();
    try {
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Appeltaart' })));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByText('Appeltaart is verwijderd.')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(UNDO_MS);
      });
      expect(document.querySelector('[data-undo-remove]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test("an empty cart offers the shop's categories and a few products", async () => {
    stubShopApi({ 'shoppingcart/get': ok(emptyCartView()) });
    renderCart(project, { categories: [categoryCard('taarten'), categoryCard('brood')], products: [productCard('appeltaart')] });
    await screen.findByText('Geen producten in winkelwagen.');
    const categories = within(screen.getByRole('navigation', { name: 'Bekijk onze categorieën' })).getAllByRole('link');
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Taarten', '/winkel/taarten'],
      ['Brood', '/winkel/brood'],
    ]);
    expect(within(document.querySelector<HTMLElement>('[data-ways-on-products]')!).getByRole('button', { name: 'In winkelwagen' })).toBeTruthy();
  });
});

test("a card of the empty cart's ways on adds its product: the cart shows it at once", async () => {
  window.localStorage.removeItem('shoppingcart_session');
  const api = stubShopApi({
    'shoppingcart/create': ok({ shoppingcart: { session: 'nieuw' } }),
    'shoppingcart/add': ok(cartView({ checkout: { products: [cartProduct({ quantity: 1 })], total_quantity: 1 } })),
    'shoppingcart/get': ok(cartView({ checkout: { products: [cartProduct({ quantity: 1 })], total_quantity: 1 } })),
  });
  renderCart(project, { categories: [], products: [productCard('appeltaart')] });
  await screen.findByText('Geen producten in winkelwagen.');
  act(() => fireEvent.click(within(document.querySelector<HTMLElement>('[data-ways-on-products]')!).getByRole('button', { name: 'In winkelwagen' })));
  await screen.findByRole('heading', { name: 'Winkelwagen' });
  expect(document.querySelector('[data-cart-line="1"]')).not.toBeNull();
  expect(api.calls.map((call) => call.path)).toEqual(['shoppingcart/create', 'shoppingcart/add', 'shoppingcart/get']);
});
