/**
 * The product page in Chromium (docs/product-page.md): the gallery's main arrows and
 * thumbnail strip at 390 and 1280 px, option display prices, the stock states and the
 * add button's event. Site of fixtures/product.json on product.localhost: product pages
 * whose custom_fields carry the product (images from fixtures/mediaFiles.mjs). The stock
 * call is answered by request interception, so each test decides the stock.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import AxeBuilder from '@axe-core/playwright';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

import { DESKTOP, MOBILE, eventually, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';
import { serveMediaFiles } from './fixtures/mediaFiles.mjs';
import { expectStrip } from './gallery.mjs';
import { ROOT } from './stack.mjs';

const HOST = 'product.localhost';
/** The WCAG 2.2 AA rule set, as accessibility.test.mjs checks the demo pages. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let stack;
let browser;
let origin;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('product-page', { sites: [{ file: 'tests/e2e/fixtures/product.json', host: HOST }] }));
  origin = `http://${HOST}:${new URL(stack.url).port}`;
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** Opens `path` with the fixture's images served and get-stock answering `inStock`. */
async function open(page, path, inStock) {
  await serveMediaFiles(page);
  const asked = [];
  await page.route('**/api/services/webshop/v1/products/get-stock', async (route) => {
    asked.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ in_stock: inStock, stock: inStock ? 3 : 0 }) });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  return asked;
}

const shownImage = (page) => page.locator('[data-gallery-image]:not([hidden]) img').getAttribute('src');

for (const [viewport, perView] of [[DESKTOP, 4], [MOBILE, 2]]) {
  test(`gallery at ${viewport.width} px: main arrows hidden at the ends, strip of ${perView} paging by ${perView}, selection kept in view`, async (t) => {
    await withPage(t, browser, viewport, async (page, problems) => {
      await open(page, '/product/appeltaart', true);
      const first = page.locator('[data-gallery-image="0"] img');
      assert.equal(await first.getAttribute('fetchpriority'), 'high');
      await waitForHydration(page.getByRole('button', { name: 'Volgende afbeelding', exact: true }));
      assert.equal(await page.getByRole('button', { name: 'Vorige afbeelding', exact: true }).count(), 0);
      await expectStrip(page, [...Array(perView).keys()], 'the strip starts with the first thumbnails');
      assert.equal(await page.getByRole('button', { name: 'Vorige afbeeldingen', exact: true }).count(), 0);

      await page.getByRole('button', { name: 'Volgende afbeeldingen', exact: true }).click();
      const paged = perView === 4 ? [2, 3, 4, 5] : [2, 3];
      await expectStrip(page, paged, 'the strip pages by up to its size');
      assert.equal(await shownImage(page), '/media/e2e/foto-1.svg', 'paging the strip keeps the main image');

      await page.getByRole('button', { name: 'Afbeelding 3 van 6 tonen' }).click();
      assert.equal(await shownImage(page), '/media/e2e/foto-3.svg');
      await page.getByRole('button', { name: 'Vorige afbeelding', exact: true }).click();
      await page.getByRole('button', { name: 'Vorige afbeelding', exact: true }).click();
      assert.equal(await shownImage(page), '/media/e2e/foto-1.svg');
      assert.equal(await page.getByRole('button', { name: 'Vorige afbeelding', exact: true }).count(), 0, 'no previous arrow on the first image');
      await expectStrip(page, [...Array(perView).keys()], 'the strip follows the selection back to the start');

      for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'Volgende afbeelding', exact: true }).click();
      assert.equal(await shownImage(page), '/media/e2e/foto-6.svg');
      assert.equal(await page.getByRole('button', { name: 'Volgende afbeelding', exact: true }).count(), 0, 'no next arrow on the last image');
      await expectStrip(page, perView === 4 ? [2, 3, 4, 5] : [4, 5], 'the last image is in the strip');
      assert.equal(await page.getByRole('button', { name: 'Volgende afbeeldingen', exact: true }).count(), 0, 'no strip arrow at the end');
      assert.deepEqual(problems, []);
    });
  });
}

test('option display prices follow the choices; the add button sends its payload', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const asked = await open(page, '/product/appeltaart', true);
    const area = page.locator('[data-add-to-cart-area]');
    await waitForHydration(area);
    await page.locator('[data-add-to-cart]').waitFor();
    assert.deepEqual(asked.map((body) => body.product_id), ['appeltaart']);
    const price = area.locator('[data-price-current]');
    assert.equal(await price.textContent(), '€ 24,95');

    await page.getByRole('combobox', { name: 'Formaat' }).selectOption('10 personen');
    await eventually(async () => (await price.textContent()) === '€ 33,45', 'select adds its price');
    await page.getByRole('checkbox', { name: 'Extra slagroom' }).check();
    await eventually(async () => (await price.textContent()) === '€ 35,95', 'checkbox adds its price');
    await page.getByRole('spinbutton', { name: 'Aantal personen' }).fill('4');
    await eventually(async () => (await price.textContent()) === '€ 40,95', 'the calculation adds 4 × € 1,25');
    assert.equal(await page.locator('[data-option="calculation"] [data-option-price]').textContent(), '€ 5,00');

    await page.getByRole('button', { name: 'Offerte' }).click();
    await page.getByRole('button', { name: 'Aantal verhogen' }).click();
    await page.evaluate(() => {
      document.addEventListener('wm:add-to-cart', (event) => {
        window.lastAdd = event.detail;
      });
    });
    await page.getByRole('button', { name: 'Toevoegen aan offerte' }).click();
    const detail = await page.evaluate(() => window.lastAdd);
    assert.equal(detail.type, 'quote');
    assert.equal(detail.quantity, 2);
    assert.equal(detail.product_id, 'appeltaart');
    assert.deepEqual(detail.options.map((option) => option.value), ['10 personen', '1', '4', '']);
    assert.deepEqual(problems, []);
  });
});

test('a sold-out product shows Uitverkocht and no add-to-cart UI', async (t) => {
  await withPage(t, browser, MOBILE, async (page, problems) => {
    await open(page, '/product/kersenvlaai', false);
    const area = page.locator('[data-add-to-cart-area]');
    await waitForHydration(area);
    await page.getByText('Uitverkocht').waitFor();
    assert.equal(await page.locator('[data-add-to-cart]').count(), 0);
    assert.equal(await page.locator('[data-quantity]').count(), 0);
    assert.equal(await area.locator('[data-price-current]').textContent(), '€ 19,50');
    assert.deepEqual(problems, []);
  });
});

test('product pages: no axe WCAG 2.2 AA violation once interactive, valid server HTML with one h1', async (t) => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const found = [];
  for (const [path, inStock] of [['/product/appeltaart', true], ['/product/kersenvlaai', false]]) {
    for (const viewport of [MOBILE, DESKTOP]) {
      await withPage(t, browser, viewport, async (page) => {
        await serveMediaFiles(page);
        await page.route('**/api/services/webshop/v1/products/get-stock', (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ in_stock: inStock }) }),
        );
        const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        const html = await response.text();
        for (const island of await page.locator('wm-island[data-island="productGallery"], wm-island[data-island="addToCart"]').all()) await waitForHydration(island.locator(':scope > *'));
        await page.locator(inStock ? '[data-add-to-cart]' : '[data-sold-out]').waitFor();
        const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        for (const violation of result.violations) {
          for (const node of violation.nodes) found.push(`${path} @${viewport.width}px [${violation.id}] ${violation.help}: ${node.target.join(' ')}`);
        }
        if (viewport !== DESKTOP) return;
        const report = await validator.validateString(html, `${ROOT}product${path}.html`);
        for (const message of report.results.flatMap((entry) => entry.messages)) found.push(`${path}:${message.line} [${message.ruleId}] ${message.message}`);
        const h1s = (html.replace(/<(script|template)\b[\s\S]*?<\/\1>/gi, '').match(/<h1\b/gi) ?? []).length;
        if (h1s !== 1) found.push(`${path}: ${h1s} h1 elements`);
      });
    }
  }
  assert.deepEqual(found, [], found.join('\n'));
});
