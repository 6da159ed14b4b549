// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { SiteProvider } from '../../site/SiteContext.tsx';
import { cartView, emptyCartView, fails, ok, stubShopApi, type ShopHandler } from '../../test/shopApi.ts';
import { resetCartState } from './cartStore.ts';
import { Checkout } from './Checkout.tsx';
import { NO_PAYMENT_METHODS_TEXT, NO_SHIPPING_METHODS_TEXT } from './cartTexts.ts';
import { navigation } from './navigation.ts';
import { USER_DETAILS_DEBOUNCE_MS } from './useUserDetails.ts';

beforeEach(() => {
  resetCartState();
  window.localStorage.setItem('shoppingcart_session', 'sessie-1');
});

async function renderCheckout(handlers: Record<string, ShopHandler | ShopHandler[]>) {
  const api = stubShopApi({ 'shoppingcart/get': ok(cartView()), ...handlers });
  render(
    <SiteProvider value={{ project: { id: 7 } }}>
      <Checkout cartPath="/winkelwagen" />
    </SiteProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('Winkelwagen laden...');
  await screen.findByRole('button', { name: 'Bestelling plaatsen' });
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const placeOrder = () => screen.getByRole('button', { name: 'Bestelling plaatsen' });
const session = { website_id: 7, project_id: 7, shoppingcart_session: 'sessie-1' };


test('the spec\'s timing: 300 ms', () => expect(USER_DETAILS_DEBOUNCE_MS).toBe(300));

describe('checkout: details', () => {
  test('Particulier by default; Zakelijk adds company name and VAT number and is saved at once', async () => {
    const api = await renderCheckout({ 'shoppingcart/add/user-details': ok(cartView()) });
    expect((screen.getByRole('radio', { name: 'Particulier' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Bedrijfsnaam')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Zakelijk' })));
    expect(field('Bedrijfsnaam').getAttribute('autocomplete')).toBe('billing organization');
    expect(field('BTW-nummer')).toBeTruthy();
    await waitFor(() => expect(api.sent('shoppingcart/add/user-details')).toEqual([{ ...session, invoice_is_company: '1' }]));
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Particulier' })));
    expect(screen.queryByLabelText('Bedrijfsnaam')).toBeNull();
  });

  test('labels and autocomplete; the shipping fields only with the different-address checkbox', async () => {
    await renderCheckout({ 'shoppingcart/add/user-details': ok(cartView()) });
    expect(field('Voornaam').getAttribute('autocomplete')).toBe('billing given-name');
    expect(field('E-mailadres').type).toBe('email');
    expect(field('Postcode').getAttribute('autocomplete')).toBe('billing postal-code');
    const country = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
    expect(country.value).toBe('NL');
    expect([...country.options].map((option) => option.textContent)).toEqual(['Nederland', 'België', 'Duitsland']);
    expect(document.querySelector('[data-shipping-details]')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Verzenden naar een ander adres' })));
    const shipping = document.querySelector('[data-shipping-details]') as HTMLElement;
    expect(within(shipping).getByLabelText('Straat').getAttribute('autocomplete')).toBe('shipping address-line1');
    expect(within(shipping).getByLabelText('Straat').getAttribute('name')).toBe('shipping_street');
  });

  test('typing is sent 300 ms after the last keystroke, only the changed keys; a choice goes at once', async () => {
    const api = await renderCheckout({ 'shoppingcart/add/user-details': ok(cartView()) });
    vi.useFakeTimers();
    act(() => fireEvent.change(field('Voornaam'), { target: { value: 'S' } }));
    await act(() => vi.advanceTimersByTimeAsync(USER_DETAILS_DEBOUNCE_MS - 50));
    act(() => fireEvent.change(field('Voornaam'), { target: { value: 'Sanne' } }));
    act(() => fireEvent.change(field('Plaats'), { target: { value: 'Utrecht' } }));
    await act(() => vi.advanceTimersByTimeAsync(USER_DETAILS_DEBOUNCE_MS - 1));
    expect(api.sent('shoppingcart/add/user-details')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.sent('shoppingcart/add/user-details')).toEqual([{ ...session, invoice_firstname: 'Sanne', invoice_city: 'Utrecht' }]);
    // Typing back what was sent sends nothing; the country goes at once.
    act(() => fireEvent.change(field('Voornaam'), { target: { value: 'Sanne' } }));
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Land' }), { target: { value: 'BE' } }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.sent('shoppingcart/add/user-details').at(-1)).toEqual({ ...session, invoice_country: 'BE' });
    await act(() => vi.advanceTimersByTimeAsync(USER_DETAILS_DEBOUNCE_MS));
    expect(api.sent('shoppingcart/add/user-details')).toHaveLength(2);
    expect(field('Voornaam').value).toBe('Sanne');
  });

  test.each([
    ['valid', 'Je hebt een geldig BTW / VAT nummer (BE0123456789) ingevuld voor je facturatie land (België).'],
    ['invalid', 'Je hebt een ongeldig BTW / VAT nummer (BE0123456789) ingevuld voor (België).'],
    ['unavailable', 'De VIES controle is tijdelijk niet beschikbaar. We rekenen tijdelijk BTW of neem contact met ons op.'],
  ])('VIES %s: its sentence under the VAT number', async (status, text) => {
    const vies = { status, reverse_charge_applied: status === 'valid', number: 'BE0123456789', country: 'België' };
    await renderCheckout({ 'shoppingcart/get': ok(cartView({ users: { ...(cartView().users as object), invoice_is_company: '1' }, vies })) });
    expect(document.querySelector('[data-vies-message]')?.textContent).toBe(text);
    expect(field('BTW-nummer').getAttribute('aria-describedby')).toBe(document.querySelector('[data-vies-message]')?.id);
  });

  test('VIES unchecked: nothing under the VAT number', async () => {
    await renderCheckout({ 'shoppingcart/get': ok(cartView({ users: { ...(cartView().users as object), invoice_is_company: '1' } })) });
    expect(field('BTW-nummer')).toBeTruthy();
    expect(document.querySelector('[data-vies-message]')).toBeNull();
  });
});

describe('checkout: delivery, payment, agreement', () => {
  test('delivery options with their price incl tax; choosing one saves it and the answer updates the summary', async () => {
    const chosen = cartView({ checkout: { shipping: { incl_tax: 0, excl_tax: 0 }, total_price: 45.78, total_price_incl_tax: 49.9, tax_amounts: { '9': 4.12 } }, shipment: { ...(cartView().shipment as object), selected: { selected: 'ophalen', title: 'Ophalen in de winkel', price: { incl_tax: 0, excl_tax: 0 } } } });
    const api = await renderCheckout({ 'shoppingcart/add/shipping-method': ok(chosen) });
    const options = document.querySelector('[data-shipping-methods]') as HTMLElement;
    expect([...options.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Verzenden€ 6,95', 'Ophalen in de winkel€ 0,00']);
    expect((within(options).getByRole('radio', { name: /Verzenden/ }) as HTMLInputElement).checked).toBe(true);
    act(() => fireEvent.click(within(options).getByRole('radio', { name: /Ophalen/ })));
    await waitFor(() => expect(document.querySelector('[data-order-summary] [data-total="incl"]')?.textContent).toBe('Totaal incl. btw€ 49,90'));
    expect(api.sent('shoppingcart/add/shipping-method')).toEqual([{ ...session, shipping_method: 'ophalen' }]);
    expect((within(options).getByRole('radio', { name: /Ophalen/ }) as HTMLInputElement).checked).toBe(true);
  });

  test('payment methods with title and description; choosing one saves it', async () => {
    const api = await renderCheckout({ 'shoppingcart/add/payment-method': ok(cartView({ payment: { ...(cartView().payment as object), selected: 'ideal' } })) });
    const ideal = screen.getByRole('radio', { name: /iDEAL/ }) as HTMLInputElement;
    expect(ideal.closest('label')?.textContent).toBe('iDEALBetaal met je eigen bank');
    act(() => fireEvent.click(ideal));
    await waitFor(() => expect(api.sent('shoppingcart/add/payment-method')).toEqual([{ ...session, payment_method: 'ideal' }]));
    expect(ideal.checked).toBe(true);
  });

  test("no methods: the spec's two sentences", async () => {
    await renderCheckout({ 'shoppingcart/get': ok(cartView({ shipment: { shipping_methods: {}, selected: null }, payment: { selected: null, methods: [] } })) });
    expect(document.querySelector('[data-no-shipping-methods]')?.textContent).toBe(NO_SHIPPING_METHODS_TEXT);
    expect(screen.getByText(NO_SHIPPING_METHODS_TEXT).textContent).toBe('Er zijn geen verzendmethodes beschikbaar op het gewenste adres. Neem contact met ons op om de mogelijkheden te bespreken.');
    expect(screen.getByText(NO_PAYMENT_METHODS_TEXT).textContent).toBe('Voor je huidige bestelling zijn er geen betaalmethodes mogelijk. Neem contact met ons op om de mogelijkheden te bespreken.');
    expect(screen.queryAllByRole('radio', { name: /iDEAL|Verzenden/ })).toEqual([]);
  });

  test('the agreement checkbox only with an agreement url, linking to it', async () => {
    await renderCheckout({});
    expect(screen.queryByRole('checkbox', { name: /algemene voorwaarden/ })).toBeNull();
  });

  test('with an agreement url: checkbox and link; the order carries the choice', async () => {
    const api = await renderCheckout({
      'shoppingcart/get': ok(cartView({ agreement: { url: 'https://bakkerij.example/voorwaarden' } })),
      'orders/create': ok({ order: { session: 'b1', number: 1001 }, payment: { url: 'https://pay.example/1' } }),
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' });
    expect(screen.getByRole('link', { name: 'algemene voorwaarden' }).getAttribute('href')).toBe('https://bakkerij.example/voorwaarden');
    act(() => fireEvent.click(box));
    act(() => fireEvent.click(placeOrder()));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/1'));
    expect(api.sent('orders/create')).toEqual([{ ...session, agreement: true }]);
  });
});

describe('checkout: placing the order', () => {
  test('spinner, clicks ignored while busy; pending typing is saved first; success clears the cart session and goes to the payment url', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const api = await renderCheckout({
      'shoppingcart/add/user-details': ok(cartView()),
      'orders/create': () => new Promise((resolve) => (answer = resolve)),
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    act(() => fireEvent.change(field('E-mailadres'), { target: { value: 'sanne@example.nl' } }));
    act(() => fireEvent.click(placeOrder()));
    expect(placeOrder().getAttribute('aria-disabled')).toBe('true');
    expect(placeOrder().querySelector('svg.animate-spin')).not.toBeNull();
    await waitFor(() => expect(api.sent('orders/create')).toHaveLength(1));
    act(() => fireEvent.click(placeOrder()));
    expect(api.calls.map((call) => call.path)).toEqual(['shoppingcart/get', 'shoppingcart/add/user-details', 'orders/create']);
    expect(api.sent('shoppingcart/add/user-details')).toEqual([{ ...session, invoice_email: 'sanne@example.nl' }]);
    await act(async () => answer({ body: { order: { session: 'b1', number: 1001 }, payment: { url: 'https://winkel.example/bestelling?order=b1' } } }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://winkel.example/bestelling?order=b1'));
    expect(window.localStorage.getItem('shoppingcart_session')).toBeNull();
    expect(api.sent('orders/create')).toEqual([{ ...session, agreement: false }]);
  });

  test('400: each message under its field and all of them, named by field, in the red panel; the button works again', async () => {
    await renderCheckout({
      'orders/create': fails(400, {
        invoice_firstname: ['Dit veld is verplicht.'],
        invoice_lastname: ['Dit veld is verplicht.'],
        invoice_email: ['Vul een geldig e-mailadres in.'],
        shipping_method: ['Kies een verzendmethode.'],
        payment_method: ['Kies een betaalmethode.'],
        products: ['Appeltaart is niet meer op voorraad.'],
      }),
    });
    act(() => fireEvent.click(placeOrder()));
    const panel = await screen.findByRole('alert');
    expect(panel.className).toContain('border-red-500');
    expect([...panel.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Voornaam: Dit veld is verplicht.',
      'Achternaam: Dit veld is verplicht.',
      'E-mailadres: Vul een geldig e-mailadres in.',
      'Verzendmethode: Kies een verzendmethode.',
      'Betaalmethode: Kies een betaalmethode.',
      'Appeltaart is niet meer op voorraad.',
    ]);
    const email = field('E-mailadres');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Vul een geldig e-mailadres in.');
    expect(document.querySelector('[data-shipping-methods] [data-field-errors]')?.textContent).toBe('Kies een verzendmethode.');
    expect(document.querySelector('[data-payment-methods] [data-field-errors]')?.textContent).toBe('Kies een betaalmethode.');
    expect(placeOrder().hasAttribute('aria-disabled')).toBe(false);
    expect(window.localStorage.getItem('shoppingcart_session')).toBe('sessie-1');
  });

  test('a payment url that is not a web address is never followed', async () => {
    await renderCheckout({ 'orders/create': ok({ order: { session: 'b1', number: 1001 }, payment: { url: 'javascript:alert(1)' } }) });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    act(() => fireEvent.click(placeOrder()));
    expect((await screen.findByRole('alert')).textContent).toBe('De betaling kon niet worden gestart.');
    expect(assign).not.toHaveBeenCalled();
  });

  test('failed saves of details and methods are only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderCheckout({ 'shoppingcart/add/payment-method': fails(500, {}) });
    act(() => fireEvent.click(screen.getByRole('radio', { name: /iDEAL/ })));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-toast]')).toBeNull();
  });

  test('an empty cart: the empty text and a link back to the cart', async () => {
    stubShopApi({ 'shoppingcart/get': ok(emptyCartView()) });
    render(
      <SiteProvider value={{ project: { id: 7 } }}>
        <Checkout cartPath="/mandje" />
      </SiteProvider>,
    );
    await screen.findByText('Geen producten in winkelwagen.');
    expect(screen.getByRole('link', { name: 'Naar de winkelwagen' }).getAttribute('href')).toBe('/mandje');
    expect(screen.queryByRole('button', { name: 'Bestelling plaatsen' })).toBeNull();
  });
});
