/**
 * Media and interactive blocks in Chromium, on the site of fixtures/media.json
 * (media.localhost; its images and 3D model are served from memory, see
 * fixtures/mediaFiles.mjs): accordions open and close (default_open starts open),
 * a click on a gallery image opens the popup viewer over all images and it closes
 * again, sliders play by themselves and their dots navigate, conditional blocks
 * follow the URL hash, and the model-viewer code is fetched only on the page with a
 * 3D block. Screenshots in test-results/e2e/catalogue-media-*.png.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, eventually, indexesInView, screenshot, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';
import { serveMediaFiles } from './fixtures/mediaFiles.mjs';
import { ROOT } from './stack.mjs';

const HOST = 'media.localhost';
const FIXTURE = 'tests/e2e/fixtures/media.json';

let stack;
let browser;
let origin;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('catalogue-media', { sites: [{ file: FIXTURE, host: HOST }] }));
  origin = `http://${HOST}:${new URL(stack.url).port}`;
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** Console problems other than the browser's own favicon request (the site has none). */
function pageProblems(problems) {
  return problems.filter((problem) => !problem.includes('/favicon.ico'));
}

async function open(page, path) {
  await serveMediaFiles(page);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
}

/** Index of the dot marked current in `carousel`. */
function currentDot(carousel) {
  return carousel
    .getByRole('button', { name: /^Ga naar dia / })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
}

/** Indexes of the slides of `carousel` whose middle lies inside its visible area, read at one moment. */
function slidesInView(carousel) {
  return indexesInView(carousel, { frame: ':scope > :first-child', item: '[data-slide]', key: 'slide' });
}

/** Whether slide `index` of `carousel` lies (mostly) inside the carousel's visible area. */
async function slideInView(carousel, index) {
  return (await slidesInView(carousel)).includes(index);
}

/**
 * Records in the page, with its own clock, the current dot of the carousel at `selector`
 * from the moment its dots appear, then every change: installed before the page loads,
 * as autoplay starts with the carousel, and a busy machine may take longer than its
 * interval between the carousel getting ready and the test's next look. The first entry
 * is where the carousel started, with `shows`: whether that slide was in view then.
 */
async function recordMoves(page, selector) {
  await page.addInitScript((carouselSelector) => {
    window.__carouselMoves = [];
    const record = () => {
      const region = document.querySelector(carouselSelector);
      if (!region) return;
      const dots = [...region.querySelectorAll('button[aria-label^="Ga naar dia "]')];
      const index = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      const last = window.__carouselMoves.at(-1);
      if (index < 0 || last?.index === index) return;
      const entry = { index, time: performance.now() };
      if (!last) {
        // The rule of indexesInView (browser.mjs), here in the page itself.
        const viewport = region.firstElementChild.getBoundingClientRect();
        const slide = region.querySelector(`[data-slide="${index}"]`).getBoundingClientRect();
        const middle = slide.left + slide.width / 2;
        entry.shows = middle > viewport.left && middle < viewport.right;
      }
      window.__carouselMoves.push(entry);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-current'] });
  }, selector);
}

function moves(page) {
  return page.evaluate(() => window.__carouselMoves);
}

async function carouselReady(carousel) {
  await carousel.and(carousel.page().locator('[data-carousel="ready"]')).waitFor({ timeout: 10_000 });
}

test('accordions: the header toggles the content; default_open starts open', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await open(page, '/blokken');
    const closed = page.getByRole('button', { name: 'Openingstijden' });
    const opened = page.getByRole('button', { name: 'Bezorging' });
    await waitForHydration(closed);
    const hours = page.getByText('Maandag tot en met zaterdag van 7.00 tot 18.00 uur.');
    const delivery = page.getByText('Wij bezorgen gratis binnen de stad.');

    assert.equal(await closed.getAttribute('aria-expanded'), 'false');
    assert.equal(await hours.isVisible(), false, 'a closed accordion hides its content');
    assert.equal(await opened.getAttribute('aria-expanded'), 'true', "default_open '1' starts open");
    assert.equal(await delivery.isVisible(), true);

    await closed.click();
    await hours.waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await closed.getAttribute('aria-expanded'), 'true');
    assert.equal(await closed.locator('[data-icon]').getAttribute('data-icon'), 'minus');
    await opened.click();
    await delivery.waitFor({ state: 'hidden', timeout: 10_000 });
    assert.equal(await opened.locator('[data-icon]').getAttribute('data-icon'), 'plus');
    await screenshot(page, 'catalogue-media-accordion');
    await closed.click();
    await hours.waitFor({ state: 'hidden', timeout: 10_000 });
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('gallery block: a click opens the popup viewer on that image over all images; it closes again', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await open(page, '/blokken');
    const second = page.getByRole('button', { name: 'Foto uit de bakkerij vergroten (2 van 4)' });
    await waitForHydration(second);
    assert.equal(await page.locator('.yarl__root').count(), 0, 'no viewer before a click');
    assert.equal(await page.locator('[data-block="gallery"] img').count(), 4, 'the blank entries are dropped');

    await second.click();
    const viewer = page.locator('.yarl__root');
    await viewer.waitFor({ state: 'visible', timeout: 15_000 });
    const counter = viewer.locator('.yarl__counter');
    assert.equal((await counter.textContent()).replace(/\s/g, ''), '2/4', 'opened on the clicked image, out of all four');
    const shown = viewer.locator('.yarl__slide_current img');
    assert.match(await shown.getAttribute('src'), /\/media\/e2e\/foto-2\.svg$/);
    await shown.evaluate((img) => img.decode());
    await screenshot(page, 'catalogue-media-gallery-viewer');

    const next = viewer.getByRole('button', { name: 'Volgende afbeelding' });
    for (const expected of ['3/4', '4/4', '1/4']) {
      await next.click();
      await eventually(async () => (await counter.textContent()).replace(/\s/g, '') === expected, `viewer shows ${expected}`);
    }
    assert.match(await viewer.locator('.yarl__slide_current img').getAttribute('src'), /foto-1\.svg$/, 'it runs over all images');

    await viewer.getByRole('button', { name: 'Sluiten' }).click();
    await viewer.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => viewer.waitFor({ state: 'hidden', timeout: 1_000 }));
    assert.equal(await viewer.isVisible(), false, 'the viewer is closed');
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('gallery section: 4 columns with intro; a click opens the viewer, Escape closes it', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await open(page, '/');
    const section = page.locator('#gallerij-vier');
    assert.equal(await section.locator('h2').first().textContent(), 'Onze bakkerij');
    const tiles = section.locator('ul[data-gallery] > li');
    assert.equal(await tiles.count(), 6);
    const [first, fifth] = [await tiles.nth(0).boundingBox(), await tiles.nth(4).boundingBox()];
    assert.ok(Math.abs(first.x - fifth.x) < 2 && fifth.y > first.y, 'four per row: the fifth image starts the second row');
    const sixth = section.getByRole('button', { name: 'Afbeelding 6 vergroten (6 van 6)' });
    await waitForHydration(sixth);
    await sixth.click();
    const viewer = page.locator('.yarl__root');
    await viewer.waitFor({ state: 'visible', timeout: 15_000 });
    assert.equal((await viewer.locator('.yarl__counter').textContent()).replace(/\s/g, ''), '6/6');
    await page.keyboard.press('Escape');
    await eventually(async () => !(await viewer.isVisible()), 'Escape closes the viewer', 10_000);
    const placeholders = page.locator('#gallerij-vijf-leeg [data-placeholder="image"]');
    assert.equal(await placeholders.count(), 10, 'the empty 5-column gallery shows placeholder tiles');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'catalogue-media-home-desktop');
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('slider block: plays by itself after the autoplay interval; dots navigate', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await recordMoves(page, '#dia-slider');
    await open(page, '/blokken');
    const slider = page.locator('#dia-slider');
    await carouselReady(slider);
    assert.equal(await slider.getByRole('button', { name: /^Ga naar dia / }).count(), 3);

    // Deadlines are generous (a busy machine delays timers); only the lower bound of the
    // interval is asserted, since a timer never fires early but may fire late.
    await eventually(async () => (await moves(page)).length >= 3, 'the slider moves on by itself, twice', 15_000);
    const [start, first, second] = await moves(page);
    assert.equal(start.index, 0, 'the slider starts on the first slide');
    assert.ok(start.shows, 'the first slide shows');
    assert.deepEqual([first.index, second.index], [1, 2], 'autoplay steps forward');
    const interval = second.time - first.time;
    assert.ok(interval > 1000, `one step per 1200 ms autoplay interval, never sooner (measured ${Math.round(interval)} ms)`);
    await eventually(() => slideInView(slider, 2), 'the third slide scrolls into view', 10_000);

    // Every move by the visitor restarts the autoplay timer, and moves closer together
    // than the 500 ms throttle are ignored.
    const shown = await currentDot(slider);
    await slider.getByRole('button', { name: 'Vorige dia' }).click();
    await eventually(async () => (await currentDot(slider)) === (shown + 2) % 3, 'the previous arrow goes back', 10_000);
    await page.waitForTimeout(600);
    await slider.getByRole('button', { name: 'Ga naar dia 1' }).click();
    await eventually(async () => (await currentDot(slider)) === 0, 'dot 1 becomes current', 10_000);
    // Read at one moment: autoplay moves on again 1200 ms after the click.
    await eventually(async () => JSON.stringify(await slidesInView(slider)) === '[0]', 'the first slide (alone) scrolls back into view', 10_000);
    await screenshot(page, 'catalogue-media-blocks-desktop');
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('image slider section: 5 images per slide on desktop, 1 on a phone, dots, no arrows, looping autoplay', async (t) => {
  for (const [viewport, perView] of [[DESKTOP, 5], [MOBILE, 1]]) {
    await withPage(t, browser, viewport, async (page, problems) => {
      const selector = '#logo-slider [aria-roledescription="carrousel"]';
      await recordMoves(page, selector);
      await open(page, '/');
      const slider = page.locator(selector);
      await carouselReady(slider);
      const dots = slider.getByRole('button', { name: /^Ga naar dia / });
      assert.equal(await dots.count(), Math.ceil(12 / perView), `12 images in groups of ${perView}`);
      assert.equal(await slider.getByRole('button', { name: /Vorige dia|Volgende dia/ }).count(), 0, 'no navigation buttons');
      const fullyInView = () =>
        slider.evaluate((region) => {
          const box = region.firstElementChild.getBoundingClientRect();
          return [...region.querySelectorAll('[data-slide]')].filter((slide) => {
            const rect = slide.getBoundingClientRect();
            return rect.left >= box.left - 1 && rect.right <= box.right + 1;
          }).length;
        });
      // Counted at rest: autoplay may already be scrolling to the next group.
      let visible;
      await eventually(async () => (visible = await fullyInView()) === perView, `${perView} images in view`, 10_000).catch(() =>
        assert.equal(visible, perView, `${perView} images in view`),
      );
      // From the recorder: the first move may come before the test looks (busy machine).
      await eventually(async () => (await moves(page)).length >= 2, 'autoplay moves on', 15_000);
      const [start, next] = await moves(page);
      assert.deepEqual([start.index, next.index], [0, 1], 'autoplay moves from the first group to the next');
      if (viewport === DESKTOP) {
        await dots.nth(2).click();
        await eventually(async () => (await currentDot(slider)) === 2, 'the last dot', 10_000);
        // Looping: from the last group autoplay goes back to the first.
        await eventually(async () => (await currentDot(slider)) === 0, 'it loops back to the start', 15_000);
      }
      await screenshot(page, `catalogue-media-image-slider-${viewport === DESKTOP ? 'desktop' : 'mobile'}`);
      assert.deepEqual(pageProblems(problems), []);
    });
  }
});

test('conditional blocks switch on hash changes: plain id, key=value&key2=value2, default_active_state', async (t) => {
  const texts = {
    bread: 'Vers brood, elke ochtend gebakken.',
    cake: 'Taarten voor elke gelegenheid.',
    red: 'Rode fluweeltaart met roomkaas.',
    call: 'Bel ons op 010 123 45 67.',
  };
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const shown = async () => {
      const visible = [];
      for (const [key, text] of Object.entries(texts)) if (await page.getByText(text).isVisible()) visible.push(key);
      return visible;
    };
    const expectShown = async (expected, message) => {
      let last = [];
      const matches = async () => JSON.stringify((last = await shown())) === JSON.stringify(expected);
      await eventually(matches, message, 10_000).catch(() => assert.deepEqual(last, expected, message));
    };

    await open(page, '/tabs');
    await waitForHydration(page.getByRole('link', { name: 'Taart', exact: true }));
    await expectShown(['bread'], 'without a hash the default-active block shows');

    await page.getByRole('link', { name: 'Taart', exact: true }).click();
    await expectShown(['cake'], '#tab=2');
    await page.getByRole('link', { name: 'Rode taart' }).click();
    await expectShown(['cake', 'red'], '#tab=2&kleur=rood matches both');
    await screenshot(page, 'catalogue-media-conditional');
    await page.getByRole('link', { name: 'Contact' }).click();
    await expectShown(['bread', 'call'], '#contact: the plain id, and the tabs fall back to their default');
    await page.evaluate(() => {
      window.location.hash = 'tab=1';
    });
    await expectShown(['bread'], 'a hash set by script');
    await page.goBack();
    await expectShown(['bread', 'call'], 'back to #contact');

    await page.goto(`${origin}/tabs#kleur=rood&tab=2`, { waitUntil: 'load' });
    await expectShown(['cake', 'red'], 'a page opened with parameters in another order');
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('the model-viewer code is requested only on the page with a 3D block', async (t) => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'ssr', 'dist', 'assets.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([source]) => source.endsWith('@google/model-viewer/lib/model-viewer.js'));
  assert.ok(entry, 'the client build has a model-viewer chunk');
  const chunk = `/${entry[1].file}`;

  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/blokken', '/tabs']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      assert.equal(await page.evaluate(() => customElements.get('model-viewer') === undefined), true, `${path}: no <model-viewer> defined`);
    }
    assert.ok(scripts.length > 0, 'the pages did load their own scripts');
    assert.ok(!scripts.includes(chunk), `no page without a 3D block requested ${chunk}`);

    // The model itself stays pending: rendering it with Chromium's software GL blocks
    // the page for half a minute on this machine, and loading is model-viewer's job.
    let releaseModel;
    const modelHeld = new Promise((resolve) => (releaseModel = resolve));
    await page.route('**/media/e2e/kubus.glb', async (route) => {
      await modelHeld;
      await route.abort().catch(() => {});
    });
    await page.goto(`${origin}/3d`, { waitUntil: 'load' });
    const viewer = page.locator('model-viewer');
    await eventually(() => page.evaluate(() => customElements.get('model-viewer') !== undefined), 'model-viewer gets defined', 15_000);
    assert.ok(scripts.includes(chunk), 'the 3D page requested the model-viewer chunk');
    assert.equal(await viewer.getAttribute('rotation-per-second'), '40deg');
    assert.equal(await viewer.getAttribute('src'), '/media/e2e/kubus.glb');
    assert.deepEqual(
      await viewer.evaluate((element) => [element.autoRotate, element.autoRotateDelay, element.cameraControls]),
      [true, 0, true],
      'the upgraded element auto-rotates at once and can be turned by the visitor',
    );
    const height = (await viewer.boundingBox()).height;
    assert.ok(Math.abs(height - 360) < 1, `360 px high (${height})`);
    assert.deepEqual(pageProblems(problems), []);
    releaseModel();
  });
});
