/**
 * Nothing moves while a page loads (CLS 0), even when its images come last: the home
 * page, content pages, a category page with category cards, one with product cards and
 * a product page with its gallery, at 390 and 1280 px, each loaded with every image
 * request held back until the first paint (shifts.mjs). An image box that does not
 * reserve the image's size (the logo without its size in the media map, a card image
 * box that grows to fit its image) or a control appearing at hydration (the gallery's
 * strip arrows) would move the content and fail here. `make lighthouse` runs the same
 * check on every page (benchmarks/layout_shift.mjs).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser } from './browser.mjs';
import { shopPages } from './demo.mjs';
import { NO_SHIFT, describeShifts, measureLayoutShift } from './shifts.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('layout-shift'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const [, productCards, categoryCards, , gallery] = shopPages();
const PAGES = [
  ['the home page', '/'],
  ['a content page', '/over-ons'],
  ['the gallery page (many images)', '/catalogus/gallerijen'],
  ['a category page with category cards', categoryCards],
  ['a category page with product cards', productCards],
  ['a product page with its gallery', gallery],
];

for (const viewport of [MOBILE, DESKTOP]) {
  for (const [what, path] of PAGES) {
    test(`${what} (${path}) at ${viewport.width} px does not move when its images arrive late`, async () => {
      const result = await measureLayoutShift(browser, `${stack.url}${path}`, viewport);
      assert.ok(result.heldImages > 0, `${path} loads images, held back until the first paint`);
      assert.ok(
        result.cls <= NO_SHIFT,
        `${path} at ${viewport.width} px shifts ${result.cls.toFixed(4)}:\n    ${describeShifts(result.shifts)}`,
      );
      assert.deepEqual(result.problems, []);
    });
  }
}

test('the check sees a shift: the header logo without its size moves the page when it arrives', async () => {
  // The state before the project logo joined the page bundle's media map.
  const withoutSize = (html) =>
    html.replace(/<img\b[^>]*\bsrc="\/media\/demo\/logo\.svg"[^>]*>/g, (tag) => tag.replace(/\s(width|height)="\d+"/g, ''));
  const result = await measureLayoutShift(browser, `${stack.url}/`, MOBILE, { html: withoutSize });
  assert.ok(result.cls > NO_SHIFT, `a logo without width and height shifts the page (got ${result.cls})`);
  assert.ok(
    result.shifts.some((entry) => entry.sources.some((source) => source.node.startsWith('main'))),
    `the content moves: ${describeShifts(result.shifts)}`,
  );
});
