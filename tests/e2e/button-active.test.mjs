/**
 * Button active state in Chromium (spec: active when its URL path equals the current
 * path or its hash parameters match the current hash; with default_active_state '1'
 * also while the hash has none of its parameters; recomputed on every route and hash
 * change; a link to another page is a full page load). Site of fixtures/buttons.json on buttons.localhost: two pages with the
 * same five buttons. Active buttons carry aria-current="true".
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, eventually, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';

const HOST = 'buttons.localhost';

let stack;
let browser;
let origin;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('button-active', {
    sites: [{ file: 'tests/e2e/fixtures/buttons.json', host: HOST }],
  }));
  origin = `http://${HOST}:${new URL(stack.url).port}`;
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const NAMES = ['Naar de voorpagina', 'Naar de winkel', 'Brood', 'Taart', 'Volkoren brood'];

/** The names of the buttons marked active, in page order. */
function activeButtons(page) {
  return page.evaluate((names) => {
    const links = [...document.querySelectorAll('a[aria-current="true"]')];
    return links.map((link) => link.textContent.trim()).filter((name) => names.includes(name));
  }, NAMES);
}

async function expectActive(page, expected, message) {
  await eventually(async () => JSON.stringify(await activeButtons(page)) === JSON.stringify(expected), message);
}

test('buttons follow the path and the hash, on load, on hash change and on the page a link opens', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await waitForHydration(page.getByRole('link', { name: 'Brood', exact: true }));
    await expectActive(page, ['Naar de voorpagina', 'Taart'], 'on / without a hash: the home button and the default-active tab');

    await page.getByRole('link', { name: 'Brood', exact: true }).click();
    assert.equal(new URL(page.url()).hash, '#tab=brood');
    await expectActive(page, ['Naar de voorpagina', 'Brood'], 'after clicking #tab=brood the default-active tab is no longer active');

    await page.evaluate(() => {
      window.location.hash = 'soort=volkoren&tab=brood';
    });
    await expectActive(page, ['Naar de voorpagina', 'Brood', 'Volkoren brood'], 'parameters match in any order');

    await page.evaluate(() => {
      window.location.hash = 'tab=taart';
    });
    await expectActive(page, ['Naar de voorpagina', 'Taart'], 'a hash set by script is followed');

    await page.goBack();
    await expectActive(page, ['Naar de voorpagina', 'Brood', 'Volkoren brood'], 'back navigation restores the earlier hash');

    await page.getByRole('link', { name: 'Naar de winkel' }).click();
    await page.waitForURL(`${origin}/winkel`);
    await expectActive(page, ['Naar de winkel', 'Taart'], 'on the page the link opened, its route button is active');
    assert.deepEqual(problems.filter((line) => !line.includes('/favicon.ico')), []);
  });
});
