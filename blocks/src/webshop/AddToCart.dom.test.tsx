// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { CART_GONE_ANSWER, cartProduct, cartView, fails, ok, stubShopApi } from '../test/shopApi.ts';
import { SiteProvider, type SiteInput } from '../site/SiteContext.tsx';
import { ADD_TO_CART_EVENT, AddToCart, SOLD_OUT_TEXT, STOCK_LOADING_TEXT, type AddToCartDetail } from './AddToCart.tsx';
import { addToCartProduct } from './addToCartProduct.ts';
import { cartState, resetCartState } from './cart/cartStore.ts';

beforeEach(() => resetCartState());

const project = { id: 7, domain_live: 'www.bakkerij-dewit.nl' };

function fields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'appeltaart',
    title: 'Appeltaart',
    price: { incl_tax: 24.95, excl_tax: 22.89 },
    sale_price: null,
    vat_rate: 9,
    show_price_tax_included: true,
    enable_checkout: true,
    enable_quote: false,
    enable_form: false,
    enable_affiliate: false,
    stock_management: false,
    options: [],
    ...overrides,
  };
}

function renderProduct(overrides: Record<string, unknown> = {}, site: SiteInput = {}) {
  const product = addToCartProduct(fields(overrides), project);
  return render(
    <SiteProvider value={{ project, ...site }}>
      <AddToCart product={product} />
    </SiteProvider>,
  );
}

const area = () => document.querySelector<HTMLElement>('[data-add-to-cart-area]')!;
const currentPrice = () => document.querySelector('[data-price-current]')?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });
const quantityInput = () => screen.getByRole('textbox', { name: 'Aantal' }) as HTMLInputElement;

function listen(): AddToCartDetail[] {
  const seen: AddToCartDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<AddToCartDetail>).detail);
  document.addEventListener(ADD_TO_CART_EVENT, listener);
  return seen;
}

function stockAnswer(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('quantity', () => {
  test('starts at 1; minus stops at 1; plus adds one; the typed text is not checked', () => {
    renderProduct();
    expect(quantityInput().value).toBe('1');
    act(() => fireEvent.click(button('Aantal verlagen')!));
    expect(quantityInput().value).toBe('1');
    act(() => fireEvent.click(button('Aantal verhogen')!));
    act(() => fireEvent.click(button('Aantal verhogen')!));
    expect(quantityInput().value).toBe('3');
    act(() => fireEvent.click(button('Aantal verlagen')!));
    expect(quantityInput().value).toBe('2');
    act(() => fireEvent.change(quantityInput(), { target: { value: '0' } }));
    expect(quantityInput().value).toBe('0');
    act(() => fireEvent.click(button('Aantal verlagen')!));
    expect(quantityInput().value).toBe('1');
  });

  test('hide_quantity: no quantity field; one piece is added', () => {
    stubShopApi({});
    const seen = listen();
    renderProduct({ hide_quantity: true });
    expect(document.querySelector('[data-quantity]')).toBeNull();
    act(() => fireEvent.click(button('In winkelwagen')!));
    expect(seen.at(-1)?.quantity).toBe(1);
  });
});

describe('product modes (every enable_* combination)', () => {
  const switchOf = (label: string) => screen.queryByRole('group', { name: label });
  const cases: Array<{ checkout: boolean; quote: boolean; form: boolean; cartForm: boolean; cartQuote: boolean; mode: string; button: string | null }> = [
    { checkout: false, quote: false, form: false, cartForm: false, cartQuote: false, mode: 'none', button: null },
    { checkout: true, quote: false, form: false, cartForm: false, cartQuote: false, mode: 'cart', button: 'In winkelwagen' },
    { checkout: false, quote: true, form: false, cartForm: false, cartQuote: false, mode: 'cart', button: 'Toevoegen aan offerte' },
    { checkout: true, quote: true, form: false, cartForm: false, cartQuote: true, mode: 'cart', button: 'In winkelwagen' },
    { checkout: false, quote: false, form: true, cartForm: false, cartQuote: false, mode: 'form', button: null },
    { checkout: true, quote: false, form: true, cartForm: true, cartQuote: false, mode: 'cart', button: 'In winkelwagen' },
    { checkout: false, quote: true, form: true, cartForm: true, cartQuote: false, mode: 'cart', button: 'Toevoegen aan offerte' },
    { checkout: true, quote: true, form: true, cartForm: true, cartQuote: true, mode: 'cart', button: 'In winkelwagen' },
  ];
  test.each(cases)('checkout $checkout, quote $quote, form $form', (entry) => {
    renderProduct({ enable_checkout: entry.checkout, enable_quote: entry.quote, enable_form: entry.form });
    expect(area().dataset.mode).toBe(entry.mode);
    expect(switchOf('Bestellen of meer informatie') !== null).toBe(entry.cartForm);
    expect(switchOf('Winkelwagen of offerte') !== null).toBe(entry.cartQuote);
    const addButton = document.querySelector('[data-add-to-cart]');
    expect(addButton?.textContent ?? null).toBe(entry.button);
    const form = document.querySelector<HTMLElement>('[data-product-form]');
    expect(form !== null).toBe(entry.form);
    if (form) expect(form.hidden).toBe(entry.mode !== 'form');
  });

  test('the Cart/Form switch: Bestellen by default, the form on Meer informatie', () => {
    renderProduct({ enable_form: true, form_id: 'info' }, { forms: { info: { id: 'info', title: 'Vraag over dit product', items: [] } } });
    expect(button('Bestellen')?.getAttribute('aria-pressed')).toBe('true');
    act(() => fireEvent.click(button('Meer informatie')!));
    expect(area().dataset.mode).toBe('form');
    expect(document.querySelector('[data-cart-ui]')).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-product-form]')?.hidden).toBe(false);
    expect(screen.getByRole('form', { name: 'Vraag over dit product' })).toBeTruthy();
    act(() => fireEvent.click(button('Bestellen')!));
    expect(document.querySelector('[data-cart-ui]')).not.toBeNull();
  });

  test('the Cart/Quote switch changes the button and the type sent', async () => {
    const api = stubShopApi({ 'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }), 'shoppingcart/add': ok(cartView()) });
    const seen = listen();
    renderProduct({ enable_quote: true });
    act(() => fireEvent.click(button('Offerte')!));
    expect(button('Offerte')?.getAttribute('aria-pressed')).toBe('true');
    act(() => fireEvent.click(button('Toevoegen aan offerte')!));
    expect(seen.at(-1)?.type).toBe('quote');
    await screen.findByText('Het product is toegevoegd aan je offerteaanvraag.');
    act(() => fireEvent.click(button('Winkelwagen')!));
    act(() => fireEvent.click(button('In winkelwagen')!));
    expect(seen.at(-1)?.type).toBe('checkout');
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    expect(api.sent('shoppingcart/add').map((body) => body.type)).toEqual(['quote', 'checkout']);
  });

  test('an unresolved form falls back to a form titled Empty form', () => {
    renderProduct({ enable_checkout: false, enable_form: true, form_id: 'weg' });
    expect(screen.getByRole('form', { name: 'Empty form' })).toBeTruthy();
    expect(document.querySelector('[data-product-form]')?.textContent).toContain('Empty form');
  });
});

describe('options and the live price', () => {
  const options = [
    { title: 'Formaat', layout: 'select', options: [{ title: '6 personen', price: '0' }, { title: '10 personen', price: '8.50' }] },
    { title: 'Extra slagroom', layout: 'checkbox', price: '2.50' },
    { title: 'Aantal personen', layout: 'number', price: '0', connection_id: 'personen', help: 'Voor hoeveel personen?' },
    { title: 'Prijs per persoon', layout: 'calculation', show_calculations: true, calculation_options: { type: 'multiply_relation_value', value: '1.25', connection_id_from: 'personen' } },
    { title: 'Naam op de taart', layout: 'text', show_label: '0' },
    { title: 'Opmerking', layout: 'textarea', label_after_field: '1' },
  ];
  const optionPrice = (index: number) => document.querySelectorAll('[data-option]')[index].querySelector('[data-option-price]')?.textContent ?? null;

  test('every kind renders with its display price; the price follows the values', () => {
    renderProduct({ options });
    expect(currentPrice()).toBe('€ 24,95');
    expect(screen.getByRole('option', { name: '10 personen (+ € 8,50)' })).toBeTruthy();
    expect(optionPrice(0)).toBeNull();
    expect(optionPrice(1)).toBe('+ € 2,50');
    expect(optionPrice(3)).toBe('€ 0,00');
    expect(screen.getByText('Voor hoeveel personen?')).toBeTruthy();
    // show_label '0': the label is for screen readers only.
    expect(screen.getByText('Naam op de taart').className).toBe('sr-only');
    // label_after_field: the field comes first.
    const textarea = screen.getByRole('textbox', { name: 'Opmerking' });
    expect(textarea.compareDocumentPosition(screen.getByText('Opmerking')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Formaat' }), { target: { value: '10 personen' } }));
    expect(optionPrice(0)).toBe('+ € 8,50');
    expect(currentPrice()).toBe('€ 33,45');
    expect(document.querySelector('[data-price-tax]')?.textContent).toContain('€ 30,69');

    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Extra slagroom' })));
    expect(currentPrice()).toBe('€ 35,95');

    act(() => fireEvent.change(screen.getByRole('spinbutton', { name: /^Aantal personen/ }), { target: { value: '4' } }));
    expect(optionPrice(3)).toBe('€ 5,00');
    expect(currentPrice()).toBe('€ 40,95');
  });

  test('the add button sends the cart payload as a wm:add-to-cart event and to shoppingcart/add', async () => {
    const api = stubShopApi({ 'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }), 'shoppingcart/add': ok(cartView()) });
    const seen = listen();
    renderProduct({ options });
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Formaat' }), { target: { value: '10 personen' } }));
    act(() => fireEvent.change(screen.getByRole('textbox', { name: 'Naam op de taart' }), { target: { value: 'Sanne' } }));
    // A calculation reads Aantal personen: it has to be given.
    act(() => fireEvent.change(screen.getByRole('spinbutton', { name: /^Aantal personen/ }), { target: { value: '4' } }));
    act(() => fireEvent.click(button('Aantal verhogen')!));
    act(() => fireEvent.click(button('In winkelwagen')!));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      type: 'checkout',
      quantity: 2,
      product_id: 'appeltaart',
      options: [
        { title: 'Formaat', value: '10 personen' },
        { title: 'Extra slagroom', value: '0' },
        { title: 'Aantal personen', value: '4' },
        { title: 'Prijs per persoon', value: '' },
        { title: 'Naam op de taart', value: 'Sanne' },
        { title: 'Opmerking', value: '' },
      ],
    });
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    expect(api.sent('shoppingcart/add')).toEqual([{ website_id: 7, project_id: 7, shoppingcart_session: 's1', ...seen[0] }]);
  });

  test('a sale price is the base of the live price', () => {
    renderProduct({ sale_price: { incl_tax: 20, excl_tax: 18.35 }, options: [options[1]] });
    expect(document.querySelector('[data-price-regular]')?.textContent).toBe('€ 24,95');
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Extra slagroom' })));
    expect(currentPrice()).toBe('€ 22,50');
  });
});

describe('stock', () => {
  test('without stock management: in stock and no call', () => {
    const fetchMock = stockAnswer(async () => Response.json({ in_stock: false }));
    renderProduct({ stock_management: false });
    expect(area().dataset.stock).toBe('in');
    expect(document.querySelector('[data-add-to-cart]')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('loading, then in stock: the add-to-cart UI', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stockAnswer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderProduct({ stock_management: true });
    expect(screen.getByRole('status').textContent).toBe(STOCK_LOADING_TEXT);
    expect(document.querySelector('[data-add-to-cart]')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/services/webshop/v1/products/get-stock', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({ website_id: 7, project_id: 7, product_id: 'appeltaart' });
    await act(async () => answer(Response.json({ in_stock: true, stock: 3 })));
    await waitFor(() => expect(area().dataset.stock).toBe('in'));
    expect(document.querySelector('[data-add-to-cart]')).not.toBeNull();
    expect(screen.queryByText(STOCK_LOADING_TEXT)).toBeNull();
  });

  test('out of stock: no add-to-cart UI, Uitverkocht; the price stays', async () => {
    stockAnswer(async () => Response.json({ in_stock: false, stock: 0 }));
    renderProduct({ stock_management: true, options: [{ title: 'Naam', layout: 'text' }] });
    await waitFor(() => expect(area().dataset.stock).toBe('out'));
    expect(screen.getByText(SOLD_OUT_TEXT)).toBeTruthy();
    expect(document.querySelector('[data-add-to-cart]')).toBeNull();
    expect(document.querySelector('[data-quantity]')).toBeNull();
    expect(document.querySelector('[data-product-options]')).toBeNull();
    expect(currentPrice()).toBe('€ 24,95');
  });

  test.each([
    ['an error status', async () => new Response('{"errors": {}}', { status: 500 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unreadable answer', async () => new Response('niet json', { status: 200 })],
  ])('%s counts as out of stock', async (_, answer) => {
    stockAnswer(answer as () => Promise<Response>);
    renderProduct({ stock_management: true });
    await waitFor(() => expect(area().dataset.stock).toBe('out'));
    expect(document.querySelector('[data-add-to-cart]')).toBeNull();
  });
});

describe('affiliate button', () => {
  const link = () => document.querySelector<HTMLAnchorElement>('[data-affiliate]');

  test('https to another domain: a new tab with nofollow; the fallback text BEKIJKEN', () => {
    renderProduct({ enable_affiliate: true, affiliate_link: 'https://partner.example/taart' });
    expect(link()?.textContent).toBe('BEKIJKEN');
    expect(link()?.getAttribute('href')).toBe('https://partner.example/taart');
    expect(link()?.getAttribute('target')).toBe('_blank');
    expect(link()?.getAttribute('rel')).toBe('nofollow noopener');
  });

  test.each([
    ['the own domain', 'https://bakkerij-dewit.nl/actie'],
    ['the own domain with www', 'https://WWW.bakkerij-dewit.nl/actie'],
    ['plain http', 'http://partner.example/taart'],
    ['a relative path', '/product/taartschep'],
  ])('%s opens in place', (_, url) => {
    renderProduct({ enable_affiliate: true, affiliate_link: url });
    expect(link()?.getAttribute('href')).toBe(url);
    expect(link()?.hasAttribute('target')).toBe(false);
    expect(link()?.hasAttribute('rel')).toBe(false);
  });

  test('the project text replaces the fallback; no button without enable_affiliate', () => {
    renderProduct({ enable_affiliate: true, affiliate_link: 'https://partner.example' }, { project: { ...project, translations: { webshop_single_affiliate_button: 'Naar de partner' } } });
    expect(link()?.textContent).toBe('Naar de partner');
  });

  test('off: no button', () => {
    renderProduct({ enable_affiliate: false, affiliate_link: 'https://partner.example' });
    expect(link()).toBeNull();
  });
});

describe('adding to the cart (shoppingcart/add)', () => {
  const addButton = () => document.querySelector<HTMLButtonElement>('[data-add-to-cart]')!;

  test('the first add creates the cart, stores its session and sets the shared count', async () => {
    const api = stubShopApi({ 'shoppingcart/create': ok({ shoppingcart: { session: 'nieuw' } }), 'shoppingcart/add': ok(cartView({ quote: { total_quantity: 1 } })) });
    renderProduct();
    act(() => fireEvent.click(addButton()));
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    expect(addButton().querySelector('svg.animate-spin')).not.toBeNull();
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    expect(addButton().hasAttribute('aria-disabled')).toBe(false);
    expect(api.calls.map((call) => call.path)).toEqual(['shoppingcart/create', 'shoppingcart/add']);
    expect(api.sent('shoppingcart/create')).toEqual([{ website_id: 7, project_id: 7 }]);
    expect(window.localStorage.getItem('shoppingcart_session')).toBe('nieuw');
    // 2 in the cart + 1 in the quote.
    expect(cartState().cartQuantity).toBe(3);
  });

  test('an existing session is used; clicks while adding are ignored', async () => {
    window.localStorage.setItem('shoppingcart_session', 'oud');
    const api = stubShopApi({ 'shoppingcart/add': ok(cartView()) });
    renderProduct();
    act(() => fireEvent.click(addButton()));
    act(() => fireEvent.click(addButton()));
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    expect(api.calls.map((call) => call.path)).toEqual(['shoppingcart/add']);
    expect(api.sent('shoppingcart/add')[0].shoppingcart_session).toBe('oud');
  });

  test('a cart the server no longer knows: the session is reset, a new cart made and the add retried once', async () => {
    window.localStorage.setItem('shoppingcart_session', 'verlopen');
    const api = stubShopApi({
      'shoppingcart/add': [CART_GONE_ANSWER, ok(cartView())],
      'shoppingcart/create': ok({ shoppingcart: { session: 'vers' } }),
    });
    renderProduct();
    act(() => fireEvent.click(addButton()));
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    expect(api.calls.map((call) => [call.path, call.body.shoppingcart_session])).toEqual([
      ['shoppingcart/add', 'verlopen'],
      ['shoppingcart/create', undefined],
      ['shoppingcart/add', 'vers'],
    ]);
    expect(window.localStorage.getItem('shoppingcart_session')).toBe('vers');
  });

  test('retried only once: a second refusal shows its message in the red panel', async () => {
    window.localStorage.setItem('shoppingcart_session', 'verlopen');
    const api = stubShopApi({ 'shoppingcart/add': CART_GONE_ANSWER, 'shoppingcart/create': ok({ shoppingcart: { session: 'vers' } }) });
    renderProduct();
    act(() => fireEvent.click(addButton()));
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toBe('Deze winkelwagen bestaat niet (meer).');
    expect(panel.className).toContain('border-red-500');
    expect(api.sent('shoppingcart/add')).toHaveLength(2);
  });

  test('errors (e.g. no stock) show in a red panel; a project text replaces the success fallback', async () => {
    stubShopApi({ 'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }), 'shoppingcart/add': [fails(409, { quantity: ['Er zijn nog 2 op voorraad.'] }), ok(cartView())] });
    renderProduct({}, { project: { ...project, translations: { webshop_single_buyable_addtocart_success: 'Lekker! Hij zit in je mandje.' } } });
    act(() => fireEvent.click(addButton()));
    expect((await screen.findByRole('alert')).textContent).toBe('Er zijn nog 2 op voorraad.');
    act(() => fireEvent.click(addButton()));
    await screen.findByText('Lekker! Hij zit in je mandje.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the answer to an add and required options', () => {
  const cakeOptions = [
    { title: 'Formaat', layout: 'select', value: '6 personen', options: [{ title: '6 personen', price: '0' }, { title: '10 personen', price: '12.50' }] },
    { title: 'Naam op de taart', layout: 'text', value: '', required: true },
    { title: 'Aantal kaarsjes', layout: 'number', value: '0', price: '0.25' },
  ];
  const addedCart = () =>
    cartView({
      checkout: {
        products: [
          cartProduct({ id: 5, product_id: 'appeltaart', title: 'Verjaardagstaart met naam', quantity: 1, options: [{ title: 'Naam op de taart', value: 'Sanne', label_after_field: '', type: 'text' }] }),
        ],
      },
    });
  const settings = { ...project, modules: { webshop: { shoppingcart_page: '/mandje', checkout_page: '/kassa' } } };

  test('a required option left empty stops the add: no call, the option says why and gets the focus', async () => {
    const api = stubShopApi({ 'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }), 'shoppingcart/add': ok(addedCart()) });
    renderProduct({ options: cakeOptions });
    const name = screen.getByRole('textbox', { name: /^Naam op de taart/ });
    expect(name.getAttribute('aria-required')).toBe('true');
    act(() => fireEvent.click(button('In winkelwagen')!));
    expect(api.calls).toEqual([]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    const error = document.querySelector('[data-option-error]')!;
    expect(error.textContent).toBe('Naam op de taart is verplicht.');
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    act(() => fireEvent.change(name, { target: { value: 'Sanne' } }));
    expect(document.querySelector('[data-option-error]')).toBeNull();
    act(() => fireEvent.click(button('In winkelwagen')!));
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    expect(api.sent('shoppingcart/add')[0].options).toEqual([
      { title: 'Formaat', value: '6 personen' },
      { title: 'Naam op de taart', value: 'Sanne' },
      { title: 'Aantal kaarsjes', value: '' },
    ]);
  });

  test('a number starts empty with a numeric keyboard', () => {
    renderProduct({ options: cakeOptions });
    const candles = screen.getByRole('spinbutton', { name: 'Aantal kaarsjes' }) as HTMLInputElement;
    expect(candles.value).toBe('');
    expect(candles.getAttribute('inputmode')).toBe('decimal');
  });

  test('the answer names what the server added and leads to the cart and checkout pages of the settings', async () => {
    stubShopApi({ 'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }), 'shoppingcart/add': ok(addedCart()) });
    renderProduct({ options: cakeOptions }, { project: settings });
    act(() => fireEvent.change(screen.getByRole('textbox', { name: /^Naam op de taart/ }), { target: { value: 'Sanne' } }));
    act(() => fireEvent.click(button('In winkelwagen')!));
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    const added = document.querySelector('[data-added-product]')!;
    expect(added.textContent).toContain('1 × Verjaardagstaart met naam');
    expect(added.textContent).toContain('Naam op de taart: Sanne');
    expect(screen.getByRole('link', { name: 'Naar winkelwagen' }).getAttribute('href')).toBe('/mandje');
    expect(screen.getByRole('link', { name: 'Afrekenen' }).getAttribute('href')).toBe('/kassa');
    // Changing an option: the answer no longer describes what is chosen.
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Formaat' }), { target: { value: '10 personen' } }));
    expect(document.querySelector('[data-add-to-cart-success]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Afrekenen' })).toBeNull();
  });

  test('the answer goes with a quantity step and with its close button', async () => {
    stubShopApi({ 'shoppingcart/create': ok({ shoppingcart: { session: 's1' } }), 'shoppingcart/add': ok(cartView()) });
    renderProduct();
    act(() => fireEvent.click(button('In winkelwagen')!));
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    act(() => fireEvent.click(button('Aantal verhogen')!));
    expect(document.querySelector('[data-add-to-cart-success]')).toBeNull();
    act(() => fireEvent.click(button('In winkelwagen')!));
    await screen.findByText('Het product is toegevoegd aan je winkelwagen.');
    act(() => fireEvent.click(button('Melding sluiten')!));
    expect(document.querySelector('[data-add-to-cart-success]')).toBeNull();
  });

  test("'vanaf' goes once every option is chosen", () => {
    renderProduct({ options: cakeOptions, before_price_text: 'vanaf' });
    const priceLine = () => document.querySelector('[data-price]')!.textContent;
    expect(priceLine()).toContain('vanaf');
    act(() => fireEvent.change(screen.getByRole('textbox', { name: /^Naam op de taart/ }), { target: { value: 'Sanne' } }));
    expect(priceLine()).toContain('vanaf');
    act(() => fireEvent.change(screen.getByRole('spinbutton', { name: 'Aantal kaarsjes' }), { target: { value: '3' } }));
    expect(priceLine()).not.toContain('vanaf');
    expect(currentPrice()).toBe('€ 25,70');
  });
});
