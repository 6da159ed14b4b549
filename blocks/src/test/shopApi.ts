/**
 * Test support for the cart, checkout and order islands: a fake webshop API behind a
 * stubbed fetch (each path answers from its handler; a list answers in turn) that
 * records every call, and CART VIEW / ORDER VIEW fixtures in the contract's shape.
 */
import { vi } from 'vitest';

export type ShopAnswerFixture = { status?: number; body: unknown };
export type ShopHandler = (body: Record<string, unknown>) => ShopAnswerFixture | Promise<ShopAnswerFixture>;

export interface FakeShopApi {
  calls: Array<{ path: string; body: Record<string, unknown> }>;
  /** The bodies sent to one path, in order. */
  sent: (path: string) => Array<Record<string, unknown>>;
}

export function stubShopApi(handlers: Record<string, ShopHandler | ShopHandler[]>): FakeShopApi {
  const calls: FakeShopApi['calls'] = [];
  const queues = new Map(Object.entries(handlers).map(([path, handler]) => [path, Array.isArray(handler) ? [...handler] : handler]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\/services\/webshop\/v1\//, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const entry = queues.get(path);
      const handler = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      if (!handler) return Response.json({ errors: { general: [`geen antwoord voor ${path}`] } }, { status: 500 });
      const answer = await handler(body);
      return Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return { calls, sent: (path) => calls.filter((call) => call.path === path).map((call) => call.body) };
}

export const ok = (body: unknown): ShopHandler => () => ({ body });
export const fails = (status: number, errors: Record<string, string[]>): ShopHandler => () => ({ status, body: { errors } });
export const CART_GONE_ANSWER = fails(404, { shoppingcart_does_not_exist: ['Deze winkelwagen bestaat niet (meer).'] });

export function cartProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    product_id: 'appeltaart',
    title: 'Appeltaart',
    url: '/product/appeltaart',
    main_image: '',
    quantity: 2,
    vat_rate: 9,
    price_incl_tax: 24.95,
    price_excl_tax: 22.89,
    total_price_incl_tax: 49.9,
    total_price_excl_tax: 45.78,
    options: [],
    ...overrides,
  };
}

const EMPTY_PART = { products: [], total_quantity: 0, price_incl_tax: 0, total_price: 0, total_price_incl_tax: 0, total_price_with_tax: 0, tax_amounts: {}, shipping: null };

export const USERS = {
  invoice_is_company: '0', invoice_company: '', invoice_tax_number: '', invoice_firstname: '', invoice_lastname: '', invoice_phonenumber: '',
  invoice_email: '', invoice_street: '', invoice_number: '', invoice_postcode: '', invoice_city: '', invoice_country: 'NL',
  custom_shipping_information: '0', shipping_firstname: '', shipping_lastname: '', shipping_phonenumber: '', shipping_email: '',
  shipping_street: '', shipping_number: '', shipping_postcode: '', shipping_city: '', shipping_country: '',
};

export const REQUIRED = ['invoice_firstname', 'invoice_lastname', 'invoice_email', 'invoice_street', 'invoice_number', 'invoice_postcode', 'invoice_city', 'invoice_country'];

/** `checkout_form` of a CART VIEW: an order with nothing wrong, no contact. */
export function checkoutForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { kind: 'order', required: REQUIRED, errors: {}, address_known: true, contact: { phone: '', phone_url: '', whatsapp: '', whatsapp_url: '' }, ...overrides };
}

/**
 * A CART VIEW. Default: 2 × Appeltaart (9 %) plus shipping € 6,95 (21 %): excl
 * € 51,52, tax 9 % € 4,12 and 21 % € 1,21, incl € 56,85.
 */
export function cartView(overrides: { checkout?: Record<string, unknown>; quote?: Record<string, unknown>; [key: string]: unknown } = {}): Record<string, unknown> {
  const { checkout, quote, ...rest } = overrides;
  return {
    shoppingcart: {
      products: [cartProduct()],
      total_quantity: 2,
      price_incl_tax: 49.9,
      total_price: 51.52,
      total_price_incl_tax: 56.85,
      total_price_with_tax: 56.85,
      tax_amounts: { '9': 4.12, '21': 1.21 },
      shipping: { incl_tax: 6.95, excl_tax: 5.74 },
      session: 'sessie-1',
      show_price_tax_included: true,
      ...checkout,
    },
    quote: { ...EMPTY_PART, ...quote },
    shipment: {
      shipping_methods: { verzenden: { title: 'Verzenden', price: { incl_tax: 6.95, excl_tax: 5.74 } }, ophalen: { title: 'Ophalen in de winkel', price: { incl_tax: 0, excl_tax: 0 } } },
      selected: { selected: 'verzenden', title: 'Verzenden', price: { incl_tax: 6.95, excl_tax: 5.74 } },
    },
    payment: {
      selected: null,
      methods: [
        { id: 'ideal', title: 'iDEAL', image: '', description: 'Betaal met je eigen bank' },
        { id: 'wire', title: 'Overboeking', image: '', description: '' },
      ],
    },
    users: USERS,
    vies: { status: 'unchecked', reverse_charge_applied: false, number: '', country: '', message: '' },
    agreement: { url: '' },
    countries: { NL: 'Nederland', BE: 'België', DE: 'Duitsland' },
    checkout_form: checkoutForm(),
    ...rest,
  };
}

export function emptyCartView(): Record<string, unknown> {
  return cartView({ checkout: { ...EMPTY_PART }, shipment: { shipping_methods: {}, selected: null } });
}

/** An ORDER VIEW of the default cart, paid or not as `payment` says. */
export function orderView(payment: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const cart = cartView();
  return {
    order: { number: 1001, session: 'bestelling-1', created_at: '2026-11-24T10:00:00Z', show_price_tax_included: true, status: 'new' },
    checkout: cart.shoppingcart,
    quote: cart.quote,
    shipment: { selected: { selected: 'verzenden', title: 'Verzenden', price: { incl_tax: 6.95, excl_tax: 5.74 } } },
    payment: { payment_status: 'open', selected: 'ideal', methods: (cart.payment as { methods: unknown }).methods, url: '', wire: null, ...payment },
    users: { ...USERS, invoice_firstname: 'Sanne', invoice_lastname: 'de Vries', invoice_email: 'sanne@example.nl', invoice_street: 'Dorpsstraat', invoice_number: '1', invoice_postcode: '1234 AB', invoice_city: 'Utrecht' },
    vies: cart.vies,
    agreement: { url: '' },
    countries: cart.countries,
    ...overrides,
  };
}
