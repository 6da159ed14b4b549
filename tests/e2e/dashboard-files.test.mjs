/**
 * Bestanden in the owner dashboard (docs/dashboard.md) in Chromium: the owner starts
 * with the empty state, uploads a photo through the picker (the signed URL, the PUT,
 * the image pipeline of docs/files.md), sees it listed with its thumbnail, finds it by
 * name and deletes it after the confirmation (its URL then answers 404); a refused
 * file shows the API's reason on a phone; axe finds nothing at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';

const PHOTO = fileURLToPath(new URL('./fixtures/uploads/foto-tuin.jpg', import.meta.url));
const LOGO = fileURLToPath(new URL('./fixtures/uploads/logo-transparant.png', import.meta.url));
const EMPTY = 'Je project heeft nog geen bestanden.';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-files'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

async function openFiles(page) {
  await logInToDashboard(page, stack.url);
  await page.getByRole('link', { name: 'Bestanden' }).first().click();
  await page.getByRole('heading', { name: 'Bestanden', level: 1 }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/wm/files');
}

/** Picks files through the drop area's button (the browser's file chooser). */
async function pick(page, files) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Bestanden kiezen' }).click();
  await (await chooser).setFiles(files);
}

/** The card of the file whose name (without the stored prefix) is `name`. */
function card(page, name) {
  return page.getByRole('list', { name: 'Bestanden' }).getByRole('listitem').filter({ hasText: name });
}

test('an uploaded photo is listed with its thumbnail, found by name and deleted', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await openFiles(page);
    await page.getByText(EMPTY).waitFor();
    await axe(page, 'bestanden leeg 1280');

    await pick(page, [PHOTO]);
    await page.getByText('foto-tuin.jpeg geüpload').waitFor();
    const photo = card(page, 'foto-tuin.jpeg');
    const thumbnail = photo.getByRole('img', { name: 'foto-tuin.jpeg' });
    await thumbnail.waitFor();
    // The thumbnail really loaded: the stored (normalised) JPEG has pixels.
    await page.waitForFunction((element) => element.complete && element.naturalWidth > 0, await thumbnail.elementHandle());
    const source = await thumbnail.getAttribute('src');
    const response = await page.request.get(new URL(source, stack.url).href);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'image/jpeg');
    assert.equal(await photo.getByRole('link', { name: 'foto-tuin.jpeg downloaden' }).getAttribute('href'), source);

    // A second file, then a search on the server narrows the list to one.
    await pick(page, [LOGO]);
    await card(page, 'logo-transparant.png').waitFor();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('tuin');
    await page.waitForURL(/[?&]q=tuin/);
    await page.getByRole('list', { name: 'Bestanden' }).getByRole('listitem').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Bestanden"] > li').length === 1);
    await page.getByText('1–1 van 1').waitFor();
    await axe(page, 'bestanden gezocht 1280');

    await photo.getByRole('button', { name: 'foto-tuin.jpeg verwijderen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Weet je zeker dat je deze wenst te verwijderen?').waitFor();
    await axe(page, 'bestand verwijderen 1280');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('foto-tuin.jpeg verwijderd').waitFor();
    await page.getByText('Geen bestanden gevonden. Pas je zoekterm aan.').waitFor();
    assert.equal((await page.request.get(new URL(source, stack.url).href)).status(), 404);

    await page.getByRole('button', { name: 'Zoekterm wissen' }).click();
    await card(page, 'logo-transparant.png').waitFor();
  });
});

test('on a phone: upload, the refused file says why, axe passes', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await openFiles(page);
    await page.getByRole('list', { name: 'Bestanden' }).or(page.getByText(EMPTY)).first().waitFor();
    await axe(page, 'bestanden 390');
    // A type refused at the signed URL: the upload is abandoned, its reason a toast.
    await pick(page, [{ name: 'notities.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 geen zip') }]);
    await page.locator('[data-sonner-toaster]').getByText('notities.zip: Dit bestandstype is hier niet toegestaan.', { exact: true }).waitFor();
    assert.equal(await page.getByRole('list', { name: 'Uploads' }).count(), 0);
    // Bytes refused after the upload started: the reason stays in the list until closed.
    await pick(page, [{ name: 'offerte.pdf', mimeType: 'application/pdf', buffer: Buffer.from('geen pdf') }]);
    const refusal = page.getByRole('list', { name: 'Uploads' }).getByRole('alert');
    await refusal.filter({ hasText: 'offerte.pdf' }).waitFor();
    await axe(page, 'bestand geweigerd 390');
    await page.getByRole('button', { name: 'Melding over offerte.pdf sluiten' }).click();
    await refusal.waitFor({ state: 'detached' });

    await pick(page, [PHOTO]);
    await card(page, 'foto-tuin.jpeg').getByRole('img', { name: 'foto-tuin.jpeg' }).waitFor();
    await axe(page, 'bestanden met foto 390');
  });
});
