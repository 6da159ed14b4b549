/**
 * Screenshots of the demo contact form's upload field at phone (390) and desktop
 * (1280) width on a fresh stack, for looking at what visitors see. Not a test.
 *
 *   node tests/e2e/capture-uploads.mjs [folder]     (default: screenshots/, git-ignored)
 *
 * Per width: `<width>-contact-uploads.png` (two uploaded files, the form in view),
 * `<width>-contact-uploads-progress.png` (the field while a file is on its way, on a
 * slowed line), `<width>-contact-uploads-confirm.png` (the delete question) and
 * `<width>-contact-no-javascript.png` (the server HTML's native file input).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { DESKTOP, MOBILE, eventually, startStackAndBrowser, waitForHydration } from './browser.mjs';
import { LOGO, PHOTO } from './images.mjs';
import { ROOT } from './stack.mjs';

const folder = process.argv[2] ?? join(ROOT, 'screenshots');
mkdirSync(folder, { recursive: true });

async function thumbnailsLoaded(form, count) {
  const images = form.locator('[data-uploaded-file] img');
  await eventually(
    async () => (await images.count()) === count && (await images.evaluateAll((all) => all.every((image) => image.complete && image.naturalWidth > 0))),
    `${count} thumbnails load`,
    15_000,
  );
}

const { stack, browser } = await startStackAndBrowser('capture-uploads');
try {
  for (const viewport of [MOBILE, DESKTOP]) {
    const name = (suffix) => join(folder, `${viewport.width}-contact-${suffix}.png`);

    const plain = await browser.newContext({ viewport, locale: 'nl-NL', javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${stack.url}/contact`, { waitUntil: 'load' });
    await plainPage.locator('[data-upload-field]').scrollIntoViewIfNeeded();
    await plainPage.screenshot({ path: name('no-javascript') });
    await plain.close();

    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`${viewport.width}: pageerror ${error.message}`));
    await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
    const form = page.locator('form#formulier-contact');
    await waitForHydration(form);
    await form.getByLabel('Naam').fill('Anna de Vries');
    await form.getByLabel('E-mailadres').fill('anna@example.nl');
    await form.getByLabel('Bericht').fill('Zo ziet de taart eruit die ik zoek.');
    // The cookie bar comes with the first interaction; it would cover the form.
    const refuse = page.getByRole('button', { name: 'Alles weigeren' });
    await refuse.waitFor();
    await refuse.click();

    const field = form.locator('[data-upload-field]');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 8_000 });
    await form.locator('input[type="file"]').setInputFiles([PHOTO, LOGO]);
    const bar = form.getByRole('progressbar', { name: 'Voortgang van foto-tuin.jpg' });
    await eventually(async () => (await bar.evaluate((element) => element.value).catch(() => 0)) > 0.3, 'the photo is under way', 30_000);
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: name('uploads-progress') });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await thumbnailsLoaded(form, 2);
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: name('uploads') });
    await form.getByRole('button', { name: 'Verwijderen', exact: true }).first().click();
    await form.getByText('Weet je zeker dat je deze wenst te verwijderen?').waitFor();
    await page.screenshot({ path: name('uploads-confirm') });
    await context.close();
    console.log(`${viewport.width}: ${folder}`);
  }
} finally {
  await Promise.allSettled([stack.stop(), browser.close()]);
}
