/**
 * What Overzicht shows in screenshots, written through the visitor API of the demo shop:
 * missed pages (some visited more often), searches that found nothing, three orders
 * paid on pickup and a quote request.
 */
import assert from 'node:assert/strict';

const SERVICES = '/api/services';

async function post(base, path, body) {
  const response = await fetch(`${base}${SERVICES}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  assert.ok(response.ok, `POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const BUYER = {
  invoice_is_company: '0',
  invoice_firstname: 'Anna',
  invoice_lastname: 'de Vries',
  invoice_email: 'anna@example.nl',
  invoice_street: 'Dorpsstraat',
  invoice_number: '1',
  invoice_postcode: '1234 AB',
  invoice_city: 'Utrecht',
  invoice_country: 'NL',
};

async function placeOrder(base, ids, lines, type = 'checkout') {
  const { shoppingcart } = await post(base, '/webshop/v1/shoppingcart/create', ids);
  const cart = { ...ids, shoppingcart_session: shoppingcart.session };
  for (const [product, quantity] of lines) {
    await post(base, '/webshop/v1/shoppingcart/add', { ...cart, product_id: product, quantity, type, options: [] });
  }
  await post(base, '/webshop/v1/shoppingcart/add/user-details', { ...cart, ...BUYER });
  if (type === 'checkout') {
    await post(base, '/webshop/v1/shoppingcart/add/shipping-method', { ...cart, shipping_method: 'afhalen' });
    // The demo's pickup has time slots (docs/pickup-slots.md): the first open one.
    const { delivery_slots: slots } = await post(base, '/webshop/v1/shoppingcart/delivery-slots', cart);
    const open = slots.days.flatMap((day) => day.slots).find((slot) => slot.available);
    if (open) await post(base, '/webshop/v1/shoppingcart/add/delivery-slot', { ...cart, delivery_slot: open.id });
    await post(base, '/webshop/v1/shoppingcart/add/payment-method', { ...cart, payment_method: 'pay_on_pickup' });
  }
  await post(base, '/webshop/v1/orders/create', { ...cart, agreement: true });
}

export async function prepareOverviewStory(base) {
  const bundle = await (await fetch(`${base}${SERVICES}/websites/v1/page-bundle?path=/`)).json();
  const projectId = bundle.project.id;
  const ids = { website_id: projectId, project_id: projectId };
  for (const [path, visits] of [['/oude-broodjeslijst', 4], ['/vacatures', 2], ['/winkel/kerststol-2025', 1]]) {
    for (let visit = 0; visit < visits; visit += 1) {
      await post(base, '/websites/v1/not-found/register', { ...ids, url: path });
    }
  }
  for (const query of ['glutenvrije taart', 'glutenvrije taart', 'oliebollen', 'bezorgen zondag']) {
    const currentUrl = `${base}/search?q=${encodeURIComponent(query)}`;
    const found = await post(base, '/websites/v1/search', { website_id: projectId, query, filters: '', current_url: currentUrl });
    assert.equal(found.info.hits, 0, `'${query}' finds nothing in the demo shop`);
  }
  await placeOrder(base, ids, [['desembrood', 2], ['speltbrood', 1]]);
  await placeOrder(base, ids, [['fries-roggebrood', 3]]);
  await placeOrder(base, ids, [['glutenvrij-boekweitbrood', 1], ['meergranenbrood', 2]]);
  return { projectId };
}
