/**
 * Formulieren and Inzendingen in the owner dashboard (docs/dashboard.md) in Chromium
 * through the real stack: the owner adds a text field and a required select with two
 * options to the demo contact form, reorders them by keyboard drag and with Naar boven,
 * saves with Ctrl+S, publishes from Publiceren, and the visitor's /contact shows the new
 * fields; a visitor sends the form with a photo; the owner reads that submission with
 * its file in Inzendingen (filtered by form, the file downloadable), exports the CSV and
 * deletes it after the question. A new form by title; a refused save shows the API's
 * message on its field; a stale save keeps the edits. axe at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';
import { PHOTO } from './images.mjs';

const SENT = 'Bedankt, we nemen snel contact op.';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-forms'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

async function waitForFields(page, expected) {
  await page.waitForFunction((want) => {
    const list = document.querySelector('ul[aria-label="Velden"]');
    const labels = list ? [...list.children].map((item) => item.querySelector('p')?.textContent ?? '') : [];
    return JSON.stringify(labels) === JSON.stringify(want);
  }, expected);
}

/** Polls the visitor's /contact until its HTML holds `text` (a release is purged, then rendered anew). */
async function contactShows(text, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if ((await (await fetch(`${stack.url}/contact`)).text()).includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`/contact shows ${text}`);
}

async function ownerCall(path, { method = 'GET', body } = {}) {
  const login = await (await fetch(`${stack.url}/api/owner/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OWNER) })).json();
  const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
  const { projects } = await (await fetch(`${stack.url}/api/owner/v1/projects`, { headers })).json();
  const response = await fetch(`${stack.url}/api/owner/v1/projects/${projects[0].id}${path}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

test('the owner builds fields into the contact form, publishes, a visitor sends it with a photo, and the owner reads it with its file', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.getByRole('link', { name: 'Formulieren' }).first().click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Contact', exact: true }) });
    await row.getByText('Gepubliceerd', { exact: true }).waitFor();
    await axe(page, 'formulieren 1280');
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /Contact/ }).waitFor();
    await waitForFields(page, ['Naam', 'E-mailadres', 'Bericht', "Foto's of bijlagen"]);
    await axe(page, 'formulier bewerken 1280');

    // A text field: its identifier follows the label.
    await page.getByRole('button', { name: 'Veld toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Telefoonnummer');
    assert.equal(await page.getByRole('textbox', { name: 'Identifier' }).inputValue(), 'telefoonnummer');
    await page.getByRole('button', { name: 'Bewerken: Telefoonnummer' }).click();

    // A required select with two options.
    await page.getByRole('button', { name: 'Veld toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Onderwerp');
    await page.getByLabel('Soort veld').selectOption('select');
    await page.getByRole('checkbox', { name: 'Verplicht' }).check();
    await page.getByLabel('Titel optie 1').fill('Een bestelling');
    await page.getByLabel('Waarde optie 1').fill('bestelling');
    await page.getByRole('button', { name: 'Optie toevoegen aan Onderwerp' }).click();
    await page.getByLabel('Titel optie 2').fill('Een klacht');
    await page.getByLabel('Waarde optie 2').fill('klacht');
    await axe(page, 'veld bewerken 1280');
    await waitForFields(page, ['Naam', 'E-mailadres', 'Bericht', "Foto's of bijlagen", 'Telefoonnummer', 'Onderwerp']);

    // Keyboard drag: Onderwerp picked up, one place up, put down.
    const announced = (text) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Verslepen: Onderwerp' }).focus();
    await page.keyboard.press('Space');
    await announced('Onderwerp staat nu op de plaats van Onderwerp.');
    await page.keyboard.press('ArrowUp');
    await announced('Onderwerp staat nu op de plaats van Telefoonnummer.');
    await page.keyboard.press('Space');
    await announced('Onderwerp neergezet op de plaats van Telefoonnummer.');
    await waitForFields(page, ['Naam', 'E-mailadres', 'Bericht', "Foto's of bijlagen", 'Onderwerp', 'Telefoonnummer']);
    // The buttons: Onderwerp and Telefoonnummer above the upload field, focus stays.
    await page.getByRole('button', { name: 'Naar boven: Onderwerp' }).press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Naar boven: Onderwerp');
    await page.getByRole('button', { name: 'Naar boven: Telefoonnummer' }).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Telefoonnummer is omhoog verplaatst.' }).waitFor();
    await waitForFields(page, ['Naam', 'E-mailadres', 'Bericht', 'Onderwerp', 'Telefoonnummer', "Foto's of bijlagen"]);

    await page.getByText('Niet-opgeslagen wijzigingen').waitFor();
    await page.keyboard.press('Control+s');
    await page.getByText('Opgeslagen', { exact: true }).first().waitFor();
    await page.getByRole('heading', { level: 1 }).getByText('Gewijzigd', { exact: true }).waitFor();
    // Saved into the draft: visitors do not see it yet.
    assert.ok(!(await (await fetch(`${stack.url}/contact`)).text()).includes('Telefoonnummer'));

    await page.getByRole('link', { name: 'Naar Publiceren' }).click();
    await page.waitForURL(/\/wm\/publish$/);
    await page.getByRole('list', { name: 'Niet gepubliceerde wijzigingen' }).getByText('Contact', { exact: true }).click();
    assert.ok(await page.getByRole('checkbox', { name: /Formulier: Contact/ }).isChecked());
    await page.getByLabel('Notitie').fill('Onderwerp en telefoon');
    await page.getByRole('button', { name: '1 publiceren' }).click();
    await page.getByRole('list', { name: 'Publicaties' }).getByText('Onderwerp en telefoon').waitFor();
    await contactShows('Telefoonnummer');

    // The visitor's site: the new fields, in the order built; the select is required.
    const site = await page.context().newPage();
    await site.goto(`${stack.url}/contact`, { waitUntil: 'load' });
    const form = site.locator('form#formulier-contact');
    await waitForHydration(form);
    const labels = await form.locator('label').allInnerTexts();
    const order = ['Naam', 'E-mailadres', 'Bericht', 'Onderwerp', 'Telefoonnummer'].map((name) => labels.findIndex((label) => label.startsWith(name)));
    assert.ok(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1])), `the fields in order: ${labels.join(' | ')}`);
    const subject = form.getByLabel('Onderwerp');
    assert.deepEqual(await subject.locator('option').allInnerTexts(), ['Maak een keuze', 'Een bestelling', 'Een klacht']);
    await form.getByRole('button', { name: 'Versturen' }).click();
    await form.getByText('Dit veld is verplicht.').first().waitFor();

    await form.getByLabel('Naam').fill('Bram Formuliertest');
    await form.getByLabel('E-mailadres').fill('bram@example.nl');
    await form.getByLabel('Telefoonnummer').fill('06 12345678');
    await subject.selectOption('klacht');
    await form.locator('input[type="file"][name="bijlagen"]').setInputFiles(PHOTO);
    await form.locator('[data-uploaded-file]').filter({ hasText: 'foto-tuin.jpg' }).waitFor();
    await form.getByRole('button', { name: 'Versturen' }).click();
    await form.getByRole('status').getByText(SENT).waitFor();
    await site.close();

    // Inzendingen: filtered by form, the submission with every answer and its file.
    await page.getByRole('link', { name: 'Inzendingen' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Inzendingen' }).waitFor();
    await page.getByLabel('Formulier').selectOption('contact');
    await page.waitForURL(/form=contact/);
    const listed = page.getByRole('list', { name: 'Inzendingen' });
    await listed.getByRole('link', { name: /Bram Formuliertest/ }).waitFor();
    await listed.getByText('1 bestand').waitFor();
    await axe(page, 'inzendingen 1280');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporteren als CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    assert.match(csv, /Telefoonnummer/);
    assert.match(csv, /Bram Formuliertest/);

    await listed.getByRole('link', { name: /Bram Formuliertest/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    const answers = page.locator('dl');
    const answer = async (label) => (await answers.locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').innerText()).trim();
    assert.equal(await answer('Naam'), 'Bram Formuliertest');
    assert.equal(await answer('Onderwerp'), 'klacht');
    assert.equal(await answer('Telefoonnummer'), '06 12345678');
    assert.equal(await answer('Bericht'), 'Niet ingevuld');
    const file = page.getByRole('link', { name: /foto-tuin\.jpeg/ });
    await file.waitFor();
    await axe(page, 'inzending 1280');
    const response = await page.request.get(new URL(await file.getAttribute('href'), stack.url).href);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'image/jpeg');

    await page.getByRole('button', { name: 'Verwijderen' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('Weet je zeker dat je deze wenst te verwijderen?').waitFor();
    await question.getByRole('button', { name: 'Verwijderen' }).click();
    await page.waitForURL(/\/wm\/submissions\?form=contact$/);
    await page.getByText('Geen inzendingen gevonden.').waitFor();
    const after = await ownerCall('/form-submissions?form=contact');
    assert.equal(after.body.total, 0);
  });
});

test('a new form by title; a refused save shows on its field; a stale save keeps the edits; axe on a phone', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.goto(`${stack.url}/wm/forms`);
    await page.getByRole('list', { name: 'Formulieren' }).waitFor();
    await axe(page, 'formulieren 390');
    await page.getByRole('button', { name: 'Formulier toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    // An existing key is refused, never overwritten.
    await dialog.getByLabel('Titel').fill('Contact');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.getByText('Er is al een formulier met deze sleutel.').waitFor();
    await dialog.getByLabel('Titel').fill('Offerte aanvragen');
    assert.equal(await dialog.getByLabel('Sleutel').inputValue(), 'offerte-aanvragen');
    await axe(page, 'formulier toevoegen 390');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await page.waitForURL(/\/wm\/forms\/offerte-aanvragen$/);
    await page.getByRole('heading', { level: 1 }).getByText('Concept', { exact: true }).waitFor();
    await waitForFields(page, ['Naam']);

    // Two fields with one identifier: the API's message on the field of the second.
    await page.getByRole('button', { name: 'Veld toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Identifier' }).fill('naam');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'controleer de rood omrande velden' }).waitFor();
    const identifier = page.getByRole('textbox', { name: 'Identifier' });
    await page.getByText('Deze identifier komt al voor in dit formulier.', { exact: true }).waitFor();
    assert.equal(await identifier.getAttribute('aria-invalid'), 'true');
    await axe(page, 'formulier met fout 390');
    await identifier.fill('bedrijf');
    await page.getByRole('textbox', { name: 'Label' }).fill('Bedrijf');

    // Someone else saves the form meanwhile: the edits stay, 'Mijn versie opslaan' wins.
    const other = await ownerCall('/forms/offerte-aanvragen', { method: 'PUT', body: { title: 'Offerte', items: [] } });
    assert.equal(other.status, 200);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Iemand anders heeft dit formulier intussen gewijzigd' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Identifier' }).inputValue(), 'bedrijf');
    await axe(page, 'formulier conflict 390');
    await page.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await page.getByText('Opgeslagen', { exact: true }).first().waitFor();
    const saved = await ownerCall('/forms/offerte-aanvragen');
    assert.equal(saved.body.form.title, 'Offerte aanvragen');
    assert.deepEqual(saved.body.form.items.map((item) => item.identifier), ['naam', 'bedrijf']);

    await page.goto(`${stack.url}/wm/submissions`);
    await page.getByRole('heading', { level: 1, name: 'Inzendingen' }).waitFor();
    await page.getByText(/Er zijn nog geen inzendingen|van \d+/).first().waitFor();
    await axe(page, 'inzendingen 390');
    // A day that is no day is refused by the API under its field.
    await page.goto(`${stack.url}/wm/submissions?from=2026-02-30`);
    await page.getByText('Vul een datum in als jjjj-mm-dd.').waitFor();
  });
});
