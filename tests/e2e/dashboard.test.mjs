/**
 * The owner dashboard at /wm (docs/dashboard.md) in Chromium: a wrong password is
 * refused with the API's message; the owner logs in, adds a page (Concept), publishes it
 * from Publiceren (visitors see it, the pill says Gepubliceerd), changes it (Gewijzigd),
 * deletes a live page after the spec's confirm text;
 * the answers are never stored; axe finds nothing at 390 and 1280 px on each screen.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard, prepareDashboardStory } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';

// As tests/e2e/accessibility.test.mjs: every level A and AA rule up to WCAG 2.2.
let stack;
let browser;
let story;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard'));
  story = await prepareDashboardStory(stack.url);
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** Waits until the row of `path` in the page list shows the status pill `status`. */
async function waitForPill(page, path, status) {
  const row = page.getByRole('listitem').filter({ has: page.getByText(path, { exact: true }) });
  await row.getByText(status, { exact: true }).waitFor();
}

test('/wm is never stored and never reaches a visitor page', async () => {
  const response = await fetch(`${stack.url}/wm/pages`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
  const html = await response.text();
  assert.match(html, /id="wm-root"/);
  const home = await (await fetch(`${stack.url}/`)).text();
  assert.doesNotMatch(home, /pages_wm|dashboard_dashboard/);
});

test('a wrong password is refused; the owner adds a page, publishes it and sees the pills change', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${stack.url}/wm`);
    await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
    await page.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Het e-mailadres of wachtwoord is onjuist.' }).waitFor();
    await axe(page, 'inloggen');

    await logInToDashboard(page, stack.url);
    assert.equal(new URL(page.url()).pathname, '/wm/overview');
    await page.getByRole('link', { name: "Pagina's" }).first().click();
    await page.getByRole('heading', { name: "Pagina's", level: 1 }).waitFor();

    // A dialog gives focus back to what opened it.
    const add = page.getByRole('button', { name: 'Pagina toevoegen' });
    await add.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.ok(await add.evaluate((element) => element === document.activeElement), 'focus is back on Pagina toevoegen');

    await add.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Titel').fill('Zomeractie');
    await dialog.getByLabel('Pad').fill('/zomeractie');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name: /Zomeractie/ }).waitFor();
    await axe(page, 'pagina bewerken');
    assert.equal((await fetch(`${stack.url}/zomeractie`)).status, 404, 'a new page is a draft');

    await page.getByRole('link', { name: "Pagina's" }).first().click();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zomer');
    await page.waitForURL(/q=zomer/);
    await waitForPill(page, '/zomeractie', 'Concept');
    await axe(page, 'paginas');

    await page.getByRole('link', { name: 'Publiceren' }).first().click();
    const changes = page.getByRole('list', { name: 'Niet gepubliceerde wijzigingen' });
    await changes.getByText('Zomeractie', { exact: true }).click();
    assert.ok(await page.getByRole('checkbox', { name: /Pagina: Zomeractie/ }).isChecked());
    await page.getByLabel('Notitie').fill('Zomeractie online');
    await axe(page, 'publiceren');
    await page.getByRole('button', { name: '1 publiceren' }).click();
    await page.getByText('Gepubliceerd', { exact: true }).first().waitFor();
    await page.getByRole('list', { name: 'Publicaties' }).getByText('Zomeractie online').waitFor();
    // Only the selection went live: the story's draft of /over-ons waits.
    await page.getByRole('checkbox', { name: /Pagina: Over ons/ }).waitFor();

    const live = await fetch(`${stack.url}/zomeractie`);
    assert.equal(live.status, 200);
    assert.match(await live.text(), /Zomeractie/);

    await page.getByRole('link', { name: "Pagina's" }).first().click();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zomer');
    await waitForPill(page, '/zomeractie', 'Gepubliceerd');

    await page.getByRole('link', { name: 'Zomeractie' }).click();
    await page.getByRole('tab', { name: 'Pagina-instellingen' }).click();
    await page.getByLabel('SEO-titel').fill('De zomer bij de bakker');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Opgeslagen', { exact: true }).waitFor();
    await page.getByRole('link', { name: "Pagina's" }).first().click();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zomer');
    await waitForPill(page, '/zomeractie', 'Gewijzigd');
    // Chromium logs the expected 401s: `me` before the login, the refused login.
    const expected = /status of 401 .*\/api\/owner\/v1\/(me|login)\)$/;
    assert.deepEqual(problems.filter((problem) => !expected.test(problem)), []);
  });
});

test('a save based on an old version keeps what was typed and says why', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.goto(`${stack.url}/wm/pages/${story.changedPageId}`);
    await page.getByRole('tab', { name: 'Pagina-instellingen' }).click();
    await page.getByLabel('SEO-titel').fill('Mijn versie');
    // Someone else saves the page meanwhile.
    const status = await page.evaluate(async ({ project, id }) => {
      const response = await fetch(`/api/owner/v1/projects/${project}/pages/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seo_description: 'Van iemand anders' }) });
      return response.status;
    }, { project: story.projectId, id: story.changedPageId });
    assert.equal(status, 200);
    await page.keyboard.press('Control+s');
    await page.getByRole('alert').filter({ hasText: 'Iemand anders heeft deze pagina intussen gewijzigd' }).waitFor();
    assert.equal(await page.getByLabel('SEO-titel').inputValue(), 'Mijn versie');
    await page.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await page.getByText('Opgeslagen', { exact: true }).waitFor();
    assert.equal(await page.getByLabel('SEO-omschrijving').inputValue(), 'Van iemand anders');
  });
});

test('the history shows what a revision changed; axe passes on a phone', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.goto(`${stack.url}/wm/pages`);
    await page.getByRole('list', { name: "Pagina's" }).waitFor();
    await axe(page, 'paginas 390');
    await page.goto(`${stack.url}/wm/publish/history/page/${story.changedPageId}`);
    const diff = page.getByRole('list', { name: 'Verschillen' });
    await diff.getByText('Over onze bakkerij').waitFor();
    await axe(page, 'geschiedenis 390');
    await page.goto(`${stack.url}/wm/pages/${story.changedPageId}`);
    await page.getByRole('tab', { name: 'Pagina-instellingen' }).click();
    await page.getByLabel('SEO-titel').waitFor();
    await axe(page, 'pagina bewerken 390');
    await page.goto(`${stack.url}/wm?tab=publish`);
    await page.waitForURL(/\/wm\/publish$/);
    await page.getByRole('list', { name: 'Publicaties' }).waitFor();
    await axe(page, 'publiceren 390');
  });
});

test('Verwijderen asks once in the spec\'s words and takes a live page off the site', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.goto(`${stack.url}/wm/pages?q=contact`);
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('tab', { name: 'Pagina-instellingen' }).click();
    await page.getByLabel('Titel', { exact: true }).waitFor();
    const remove = page.getByRole('button', { name: 'Verwijderen', exact: true });
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Weet je zeker dat je deze wenst te verwijderen?').waitFor();
    await axe(page, 'verwijderen bevestigen');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.waitForURL(/\/wm\/pages$/);
    await page.getByText('Pagina verwijderd').waitFor();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('contact');
    await page.getByText("Geen pagina's gevonden. Pas je zoekterm of filter aan.").waitFor();
    assert.equal((await fetch(`${stack.url}/contact`)).status, 404);
  });
});
