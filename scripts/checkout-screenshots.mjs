#!/usr/bin/env node
/**
 * Screenshots of the checkout's screens at phone (390) and desktop (1280) width, for
 * looking at them with your own eyes: the empty form, the red summary after a failed
 * submit, a business buyer with a valid VAT number (reverse charge), the order page
 * opened right after ordering, a quote request and the page after it. Starts a fresh
 * stack with the VIES stand-in (tests/e2e/checkout-journey.mjs).
 *
 *   npm run build -w ssr && node scripts/checkout-screenshots.mjs
 *
 * Writes screenshots/checkout-<screen>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { waitForHydration } from '../tests/e2e/browser.mjs';
import { addToCart, BUYER, choose, fill, openCheckout, startCheckoutStack, VALID_VAT, WEDDING_ANSWERS } from '../tests/e2e/checkout-journey.mjs';
import { ROOT } from '../tests/e2e/stack.mjs';

const OUTPUT = join(ROOT, 'screenshots');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The cookie bar comes on the first interaction; accepted so it covers nothing. */
async function acceptCookies(page) {
  const accept = page.getByRole('button', { name: 'Alles accepteren' }).filter({ visible: true }).first();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.mouse.move(5 + attempt, 5 + attempt);
    if (await accept.waitFor({ state: 'visible', timeout: 1_000 }).then(() => true, () => false)) {
      await waitForHydration(accept);
      await accept.click();
      await accept.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
      return;
    }
  }
}

async function shoot(page, screen, width) {
  const path = join(OUTPUT, `checkout-${screen}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

mkdirSync(OUTPUT, { recursive: true });
const { stack, browser, stop } = await startCheckoutStack('checkout-screenshots');
try {
  for (const viewport of WIDTHS) {
    const { width } = viewport;
    // An order: the empty form, a failed submit, the form filled in, the order page.
    let context = await browser.newContext({ viewport, locale: 'nl-NL' });
    let page = await context.newPage();
    await addToCart(page, stack, '/product/tompouce');
    await acceptCookies(page);
    const button = await openCheckout(page, stack);
    await shoot(page, 'formulier', width);
    await button.click();
    await page.locator('[data-error-summary]').waitFor();
    await shoot(page, 'fouten', width);
    for (const [key, value] of BUYER) await fill(page, key, value);
    await page.locator('label[data-shipping-method="afhalen"]').click();
    // The demo's pickup asks for a time slot: the first one still open.
    await page.locator('[data-slot-times] label:has(input:enabled)').first().click();
    await page.locator('label[data-payment-method="pay_on_pickup"]').click();
    await page.locator('[data-agreement] input[type="checkbox"]').check();
    await page.locator('[data-error-summary]').waitFor({ state: 'detached' });
    await shoot(page, 'ingevuld', width);
    await button.click();
    await page.locator('[data-order-overview]').waitFor();
    await shoot(page, 'bestelling', width);
    await context.close();

    // A business buyer in Belgium with a valid VAT number: reverse charge.
    context = await browser.newContext({ viewport, locale: 'nl-NL' });
    page = await context.newPage();
    await addToCart(page, stack, '/product/tompouce');
    await acceptCookies(page);
    await openCheckout(page, stack);
    await page.getByRole('radio', { name: 'Zakelijk' }).check();
    await choose(page, 'invoice_country', 'BE');
    await fill(page, 'invoice_company', 'Feestbureau Brussel');
    await fill(page, 'invoice_tax_number', VALID_VAT);
    await page.locator('[data-vies-state="valid"]').waitFor();
    await shoot(page, 'btw-verlegd', width);
    await context.close();

    // A quote request and the page after it.
    context = await browser.newContext({ viewport, locale: 'nl-NL' });
    page = await context.newPage();
    await addToCart(page, stack, '/product/bruidstaart-klassiek', async () => {
      const guests = page.getByLabel('Aantal gasten');
      const options = await guests.locator('option').evaluateAll((nodes) => nodes.map((node) => node.value).filter(Boolean));
      await guests.selectOption(options[0]);
    });
    await acceptCookies(page);
    const request = await openCheckout(page, stack);
    for (const [key, value] of BUYER.slice(0, 3)) await fill(page, key, value);
    for (const [key, value] of WEDDING_ANSWERS) await fill(page, key, value);
    await fill(page, 'quote_remarks', 'Bruiloft op 12 juni in Utrecht, 80 gasten.');
    await page.locator('[data-agreement] input[type="checkbox"]').check();
    await shoot(page, 'offerte', width);
    await request.click();
    await page.locator('[data-quote-received]').waitFor();
    await shoot(page, 'offerte-ontvangen', width);
    await context.close();
  }
} finally {
  await stop();
}
