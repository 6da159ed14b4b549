/**
 * A first-time buyer on a phone (390 px) buys a tompouce for a chosen pickup slot
 * (docs/pickup-slots.md) in Chromium against the real stack: product → cart →
 * checkout → 'Afhalen in de bakkerij' → a day and a time in the slot picker (44 px
 * options) → pay on pickup → the order overview and the mails name the slot. At
 * 1280 px a slot six other buyers took shows 'Vol'. The picker is photographed at
 * 390 and 1280 px (test-results/e2e/). The owner sees the slots in the order list and
 * configures them on the pickup method (a wrong window gets the API's message).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import AxeBuilder from '@axe-core/playwright';

import { DESKTOP, MOBILE, eventually, screenshot, waitForHydration, withPage } from './browser.mjs';
import { addToCart, fill, startCheckoutStack, WAIT } from './checkout-journey.mjs';
import { logInToDashboard } from './dashboard.mjs';
import { demoProjectId, ownerCall, placeOrder } from './shop-orders.mjs';

const EMAIL = 'noor@example.nl';

let stack;
let browser;
let stop;

before(async () => {
  ({ stack, browser, stop } = await startCheckoutStack('pickup-slots'));
});

after(async () => {
  await stop?.();
});


async function toCheckout(page) {
  await addToCart(page, stack, '/product/tompouce');
  await page.goto(`${stack.url}/afrekenen`, { waitUntil: 'load' });
  await waitForHydration(page.getByRole('radio', { name: 'Particulier' }));
}

/** The cookie banner out of the way of the picker's screenshots. */
async function declineCookies(page) {
  const decline = page.getByRole('button', { name: 'Alles weigeren' });
  if (await decline.isVisible()) await decline.click();
}

async function choosePickup(page) {
  const offered = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/delivery-slots'), { timeout: WAIT });
  await page.locator('label[data-shipping-method="afhalen"]').click();
  assert.equal((await offered).status(), 200);
  const picker = page.locator('[data-delivery-slots]');
  await picker.getByRole('group', { name: 'Dag', exact: true }).waitFor({ timeout: WAIT });
  return picker;
}

test('a first-time buyer on a phone picks up a tompouce in a chosen slot', { timeout: 180_000 }, async (t) => {
  await withPage(t, browser, MOBILE, async (page, problems) => {
    await toCheckout(page);
    await page.getByRole('radio', { name: 'Particulier' }).check();
    for (const [key, value] of [
      ['invoice_firstname', 'Noor'],
      ['invoice_lastname', 'Jansen'],
      ['invoice_email', EMAIL],
      ['invoice_phonenumber', '0612345678'],
      ['invoice_street', 'Bloemgracht'],
      ['invoice_number', '12'],
      ['invoice_postcode', '1015 TK'],
      ['invoice_city', 'Amsterdam'],
    ]) {
      await fill(page, key, value);
    }
    const picker = await choosePickup(page);

    // The second day offered, its first open time.
    const days = picker.locator('[data-slot-day]');
    assert.ok((await days.count()) >= 2, 'several days are offered');
    const day = days.nth(1);
    const dayLabel = await day.locator('input').getAttribute('aria-label');
    await day.click();
    const times = picker.getByRole('group', { name: `Tijd op ${dayLabel}` });
    await times.waitFor({ timeout: WAIT });
    const slot = times.locator('label:has(input:enabled)').first();
    const slotId = await slot.getAttribute('data-slot');
    for (const target of [day, slot]) {
      const box = await target.boundingBox();
      assert.ok(box && box.height >= 44, `tap target of ${Math.round(box?.height ?? 0)} px`);
    }
    const saved = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/add/delivery-slot'), { timeout: WAIT });
    await slot.click();
    assert.equal((await saved).status(), 200);
    assert.equal(await slot.locator('input').isChecked(), true);
    // The picker passes axe (WCAG 2.2 AA) with a day and a time chosen.
    const audit = await new AxeBuilder({ page }).include('[data-delivery-slots]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    assert.deepEqual(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), []);
    // The days scroll inside their row: the page itself stays 390 px wide.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), MOBILE.width);
    await declineCookies(page);
    await screenshot(page, 'pickup-slots picker 390');

    await page.locator('label[data-payment-method="pay_on_pickup"]').click();
    await page.locator('[data-agreement] input[type="checkbox"]').check();
    await page.locator('button[data-place-order]').click();
    await page.waitForURL(/\/bestelling\?order=/, { waitUntil: 'commit', timeout: WAIT });

    // The overview opens verified with the e-mail this browser just ordered with.
    const shown = page.locator('[data-order-overview] [data-delivery-slot]');
    await shown.waitFor({ timeout: WAIT });
    const [date, window] = [slotId.slice(0, 10), slotId.slice(11)];
    const text = await shown.textContent();
    assert.match(text, new RegExp(`^Tijdvak: ${dayLabel} ${date.slice(0, 4)}, ${window}$`));
    await eventually(() => stack.mails().filter((mail) => mail.includes(`Tijdvak: ${dayLabel}`)).length === 2, 'the buyer and the shop get the slot by mail', WAIT);
    assert.deepEqual(problems, []);
  });
});

test('at 1280 px: a slot filled by six other buyers shows Vol and cannot be chosen', { timeout: 120_000 }, async (t) => {
  // Six orders through the API take the first open slot (the demo's capacity is 6).
  for (let buyer = 0; buyer < 6; buyer += 1) {
    await placeOrder(stack.url, { lines: [{ product: 'desembrood', quantity: 1 }], payment: 'pay_on_pickup' });
  }
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await toCheckout(page);
    const picker = await choosePickup(page);
    const first = picker.locator('[data-slot-times] label').first();
    await first.waitFor({ timeout: WAIT });
    assert.match(await first.textContent(), /Vol$/);
    assert.equal(await first.locator('input').isDisabled(), true);
    await declineCookies(page);
    await screenshot(page, 'pickup-slots picker 1280');
    const open = picker.locator('[data-slot-times] label:has(input:enabled)').first();
    const saved = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/add/delivery-slot'), { timeout: WAIT });
    await open.click();
    assert.equal((await saved).status(), 200);
    assert.deepEqual(problems, []);
  });
});

/** The console's problems but the login's 401 and the refused save's 422, both meant. */
const unexpected = (problems) => problems.filter((problem) => !/status of 401 .*\/api\/owner\/v1\/me\)$|status of 422 .*\/webshop-settings\)$/.test(problem));

const WINDOW_MESSAGE = 'Geef tijdvakken als "08:00-10:00", het einde na het begin.';

for (const viewport of [DESKTOP, MOBILE]) {
  test(`the owner at ${viewport.width} px: slots in the order list, slots on the pickup method`, { timeout: 120_000 }, async (t) => {
    await placeOrder(stack.url, { lines: [{ product: 'desembrood', quantity: 1 }], payment: 'pay_on_pickup' });
    await withPage(t, browser, viewport, async (page, problems) => {
      await logInToDashboard(page, stack.url);
      await page.goto(`${stack.url}/wm/shop/orders`, { waitUntil: 'load' });
      const list = page.getByRole('list', { name: 'Bestellingen' });
      await list.locator('[data-delivery-slot]').first().waitFor({ timeout: WAIT });
      assert.match(await list.locator('[data-delivery-slot]').first().textContent(), /^Tijdvak: \w+dag \d+ \w+ \d{4}, \d\d:\d\d-\d\d:\d\d$/);
      await screenshot(page, `pickup-slots owner orders ${viewport.width}`);

      await page.goto(`${stack.url}/wm/shop/methods`, { waitUntil: 'load' });
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Afhalen in de bakkerij' }) });
      await card.waitFor({ timeout: WAIT });
      assert.equal(await card.getByRole('switch', { name: 'Tijdvakken' }).isChecked(), true);
      assert.equal(await card.getByLabel('Zaterdag').inputValue(), '08:00-10:00, 10:00-12:00, 12:00-14:00');
      await card.getByLabel('Tijdvakken').scrollIntoViewIfNeeded();
      await screenshot(page, `pickup-slots owner method ${viewport.width}`);
      if (viewport !== DESKTOP) return assert.deepEqual(unexpected(problems), []);

      // A window ending before it starts: the API's message under Maandag.
      await card.getByLabel('Maandag').fill('12:00-09:00');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await card.getByText(WINDOW_MESSAGE).waitFor({ timeout: WAIT });
      await card.getByLabel('Maandag').fill('9:00 - 11:00');
      await card.getByLabel('Bestellingen per tijdvak').fill('8');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await page.getByText('Niet-opgeslagen wijzigingen').waitFor({ state: 'detached', timeout: WAIT });
      const projectId = await demoProjectId(stack.url);
      await eventually(async () => {
        const { webshop_settings: settings } = await ownerCall(stack.url, `/projects/${projectId}/webshop-settings`);
        const slots = settings.shipping_methods.find((method) => method.key === 'afhalen').slots;
        return slots.capacity === 8 && slots.week.mon.join() === '09:00-11:00' && slots.week.sat.length === 3;
      }, 'the pickup method keeps its slots with Monday added and capacity 8', WAIT);
      assert.deepEqual(unexpected(problems), []);
    });
  });
}
