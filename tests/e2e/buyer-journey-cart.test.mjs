/**
 * The buyer's way through the shop in Chromium at 390 and 1280 px, against the real
 * stack and the demo shop (docs/cart-and-checkout.md, docs/shop-blocks.md,
 * docs/search.md):
 *
 * - the product page: a required option left empty stops the add; numbers start empty
 *   with a numeric keyboard; 'vanaf' goes once every option is chosen; the answer names
 *   what the server added, leads on with 'Naar winkelwagen' and 'Afrekenen' (the paths
 *   of the webshop settings) and goes when an option changes;
 * - cards: a simple product adds from its card with the same answer; products with
 *   options say 'Kies opties', quotes 'Offerte aanvragen'; one card layout per grid,
 *   every layout on the catalogue;
 * - dead ends offer the shop's categories and products: the empty cart and checkout, a
 *   search without results (which repeats the query and keeps it in the search box)
 *   and the 404 page; 'Verwijderen' in the cart can be undone;
 * - tap targets of header, product page, cart and filters are at least 44 × 44 px at
 *   390 px and no field's text is under 16 px; axe (with target-size) finds nothing on
 *   the cart page;
 * - keyboard: a skip link first, the live search a combobox the arrow keys walk, the
 *   cookie bar first in the tab order while it is open.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import AxeBuilder from '@axe-core/playwright';

import { acceptCookies, DESKTOP, MOBILE, eventually, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';
import { demoDocument } from './demo.mjs';

const WAIT = 30_000;
const SIZES = [
  ['390', MOBILE],
  ['1280', DESKTOP],
];
const { project, shop } = demoDocument();
const CART_PATH = project.modules.webshop.shoppingcart_page;
const CHECKOUT_PATH = project.modules.webshop.checkout_page;
const CAKE = shop.products.find((product) => product.options.some((option) => option.required));
const REQUIRED = CAKE.options.find((option) => option.required);
const NUMBER = CAKE.options.find((option) => option.layout === 'number');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('buyer-journey-cart'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

function forBothWidths(name, body) {
  for (const [label, viewport] of SIZES) {
    test(`${name} at ${label} px`, (t) => withPage(t, browser, viewport, (page, problems) => body(page, problems, viewport)));
  }
}

async function open(page, path) {
  await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
}

async function addFromCard(page) {
  const button = page.locator('[data-card-button="add"]').first();
  await waitForHydration(button);
  const added = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/add'), { timeout: WAIT });
  await button.click();
  assert.equal((await added).status(), 200);
  return page.locator('[data-add-to-cart-success]');
}

/** Every visible element of `selector` narrower or lower than 44 px, described. */
async function smallTargets(page, selector) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        // A checkbox or radio is tapped through its label.
        const target = element.matches('input[type="checkbox"], input[type="radio"]') ? element.closest('label') ?? element.labels?.[0] ?? element : element;
        const box = target.getBoundingClientRect();
        return { box, name: `${target.tagName.toLowerCase()} "${(target.getAttribute('aria-label') || target.textContent || '').trim().slice(0, 40)}"` };
      })
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ box, name }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

async function smallFieldText(page, selector) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ name: element.getAttribute('name') || element.id, size: Number.parseFloat(getComputedStyle(element).fontSize) }))
      .filter(({ size }) => size < 16)
      .map(({ name, size }) => `${name}: ${size}px`),
  );
}

const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="option"]';

forBothWidths('product page: a required option stops the add; the answer names what was added and leads on', async (page, problems) => {
  await acceptCookies(page, stack);
  await open(page, CAKE.path);
  const button = page.locator('[data-add-to-cart]');
  await waitForHydration(button);
  const candles = page.getByRole('spinbutton', { name: new RegExp(NUMBER.title) });
  assert.equal(await candles.inputValue(), '');
  assert.equal(await candles.getAttribute('inputmode'), 'decimal');
  const price = page.locator('[data-add-to-cart-area] [data-price]');
  assert.match(await price.innerText(), new RegExp(CAKE.before_price_text));

  let adds = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/shoppingcart/add')) adds += 1;
  });
  await button.click();
  const name = page.getByRole('textbox', { name: new RegExp(REQUIRED.title) });
  await page.locator('[data-option-error]').waitFor();
  assert.equal(await page.locator('[data-option-error]').innerText(), `${REQUIRED.title} is verplicht.`);
  assert.equal(await name.getAttribute('aria-invalid'), 'true');
  assert.equal(await name.evaluate((element) => element === document.activeElement), true);
  assert.equal(adds, 0);

  await name.fill('Sanne');
  await candles.fill('3');
  await eventually(async () => !(await price.innerText()).includes(CAKE.before_price_text), "'vanaf' stays once every option is chosen");
  const added = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/add'), { timeout: WAIT });
  await button.click();
  assert.equal((await added).status(), 200);
  const answer = page.locator('[data-add-to-cart-success]');
  await answer.waitFor();
  assert.match(await answer.locator('[data-added-product]').innerText(), new RegExp(`1 × ${CAKE.title}`));
  assert.match(await answer.innerText(), new RegExp(`${REQUIRED.title}: Sanne`));
  assert.equal(await answer.getByRole('link', { name: 'Naar winkelwagen' }).getAttribute('href'), CART_PATH);
  assert.equal(await answer.getByRole('link', { name: 'Afrekenen' }).getAttribute('href'), CHECKOUT_PATH);
  assert.equal(await page.locator('[data-cart-count]').innerText(), '1');

  await candles.fill('4');
  await answer.waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
});

forBothWidths('cards: a simple product adds from its card; options and quotes lead to their page; one layout per grid', async (page, problems) => {
  await acceptCookies(page, stack);
  const cakes = shop.categories.find((category) => category.id === 'feesttaarten');
  await open(page, cakes.path);
  const withOptions = page.locator('[data-card-button="options"]').first();
  await withOptions.waitFor();
  assert.equal(await withOptions.innerText(), 'Kies opties');
  assert.match(await withOptions.getAttribute('href'), /^\/product\//);
  for (const grid of await page.locator('.wm-product-grid').all()) {
    const layouts = new Set(await grid.locator('[data-product-card]').evaluateAll((cards) => cards.map((card) => card.dataset.cardLayout)));
    assert.equal(layouts.size, 1, `one card layout per grid, got ${[...layouts]}`);
  }

  await open(page, shop.categories.find((category) => category.id === 'koekjes').path);
  const answer = await addFromCard(page);
  await answer.waitFor();
  assert.match(await answer.innerText(), /Het product is toegevoegd aan je winkelwagen\./);
  assert.equal(await answer.getByRole('link', { name: 'Afrekenen' }).getAttribute('href'), CHECKOUT_PATH);
  await answer.getByRole('button', { name: 'Melding sluiten' }).click();
  await answer.waitFor({ state: 'detached' });

  await open(page, shop.categories.find((category) => category.id === 'bruidstaarten').path);
  const quote = page.locator('[data-card-button="quote"]').first();
  assert.equal(await quote.innerText(), 'Offerte aanvragen');

  await open(page, '/catalogus/blokken');
  const shown = new Set(await page.locator('[data-product-card]').evaluateAll((cards) => cards.map((card) => card.dataset.cardLayout)));
  assert.deepEqual([...shown].sort(), ['0', '1', '2', '3']);
  assert.deepEqual(problems, []);
});

forBothWidths("dead ends offer the shop's categories and products; a removed line comes back with 'Ongedaan maken'", async (page, problems) => {
  await acceptCookies(page, stack);
  const waysOn = async () => {
    const panel = page.locator('[data-ways-on]');
    await panel.waitFor({ timeout: WAIT });
    assert.ok((await panel.locator('[data-ways-on-categories] a').count()) >= 2, 'categories');
    assert.ok((await panel.locator('[data-product-card]').count()) >= 1, 'products');
  };
  await open(page, CART_PATH);
  await page.locator('[data-cart-empty="global"]').waitFor();
  await waysOn();
  await open(page, CHECKOUT_PATH);
  await waysOn();
  await open(page, '/search?query=zzqx');
  assert.equal(await page.locator('[data-search-empty]').innerText(), 'Geen producten gevonden voor “zzqx”.');
  assert.equal(await page.getByRole('combobox', { name: 'Zoeken' }).first().inputValue(), 'zzqx');
  await waysOn();
  await open(page, '/deze-pagina-bestaat-niet');
  await waysOn();

  // Undo: a line removed comes back.
  await open(page, '/winkel/brood');
  await addFromCard(page);
  await open(page, CART_PATH);
  const line = page.locator('[data-cart-line]');
  await line.first().waitFor();
  const title = await line.first().locator('[data-cart-line-title]').innerText();
  const remove = page.locator('[data-cart-delete]').first();
  await waitForHydration(remove);
  await remove.click();
  await page.getByText(`${title} is verwijderd.`).waitFor();
  await page.locator('[data-cart-empty="global"]').waitFor();
  const restored = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/add'), { timeout: WAIT });
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  assert.equal((await restored).status(), 200);
  await line.first().waitFor();
  assert.equal(await line.first().locator('[data-cart-line-title]').innerText(), title);
  // The 404 page answers 404: the browser says so, nothing else went wrong.
  assert.deepEqual(problems.filter((line) => !/status of 404/.test(line)), []);
});

test('tap targets of header, product page, cart and filters are 44 × 44 px at 390 px; no field text under 16 px; axe on the cart', (t) =>
  withPage(t, browser, MOBILE, async (page) => {
    await acceptCookies(page, stack);
    await open(page, CAKE.path);
    await waitForHydration(page.locator('[data-add-to-cart]'));
    const found = [];
    found.push(...(await smallTargets(page, `header :is(${TARGETS.split(', ').join(', ')})`)).map((entry) => `header: ${entry}`));
    found.push(...(await smallTargets(page, `[data-add-to-cart-area] :is(${TARGETS})`)).map((entry) => `product: ${entry}`));
    found.push(...(await smallFieldText(page, 'input, select, textarea')).map((entry) => `product field: ${entry}`));

    await open(page, '/winkel/brood');
    const filterButton = page.getByRole('button', { name: /Filters tonen/ });
    await waitForHydration(filterButton);
    await filterButton.click();
    found.push(...(await smallTargets(page, `aside[aria-label="Filters"] :is(${TARGETS})`)).map((entry) => `filters: ${entry}`));
    found.push(...(await smallFieldText(page, 'aside[aria-label="Filters"] :is(input, select)')).map((entry) => `filter field: ${entry}`));

    await addFromCard(page);
    await open(page, CART_PATH);
    await page.locator('[data-cart-line]').first().waitFor();
    await waitForHydration(page.locator('[data-cart-delete]'));
    found.push(...(await smallTargets(page, `[data-shoppingcart] :is(${TARGETS})`)).map((entry) => `cart: ${entry}`));
    assert.deepEqual(found, []);

    const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).withRules(['target-size']).analyze();
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const violations = [...result.violations, ...axe.violations].flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
    assert.deepEqual(violations, []);
  }));

forBothWidths('keyboard: a skip link first, the live search a combobox, the cookie bar first while open', async (page) => {
  await open(page, '/');
  await page.waitForSelector('html[data-islands]');
  await page.keyboard.press('Tab');
  // The first Tab is also the first interaction: the cookie bar opens now, after the focus moved.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-skip-link')), '');
  const bar = page.getByRole('region', { name: project.cookie_consent?.texts?.title ?? 'Wij gebruiken cookies' });
  await bar.waitFor();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'wm-main');
  // While the bar is open, it is first in the tab order: a fresh visit, the bar opened by the pointer.
  await open(page, '/');
  await page.waitForSelector('html[data-islands]');
  await page.mouse.move(200, 300);
  await bar.waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.wm-cookie-bar'))), true);
  await bar.getByRole('button').last().click();
  await bar.waitFor({ state: 'detached' });

  const search = page.getByRole('combobox', { name: 'Zoeken' }).filter({ visible: true }).first();
  await waitForHydration(search);
  await search.fill('taart');
  const options = page.getByRole('option').filter({ visible: true });
  await options.first().waitFor({ timeout: WAIT });
  await search.press('ArrowDown');
  const firstId = await options.first().getAttribute('id');
  assert.equal(await search.getAttribute('aria-activedescendant'), firstId);
  await search.press('ArrowDown');
  const secondId = await options.nth(1).getAttribute('id');
  assert.equal(await search.getAttribute('aria-activedescendant'), secondId);
  const target = await options.nth(1).getAttribute('data-result-url');
  await Promise.all([page.waitForURL((url) => url.pathname === target, { timeout: WAIT }), search.press('Enter')]);
});
