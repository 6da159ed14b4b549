/**
 * Instellingen in the owner dashboard (docs/dashboard.md) in Chromium: the owner changes
 * a palette colour with the kit's colour field and saves; visitors keep the old colour
 * until the settings are published from Publiceren, then the site's inline theme
 * variable (--wm-primary-500) has the new one. A save on an old version keeps what
 * was typed; the API's refusal and a repeated translation key show under their field;
 * Gegevens downloaden saves the project's data export; axe finds nothing at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { readFile } from 'node:fs/promises';

import { DESKTOP, MOBILE, screenshot, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-settings'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** The value of `--wm-<key>` in the project theme <style> of the home page visitors get. */
async function siteColour(key) {
  const html = await (await fetch(`${stack.url}/`)).text();
  const theme = /<style id="project-theme">([\s\S]*?)<\/style>/.exec(html);
  assert.ok(theme, 'the home page has the project theme');
  return new RegExp(`--wm-${key}: ([^;]+);`).exec(theme[1])?.[1];
}

/** Polls `read` until it returns `expected` (a release reaches visitors after a purge). */
async function eventually(read, expected, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    last = await read();
    if (last === expected) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.equal(last, expected);
}

async function openSettings(page) {
  await logInToDashboard(page, stack.url);
  await page.getByRole('link', { name: 'Instellingen' }).first().click();
  await page.getByRole('heading', { name: /^Instellingen/, level: 1 }).waitFor();
}

test('a palette colour changed and published reaches the site', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    assert.equal(await siteColour('primary-500'), 'rgba(180, 83, 9, 1)');
    await openSettings(page);
    assert.equal(new URL(page.url()).pathname, '/wm/settings');
    await page.getByLabel('Titel van de website').waitFor();
    await page.getByRole('link', { name: 'publiceren', exact: true }).waitFor();
    await axe(page, 'instellingen-algemeen-1280');

    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: 'Algemeen' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('tab', { name: 'Kleuren' }).getAttribute('aria-selected'), 'true');
    await page.getByRole('group', { name: 'Primair' }).waitFor();
    await axe(page, 'instellingen-kleuren-1280');

    // The field's own button comes first; its open panel offers the palette's swatches.
    const primary = page.getByRole('button', { name: 'Primair 500', exact: true }).first();
    await primary.click();
    await page.getByLabel('RGBA-waarde').fill('0, 128, 0, 1');
    await primary.getByText('0, 128, 0, 1').waitFor();
    await page.getByText('Niet-opgeslagen wijzigingen').waitFor();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Opgeslagen', { exact: true }).first().waitFor();
    await page.getByText('Er zijn opgeslagen wijzigingen die nog niet gepubliceerd zijn.').waitFor();
    // Saved into the draft: visitors still see the published palette.
    assert.equal(await siteColour('primary-500'), 'rgba(180, 83, 9, 1)');

    await page.getByRole('link', { name: 'publiceren', exact: true }).click();
    await page.waitForURL(/\/wm\/publish$/);
    const changes = page.getByRole('list', { name: 'Niet gepubliceerde wijzigingen' });
    await changes.getByText('Website-instellingen', { exact: true }).click();
    assert.ok(await page.getByRole('checkbox', { name: /Instellingen: Website-instellingen/ }).isChecked());
    await page.getByLabel('Notitie').fill('Groene huisstijl');
    await page.getByRole('button', { name: '1 publiceren' }).click();
    await page.getByRole('list', { name: 'Publicaties' }).getByText('Groene huisstijl').waitFor();
    await eventually(() => siteColour('primary-500'), 'rgba(0, 128, 0, 1)');

    // Back in Instellingen nothing waits for publishing any more.
    await page.getByRole('link', { name: 'Instellingen' }).first().click();
    await page.getByText('Gepubliceerd', { exact: true }).first().waitFor();
    const expected = /status of 401 .*\/api\/owner\/v1\/me\)$/;
    assert.deepEqual(problems.filter((problem) => !expected.test(problem)), []);
  });
});

test('refusals show under their field; a save on an old version keeps what was typed', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await openSettings(page);
    await axe(page, 'instellingen-algemeen-390');
    // The API's refusal shows under its field; Verwerpen puts the stored title back.
    const title = page.getByLabel('Titel van de website');
    await title.fill('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Dit veld is verplicht.').first().waitFor();
    assert.equal(await title.getAttribute('aria-invalid'), 'true');
    await axe(page, 'instellingen-fout-390');
    await page.getByRole('button', { name: 'Verwerpen' }).click();
    assert.notEqual(await title.inputValue(), '');
    await page.getByRole('tab', { name: 'Vertalingen' }).click();
    const first = page.getByLabel('Tekst voor website_search_field_placeholder');
    await first.fill('Zoek in de bakkerij');

    // Someone else saves the settings meanwhile.
    const login = await (await fetch(`${stack.url}/api/owner/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OWNER) })).json();
    const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    const { projects } = await (await fetch(`${stack.url}/api/owner/v1/projects`, { headers: auth })).json();
    const projectUrl = `${stack.url}/api/owner/v1/projects/${projects[0].id}`;
    const other = await fetch(projectUrl, { method: 'PUT', headers: auth, body: JSON.stringify({ logo: '/anders.svg' }) });
    assert.equal(other.status, 200);

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Iemand anders heeft de instellingen intussen gewijzigd.' }).waitFor();
    assert.equal(await first.inputValue(), 'Zoek in de bakkerij');
    await page.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await page.getByText('Opgeslagen', { exact: true }).first().waitFor();
    const stored = await (await fetch(projectUrl, { headers: auth })).json();
    assert.equal(stored.project.translations.website_search_field_placeholder, 'Zoek in de bakkerij');

    await page.getByRole('button', { name: 'Vertaling toevoegen' }).click();
    const keys = page.getByRole('textbox', { name: 'Sleutel', exact: true });
    // The new row's key has focus.
    await page.waitForFunction(() => document.activeElement?.closest('li') !== null && document.activeElement?.value === '');
    await keys.last().fill('website_search_field_placeholder');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Deze sleutel komt al voor.').waitFor();
    assert.equal(await keys.last().getAttribute('aria-invalid'), 'true');
    await axe(page, 'instellingen-vertalingen-390');

    await page.getByRole('tab', { name: 'Kleuren' }).click();
    await page.getByRole('group', { name: 'Primair' }).waitFor();
    await axe(page, 'instellingen-kleuren-390');
    await page.getByRole('tab', { name: 'Cookiemelding' }).click();
    await page.getByRole('switch', { name: 'Standaard aan' }).first().waitFor();
    await axe(page, 'instellingen-cookies-390');
  });
});

for (const [viewport, width] of [[DESKTOP, 1280], [MOBILE, 390]]) {
  test(`the owner downloads all of the project's data (${width} px)`, async (t) => {
    await withPage(t, browser, viewport, async (page) => {
      await openSettings(page);
      const section = page.getByRole('region', { name: 'Je gegevens' });
      const link = section.getByRole('link', { name: 'Gegevens downloaden' });
      await link.scrollIntoViewIfNeeded();
      await axe(page, `instellingen-gegevens-${width}`);
      await screenshot(page, `instellingen-gegevens-${width}`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      assert.equal(download.suggestedFilename(), 'demo.site.local-gegevens.json');
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      assert.equal(data.format, 'site-data-export');
      assert.equal(data.site.project.domain_live, 'demo.site.local');
      assert.ok(data.site.shop.products.length > 0);
      for (const key of ['orders', 'customers', 'form_submissions', 'files']) assert.ok(Array.isArray(data[key]), key);
    });
  });
}
