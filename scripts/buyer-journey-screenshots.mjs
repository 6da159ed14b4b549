#!/usr/bin/env node
/**
 * Screenshots of the buyer's way through the demo shop at 390 and 1280 px, in states a
 * page visit alone does not show: a required option left empty, the answer to an add
 * (product page and card), the empty cart and checkout with their ways on, a search
 * without results, the 404 page's ways on, the undo bar after 'Verwijderen', the live
 * search with a walked suggestion, the skip link. Starts its own stack, like scripts/screenshots.mjs.
 *
 *   npm run build -w ssr && node scripts/buyer-journey-screenshots.mjs
 *
 * Writes screenshots/journey/<state>-<width>.png (viewport shots: these are states of
 * the screen, not whole pages).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { startStackAndBrowser, waitForHydration } from '../tests/e2e/browser.mjs';
import { demoDocument } from '../tests/e2e/demo.mjs';
import { ROOT } from '../tests/e2e/stack.mjs';

const OUTPUT = join(ROOT, 'screenshots', 'journey');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const { project, shop } = demoDocument();
const CART = project.modules.webshop.shoppingcart_page;
const CHECKOUT = project.modules.webshop.checkout_page;
const CAKE = shop.products.find((product) => product.options.some((option) => option.required));
const BREAD = shop.categories.find((category) => category.id === 'brood');

async function shoot(page, name, viewport, locator) {
  if (locator) await locator.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUTPUT, `${name}-${viewport.width}.png`) });
}

async function addFromCard(page) {
  const button = page.locator('[data-card-button="add"]').first();
  await waitForHydration(button);
  await button.click();
  await page.locator('[data-add-to-cart-success]').waitFor();
}

async function journey(page, base, viewport) {
  const go = (path) => page.goto(`${base}${path}`, { waitUntil: 'networkidle' });

  await go(CAKE.path);
  const add = page.locator('[data-add-to-cart]');
  await waitForHydration(add);
  await add.click();
  await page.locator('[data-option-error]').waitFor();
  await shoot(page, 'product-verplichte-optie', viewport, page.locator('[data-option-error]'));
  await page.locator('[data-option-required] input').first().fill('Sanne');
  await add.click();
  await page.locator('[data-add-to-cart-success]').waitFor();
  await shoot(page, 'product-toegevoegd', viewport, page.locator('[data-add-to-cart-success]'));

  await go(BREAD.path);
  await addFromCard(page);
  await shoot(page, 'kaart-toegevoegd', viewport);

  await go(CART);
  await page.locator('[data-cart-line]').first().waitFor();
  await shoot(page, 'winkelwagen', viewport);
  for (let left = await page.locator('[data-cart-delete]').count(); left > 0; left -= 1) {
    const remove = page.locator('[data-cart-delete]').first();
    await waitForHydration(remove);
    await remove.click();
    await page.locator('[data-undo-remove]').waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('[data-cart-line]').length < count, left);
  }
  await shoot(page, 'winkelwagen-ongedaan-maken', viewport);
  await page.locator('[data-ways-on]').waitFor();
  await shoot(page, 'winkelwagen-leeg', viewport, page.locator('[data-ways-on]'));

  await go(CHECKOUT);
  await page.locator('[data-ways-on]').waitFor();
  await shoot(page, 'afrekenen-leeg', viewport, page.locator('[data-ways-on]'));

  await go('/search?query=zzqx');
  await page.locator('[data-search-empty]').waitFor();
  await shoot(page, 'zoeken-geen-resultaten', viewport);

  await page.goto(`${base}/deze-pagina-bestaat-niet`, { waitUntil: 'networkidle' });
  await page.locator('[data-ways-on]').waitFor();
  await shoot(page, 'niet-gevonden', viewport, page.locator('[data-ways-on]'));

  await go('/');
  const search = page.getByRole('combobox', { name: 'Zoeken' }).filter({ visible: true }).first();
  await waitForHydration(search);
  await search.fill('taart');
  await page.getByRole('option').filter({ visible: true }).first().waitFor();
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await shoot(page, 'live-zoeken-pijltjes', viewport);

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await go('/');
  await page.keyboard.press('Tab');
  await shoot(page, 'overslaanlink', viewport);
}

const { stack, browser } = await startStackAndBrowser('buyer-journey-screenshots');
try {
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(OUTPUT, { recursive: true });
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    await context.addCookies([{ name: 'cookie_consent', value: 'true', url: stack.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await journey(page, stack.url, viewport);
    await context.close();
  }
  console.log(`screenshots in ${OUTPUT}`);
} finally {
  await Promise.all([stack.stop(), browser.close()]);
}
