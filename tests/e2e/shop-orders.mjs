/**
 * Orders for dashboard tests and screenshots, made the way buyers make them: the
 * visitor's cart and checkout calls (docs/checkout.md, "Calls") and, for a paid order,
 * the built-in test provider's page answered 'Betaald' (docs/payments.md). Nothing is
 * written into the database directly.
 */
import assert from 'node:assert/strict';

import { DEMO_OWNER } from './demo.mjs';

const SHOP = '/api/services/webshop/v1';

const BUYER = {
  invoice_firstname: 'Sanne',
  invoice_lastname: 'de Vries',
  invoice_email: 'sanne@example.nl',
  invoice_phonenumber: '0612345678',
  invoice_street: 'Bloemgracht',
  invoice_number: '12',
  invoice_postcode: '1015 TK',
  invoice_city: 'Amsterdam',
  invoice_country: 'NL',
};

async function post(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  assert.ok(response.ok, `${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The demo project's id, as the owner API lists it. */
export async function demoProjectId(base) {
  const login = await post(base, '/api/owner/v1/login', DEMO_OWNER);
  const response = await fetch(`${base}/api/owner/v1/projects`, { headers: { authorization: `Bearer ${login.token}` } });
  return (await response.json()).projects[0].id;
}

/** The demo owner's call to the owner API (a bearer token, as a second device would). */
export async function ownerCall(base, path, { method = 'GET', body } = {}) {
  const login = await post(base, '/api/owner/v1/login', DEMO_OWNER);
  const headers = { authorization: `Bearer ${login.token}`, accept: 'application/json' };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/owner/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * A buyer's cart through checkout: `lines` = [{product, quantity, type}] ('checkout' or
 * 'quote'), `buyer` overrides of the buyer's fields. Answers orders/create's answer
 * (`{order: {session, number}, payment: {url}}`).
 */
export async function placeOrder(base, { lines = [{ product: 'stroopwafels', quantity: 2 }], buyer = {}, shipping = 'afhalen', payment = 'ideal' } = {}) {
  const projectId = await demoProjectId(base);
  const ids = { website_id: projectId, project_id: projectId };
  const { shoppingcart } = await post(base, `${SHOP}/shoppingcart/create`, ids);
  const session = { ...ids, shoppingcart_session: shoppingcart.session };
  for (const line of lines) {
    await post(base, `${SHOP}/shoppingcart/add`, { ...session, product_id: line.product, quantity: line.quantity ?? 1, type: line.type ?? 'checkout', ...(line.options ? { options: line.options } : {}) });
  }
  await post(base, `${SHOP}/shoppingcart/add/user-details`, { ...session, ...BUYER, ...buyer });
  if (lines.some((line) => (line.type ?? 'checkout') === 'checkout')) {
    await post(base, `${SHOP}/shoppingcart/add/shipping-method`, { ...session, shipping_method: shipping });
    // The demo's pickup has time slots (docs/pickup-slots.md): the first open one.
    const { delivery_slots: slots } = await post(base, `${SHOP}/shoppingcart/delivery-slots`, session);
    const open = slots.days.flatMap((day) => day.slots).find((slot) => slot.available);
    if (open) await post(base, `${SHOP}/shoppingcart/add/delivery-slot`, { ...session, delivery_slot: open.id });
    await post(base, `${SHOP}/shoppingcart/add/payment-method`, { ...session, payment_method: payment });
  }
  return post(base, `${SHOP}/orders/create`, { ...session, agreement: true });
}

/** Follows an order's payment link to the test provider's page and answers `status` there. */
export async function settlePayment(base, paymentUrl, status = 'paid') {
  const start = await fetch(new URL(new URL(paymentUrl, base).pathname, base), { redirect: 'manual' });
  assert.equal(start.status, 303, `the payment link leads to the provider (${start.status})`);
  const providerPage = new URL(start.headers.get('location'), base);
  assert.match(providerPage.pathname, /\/api\/services\/payments\/v1\/test\/tst_/);
  const answered = await fetch(new URL(providerPage.pathname, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status }),
    redirect: 'manual',
  });
  assert.equal(answered.status, 303, `the test provider takes '${status}' (${answered.status})`);
}

/** A paid order of the demo shop: `{number}`. */
export async function placePaidOrder(base, options = {}) {
  const placed = await placeOrder(base, options);
  await settlePayment(base, placed.payment.url, 'paid');
  return { number: placed.order.number };
}
