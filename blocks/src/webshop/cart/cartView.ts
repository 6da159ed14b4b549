/**
 * The cart and order answers of the webshop API (docs/cart-and-checkout.md, "CART VIEW"
 * and "ORDER VIEW"), read defensively into one typed shape: a missing part reads
 * empty, amounts are euro numbers, user fields strings. The islands render only these.
 */
import { readPrice, toCents, type Price } from '../money.ts';

export interface CartOption {
  title: string;
  value: string;
  label_after_field: string;
  /** The option's layout (select, number, checkbox, ...). */
  type: string;
}

export interface CartProduct {
  id: number | string;
  product_id: string;
  title: string;
  url: string;
  main_image: string;
  quantity: number;
  vat_rate: number;
  price_incl_tax: number;
  price_excl_tax: number;
  total_price_incl_tax: number;
  total_price_excl_tax: number;
  options: CartOption[];
}

/** One side of the cart: the products to check out, or those of the quote request. */
export interface CartPart {
  products: CartProduct[];
  total_quantity: number;
  total_price: number;
  total_price_incl_tax: number;
  /** Rate ('21') → tax amount; empty under reverse charge. */
  tax_amounts: Record<string, number>;
  shipping: Price | null;
}

export interface ShippingMethod {
  key: string;
  title: string;
  price: Price | null;
  /** The buyer picks a time slot of this method (SlotPicker.tsx). */
  slots?: true;
}

export interface PaymentMethod {
  id: string;
  title: string;
  image: string;
  description: string;
}

export type ViesStatus = 'unchecked' | 'valid' | 'invalid' | 'unavailable';

export interface Vies {
  status: ViesStatus;
  reverse_charge_applied: boolean;
  number: string;
  country: string;
}

/** The shop's phone and WhatsApp (business settings), with their links ('' when not set). */
export interface ShopContact {
  phone: string;
  phoneUrl: string;
  whatsapp: string;
  whatsappUrl: string;
}

export type CheckoutKind = 'order' | 'quote';

/** A question of a quote line's product form (the owner's own fields). */
export interface QuoteQuestion {
  /** '<form>.<identifier>'; its answer goes under quote_answers. */
  key: string;
  label: string;
  type: 'text' | 'date' | 'time' | 'textarea' | 'select';
  required: boolean;
  options: Array<[string, string]>;
}

/** `checkout_form` of the cart answer: what the server decides about the checkout form. */
export interface CheckoutForm {
  /** 'quote' when the cart holds quote lines only: no delivery, no payment. */
  kind: CheckoutKind;
  required: string[];
  /** What is wrong with the details as the server has them now (its own check). */
  errors: Record<string, string[]>;
  /** The delivery address has a country and a valid postcode. */
  addressKnown: boolean;
  contact: ShopContact;
  quoteQuestions: QuoteQuestion[];
  /** The kept answer per question key. */
  quoteAnswers: Record<string, string>;
}

/** What cart, checkout and order overview share. */
export interface ShopView {
  checkout: CartPart;
  quote: CartPart;
  showPriceTaxIncluded: boolean;
  shippingMethods: ShippingMethod[];
  selectedShipping: ShippingMethod | null;
  paymentMethods: PaymentMethod[];
  selectedPayment: string | null;
  users: Record<string, string>;
  vies: Vies;
  agreementUrl: string;
  /** Country code → Dutch name, in the answer's order. */
  countries: Array<[string, string]>;
}

export interface CartView extends ShopView {
  form: CheckoutForm;
}

export interface WireDetails {
  account_name: string;
  iban: string;
  bic: string;
  reference: string;
}

export interface OrderView extends ShopView {
  number: string;
  session: string;
  paymentStatus: string;
  paymentUrl: string;
  wire: WireDetails | null;
  /** The shop's handling: new, processing, shipped, completed, cancelled. */
  orderStatus: string;
  /** 'quote': a quote request, nothing delivered or paid. */
  kind: CheckoutKind;
  /** The quote request's own questions as answered. */
  quoteAnswers: Array<{ label: string; value: string }>;
  /** The booked time slot ('vrijdag 27 november 2026, 08:00-10:00'), or ''. */
  deliverySlot: string;
}

type Fields = Record<string, unknown>;

function object(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function amount(value: unknown): number {
  const cents = toCents(value);
  return Number.isNaN(cents) ? 0 : cents / 100;
}

function whole(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(text(value), 10);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
}

function readOption(value: unknown): CartOption {
  const option = object(value);
  return { title: text(option.title), value: text(option.value), label_after_field: text(option.label_after_field), type: text(option.type) };
}

export function readCartProduct(value: unknown): CartProduct {
  const product = object(value);
  return {
    id: typeof product.id === 'number' ? product.id : text(product.id),
    product_id: text(product.product_id),
    title: text(product.title),
    url: text(product.url),
    main_image: text(product.main_image).split('|').find((part) => part.trim() !== '') ?? '',
    quantity: whole(product.quantity),
    vat_rate: amount(product.vat_rate),
    price_incl_tax: amount(product.price_incl_tax),
    price_excl_tax: amount(product.price_excl_tax),
    total_price_incl_tax: amount(product.total_price_incl_tax),
    total_price_excl_tax: amount(product.total_price_excl_tax),
    options: Array.isArray(product.options) ? product.options.map(readOption) : [],
  };
}

export function readPart(value: unknown): CartPart {
  const part = object(value);
  const taxes: Record<string, number> = {};
  for (const [rate, tax] of Object.entries(object(part.tax_amounts))) taxes[rate] = amount(tax);
  const inclusive = part.total_price_incl_tax ?? part.total_price_with_tax;
  return {
    products: Array.isArray(part.products) ? part.products.map(readCartProduct) : [],
    total_quantity: whole(part.total_quantity),
    total_price: amount(part.total_price),
    total_price_incl_tax: amount(inclusive),
    tax_amounts: taxes,
    shipping: readPrice(part.shipping),
  };
}

function readShippingMethod(key: string, value: unknown): ShippingMethod {
  const method = object(value);
  return { key, title: text(method.title) || key, price: readPrice(method.price), ...(method.delivery_slots === true ? { slots: true as const } : {}) };
}

function readPaymentMethod(value: unknown): PaymentMethod {
  const method = object(value);
  return { id: text(method.id), title: text(method.title), image: text(method.image), description: text(method.description) };
}

const VIES_STATUSES: ViesStatus[] = ['unchecked', 'valid', 'invalid', 'unavailable'];

function readVies(value: unknown): Vies {
  const vies = object(value);
  const status = VIES_STATUSES.find((entry) => entry === vies.status) ?? 'unchecked';
  return { status, reverse_charge_applied: vies.reverse_charge_applied === true, number: text(vies.number), country: text(vies.country) };
}

function readShared(body: Fields, checkout: unknown, showTaxIncluded: unknown): ShopView {
  const shipment = object(body.shipment);
  const selected = object(shipment.selected);
  const payment = object(body.payment);
  const users: Record<string, string> = {};
  for (const [key, entry] of Object.entries(object(body.users))) users[key] = text(entry);
  return {
    checkout: readPart(checkout),
    quote: readPart(body.quote),
    showPriceTaxIncluded: showTaxIncluded !== false,
    shippingMethods: Object.entries(object(shipment.shipping_methods)).map(([key, method]) => readShippingMethod(key, method)),
    selectedShipping: text(selected.selected) ? readShippingMethod(text(selected.selected), selected) : null,
    paymentMethods: (Array.isArray(payment.methods) ? payment.methods.map(readPaymentMethod) : []).filter((method) => method.id !== ''),
    selectedPayment: text(payment.selected) || null,
    users,
    vies: readVies(body.vies),
    agreementUrl: text(object(body.agreement).url).trim(),
    countries: Object.entries(object(body.countries)).map(([code, name]) => [code, text(name) || code]),
  };
}

function readErrorMap(value: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(object(value))) {
    const messages = (Array.isArray(list) ? list : []).map(text).filter(Boolean);
    if (messages.length > 0) errors[key] = messages;
  }
  return errors;
}

const QUESTION_TYPES = ['text', 'date', 'time', 'textarea', 'select'] as const;

function readQuestion(value: unknown): QuoteQuestion | null {
  const question = object(value);
  const type = QUESTION_TYPES.find((entry) => entry === question.type);
  const key = text(question.key);
  if (!type || !key) return null;
  const options = Array.isArray(question.options) ? question.options.map(object).map((option): [string, string] => [text(option.value), text(option.title) || text(option.value)]) : [];
  return { key, label: text(question.label) || key, type, required: question.required === true, options };
}

function readForm(value: unknown, hasGoods: boolean, hasQuote: boolean): CheckoutForm {
  const form = object(value);
  const contact = object(form.contact);
  // Without the key (an older answer) the lines decide, as the server does.
  const kind: CheckoutKind = form.kind === 'quote' || (form.kind === undefined && hasQuote && !hasGoods) ? 'quote' : 'order';
  return {
    kind,
    required: Array.isArray(form.required) ? form.required.map(text).filter(Boolean) : [],
    errors: readErrorMap(form.errors),
    addressKnown: form.address_known === true,
    contact: { phone: text(contact.phone), phoneUrl: text(contact.phone_url), whatsapp: text(contact.whatsapp), whatsappUrl: text(contact.whatsapp_url) },
    quoteQuestions: (Array.isArray(form.quote_questions) ? form.quote_questions.map(readQuestion) : []).filter((question): question is QuoteQuestion => question !== null),
    quoteAnswers: Object.fromEntries(Object.entries(object(form.quote_answers)).map(([key, answer]) => [key, text(answer)])),
  };
}

export function readCartView(value: unknown): CartView {
  const body = object(value);
  const cart = object(body.shoppingcart);
  const shared = readShared(body, cart, cart.show_price_tax_included);
  return { ...shared, form: readForm(body.checkout_form, shared.checkout.products.length > 0, shared.quote.products.length > 0) };
}

export function readOrderView(value: unknown): OrderView {
  const body = object(value);
  const order = object(body.order);
  const payment = object(body.payment);
  const wire = object(payment.wire);
  return {
    ...readShared(body, body.checkout ?? order, order.show_price_tax_included),
    number: text(order.number),
    session: text(order.session),
    paymentStatus: text(payment.payment_status),
    paymentUrl: text(payment.url),
    orderStatus: text(order.status),
    kind: order.kind === 'quote' ? 'quote' : 'order',
    quoteAnswers: (Array.isArray(order.quote_answers) ? order.quote_answers.map(object) : []).map((answer) => ({ label: text(answer.label), value: text(answer.value) })).filter((answer) => answer.label && answer.value),
    deliverySlot: text(object(object(body.shipment).delivery_slot).label),
    wire: Object.keys(wire).length > 0 ? { account_name: text(wire.account_name), iban: text(wire.iban), bic: text(wire.bic), reference: text(wire.reference) } : null,
  };
}

/** The number of pieces the header shows: cart plus quote. */
export function cartQuantity(view: ShopView): number {
  return view.checkout.total_quantity + view.quote.total_quantity;
}

/** An empty cart: what a visitor without a session, or after a failed fetch, sees. */
export function emptyCartView(): CartView {
  return readCartView({});
}
