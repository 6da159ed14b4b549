/**
 * A purchase and a quote request in Chromium against the real stack (docs/checkout.md,
 * docs/cart-and-checkout.md): search → product with options → add → cart (quantity
 * step, delete) → checkout as Zakelijk with an invalid VAT number, then Particulier →
 * delivery and payment → order → the built-in test provider's page → 'Verlopen' →
 * overview after e-mail verification → 'Betalen' → 'Betaald' → paid. Then a quote
 * line only. Nothing is intercepted: cart, orders, the test provider and its webhook are
 * the product's own; mail lands as .eml files in the stack's folder.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { acceptCookies, DESKTOP, eventually, waitForHydration, withPage } from './browser.mjs';
import { addToCart, fill, startCheckoutStack, WAIT } from './checkout-journey.mjs';

const EXPIRED = 'De betaling is verlopen. Je kunt een nieuwe betaling starten om de bestelling verder af te ronden.';
const PAID = 'Betaling is succesvol ontvangen.';
const NOT_YET = 'Betaling nog niet ontvangen of nog in verwerking.';
const INVALID_VAT = 'Je hebt een ongeldig BTW / VAT nummer (NL123456789B02) ingevuld voor (Nederland).';

let stack;
let browser;
let stop;

before(async () => {
  ({ stack, browser, stop } = await startCheckoutStack('checkout'));
});

after(async () => {
  await stop?.();
});


/**
 * The overview opens at once with the e-mail this browser just ordered with; asked
 * for it (another browser, or it was forgotten), it is typed in.
 */
async function verify(page, email) {
  const overview = page.locator('[data-order-overview]');
  const login = page.locator('button[data-order-login]');
  await overview.or(login).first().waitFor({ timeout: WAIT });
  if ((await overview.count()) > 0) return;
  await waitForHydration(login);
  await page.getByLabel('E-mailadres').fill(email);
  await login.click();
  await overview.waitFor({ timeout: WAIT });
}

async function fillPrivateCustomer(page, email) {
  await page.getByRole('radio', { name: 'Particulier' }).check();
  for (const [key, value] of [
    ['invoice_firstname', 'Sanne'],
    ['invoice_lastname', 'de Vries'],
    ['invoice_email', email],
    ['invoice_phonenumber', '0612345678'],
    ['invoice_street', 'Bloemgracht'],
    ['invoice_number', '12'],
    ['invoice_postcode', '1015 TK'],
    ['invoice_city', 'Amsterdam'],
  ]) {
    await fill(page, key, value);
  }
}

test('a cake with options bought through the test provider: expired first, then paid', { timeout: 180_000 }, async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await acceptCookies(page, stack);
    // Search from the header, then open the product.
    await page.goto(`${stack.url}/`, { waitUntil: 'load' });
    const search = page.getByPlaceholder('Zoeken naar...').first();
    await waitForHydration(search);
    await search.fill('appeltaart');
    await search.press('Enter');
    await page.waitForURL(/\/search\?query=appeltaart/, { waitUntil: 'commit', timeout: WAIT });
    const result = page.locator('main a[href="/product/appeltaart"]').first();
    await result.waitFor({ timeout: WAIT });

    await addToCart(page, stack, '/product/appeltaart', async () => {
      await page.getByLabel('Extra slagroom').check();
    });
    await addToCart(page, stack, '/product/tompouce');
    const link = page.locator('[data-cart-link]').first();
    await eventually(async () => (await link.locator('[data-cart-count]').textContent()) === '2', 'the header counts 2 products', WAIT);

    // The cart: one step up on the cake, the tompouce deleted.
    await page.goto(`${stack.url}/winkelwagen`, { waitUntil: 'load' });
    const cake = page.locator('[data-cart-line][data-product-id="appeltaart"]');
    await waitForHydration(cake.locator('[data-cart-increase]'));
    assert.match(await cake.textContent(), /Extra slagroom/);
    const stepped = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/update-quantity'), { timeout: WAIT });
    await cake.locator('[data-cart-increase]').click();
    assert.equal((await stepped).status(), 200);
    await eventually(async () => (await cake.locator('output[data-cart-quantity]').textContent()) === '2', 'the cake counts 2', WAIT);
    const deleted = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/delete-product'), { timeout: WAIT });
    await page.locator('[data-cart-line][data-product-id="tompouce"] [data-cart-delete]').click();
    assert.equal((await deleted).status(), 200);
    await page.locator('[data-cart-line][data-product-id="tompouce"]').waitFor({ state: 'detached', timeout: WAIT });
    await page.locator('a[data-cart-continue]').click();

    // The checkout: a business with an invalid VAT number first.
    await page.waitForURL(/\/afrekenen$/, { waitUntil: 'commit', timeout: WAIT });
    await waitForHydration(page.getByRole('radio', { name: 'Zakelijk' }));
    await page.getByRole('radio', { name: 'Zakelijk' }).check();
    await fill(page, 'invoice_company', 'Feestbureau Sanne');
    await fill(page, 'invoice_tax_number', 'NL123456789B02');
    await eventually(async () => ((await page.locator('[data-vies-message]').textContent()) ?? '').includes(INVALID_VAT), 'the invalid VAT message', WAIT);

    const email = 'sanne@example.nl';
    await fillPrivateCustomer(page, email);
    await page.locator('label[data-shipping-method="afhalen"]').click();
    await page.locator('[data-slot-times] label:has(input:enabled)').first().click();
    await page.locator('label[data-payment-method="ideal"]').click();
    await page.locator('[data-agreement] input[type="checkbox"]').check();
    await page.locator('button[data-place-order]').click();

    // The test provider's page. The buyer leaves it unpaid and opens the overview from
    // the confirmation mail: the payment is still open, and 'Betalen' goes back to it.
    await page.getByRole('button', { name: 'Verlopen' }).waitFor({ timeout: WAIT });
    const provider = page.url();
    let overviewUrl = '';
    await eventually(() => {
      const mail = stack.mails().find((text) => text.includes(email) && /bestelling\?order=/.test(text));
      // The mail's text part is quoted-printable: soft line breaks and =XX escapes.
      const text = mail?.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
      overviewUrl = text ? /https?:\/\/\S*bestelling\?order=[\w-]+/.exec(text)?.[0] ?? '' : '';
      return overviewUrl !== '';
    }, 'the confirmation mail with the overview link', WAIT);
    await page.goto(`${stack.url}${new URL(overviewUrl).pathname}${new URL(overviewUrl).search}`, { waitUntil: 'load' });
    await verify(page, email);
    await eventually(async () => (await page.locator('[data-payment-status-text]').textContent()) === NOT_YET, 'the not-yet-paid text', WAIT);
    const resume = page.locator('button[data-pay-button]');
    await waitForHydration(resume);
    await resume.click();
    await page.getByRole('button', { name: 'Verlopen' }).waitFor({ timeout: WAIT });
    assert.equal(page.url(), provider, 'the same payment, not a second one');

    // Now let the payment expire.
    assert.match(await page.textContent('body'), /€\s?\d+,\d\d/);
    await page.getByRole('button', { name: 'Verlopen' }).click();
    await page.waitForURL(/\/bestelling\?order=/, { waitUntil: 'commit', timeout: WAIT });
    await verify(page, email);
    await eventually(async () => (await page.locator('[data-payment-status-text]').textContent()) === EXPIRED, 'the expired text', WAIT);
    assert.match(await page.locator('[data-order-overview]').textContent(), /Appeltaart/);

    // A new payment, paid this time.
    const pay = page.locator('button[data-pay-button]');
    await pay.waitFor({ timeout: WAIT });
    await page.locator('[data-pay-again] label[data-payment-method="ideal"]').click();
    await pay.click();
    await page.getByRole('button', { name: 'Betaald' }).click({ timeout: WAIT });
    await page.waitForURL(/\/bestelling\?order=/, { waitUntil: 'commit', timeout: WAIT });
    await verify(page, email);
    await eventually(async () => (await page.locator('[data-payment-status-text]').textContent()) === PAID, 'the paid text', WAIT);
    assert.equal(await page.locator('button[data-pay-button]').count(), 0);

    await eventually(() => stack.mails().some((mail) => mail.includes('sanne@example.nl') && /bestelling\?order=/.test(mail)), 'a confirmation with the overview link in the mail folder', WAIT);
    assert.deepEqual(problems, []);
  });
});

test('a quote for a wedding cake: no payment, the request in the overview', { timeout: 120_000 }, async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await acceptCookies(page, stack);
    await addToCart(page, stack, '/product/bruidstaart-klassiek', async () => {
      const guests = page.getByLabel('Aantal gasten');
      const options = await guests.locator('option').evaluateAll((nodes) => nodes.map((node) => node.value).filter(Boolean));
      await guests.selectOption(options[0]);
    });
    await page.goto(`${stack.url}/winkelwagen`, { waitUntil: 'load' });
    const quote = page.locator('[data-cart-section="quote"]');
    await quote.locator('[data-cart-line]').first().waitFor({ timeout: WAIT });
    assert.match(await quote.textContent(), /Bruidstaart klassiek/);
    await page.locator('a[data-cart-continue]').click();

    await page.waitForURL(/\/afrekenen$/, { waitUntil: 'commit', timeout: WAIT });
    await waitForHydration(page.getByRole('radio', { name: 'Particulier' }));
    const email = 'bruid@example.nl';
    // A quote request asks who is asking: no address, delivery or payment.
    await fill(page, 'invoice_firstname', 'Bruid');
    await fill(page, 'invoice_lastname', 'de Vries');
    await fill(page, 'invoice_email', email);
    // What the wedding cake's form asks.
    await fill(page, 'quote_answers.bruiloft.datum', '2027-06-12');
    await fill(page, 'quote_answers.bruiloft.locatie', 'Utrecht');
    assert.equal(await page.locator('button[data-place-order]').textContent(), 'Offerte aanvragen');
    await page.locator('[data-agreement] input[type="checkbox"]').check();
    await page.locator('button[data-place-order]').click();

    await page.waitForURL(/\/bestelling\?order=/, { waitUntil: 'commit', timeout: WAIT });
    await verify(page, email);
    const overview = page.locator('[data-order-overview]');
    assert.match(await overview.textContent(), /Bruidstaart klassiek/);
    assert.match(await overview.textContent(), /Je offerteaanvraag is ontvangen/);
    assert.equal(await page.locator('button[data-pay-button]').count(), 0);
    assert.deepEqual(problems, []);
  });
});
