/**
 * Overzicht and Doorverwijzingen in the owner dashboard (docs/redirects.md) in Chromium,
 * through the real stack: a visitor opens a missing page on the site, the owner sees it
 * in Overzicht, turns it into a redirect with 'Doorverwijzing maken', and the old path
 * now leads to the target; in Doorverwijzingen the owner adds, changes and deletes one
 * ('Verwijderen' asks in the spec's words); axe finds nothing at 390 and 1280 px on
 * both screens.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';

const MISSING = '/oude-broodjeslijst';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-redirects'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

function isRegistration(request) {
  return request.method() === 'POST' && new URL(request.url()).pathname.includes('/not-found');
}

/** A visitor opens `path` on the site and its page registers the miss. */
async function visitMissing(page, path) {
  const registration = page.waitForRequest(isRegistration, { timeout: 15_000 });
  const response = await page.goto(`${stack.url}${path}`);
  assert.equal(response.status(), 404);
  const answer = await (await registration).response();
  assert.equal(answer.status(), 200);
}

test('a missing page seen in Overzicht becomes a redirect with one click, and the old path leads to the target', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await visitMissing(page, MISSING);

    await logInToDashboard(page, stack.url);
    assert.equal(new URL(page.url()).pathname, '/wm/overview');
    const misses = page.getByRole('list', { name: "Gemiste pagina's" });
    const row = misses.getByRole('listitem').filter({ hasText: MISSING });
    await row.waitFor();
    await page.getByRole('heading', { name: 'Zoekopdrachten zonder resultaat' }).waitFor();
    await axe(page, 'overzicht');

    await row.getByRole('button', { name: `Doorverwijzing maken voor ${MISSING}` }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByLabel('Oud adres').inputValue(), MISSING, 'the old address comes filled in');
    // The cursor waits in the new address.
    assert.ok(await dialog.getByLabel('Nieuw adres').evaluate((element) => element === document.activeElement));
    await axe(page, 'doorverwijzing maken');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.getByText('Dit veld is verplicht.').waitFor();
    await dialog.getByLabel('Nieuw adres').fill('/contact');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Doorverwijzing toegevoegd').waitFor();
    await row.waitFor({ state: 'detached' });

    const response = await page.goto(`${stack.url}${MISSING}`);
    assert.equal(new URL(page.url()).pathname, '/contact', 'the visitor lands on the target');
    assert.equal(response.status(), 200);
    const first = response.request().redirectedFrom();
    assert.equal((await first.response()).status(), 301);
  });
});

test('Doorverwijzingen: add one by hand, change it, delete it after the question', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.getByRole('link', { name: 'Doorverwijzingen' }).first().click();
    await page.getByRole('heading', { name: 'Doorverwijzingen', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Gemiste adressen (404)' }).waitFor();
    await page.getByRole('status', { name: 'Doorverwijzingen laden' }).waitFor({ state: 'detached' });
    await axe(page, 'doorverwijzingen');

    const add = page.getByRole('button', { name: 'Doorverwijzing toevoegen' }).first();
    await add.click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Oud adres').fill('/wm/iets');
    await dialog.getByLabel('Nieuw adres').fill('http://elders.example/');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.getByText('Dit adres hoort bij het systeem (/wm, /api) en kan niet worden doorverwezen.').waitFor();
    await dialog.getByText('Een adres buiten de site moet met https:// beginnen.').waitFor();
    await axe(page, 'doorverwijzing fouten');
    await dialog.getByLabel('Oud adres').fill('/zomer');
    await dialog.getByLabel('Nieuw adres').fill('/over-ons');
    await dialog.getByText(/Tijdelijk \(302\)/).click();
    assert.ok(await dialog.getByRole('radio', { name: /Tijdelijk \(302\)/ }).isChecked());
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await add.evaluate((element) => element === document.activeElement), 'focus is back on Doorverwijzing toevoegen');
    const list = page.getByRole('list', { name: 'Doorverwijzingen' });
    const zomer = list.getByRole('listitem').filter({ hasText: '/zomer' });
    await zomer.getByText('Tijdelijk (302)').waitFor();
    const temporary = await fetch(`${stack.url}/zomer`, { redirect: 'manual' });
    assert.equal(temporary.status, 302);
    assert.equal(temporary.headers.get('location'), '/over-ons');

    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zomer');
    await page.waitForURL(/q=zomer/);
    await page.getByText('1 doorverwijzing · pagina 1 van 1').waitFor();

    await zomer.getByRole('button', { name: 'Bewerken: /zomer' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nieuw adres').fill('/contact');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await zomer.getByText('/contact').waitFor();
    assert.equal((await fetch(`${stack.url}/zomer`, { redirect: 'manual' })).headers.get('location'), '/contact');

    await zomer.getByRole('button', { name: 'Verwijderen: /zomer' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('Weet je zeker dat je deze wenst te verwijderen?').waitFor();
    await question.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Geen doorverwijzingen gevonden. Pas je zoekterm of filter aan.').waitFor();
    assert.equal((await fetch(`${stack.url}/zomer`, { redirect: 'manual' })).status, 404);
  });
});

test('Overzicht and Doorverwijzingen pass axe on a phone', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.getByRole('heading', { name: 'Bestellingen en omzet' }).waitFor();
    await axe(page, 'overzicht 390');
    await page.goto(`${stack.url}/wm/redirects`);
    await page.getByRole('heading', { name: 'Gemiste adressen (404)' }).waitFor();
    await axe(page, 'doorverwijzingen 390');
    await page.getByRole('button', { name: 'Doorverwijzing toevoegen' }).first().click();
    await page.getByRole('dialog').getByLabel('Oud adres').waitFor();
    await axe(page, 'doorverwijzing toevoegen 390');
  });
});
