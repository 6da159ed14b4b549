/**
 * The search results area in Chromium (the `searchResults` island of webshopSearch,
 * here on the demo's Webwinkel catalogue page; the search answers come from a route,
 * so this runs before the API has a catalogue): the URL's query and filters are
 * searched, toggling a value and setting a price range rewrite the URL without a
 * reload, back goes to the previous filters, and the cards show in a 3-column grid
 * (1 column at 390 px).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, eventually, screenshot, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';

const SEARCH_PATH = '/api/services/websites/v1/search';
const PAGE = '/catalogus/webwinkel';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('shop-search'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const price = (incl) => ({ incl_tax: incl, excl_tax: Math.round((incl / 1.09) * 100) / 100 });
const RESULTS = [
  { id: 'appeltaart', title: 'Appeltaart', url: '/product/appeltaart', main_image: '/media/demo/appeltaart.jpg', price: price(24.95), sale_price: null, layout: '0' },
  { id: 'stokbrood', title: 'Stokbrood', url: '/product/stokbrood', main_image: '/media/demo/stokbrood.jpg', price: price(2.5), sale_price: price(1.95), layout: '1' },
  { id: 'bruidstaart', title: 'Bruidstaart', url: '/product/bruidstaart', main_image: '/media/demo/slagroomtaart.jpg', hide_price: true, layout: '2' },
  { id: 'croissants', title: 'Croissants', url: '/product/croissants', main_image: '/media/demo/croissants.jpg', price: price(1234.5), layout: '3' },
];

function answerFor(body) {
  const chosen = new Set((/soort:([^|]*)/.exec(body.filters)?.[1] ?? '').split(',').filter(Boolean));
  const results = chosen.has('Brood') ? RESULTS.filter((result) => result.id === 'stokbrood') : RESULTS;
  return {
    results,
    info: { hits: results.length },
    filters: [
      { key: 'soort', title: 'Soort', uid: 'f1', type: 'list', values: ['Taart', 'Brood'].map((title) => ({ title, results: title === 'Taart' ? 2 : 1, active: chosen.has(title) })) },
      { key: 'price', title: 'Prijs', uid: 'f2', type: 'range', min: 1, max: 1235, active: null },
    ],
  };
}

async function routeSearch(page) {
  const bodies = [];
  await page.route(`**${SEARCH_PATH}`, async (route) => {
    const body = route.request().postDataJSON();
    bodies.push(body);
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answerFor(body)) });
  });
  return bodies;
}

/** The search page section (the catalogue page also shows the category template). */
const area = (page) => page.locator('[data-template="webshopSearch"]');
const currentSearch = (page) => page.evaluate(() => decodeURIComponent(window.location.search));

test('the URL is searched; filters rewrite it without a reload; back restores the previous filters', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const bodies = await routeSearch(page);
    await page.goto(`${stack.url}${PAGE}?query=taart`);
    const hits = area(page).getByText('4 producten gevonden');
    await hits.waitFor({ state: 'visible' });
    assert.deepEqual(bodies[0], { website_id: bodies[0].website_id, query: 'taart', filters: '', current_url: `${stack.url}${PAGE}`, limit: 3000 });
    const results = area(page).locator('.wm-product-grid');
    assert.equal(await results.locator('[data-product-card]').count(), 4);
    // Three cards side by side at 1280 px.
    const tops = await results.locator('[data-product-card]').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    assert.equal(new Set(tops.slice(0, 3)).size, 1, `first row of three (${tops})`);
    assert.ok(tops[3] > tops[0], 'the fourth card starts a new row');

    await page.evaluate(() => {
      window.notReloaded = true;
    });
    const brood = area(page).getByRole('checkbox', { name: 'Brood (1)' });
    await waitForHydration(brood);
    await brood.check();
    await eventually(async () => (await currentSearch(page)) === '?query=taart&filters=soort:Brood', 'the URL carries the filter');
    await area(page).getByText('1 producten gevonden').waitFor({ state: 'visible' });
    assert.equal(bodies.at(-1).filters, 'soort:Brood');

    await area(page).getByLabel('Van').fill('2');
    await eventually(async () => (await currentSearch(page)) === '?query=taart&filters=soort:Brood|price:2<->1235', 'the URL carries the range', 10_000);
    // The URL is rewritten first; the search for it may still be on its way.
    await eventually(() => bodies.at(-1).filters === 'soort:Brood|price:2<->1235', 'searched with the range');
    assert.equal(await page.evaluate(() => window.notReloaded), true, 'no reload');

    await page.goBack();
    await eventually(async () => (await currentSearch(page)) === '?query=taart&filters=soort:Brood', 'back: the previous filters');
    await eventually(() => bodies.at(-1).filters === 'soort:Brood', 'back: searched again');
    assert.equal(await area(page).getByLabel('Van').inputValue(), '');
    assert.equal(await brood.isChecked(), true);
    assert.equal(await page.evaluate(() => window.notReloaded), true, 'no reload on back');
    await page.screenshot({ path: await screenshot(page, 'shop-search-desktop'), fullPage: false });
    assert.deepEqual(problems, []);
  });
});

test('at 390 px the cards stack and the filters fold behind a button', async (t) => {
  await withPage(t, browser, MOBILE, async (page, problems) => {
    await routeSearch(page);
    await page.goto(`${stack.url}${PAGE}?query=taart`);
    await area(page).getByText('4 producten gevonden').waitFor({ state: 'visible' });
    const cards = area(page).locator('[data-product-card]');
    const lefts = await cards.evaluateAll((list) => list.map((card) => Math.round(card.getBoundingClientRect().left)));
    assert.equal(new Set(lefts).size, 1, `one column (${lefts})`);
    const toggle = area(page).getByRole('button', { name: 'Filters tonen' });
    assert.equal(await area(page).getByRole('checkbox', { name: 'Taart (2)' }).isVisible(), false);
    await waitForHydration(toggle);
    await toggle.click();
    await area(page).getByRole('checkbox', { name: 'Taart (2)' }).waitFor({ state: 'visible' });
    await page.screenshot({ path: await screenshot(page, 'shop-search-mobile'), fullPage: false });
    assert.deepEqual(problems, []);
  });
});
