/**
 * The demo shop in Chromium, end to end: the real API, its search index and the demo
 * catalogue of api/demo/documents/demo.json (no routes, no stubs). Covers the header's
 * live search, the /search page's filters, the shop menu and the category layouts,
 * the product gallery at 390 and 1280 px, option display prices, stock states,
 * JSON-LD and social meta tags, sitemap.xml and robots.txt. Expectations are read from
 * the demo document so the tests follow its content.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, eventually, startStackAndBrowser, waitForHydration, waitForIslands, withPage } from './browser.mjs';
import { demoDocument } from './demo.mjs';
import { expectStrip, thumbnailsInView } from './gallery.mjs';
import { headTags } from './markup.mjs';

const SEARCH_PATH = '/api/services/websites/v1/search';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('shop'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const shop = () => demoDocument().shop;
const product = (id) => {
  const found = shop().products.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`demo shop has no product ${id}`);
  return found;
};
const isSearch = (request) => request.method() === 'POST' && new URL(request.url()).pathname === SEARCH_PATH;
const isSearchResponse = (response) => isSearch(response.request());
/** A promise a test may never await (it failed earlier): its rejection is not unhandled. */
function later(promise) {
  promise.catch(() => {});
  return promise;
}
const images = (item) => [item.main_image, ...String(item.sub_images ?? '').split('|')].filter(Boolean);

/** Euro amounts ("24.95", "12,50", 9.5) in integer cents, as the money rule reads them. */
function cents(value) {
  const [whole, fraction = ''] = String(value).replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Dutch display of a cent amount: € 1.234,56. */
function euro(amount) {
  const whole = Math.floor(amount / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${whole},${String(amount % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------
// 1. Header search box

test('header search: live dropdown for "taart" (limit 30), scrollable, clear button, Enter opens /search', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${stack.url}/`, { waitUntil: 'load' });
    await waitForIslands(page);
    const box = page.getByRole('search').filter({ visible: true }).first();
    const input = box.getByRole('combobox', { name: 'Zoeken' });
    await waitForHydration(input);

    const asked = later(page.waitForRequest((request) => isSearch(request) && request.postDataJSON()?.query === 'taart'));
    const answered = later(page.waitForResponse((response) => isSearchResponse(response) && response.request().postDataJSON()?.query === 'taart'));
    await input.pressSequentially('taart');
    const body = (await asked).postDataJSON();
    assert.equal(body.limit, 30, 'the live search asks for 30 results');
    assert.equal(body.query, 'taart');
    const answer = await (await answered).json();
    assert.ok(answer.results.length > 0, 'the demo has products matching "taart"');

    const list = box.getByRole('listbox', { name: 'Zoekresultaten' });
    await list.waitFor({ state: 'visible' });
    const links = list.getByRole('option');
    await eventually(async () => (await links.count()) === Math.min(30, answer.results.length), 'one option per live result');
    const hrefs = await links.evaluateAll((options) => options.map((option) => option.getAttribute('data-result-url')));
    assert.deepEqual(hrefs, answer.results.slice(0, 30).map((result) => result.url));
    for (const href of hrefs) assert.match(href, /^\/product\//);
    const firstTitle = answer.results[0].title;
    assert.ok((await links.first().textContent()).includes(firstTitle), `the first result shows ${firstTitle}`);

    const style = await list.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { maxHeight: computed.maxHeight, overflowY: computed.overflowY };
    });
    assert.notEqual(style.maxHeight, 'none', 'the dropdown has a maximum height');
    assert.ok(parseFloat(style.maxHeight) > 0);
    assert.equal(style.overflowY, 'auto', 'the dropdown scrolls');

    const clear = box.getByRole('button', { name: 'Zoekopdracht wissen' });
    await clear.waitFor({ state: 'visible' });
    await clear.click();
    await list.waitFor({ state: 'hidden' });
    assert.equal(await clear.count(), 0, 'no clear button without results');
    assert.equal(await input.inputValue(), '');

    await input.fill('taart');
    await list.waitFor({ state: 'visible' });
    await Promise.all([page.waitForURL((url) => url.pathname === '/search'), input.press('Enter')]);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('query'), 'taart');
    assert.deepEqual(problems, []);
  });
});

// ---------------------------------------------------------------------------------
// 2. The search page

const searchArea = (page) => page.locator('.wm-search-results');
const hitsLine = (page) => searchArea(page).locator('[data-search-status="hits"]');
const cards = (page) => searchArea(page).locator('[data-product-card]');
const decodedSearch = (page) => page.evaluate(() => decodeURIComponent(window.location.search.replace(/\+/g, ' ')));

async function expectHits(page, hits) {
  await eventually(async () => (await hitsLine(page).textContent().catch(() => '')) === `${hits} producten gevonden`, `shows ${hits} producten gevonden (now ${await hitsLine(page).textContent().catch(() => '?')})`, 10_000);
  await eventually(async () => (await cards(page).count()) === hits, `${hits} cards (now ${await cards(page).count()})`, 10_000);
}

test('/search?query=taart: heading, hits equal cards, filters and price range rewrite the URL without reload, back restores', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const onLoad = [];
    page.on('request', (request) => {
      if (isSearch(request)) onLoad.push(request.postDataJSON());
    });
    // The answer the island's own call gives (the page's website_id from its islands data).
    const response = await page.goto(`${stack.url}/search?query=taart`);
    const websiteId = await page.evaluate(() => JSON.parse(document.getElementById('wm-islands').textContent).site.project.id);
    const initial = await (
      await page.request.post(`${stack.url}${SEARCH_PATH}`, { data: { website_id: websiteId, query: 'taart', filters: '', current_url: `${stack.url}/search`, limit: 3000 } })
    ).json();
    assert.ok(initial.info.hits > 1, 'several products match "taart"');
    // The results are in the server HTML, and the island hydrates with them: no search on load.
    assert.ok((await response.text()).includes(`${initial.info.hits} producten gevonden`), 'the server HTML has the hits line');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Zoekresultaten');
    await expectHits(page, initial.info.hits);
    await waitForHydration(searchArea(page));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(onLoad, [], 'the island does not search the URL the server searched');

    // A value of the "soort" facet that narrows the results (fewer hits than now).
    const soort = initial.filters.find((filter) => filter.key === 'soort');
    assert.ok(soort, 'the answer offers the soort facet');
    const value = soort.values.find((entry) => entry.results > 0 && entry.results < initial.info.hits);
    assert.ok(value, 'a soort value narrows the results');
    const checkbox = searchArea(page).locator('[data-filter="soort"]').getByRole('checkbox', { name: `${value.title} (${value.results})` });
    await waitForHydration(checkbox);
    await page.evaluate(() => {
      window.notReloaded = true;
    });
    const historyBefore = await page.evaluate(() => history.length);

    const filtered = later(page.waitForResponse((response) => isSearchResponse(response) && response.request().postDataJSON()?.filters === `soort:${value.title}`));
    await checkbox.check();
    await eventually(async () => (await decodedSearch(page)) === `?query=taart&filters=soort:${value.title}`, `the URL carries the filter (${await decodedSearch(page)})`);
    const narrowed = await (await filtered).json();
    assert.equal(narrowed.info.hits, value.results, 'the facet count promised what the click gives');
    await expectHits(page, narrowed.info.hits);
    assert.ok((await page.evaluate(() => history.length)) > historyBefore, 'the filter is a history entry');
    assert.equal(await page.evaluate(() => window.notReloaded), true, 'no reload');

    // Toggling it off drops it from the URL.
    const unfiltered = later(page.waitForResponse((response) => isSearchResponse(response) && response.request().postDataJSON()?.filters === ''));
    await checkbox.uncheck();
    await eventually(async () => !(await decodedSearch(page)).includes('soort:'), `the URL drops the filter (${await decodedSearch(page)})`);
    assert.equal((await (await unfiltered).json()).info.hits, initial.info.hits);
    await expectHits(page, initial.info.hits);

    // The price range: typing rewrites price:a<->b after the debounce.
    const price = initial.filters.find((filter) => filter.key === 'price');
    assert.ok(price && price.type === 'range', 'the answer offers the price range');
    const from = Math.floor(price.min) + 10;
    const ranged = later(page.waitForResponse((response) => isSearchResponse(response) && String(response.request().postDataJSON()?.filters).startsWith(`price:${from}<->`)));
    await searchArea(page).getByRole('spinbutton', { name: 'Van', exact: true }).fill(String(from));
    await eventually(async () => (await decodedSearch(page)).includes(`filters=price:${from}<->${price.max}`), `the URL carries the range (${await decodedSearch(page)})`, 15_000);
    const rangeAnswer = await (await ranged).json();
    assert.ok(rangeAnswer.info.hits < initial.info.hits, 'the range narrows the results');
    await expectHits(page, rangeAnswer.info.hits);
    assert.equal(await page.evaluate(() => window.notReloaded), true, 'no reload');

    // Back: the state before the range (no filters).
    await page.goBack();
    await eventually(async () => !(await decodedSearch(page)).includes('price:'), `back drops the range (${await decodedSearch(page)})`);
    await eventually(async () => (await searchArea(page).getByRole('spinbutton', { name: 'Van', exact: true }).inputValue()) === '', 'back empties the range input');
    await expectHits(page, initial.info.hits);
    // Back again: the soort filter returns.
    await page.goBack();
    await eventually(async () => (await decodedSearch(page)).includes(`soort:${value.title}`), `back restores the filter (${await decodedSearch(page)})`);
    await eventually(() => checkbox.isChecked(), 'the checkbox follows the URL');
    await expectHits(page, value.results);
    assert.equal(await page.evaluate(() => window.notReloaded), true, 'no reload on back');
    assert.deepEqual(problems, []);
  });
});

// ---------------------------------------------------------------------------------
// 3. Menu and category layouts

/** The first category of each layout the demo uses, by layout. */
function categoriesByLayout() {
  const found = new Map();
  for (const category of shop().categories) if (category.layout && !found.has(category.layout)) found.set(category.layout, category);
  return found;
}

test('the Winkel menu entry opens /winkel', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${stack.url}/`);
    const entry = page.locator('header').getByRole('link', { name: 'Winkel', exact: true }).filter({ visible: true }).first();
    await Promise.all([page.waitForURL((url) => url.pathname === '/winkel'), entry.click()]);
    const root = shop().categories.find((category) => category.path === '/winkel');
    assert.ok(root, 'the demo has a /winkel category');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), root.title);
    assert.deepEqual(problems, []);
  });
});

const LAYOUTS = ['sub_categories', 'sub_categories_full_width', 'products', 'products_filters'];

for (const layout of LAYOUTS) {
  test(`category layout ${layout}: cards render and their links work`, async (t) => {
    const category = categoriesByLayout().get(layout);
    assert.ok(category, `the demo uses layout ${layout}`);
    const children = shop().categories.filter((candidate) => candidate.parent === category.id);
    const members = shop().products.filter((candidate) => candidate.categories.includes(category.id));
    await withPage(t, browser, DESKTOP, async (page, problems) => {
      await page.goto(`${stack.url}${category.path}`);
      await page.locator(`[data-category-layout="${layout}"]`).waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), category.title);
      let target;
      if (layout.startsWith('sub_categories')) {
        const tiles = page.locator('[data-category-card]');
        assert.equal(await tiles.count(), children.length, 'one card per sub-category');
        const ids = await tiles.evaluateAll((list) => list.map((tile) => tile.dataset.categoryId));
        assert.deepEqual(ids.sort(), children.map((child) => child.id).sort());
        target = children.sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
        await Promise.all([page.waitForURL((url) => url.pathname === target.path), page.locator(`[data-category-card][data-category-id="${target.id}"] a`).first().click()]);
        await page.locator('[data-category-layout]').waitFor();
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), target.title);
      } else {
        const productCards = page.locator('[data-product-card]');
        if (layout === 'products_filters') {
          // The searchResults island lists the category's products once it has searched.
          await eventually(async () => (await productCards.count()) === members.length, `${members.length} product cards (now ${await productCards.count()})`, 10_000);
          // The sidebar offers the category's own facets (category.filters), each once.
          const keys = await page.locator('[data-filter]').evaluateAll((list) => list.map((element) => element.dataset.filter));
          assert.ok(keys.length > 0, 'the filter sidebar shows');
          assert.equal(new Set(keys).size, keys.length, `each facet once (${keys})`);
          for (const key of keys) assert.ok(category.filters.includes(key), `facet ${key} is one of the category's filters ${category.filters}`);
        } else {
          assert.equal(await productCards.count(), members.length, 'one card per product of the category');
        }
        const ids = await productCards.evaluateAll((list) => list.map((card) => card.dataset.productId));
        assert.deepEqual([...ids].sort(), members.map((member) => member.id).sort());
        target = members.find((member) => member.id === ids[0]);
        await Promise.all([page.waitForURL((url) => url.pathname === target.path), productCards.first().getByRole('link', { name: target.title }).first().click()]);
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), target.title);
      }
      assert.deepEqual(problems, []);
    });
  });
}

// ---------------------------------------------------------------------------------
// 4. Product gallery

/** A demo product with the most images (at least 3). */
function galleryProduct() {
  const [best] = [...shop().products].sort((a, b) => images(b).length - images(a).length);
  assert.ok(images(best).length >= 3, 'a demo product has at least three images');
  return best;
}

for (const [viewport, perView] of [[DESKTOP, 4], [MOBILE, 2]]) {
  test(`gallery at ${viewport.width} px: arrows hidden at the ends, strip of ${perView}`, async (t) => {
    const item = galleryProduct();
    const count = images(item).length;
    await withPage(t, browser, viewport, async (page, problems) => {
      await page.goto(`${stack.url}${item.path}`);
      const previous = page.getByRole('button', { name: 'Vorige afbeelding', exact: true });
      const next = page.getByRole('button', { name: 'Volgende afbeelding', exact: true });
      const active = () => page.locator('[data-product-gallery]').getAttribute('data-active-image');
      await waitForHydration(next);
      assert.equal(await page.locator('[data-thumbnail]').count(), count, 'one thumbnail per image');
      assert.equal(await previous.count(), 0, 'no previous arrow on the first image');
      assert.equal(await page.locator('[data-strip-per-view]').getAttribute('data-strip-per-view'), String(perView));
      const firstPage = [...Array(Math.min(perView, count)).keys()];
      await expectStrip(page, firstPage, 'the strip starts with the first thumbnails');
      assert.equal(await page.getByRole('button', { name: 'Vorige afbeeldingen', exact: true }).count(), 0, 'no previous strip arrow at the start');
      const stripNext = page.getByRole('button', { name: 'Volgende afbeeldingen', exact: true });
      assert.equal(await stripNext.count(), count > perView ? 1 : 0, 'a next strip arrow only when thumbnails are hidden');

      for (let index = 1; index < count; index += 1) {
        await next.click();
        await eventually(async () => (await active()) === String(index), `image ${index} shown`);
        await page.locator(`[data-gallery-image="${index}"]:not([hidden])`).waitFor();
        // The strip slides (a CSS transition) to keep the selected thumbnail in view.
        await eventually(async () => (await thumbnailsInView(page)).includes(index), `thumbnail ${index} kept in view: ${JSON.stringify(await thumbnailsInView(page))}`);
      }
      assert.equal(await next.count(), 0, 'no next arrow on the last image');
      assert.equal(await previous.count(), 1, 'a previous arrow after the first image');
      for (let index = count - 2; index >= 0; index -= 1) {
        await previous.click();
        await eventually(async () => (await active()) === String(index), `previous goes back to image ${index}`);
        await eventually(async () => (await thumbnailsInView(page)).includes(index), `thumbnail ${index} back in view: ${JSON.stringify(await thumbnailsInView(page))}`);
      }
      assert.equal(await previous.count(), 0, 'no previous arrow back on the first image');
      await expectStrip(page, firstPage, 'the strip follows the selection back to the start');

      if (count > perView) {
        // Page the strip with its own arrow: the main image stays.
        await stripNext.click();
        const start = Math.min(perView, count - perView);
        await expectStrip(page, [...Array(perView).keys()].map((offset) => start + offset), 'the strip pages');
        assert.equal(await active(), '0', 'paging the strip keeps the main image');
        assert.equal(await stripNext.count(), 0, 'no next strip arrow at the end');
        await page.getByRole('button', { name: 'Vorige afbeeldingen', exact: true }).click();
        await expectStrip(page, firstPage, 'the strip pages back');
      }
      assert.deepEqual(problems, []);
    });
  });
}

// ---------------------------------------------------------------------------------
// 5. Option display prices

test('appeltaart: choosing 10 personen and Extra slagroom shows the price the demo data gives', async (t) => {
  const item = product('appeltaart');
  const size = item.options.find((option) => option.layout === 'select');
  const extra = item.options.find((option) => option.layout === 'checkbox' && option.title === 'Extra slagroom');
  const choice = size.options.find((entry) => entry.title === '10 personen');
  assert.ok(size && extra && choice, 'the demo appeltaart has the size select and the Extra slagroom checkbox');
  // The shown base is the sale price when it is lower (PriceTag, AddToCart).
  const regular = cents(item.price.incl_tax);
  const sale = item.sale_price ? cents(item.sale_price.incl_tax) : null;
  const base = sale !== null && sale < regular ? sale : regular;
  const defaultChoice = size.options.find((entry) => entry.title === size.value) ?? size.options[0];
  const startCents = base + cents(defaultChoice.price);
  const withSize = base + cents(choice.price);
  const withExtra = withSize + cents(extra.price);
  t.diagnostic(`expected ${euro(startCents)} → ${euro(withSize)} → ${euro(withExtra)}`);

  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${stack.url}${item.path}`);
    const area = page.locator('[data-add-to-cart-area]');
    await waitForHydration(area);
    await area.locator('[data-add-to-cart]').waitFor();
    const shown = area.locator('[data-price-current]');
    assert.equal(await shown.textContent(), euro(startCents));
    await area.getByRole('combobox', { name: size.title }).selectOption(choice.title);
    await eventually(async () => (await shown.textContent()) === euro(withSize), `the size adds its price: ${await shown.textContent()} vs ${euro(withSize)}`);
    await area.getByRole('checkbox', { name: extra.title }).check();
    await eventually(async () => (await shown.textContent()) === euro(withExtra), `the extra adds its price: ${await shown.textContent()} vs ${euro(withExtra)}`);
    assert.deepEqual(problems, []);
  });
});

// ---------------------------------------------------------------------------------
// 6. Stock

test('a sold-out product: Voorraad ophalen..., then Uitverkocht and no add-to-cart button', async (t) => {
  const item = product('kruidnoten');
  assert.equal(item.stock_management, true);
  assert.equal(item.stock, 0);
  await withPage(t, browser, MOBILE, async (page, problems) => {
    // Hold the stock answer until the loading text has been seen.
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/api/services/webshop/v1/products/get-stock', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${stack.url}${item.path}`);
    const area = page.locator('[data-add-to-cart-area]');
    await area.scrollIntoViewIfNeeded();
    await waitForHydration(area);
    await area.getByText('Voorraad ophalen...').waitFor();
    const stockAnswer = later(page.waitForResponse((response) => response.url().endsWith('/products/get-stock')));
    release();
    assert.deepEqual(await (await stockAnswer).json(), { in_stock: false, stock: 0 }, 'the API says sold out');
    await area.locator('[data-sold-out]').waitFor();
    assert.equal(await area.locator('[data-sold-out]').textContent(), 'Uitverkocht');
    assert.equal(await area.getByText('Voorraad ophalen...').count(), 0);
    assert.equal(await area.locator('[data-add-to-cart]').count(), 0, 'no add-to-cart button');
    assert.equal(await area.locator('[data-quantity]').count(), 0, 'no quantity');
    assert.deepEqual(problems, []);
  });
});

test('a stock-managed product in stock shows the add-to-cart button', async (t) => {
  const item = shop().products.find((candidate) => candidate.stock_management && candidate.stock > 0 && candidate.enable_checkout && !candidate.enable_quote && !candidate.enable_form);
  assert.ok(item, 'the demo has a stock-managed product in stock');
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const stockAnswer = later(page.waitForResponse((response) => response.url().endsWith('/products/get-stock')));
    await page.goto(`${stack.url}${item.path}`);
    const area = page.locator('[data-add-to-cart-area]');
    await waitForHydration(area);
    const answer = await (await stockAnswer).json();
    assert.equal(answer.in_stock, true);
    assert.equal(answer.stock, item.stock);
    await area.locator('[data-add-to-cart]').waitFor();
    assert.equal(await area.locator('[data-sold-out]').count(), 0);
    assert.deepEqual(problems, []);
  });
});

// ---------------------------------------------------------------------------------
// 7. JSON-LD and social meta tags

async function jsonLd(page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

const ofType = (documents, type) => documents.filter((entry) => [entry['@type']].flat().includes(type));

for (const [id, availability] of [['appeltaart', 'InStock'], ['kruidnoten', 'OutOfStock']]) {
  test(`JSON-LD and social tags on /product/${id}`, async (t) => {
    const item = product(id);
    await withPage(t, browser, DESKTOP, async (page) => {
      const response = await page.goto(`${stack.url}${item.path}`);
      const documents = await jsonLd(page);
      const [ld] = ofType(documents, 'Product');
      assert.ok(ld, 'a Product document');
      assert.equal(ld['@context'], 'https://schema.org');
      assert.equal(ld.name, item.title);
      assert.equal(ld.sku, item.sku);
      assert.ok([ld.image].flat().length > 0, 'the product has an image');
      const offers = [ld.offers].flat()[0];
      const regular = cents(item.price.incl_tax);
      const sale = item.sale_price ? cents(item.sale_price.incl_tax) : null;
      const price = sale !== null && sale < regular ? sale : regular;
      assert.equal(cents(offers.price), price, `offers.price ${offers.price} is the demo's ${euro(price)}`);
      assert.equal(offers.priceCurrency, 'EUR');
      assert.equal(offers.availability, `https://schema.org/${availability}`);

      const [crumbs] = ofType(documents, 'BreadcrumbList');
      assert.ok(crumbs, 'a BreadcrumbList document');
      const list = crumbs.itemListElement;
      assert.deepEqual(list.map((entry) => entry.position), list.map((_, index) => index + 1));
      assert.equal(list[0].name, 'Home');
      assert.equal(new URL(list[0].item).pathname, '/');
      assert.equal(list.at(-1).name, item.title);
      assert.equal(new URL(list.at(-1).item).pathname, item.path);
      // Between them, the category chain of the product's first category.
      const chain = [];
      for (let key = item.categories[0]; key; key = shop().categories.find((category) => category.id === key)?.parent) {
        chain.unshift(shop().categories.find((category) => category.id === key));
      }
      assert.deepEqual(list.slice(1, -1).map((entry) => new URL(entry.item).pathname), chain.map((category) => category.path));
      assert.deepEqual(list.slice(1, -1).map((entry) => entry.name), chain.map((category) => category.title));

      const html = await response.text();
      const metas = headTags(html, 'meta');
      const property = (name) => metas.find((meta) => meta.property === name || meta.name === name)?.content;
      for (const name of ['og:image', 'og:url', 'og:type', 'og:site_name', 'twitter:card']) assert.ok(property(name), `${name} present`);
      assert.equal(property('og:type'), 'product');
      assert.equal(new URL(property('og:url')).pathname, item.path);
      assert.match(property('og:image'), /^https?:\/\//);
      assert.equal(property('og:site_name'), demoDocument().project.modules.webshop.business.name);
    });
  });
}

test('JSON-LD on the home page: LocalBusiness with address and opening hours; social tags', async (t) => {
  const business = demoDocument().project.modules.webshop.business;
  const DAYS = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' };
  await withPage(t, browser, DESKTOP, async (page) => {
    const response = await page.goto(`${stack.url}/`);
    const documents = await jsonLd(page);
    const [ld] = [...ofType(documents, 'LocalBusiness'), ...ofType(documents, 'Organization')];
    assert.ok(ld, 'a LocalBusiness or Organization document');
    assert.equal(ld.name, business.name);
    assert.equal(ld.telephone, business.phone);
    assert.deepEqual(
      { street: ld.address.streetAddress, postcode: ld.address.postalCode, city: ld.address.addressLocality, country: ld.address.addressCountry },
      { street: business.street, postcode: business.postcode, city: business.city, country: business.country },
    );
    const hours = ld.openingHoursSpecification.map((entry) => ({
      days: [entry.dayOfWeek].flat().map((day) => day.replace('https://schema.org/', '')),
      opens: entry.opens,
      closes: entry.closes,
    }));
    assert.deepEqual(hours, business.opening_hours.map((entry) => ({ days: entry.days.map((day) => DAYS[day]), opens: entry.opens, closes: entry.closes })));

    const metas = headTags(await response.text(), 'meta');
    const property = (name) => metas.find((meta) => meta.property === name || meta.name === name)?.content;
    for (const name of ['og:image', 'og:url', 'og:type', 'og:site_name', 'twitter:card']) assert.ok(property(name), `${name} present on the home page`);
  });
});

// ---------------------------------------------------------------------------------
// 8. sitemap.xml and robots.txt

test('sitemap.xml lists products and categories with lastmod and no /catalogus pages; robots.txt names it', async () => {
  const response = await fetch(`${stack.url}/sitemap.xml`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /xml/);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => ({
    loc: inner.match(/<loc>([^<]*)<\/loc>/)?.[1],
    lastmod: inner.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1],
  }));
  const paths = entries.map((entry) => new URL(entry.loc).pathname);
  for (const item of shop().products) assert.ok(paths.includes(item.path), `sitemap lists ${item.path}`);
  for (const category of shop().categories) assert.ok(paths.includes(category.path), `sitemap lists ${category.path}`);
  for (const entry of entries) {
    assert.ok(entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)), `${entry.loc} has a lastmod`);
  }
  assert.deepEqual(paths.filter((path) => path.startsWith('/catalogus')), [], 'no showcase pages');
  assert.equal(new Set(paths).size, paths.length, 'no duplicates');

  const robots = await fetch(`${stack.url}/robots.txt`);
  assert.equal(robots.status, 200);
  const text = await robots.text();
  const sitemap = text.match(/^Sitemap:\s*(\S+)\s*$/im)?.[1];
  assert.ok(sitemap, 'robots.txt names a sitemap');
  assert.equal(new URL(sitemap).pathname, '/sitemap.xml');
});
