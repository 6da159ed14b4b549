/**
 * The checkout at the level of the best shops, in Chromium against the real stack
 * (docs/checkout.md, "Checkout form"), at 390 and 1280 px:
 * - axe's target-size rule at the AAA size (44 px) and no input text under 16 px;
 * - a checkout done with the keyboard only: a failed submit puts the focus on the red
 *   summary, its link on the field; errors go when corrected; the order page opens
 *   verified with the e-mail just used;
 * - a quote-only cart read as a quote request all the way;
 * - the VIES states (valid with reverse charge, unavailable, invalid) with what each
 *   means for the price.
 * VAT checks go to the VIES stand-in, payments are offline methods.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, eventually, withPage } from './browser.mjs';
import { addToCart, BUYER, choose, detailsSaved, fill, openCheckout, startCheckoutStack, UNAVAILABLE_VAT, UNKNOWN_VAT, VALID_VAT, WAIT, WEDDING_ANSWERS } from './checkout-journey.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = [
  ['390', MOBILE],
  ['1280', DESKTOP],
];

let stack;
let browser;
let stop;

before(async () => {
  ({ stack, browser, stop } = await startCheckoutStack('buyer-journey-checkout'));
});

after(async () => {
  await stop?.();
});

/** axe's target-size rule with WCAG 2.5.5's (AAA) 44 px, on the checkout form (the product lines of the summary are the cart's). */
async function targetSizeViolations(page) {
  // Evaluated, not a script tag: the site's CSP allows no inline script.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    window.axe.configure({ checks: [{ id: 'target-size', options: { minSize: 44 } }, { id: 'target-offset', options: { minOffset: 44 } }] });
    const result = await window.axe.run({ include: [['[data-checkout]']], exclude: [['[data-order-summary]']] }, { runOnly: { type: 'rule', values: ['target-size'] } });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
  });
}

for (const [width, viewport] of VIEWPORTS) {
  test(`${width} px: every tap target of the checkout is 44 × 44 px and no input text is under 16 px`, { timeout: 120_000 }, async (t) => {
    await withPage(t, browser, viewport, async (page, problems) => {
      await addToCart(page, stack, '/product/tompouce');
      await openCheckout(page, stack);
      // Every field on screen: business, a separate shipping address.
      await page.getByRole('radio', { name: 'Zakelijk' }).check();
      await page.getByRole('checkbox', { name: 'Verzenden naar een ander adres' }).check();
      await page.locator('[data-shipping-details]').waitFor();
      assert.deepEqual(await targetSizeViolations(page), []);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('[data-checkout] :is(input, select, textarea, button, a, label)')]
          .filter((element) => !element.closest('[data-order-summary]'))
          .flatMap((element) => {
            const box = element.getBoundingClientRect();
            const problems = [];
            if (element.matches('input:not([type=radio]):not([type=checkbox]), select, textarea') && Number.parseFloat(getComputedStyle(element).fontSize) < 16) problems.push('text under 16 px');
            // Inline links in a sentence are exempt (WCAG 2.5.5); every other target is measured.
            const inline = element.matches('a') && element.closest('label, p') && getComputedStyle(element).display === 'inline';
            if (!inline && !element.matches('label') && (box.width < 44 || box.height < 44)) problems.push(`${Math.round(box.width)}×${Math.round(box.height)}`);
            return problems.map((problem) => `${element.outerHTML.slice(0, 80)}: ${problem}`);
          }),
      );
      assert.deepEqual(small, []);
      assert.deepEqual(problems, []);
    });
  });
}

/** Presses Tab until the focused element matches `selector` (at most `limit` times). */
async function tabTo(page, selector, limit = 60) {
  for (let count = 0; count < limit; count += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.id ?? '');

for (const [width, viewport] of VIEWPORTS) {
  test(`${width} px: a keyboard-only checkout, from a failed submit to the verified order page`, { timeout: 180_000 }, async (t) => {
    await withPage(t, browser, viewport, async (page, problems) => {
      await addToCart(page, stack, '/product/tompouce');
      await openCheckout(page, stack);
      // Nothing is red before anything is done; required fields are marked.
      assert.equal(await page.locator('[data-field-errors]').count(), 0);
      assert.equal(await page.locator('#checkout-invoice_firstname').getAttribute('aria-required'), 'true');

      // A submit of the empty form: focus on the summary, its first link leads to the field.
      await tabTo(page, 'button[data-place-order]', 200);
      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary') ?? false), 'the summary has the focus', WAIT);
      const entries = await page.locator('[data-error-summary] li').allTextContents();
      assert.ok(entries.includes('Voornaam: Dit veld is verplicht.'), entries.join('\n'));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      assert.equal(await focused(page), 'invoice_firstname');

      // Every field typed with the keyboard, in tab order.
      for (const [key, value] of BUYER) {
        await tabTo(page, `[name="${key}"]`);
        const saved = detailsSaved(page);
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
        await saved;
      }
      // Corrected fields lose their error and leave the summary; the choices still to make stay.
      const left = async () => (await page.locator('[data-error-summary] li').allTextContents()).sort();
      await eventually(async () => (await left()).every((entry) => /^(Verzendmethode|Betaalmethode|Algemene voorwaarden):/.test(entry)), 'the summary follows the corrections', WAIT);
      assert.equal((await left()).length, 3);
      assert.equal(await page.locator('#checkout-invoice_firstname').getAttribute('aria-invalid'), null);
      assert.equal(await page.locator('#checkout-invoice_postcode').inputValue(), '1015 TK');

      // Delivery and payment: the first radio of each group, then an arrow to the next.
      await tabTo(page, '[data-shipping-methods] input[type=radio]');
      await page.keyboard.press('Space');
      await tabTo(page, '[data-payment-methods] input[type=radio]');
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await eventually(async () => page.locator('label[data-payment-method="pay_on_pickup"] input').isChecked(), 'pay on pickup chosen', WAIT);
      await tabTo(page, '[data-agreement] input[type=checkbox]');
      await page.keyboard.press('Space');
      await tabTo(page, 'button[data-place-order]');
      await page.keyboard.press('Enter');

      // The order page opens verified with the e-mail just used.
      await page.waitForURL(/\/bestelling\?order=/, { waitUntil: 'commit', timeout: WAIT });
      await page.locator('[data-order-overview]').waitFor({ timeout: WAIT });
      assert.equal(await page.locator('[data-order-verification]').count(), 0);
      assert.match(await page.locator('[data-order-overview]').textContent(), /Bloemgracht 12/);
      assert.match(await page.locator('[data-payment-method-title]').textContent(), /Betalen bij afhalen/);
      // The refused first submit is the only failed request.
      assert.deepEqual(problems.filter((problem) => !/status of 400 .*\/orders\/create/.test(problem)), []);
    });
  });
}

for (const [width, viewport] of VIEWPORTS) {
  test(`${width} px: a quote-only cart is a quote request all the way`, { timeout: 120_000 }, async (t) => {
    await withPage(t, browser, viewport, async (page, problems) => {
      await addToCart(page, stack, '/product/bruidstaart-klassiek', async () => {
        const guests = page.getByLabel('Aantal gasten');
        const options = await guests.locator('option').evaluateAll((nodes) => nodes.map((node) => node.value).filter(Boolean));
        await guests.selectOption(options[0]);
      });
      const button = await openCheckout(page, stack);
      assert.equal(await button.textContent(), 'Offerte aanvragen');
      assert.equal(await page.locator('[data-shipping-methods], [data-payment-methods]').count(), 0);
      assert.equal(await page.locator('[data-checkout-field="invoice_street"]').count(), 0);
      for (const [key, value] of BUYER.slice(0, 3)) await fill(page, key, value);
      // The questions the owner added through the product's form, required ones marked.
      const questions = page.locator('[data-quote-questions]');
      assert.match(await questions.textContent(), /Datum van de bruiloft \*.*Plaats van de bruiloft \*/);
      await button.click();
      await page.locator('[data-error-summary]').waitFor({ timeout: WAIT });
      assert.deepEqual(
        (await page.locator('[data-error-summary] a').allTextContents()).filter((entry) => entry.includes('bruiloft')),
        ['Datum van de bruiloft: Dit veld is verplicht.', 'Plaats van de bruiloft: Dit veld is verplicht.'],
      );
      for (const [key, value] of WEDDING_ANSWERS) await fill(page, key, value);
      await fill(page, 'quote_remarks', 'Bruiloft op 12 juni in Utrecht, 80 gasten.');
      await page.locator('[data-agreement] input[type="checkbox"]').check();
      await button.click();

      await page.waitForURL(/\/bestelling\?order=/, { waitUntil: 'commit', timeout: WAIT });
      const received = page.locator('[data-quote-received]');
      await received.waitFor({ timeout: WAIT });
      assert.match(await received.textContent(), /Je offerteaanvraag is ontvangen/);
      assert.match(await received.textContent(), /We bekijken je aanvraag/);
      const overview = page.locator('[data-order-overview]');
      assert.match(await overview.textContent(), /Bruidstaart klassiek/);
      assert.match(await overview.textContent(), /Bruiloft op 12 juni/);
      assert.match(await overview.textContent(), /Plaats van de bruiloft\s*Utrecht/);
      assert.equal(await page.locator('[data-payment-status-text], button[data-pay-button]').count(), 0);
      // The first, refused request is the only failed one.
      assert.deepEqual(problems.filter((problem) => !/status of 400 .*\/orders\/create/.test(problem)), []);
    });
  });
}

for (const [width, viewport] of VIEWPORTS) {
  test(`${width} px: the VIES states, each with what it means for the price`, { timeout: 120_000 }, async (t) => {
    await withPage(t, browser, viewport, async (page, problems) => {
      await addToCart(page, stack, '/product/tompouce');
      await openCheckout(page, stack);
      await page.getByRole('radio', { name: 'Zakelijk' }).check();
      await choose(page, 'invoice_country', 'BE');
      await fill(page, 'invoice_company', 'Feestbureau Brussel');
      const state = page.locator('[data-vies-state]');
      const totals = page.locator('[data-order-summary] [data-cart-totals]').first();

      await fill(page, 'invoice_tax_number', VALID_VAT);
      await eventually(async () => (await state.getAttribute('data-vies-state')) === 'valid', 'valid', WAIT);
      assert.match(await state.textContent(), /BTW-nummer geldig.*Je betaalt geen BTW: de BTW wordt verlegd/);
      await eventually(async () => (await totals.locator('[data-total="reverse-charge"]').count()) === 1, '0% BTW verlegd in the totals', WAIT);
      assert.match(await totals.textContent(), /0% BTW verlegd/);

      await fill(page, 'invoice_tax_number', UNAVAILABLE_VAT);
      await eventually(async () => (await state.getAttribute('data-vies-state')) === 'unavailable', 'unavailable', WAIT);
      assert.match(await state.textContent(), /De VIES controle is tijdelijk niet beschikbaar.*Je betaalt nu BTW/);
      assert.equal(await totals.locator('[data-total="reverse-charge"]').count(), 0);

      await fill(page, 'invoice_tax_number', UNKNOWN_VAT);
      await eventually(async () => (await state.getAttribute('data-vies-state')) === 'invalid', 'invalid', WAIT);
      assert.match(await state.textContent(), /Je hebt een ongeldig BTW \/ VAT nummer \(BE0776091951\) ingevuld voor \(België\)\..*Zo kun je niet bestellen/);
      assert.equal(await totals.locator('[data-total="reverse-charge"]').count(), 0);
      assert.deepEqual(problems, []);
    });
  });
}
