// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { SiteProvider } from '../../site/SiteContext.tsx';
import { cartView, checkoutForm, emptyCartView, fails, ok, stubShopApi, USERS, type ShopHandler } from '../../test/shopApi.ts';
import { resetCartState } from './cartStore.ts';
import { Checkout } from './Checkout.tsx';
import { NO_PAYMENT_METHODS_TEXT, NO_SHIPPING_METHODS_TEXT } from './cartTexts.ts';
import { navigation } from './navigation.ts';
import { USER_DETAILS_DEBOUNCE_MS } from './useUserDetails.ts';
import { USER_KEYS } from './userFields.ts';

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

/** A field by its accessible name: 'Voornaam' (required, its '*' hidden), 'BTW-nummer (optioneel)'. */
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const placeOrder = () => screen.getByRole('button', { name: 'Bestelling plaatsen' });
const session = { website_id: 7, project_id: 7, shoppingcart_session: 'sessie-1' };
/** A save's payload: the session plus every user field (spec 000 §7), these ones changed. */
const details = (changed: Record<string, unknown>) => ({
  ...session,
  ...Object.fromEntries(USER_KEYS.map((key) => [key, (USERS as Record<string, string>)[key] ?? ''])),
  ...changed,
});


test('the spec\'s timing: 300 ms', () => expect(USER_DETAILS_DEBOUNCE_MS).toBe(300));

describe('checkout: details', () => {
  test('Particulier by default; Zakelijk adds company name and VAT number and is saved at once', async () => {
    const api = await renderCheckout({ 'shoppingcart/add/user-details': ok(cartView()) });
    expect((screen.getByRole('radio', { name: 'Particulier' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Bedrijfsnaam/ })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Zakelijk' })));
    expect(field('Bedrijfsnaam (optioneel)').getAttribute('autocomplete')).toBe('billing organization');
    expect(field('BTW-nummer (optioneel)')).toBeTruthy();
    await waitFor(() => expect(api.sent('shoppingcart/add/user-details')).toEqual([details({ invoice_is_company: '1' })]));
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Particulier' })));
    expect(screen.queryByRole('textbox', { name: /Bedrijfsnaam/ })).toBeNull();
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
    const street = within(shipping).getByRole('textbox', { name: /^Straat \(verzending\)/ });
    expect(street.getAttribute('autocomplete')).toBe('shipping address-line1');
    expect(street.getAttribute('name')).toBe('shipping_street');
    // The invoice set without company and VAT number, its e-mail optional; it starts in the invoice country.
    expect(within(shipping).getByRole('textbox', { name: 'E-mailadres (verzending) (optioneel)' }).getAttribute('autocomplete')).toBe('shipping email');
    expect(within(shipping).queryByRole('textbox', { name: /Bedrijfsnaam|BTW/ })).toBeNull();
    expect((within(shipping).getByRole('combobox', { name: 'Land (verzending) (optioneel)' }) as HTMLSelectElement).value).toBe('NL');
  });

  test('keyboard hints: inputmode, 16 px text, postcode in capitals, a house-number addition', async () => {
    const api = await renderCheckout({ 'shoppingcart/add/user-details': ok(cartView()) });
    expect(field('Huisnummer').getAttribute('inputmode')).toBe('numeric');
    expect(field('E-mailadres').getAttribute('inputmode')).toBe('email');
    expect(field('Telefoonnummer (optioneel)').getAttribute('inputmode')).toBe('tel');
    expect(field('Telefoonnummer (optioneel)').getAttribute('autocomplete')).toBe('billing tel');
    expect(field('Toevoeging (optioneel)').getAttribute('name')).toBe('invoice_number_addition');
    for (const input of document.querySelectorAll('[data-checkout] input:not([type=radio]):not([type=checkbox]), [data-checkout] select')) expect(input.className).toContain('text-base');
    act(() => fireEvent.change(field('Postcode'), { target: { value: '1234ab' } }));
    expect(field('Postcode').value).toBe('1234AB');
    act(() => fireEvent.blur(field('Postcode')));
    await waitFor(() => expect(api.sent('shoppingcart/add/user-details')).toEqual([details({ invoice_postcode: '1234AB' })]));
  });

  test('required fields carry a hidden * and aria-required, optional ones say so, before anything is typed', async () => {
    await renderCheckout({});
    expect(screen.getByText('Velden met * zijn verplicht.')).toBeTruthy();
    expect(field('Voornaam').getAttribute('aria-required')).toBe('true');
    expect(field('Voornaam').labels?.[0].textContent).toBe('Voornaam *');
    expect(field('Telefoonnummer (optioneel)').hasAttribute('aria-required')).toBe(false);
  });

  test('typing is sent 300 ms after the last keystroke with every field; a choice goes at once', async () => {
    const api = await renderCheckout({ 'shoppingcart/add/user-details': ok(cartView()) });
    vi.useFakeTimers();
    act(() => fireEvent.change(field('Voornaam'), { target: { value: 'S' } }));
    await act(() => vi.advanceTimersByTimeAsync(USER_DETAILS_DEBOUNCE_MS - 50));
    act(() => fireEvent.change(field('Voornaam'), { target: { value: 'Sanne' } }));
    act(() => fireEvent.change(field('Plaats'), { target: { value: 'Utrecht' } }));
    await act(() => vi.advanceTimersByTimeAsync(USER_DETAILS_DEBOUNCE_MS - 1));
    expect(api.sent('shoppingcart/add/user-details')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.sent('shoppingcart/add/user-details')).toEqual([details({ invoice_firstname: 'Sanne', invoice_city: 'Utrecht' })]);
    // Typing back what was sent sends nothing; the country goes at once.
    act(() => fireEvent.change(field('Voornaam'), { target: { value: 'Sanne' } }));
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Land' }), { target: { value: 'BE' } }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.sent('shoppingcart/add/user-details').at(-1)).toEqual(details({ invoice_firstname: 'Sanne', invoice_city: 'Utrecht', invoice_country: 'BE' }));
    await act(() => vi.advanceTimersByTimeAsync(USER_DETAILS_DEBOUNCE_MS));
    expect(api.sent('shoppingcart/add/user-details')).toHaveLength(2);
    expect(field('Voornaam').value).toBe('Sanne');
  });

  test('a save waits for the one before it, so a late answer never undoes newer typing', async () => {
    const answers: Array<(value: { body: unknown }) => void> = [];
    const api = await renderCheckout({ 'shoppingcart/add/user-details': () => new Promise((resolve) => answers.push(resolve)) });
    act(() => fireEvent.change(field('Voornaam'), { target: { value: 'Sanne' } }));
    act(() => fireEvent.blur(field('Voornaam')));
    act(() => fireEvent.change(field('Plaats'), { target: { value: 'Utrecht' } }));
    act(() => fireEvent.blur(field('Plaats')));
    await act(() => Promise.resolve());
    expect(api.sent('shoppingcart/add/user-details')).toEqual([details({ invoice_firstname: 'Sanne' })]);
    await act(async () => answers[0]({ body: cartView() }));
    await waitFor(() => expect(api.sent('shoppingcart/add/user-details')).toHaveLength(2));
    expect(api.sent('shoppingcart/add/user-details')[1]).toEqual(details({ invoice_firstname: 'Sanne', invoice_city: 'Utrecht' }));
    await act(async () => answers[1]({ body: cartView() }));
  });

  test.each([
    ['valid', 'Je hebt een geldig BTW / VAT nummer (BE0123456789) ingevuld voor je facturatie land (België).'],
    ['invalid', 'Je hebt een ongeldig BTW / VAT nummer (BE0123456789) ingevuld voor (België).'],
    ['unavailable', 'De VIES controle is tijdelijk niet beschikbaar. We rekenen tijdelijk BTW of neem contact met ons op.'],
  ])('VIES %s: a state with its sentence and what it means for the price', async (status, text) => {
    const vies = { status, reverse_charge_applied: status === 'valid', number: 'BE0123456789', country: 'België' };
    const users = { ...(cartView().users as object), invoice_is_company: '1', invoice_tax_number: 'BE0123456789' };
    await renderCheckout({ 'shoppingcart/get': ok(cartView({ users, vies, checkout: { tax_amounts: status === 'valid' ? {} : { '9': 4.12 } } })) });
    const state = document.querySelector('[data-vies-state]') as HTMLElement;
    expect(state.dataset.viesState).toBe(status);
    expect(state.querySelector('[data-vies-message]')?.textContent).toBe(text);
    const price = { valid: 'Je betaalt geen BTW: de BTW wordt verlegd (0% BTW verlegd).', invalid: 'Zo kun je niet bestellen. Verbeter het nummer, of maak het veld leeg: dan rekenen we BTW.', unavailable: 'Je betaalt nu BTW; je bestelling gaat gewoon door.' }[status];
    expect(state.querySelector('[data-vies-price]')?.textContent).toBe(price);
    expect(field('BTW-nummer (optioneel)').getAttribute('aria-describedby')).toBe(state.parentElement?.id);
    const reverse = document.querySelector('[data-order-summary] [data-total="reverse-charge"]');
    expect(reverse?.textContent ?? null).toBe(status === 'valid' ? '0% BTW verlegd€ 0,00' : null);
  });

  test('VIES valid without reverse charge: VAT is still charged, and says why', async () => {
    const vies = { status: 'valid', reverse_charge_applied: false, number: 'NL000099998B57', country: 'Nederland' };
    const users = { ...(cartView().users as object), invoice_is_company: '1', invoice_tax_number: 'NL000099998B57' };
    await renderCheckout({ 'shoppingcart/get': ok(cartView({ users, vies })) });
    expect(document.querySelector('[data-vies-price]')?.textContent).toBe('Je betaalt wel BTW: verleggen kan alleen bij levering aan een bedrijf in een ander EU-land dan het onze.');
  });

  test('VIES unchecked: nothing under the VAT number; a typed number is being checked until the answer', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    await renderCheckout({
      'shoppingcart/get': ok(cartView({ users: { ...(cartView().users as object), invoice_is_company: '1' } })),
      'shoppingcart/add/user-details': () => new Promise((resolve) => (answer = resolve)),
    });
    expect(document.querySelector('[data-vies-state]')).toBeNull();
    act(() => fireEvent.change(field('BTW-nummer (optioneel)'), { target: { value: 'BE0123456789' } }));
    expect(document.querySelector('[data-vies-state]')?.textContent).toBe('Het BTW-nummer wordt gecontroleerd…');
    act(() => fireEvent.blur(field('BTW-nummer (optioneel)')));
    const users = { ...(cartView().users as object), invoice_is_company: '1', invoice_tax_number: 'BE0123456789' };
    await act(async () => answer({ body: cartView({ users, vies: { status: 'unavailable', reverse_charge_applied: false, number: 'BE0123456789', country: 'België' } }) }));
    await waitFor(() => expect((document.querySelector('[data-vies-state]') as HTMLElement).dataset.viesState).toBe('unavailable'));
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

  test("no methods: the spec's two sentences once each, with the shop's phone and WhatsApp, once the address is known", async () => {
    const contact = { phone: '030 123 45 67', phone_url: 'tel:0301234567', whatsapp: '+31 6 12345678', whatsapp_url: 'https://wa.me/31612345678' };
    const none = { shipment: { shipping_methods: {}, selected: null }, payment: { selected: null, methods: [] } };
    await renderCheckout({
      'shoppingcart/get': ok(cartView({ ...none, checkout_form: checkoutForm({ address_known: false, contact }) })),
      'shoppingcart/add/user-details': ok(cartView({ ...none, checkout_form: checkoutForm({ address_known: true, contact }) })),
      'orders/create': fails(400, { shipping_method: [NO_SHIPPING_METHODS_TEXT], payment_method: [NO_PAYMENT_METHODS_TEXT] }),
    });
    expect(screen.queryByText(NO_SHIPPING_METHODS_TEXT)).toBeNull();
    expect(document.querySelectorAll('[data-methods-wait]')).toHaveLength(2);
    act(() => fireEvent.change(field('Postcode'), { target: { value: '9999 ZZ' } }));
    act(() => fireEvent.blur(field('Postcode')));
    await screen.findByText(NO_SHIPPING_METHODS_TEXT);
    expect(NO_SHIPPING_METHODS_TEXT).toBe('Er zijn geen verzendmethodes beschikbaar op het gewenste adres. Neem contact met ons op om de mogelijkheden te bespreken.');
    expect(NO_PAYMENT_METHODS_TEXT).toBe('Voor je huidige bestelling zijn er geen betaalmethodes mogelijk. Neem contact met ons op om de mogelijkheden te bespreken.');
    const notice = document.querySelector('[data-no-methods="shipping_method"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Bel 030 123 45 67' }).getAttribute('href')).toBe('tel:0301234567');
    expect(within(notice).getByRole('link', { name: 'WhatsApp +31 6 12345678' }).getAttribute('href')).toBe('https://wa.me/31612345678');
    act(() => fireEvent.click(placeOrder()));
    await screen.findByText('Verzendmethode: Er is geen verzendmethode voor dit adres.');
    expect(screen.getAllByText(NO_SHIPPING_METHODS_TEXT)).toHaveLength(1);
    expect(screen.getAllByText(NO_PAYMENT_METHODS_TEXT)).toHaveLength(1);
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
    expect(api.sent('shoppingcart/add/user-details')).toEqual([details({ invoice_email: 'sanne@example.nl' })]);
    await act(async () => answer({ body: { order: { session: 'b1', number: 1001 }, payment: { url: 'https://winkel.example/bestelling?order=b1' } } }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://winkel.example/bestelling?order=b1'));
    expect(window.localStorage.getItem('shoppingcart_session')).toBeNull();
    // The overview opened next is verified with the e-mail just used.
    expect(window.localStorage.getItem('wm_order_email')).toBe('sanne@example.nl');
    expect(api.sent('orders/create')).toEqual([{ ...session, agreement: false }]);
  });

  test('an error goes as soon as the server says the field is right, and the summary follows', async () => {
    const wrong = { invoice_email: ['Vul een geldig e-mailadres in.'], invoice_city: ['Dit veld is verplicht.'] };
    await renderCheckout({
      'shoppingcart/get': ok(cartView({ checkout_form: checkoutForm({ errors: wrong }) })),
      'shoppingcart/add/user-details': [ok(cartView({ checkout_form: checkoutForm({ errors: { invoice_city: wrong.invoice_city } }) }))],
      'orders/create': fails(400, wrong),
    });
    act(() => fireEvent.click(placeOrder()));
    const link = await screen.findByRole('link', { name: 'E-mailadres: Vul een geldig e-mailadres in.' });
    act(() => fireEvent.click(link));
    expect(document.activeElement).toBe(field('E-mailadres'));
    act(() => fireEvent.change(field('E-mailadres'), { target: { value: 'sanne@example.nl' } }));
    await waitFor(() => expect(field('E-mailadres').hasAttribute('aria-invalid')).toBe(false));
    expect(screen.queryByRole('link', { name: /E-mailadres/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Plaats: Dit veld is verplicht.' })).toBeTruthy();
  });

  test('before a submit, an error shows once its field is left with something in it', async () => {
    const wrong = { invoice_postcode: ['Vul een geldige postcode in, bijvoorbeeld 1234 AB.'], invoice_city: ['Dit veld is verplicht.'] };
    await renderCheckout({ 'shoppingcart/add/user-details': ok(cartView({ checkout_form: checkoutForm({ errors: wrong }) })) });
    act(() => fireEvent.blur(field('Plaats')));
    act(() => fireEvent.change(field('Postcode'), { target: { value: '12' } }));
    act(() => fireEvent.blur(field('Postcode')));
    await waitFor(() => expect(field('Postcode').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field('Postcode').getAttribute('aria-describedby')!)?.textContent).toBe('Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
    // Tabbing past an empty field says nothing yet; no summary before a submit.
    expect(field('Plaats').hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector('[data-error-summary]')).toBeNull();
  });

  test('400: each message under its field and all of them, named by field, in the red summary that takes the focus; the button works again', async () => {
    const wrong = { invoice_firstname: ['Dit veld is verplicht.'], invoice_lastname: ['Dit veld is verplicht.'], invoice_email: ['Vul een geldig e-mailadres in.'] };
    await renderCheckout({
      'shoppingcart/get': ok(cartView({ checkout_form: checkoutForm({ errors: wrong }) })),
      'orders/create': fails(400, {
        invoice_firstname: ['Dit veld is verplicht.'],
        invoice_lastname: ['Dit veld is verplicht.'],
        invoice_email: ['Vul een geldig e-mailadres in.'],
        shipping_method: ['Kies een verzendmethode.'],
        payment_method: ['Kies een betaalmethode.'],
        products: ['Appeltaart is niet meer op voorraad.'],
      }),
    });
    // Nothing shows before the visitor did anything.
    expect(document.querySelector('[data-field-errors]')).toBeNull();
    act(() => fireEvent.click(placeOrder()));
    const panel = await screen.findByRole('heading', { name: 'Controleer de volgende punten' }).then((heading) => heading.parentElement as HTMLElement);
    expect(panel.className).toContain('border-red-600');
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(within(panel).getByRole('link', { name: 'E-mailadres: Vul een geldig e-mailadres in.' }).getAttribute('href')).toBe('#checkout-invoice_email');
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
    expect((await screen.findByRole('heading', { name: 'Controleer de volgende punten' })).parentElement?.textContent).toContain('De betaling kon niet worden gestart.');
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

describe('checkout: a quote request', () => {
  const quoteCart = () =>
    cartView({
      checkout: { products: [], total_quantity: 0, total_price: 0, total_price_incl_tax: 0, total_price_with_tax: 0, tax_amounts: {}, shipping: null },
      quote: { products: [{ id: 2, product_id: 'bruidstaart', title: 'Bruidstaart', url: '/p/bruidstaart', main_image: '', quantity: 1, vat_rate: 9, price_incl_tax: 250, price_excl_tax: 229.36, total_price_incl_tax: 250, total_price_excl_tax: 229.36, options: [] }], total_quantity: 1, total_price: 229.36, total_price_incl_tax: 250, tax_amounts: { '9': 20.64 } },
      checkout_form: checkoutForm({ kind: 'quote', required: ['invoice_firstname', 'invoice_lastname', 'invoice_email'] }),
    });

  test("no delivery or payment, no address; remarks; the button says 'Offerte aanvragen'", async () => {
    stubShopApi({ 'shoppingcart/get': ok(quoteCart()), 'orders/create': ok({ order: { session: 'o1', number: 1002 }, payment: { url: '/bestelling?order=o1' } }), 'shoppingcart/add/user-details': ok(quoteCart()) });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    render(
      <SiteProvider value={{ project: { id: 7 } }}>
        <Checkout cartPath="/winkelwagen" />
      </SiteProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Offerte aanvragen' });
    expect(document.querySelector('[data-shipping-methods]')).toBeNull();
    expect(document.querySelector('[data-payment-methods]')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Straat/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Verzenden naar een ander adres' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Overzicht van je aanvraag' })).toBeTruthy();
    act(() => fireEvent.change(field('Toelichting op je aanvraag (optioneel)'), { target: { value: 'Bruiloft 12 juni, Utrecht' } }));
    act(() => fireEvent.change(field('E-mailadres'), { target: { value: 'anna@example.nl' } }));
    act(() => fireEvent.click(button));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/bestelling?order=o1'));
    expect(window.localStorage.getItem('wm_order_email')).toBe('anna@example.nl');
  });
});

describe('checkout: the questions of a quote product\'s form', () => {
  const questions = [
    { key: 'bruiloft.datum', label: 'Datum van de bruiloft', type: 'date', required: true, options: [] },
    { key: 'bruiloft.taart', label: 'Soort taart', type: 'select', required: false, options: [{ value: 'klassiek', title: 'Klassiek' }, { value: 'naked', title: 'Naked cake' }] },
  ];
  const withQuestions = (answers: Record<string, string> = {}, errors: Record<string, string[]> = {}) =>
    cartView({
      checkout: { products: [], total_quantity: 0, total_price: 0, total_price_incl_tax: 0, total_price_with_tax: 0, tax_amounts: {}, shipping: null },
      quote: { products: [{ id: 2, product_id: 'bruidstaart', title: 'Bruidstaart', url: '/p/bruidstaart', main_image: '', quantity: 1, vat_rate: 9, price_incl_tax: 250, price_excl_tax: 229.36, total_price_incl_tax: 250, total_price_excl_tax: 229.36, options: [] }], total_quantity: 1 },
      checkout_form: checkoutForm({ kind: 'quote', required: ['invoice_firstname', 'invoice_lastname', 'invoice_email'], quote_questions: questions, quote_answers: { 'bruiloft.datum': '', 'bruiloft.taart': '', ...answers }, errors }),
    });

  test('asked as fields, required ones marked; answers are saved as quote_answers; their errors link from the summary', async () => {
    const api = stubShopApi({
      'shoppingcart/get': ok(withQuestions({ 'bruiloft.taart': 'naked' }, { 'quote_answers.bruiloft.datum': ['Dit veld is verplicht.'] })),
      'shoppingcart/add/user-details': ok(withQuestions({ 'bruiloft.taart': 'naked', 'bruiloft.datum': '2027-06-12' })),
      'orders/create': fails(400, { 'quote_answers.bruiloft.datum': ['Dit veld is verplicht.'] }),
    });
    render(
      <SiteProvider value={{ project: { id: 7 } }}>
        <Checkout cartPath="/winkelwagen" />
      </SiteProvider>,
    );
    await screen.findByRole('button', { name: 'Offerte aanvragen' });
    const date = document.getElementById('checkout-quote_answers.bruiloft.datum') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.getAttribute('aria-required')).toBe('true');
    const cake = screen.getByRole('combobox', { name: 'Soort taart (optioneel)' }) as HTMLSelectElement;
    expect(cake.value).toBe('naked');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Offerte aanvragen' })));
    const link = await screen.findByRole('link', { name: 'Datum van de bruiloft: Dit veld is verplicht.' });
    expect(link.getAttribute('href')).toBe('#checkout-quote_answers.bruiloft.datum');
    act(() => fireEvent.change(date, { target: { value: '2027-06-12' } }));
    act(() => fireEvent.blur(date));
    await waitFor(() => expect(api.sent('shoppingcart/add/user-details')).toEqual([details({ quote_answers: { 'bruiloft.datum': '2027-06-12', 'bruiloft.taart': 'naked' } })]));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Datum van de bruiloft/ })).toBeNull());
  });
});
