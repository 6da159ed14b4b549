/**
 * Content sections in Chromium, on the site of fixtures/content.json
 * (content.localhost): the sidebar layout stacks the sidebar last on a phone and
 * puts it beside the text on a desktop; the form section shows a spinner while
 * submitting and then the Dutch error of the (not yet built) submit endpoint,
 * keeping what the visitor typed (also when the form was filled in and sent before its
 * island hydrated); a reusable template partial renders the stored
 * template's sections; the catalogue page of every other content section hydrates
 * without errors (screenshots in test-results/e2e/).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, screenshot, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';
import { ROOT } from './stack.mjs';

const HOST = 'content.localhost';
const FIXTURE = 'tests/e2e/fixtures/content.json';
const SENT = 'Bedankt, we nemen snel contact op.';

const documentData = JSON.parse(readFileSync(join(ROOT, FIXTURE), 'utf8'));

let stack;
let browser;
let origin;

/** Console problems other than the browser's own favicon request (the sites have none). */
function pageProblems(problems) {
  return problems.filter((problem) => !problem.includes('/favicon.ico'));
}

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('catalogue-content', { sites: [{ file: FIXTURE, host: HOST }] }));
  origin = `http://${HOST}:${new URL(stack.url).port}`;
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** The client build's chunk holding the form island (the one with its 'choose a form' text). */
/** The chunk of the form island: among the chunks the islands can load (the build's
 * manifest, from the islands' hydrate entry), the one with the form's text. (The owner
 * dashboard has chunks with that text too; a visitor page never loads them.) */
function formIslandChunk() {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'ssr', 'dist', 'assets.json'), 'utf8'));
  const islands = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || islands.has(entry.file)) return;
    islands.add(entry.file);
    for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(next);
  };
  visit(Object.keys(manifest).find((key) => key.endsWith('/islands/hydrate.tsx')));
  const folder = join(ROOT, 'ssr', 'dist', 'client');
  const chunk = [...islands].find((file) => readFileSync(join(folder, file), 'utf8').includes('Kies een formulier'));
  assert.ok(chunk, 'the client build has a form island chunk');
  return chunk.split('/').pop();
}

async function boxes(page) {
  const main = await page.locator('#zijbalk [data-slot="section_content"]').boundingBox();
  const sidebar = await page.locator('#zijbalk [data-slot="sidebar_content"]').boundingBox();
  assert.ok(main && sidebar, 'main text and sidebar are visible');
  return { main, sidebar };
}

test('the sidebar stacks below the main text at 390 px', async (t) => {
  await withPage(t, browser, MOBILE, async (page, problems) => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.getByText('Openingstijden', { exact: true }).waitFor();
    const { main, sidebar } = await boxes(page);
    assert.ok(sidebar.y >= main.y + main.height - 1, `sidebar top ${sidebar.y} below main bottom ${main.y + main.height}`);
    assert.ok(Math.abs(sidebar.x - main.x) < 2, 'both start at the same left edge');
    assert.ok(Math.abs(sidebar.width - main.width) < 2, 'both take the full width');
    await screenshot(page, 'catalogue-content-home-mobile');
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('the sidebar sits beside the main text at 1280 px (2/3 + 1/3)', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const { main, sidebar } = await boxes(page);
    assert.ok(sidebar.x >= main.x + main.width, `sidebar left ${sidebar.x} right of main right ${main.x + main.width}`);
    assert.ok(Math.abs(sidebar.y - main.y) < 2, 'both start at the same height');
    const ratio = main.width / sidebar.width;
    assert.ok(ratio > 1.7 && ratio < 2.3, `main is about twice as wide as the sidebar (ratio ${ratio.toFixed(2)})`);
    await screenshot(page, 'catalogue-content-home-desktop');
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('a left sidebar (1/4 + 3/4) moves left on desktop but still stacks last on mobile', async (t) => {
  for (const viewport of [DESKTOP, MOBILE]) {
    await withPage(t, browser, viewport, async (page) => {
      await page.goto(`${origin}/catalogus`, { waitUntil: 'load' });
      const main = await page.locator('#links-zijbalk [data-slot="section_content"]').boundingBox();
      const sidebar = await page.locator('#links-zijbalk [data-slot="sidebar_content"]').boundingBox();
      if (viewport === DESKTOP) {
        assert.ok(sidebar.x + sidebar.width <= main.x + 1, 'sidebar left of the main text');
        assert.ok(main.width / sidebar.width > 2.5, 'main text takes three quarters');
      } else {
        assert.ok(sidebar.y >= main.y + main.height - 1, 'sidebar below the main text');
      }
    });
  }
});

test('submitting a form shows the spinner, then the form\'s message, and clears the fields', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const sent = [];
    // Hold the real request a moment so the submitting state is observable; the
    // answer comes from the stack's forms/submit.
    await page.route('**/api/services/websites/v1/forms/submit', async (route) => {
      sent.push({ method: route.request().method(), body: route.request().postDataJSON() });
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const form = page.locator('#formulier form');
    const button = form.getByRole('button', { name: 'Verstuur bericht' });
    await waitForHydration(button);
    await form.getByLabel('Naam').fill('Anna de Vries');
    await form.getByLabel('E-mailadres').fill('anna@example.nl');
    await form.getByLabel('Onderwerp').selectOption('taart');
    await form.getByLabel('Bericht').fill('Graag een verjaardagstaart voor zaterdag.');

    await button.click();
    await form.locator('button svg.animate-spin').waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await button.isDisabled(), true, 'the button is disabled while submitting');
    await button.click({ force: true }).catch(() => {});
    await screenshot(page, 'catalogue-content-form-submitting');

    await form.getByRole('status').getByText(SENT).waitFor({ state: 'visible' });
    assert.equal(await form.getByRole('alert').count(), 0, 'no errors');
    assert.equal(await form.locator('button svg.animate-spin').count(), 0, 'the spinner is gone');
    assert.equal(await button.isDisabled(), false, 'the visitor can send another');
    assert.equal(await form.getByLabel('Naam').inputValue(), '', 'the fields are cleared');
    assert.equal(await form.getByLabel('E-mailadres').inputValue(), '');
    assert.equal(await form.getByLabel('Bericht').inputValue(), '');
    await screenshot(page, 'catalogue-content-form-sent');

    assert.equal(sent.length, 1, 'one request, the second click was ignored');
    assert.equal(sent[0].method, 'POST');
    assert.deepEqual(sent[0].body, {
      form_id: 'contact',
      fields: { naam: 'Anna de Vries', email: 'anna@example.nl', onderwerp: 'taart', bericht: 'Graag een verjaardagstaart voor zaterdag.', bijlage: [] },
      url: `${origin}/`,
    });
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('a form starts hydrating on the first input into it; a submit made meanwhile is sent once it has, with what was typed', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    // Hold the form island's code until the visitor has sent the form.
    let release;
    let requested;
    const released = new Promise((resolve) => {
      release = resolve;
    });
    const islandRequested = new Promise((resolve) => {
      requested = resolve;
    });
    await page.route(`**/assets/chunks/${formIslandChunk()}`, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    const sent = [];
    await page.route('**/api/services/websites/v1/forms/submit', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.continue();
    });
    // 'load' would wait for the held code.
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('#formulier form');
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('load');
    // In view is not enough: the form loads no code before the visitor's first input.
    await form.hover();
    assert.equal(await form.evaluate((element) => element.closest('wm-island').hasAttribute('data-hydrated')), false);
    let early = false;
    void islandRequested.then(() => (early = true));
    // Past the moments that would have started it (in view, idle, a hover).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    assert.equal(early, false, 'no form code requested before the first input');
    await form.getByLabel('Naam').fill('Bram Jansen');
    await islandRequested;
    await form.getByLabel('E-mailadres').fill('bram@example.nl');
    await form.getByLabel('Onderwerp').selectOption('taart');
    await form.getByLabel('Bericht').fill('Twee appeltaarten graag.');
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    assert.equal(await form.evaluate((element) => element.closest('wm-island').hasAttribute('data-hydrated')), false, 'not hydrated yet');
    assert.equal(page.url(), `${origin}/`, 'the form did not post itself as plain HTML');
    assert.equal(sent.length, 0);

    release();
    await form.getByRole('status').getByText(SENT).waitFor({ state: 'visible' });
    assert.equal(sent.length, 1, 'the submit made before hydration is sent once');
    assert.deepEqual(sent[0].fields, { naam: 'Bram Jansen', email: 'bram@example.nl', onderwerp: 'taart', bericht: 'Twee appeltaarten graag.', bijlage: [] });
    assert.deepEqual(pageProblems(problems), []);
  });
});

test("a template partial renders the stored template's sections", async (t) => {
  const stored = documentData.templates.find((template) => template.id === 'cta-partial');
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const partial = page.locator('[data-template="templatePartial"]');
    const cta = partial.locator('[data-template="callToAction"]');
    await cta.waitFor();
    assert.match(await cta.textContent(), /Herbruikbare oproep: bestel vandaag, morgen vers in huis/);
    assert.equal(await cta.getByRole('link', { name: 'Bestellen' }).getAttribute('href'), '/winkel');
    assert.deepEqual(
      await partial.locator(':scope > [data-template]').evaluateAll((elements) => elements.map((element) => element.dataset.template)),
      stored.components.map((section) => section.template),
    );
    // The divider keeps its RGB colour from the template.
    const divider = partial.locator('[data-template="divider"] hr');
    assert.equal(await divider.evaluate((hr) => getComputedStyle(hr).backgroundColor), 'rgb(217, 119, 6)');
    assert.deepEqual(pageProblems(problems), []);
  });
});

test('the catalogue page of content sections renders and hydrates without errors', async (t) => {
  for (const [viewport, name] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']]) {
    await withPage(t, browser, viewport, async (page, problems) => {
      await page.goto(`${origin}/catalogus`, { waitUntil: 'load' });
      await waitForHydration(page.locator('#banner form button[type="submit"]'));
      assert.equal(await page.locator('#banner h1').textContent(), 'Vers brood elke ochtend');
      assert.equal(await page.locator('#kaarten article').count(), 2, 'the hidden third card is left out');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `catalogue-content-catalogus-${name}`);
      assert.deepEqual(pageProblems(problems), []);
    });
  }
});
