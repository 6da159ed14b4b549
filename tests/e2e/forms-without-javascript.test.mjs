/**
 * A visitor without JavaScript sends the demo contact form (docs/forms.md, "Without
 * JavaScript"): the server HTML is a real form posting to the API, which answers 303
 * back to the page; the page shows the errors with what was entered, then the form's
 * message. A file chosen in the native file input goes with the post through the same
 * pipeline as a signed upload; after a refused post the stored upload is kept for the
 * next one. JavaScript is switched off in the browser context: no island hydrates.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';
import { LOGO, PHOTO, jpegInfo, pngInfo } from './images.mjs';
import { demoOwner, submissionWith } from './owner.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('forms-without-javascript'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const NO_JAVASCRIPT = { javaScriptEnabled: false };

test('without JavaScript the contact form posts, shows its errors with what was typed, then its message', async (t) => {
  await withPage(
    t,
    browser,
    DESKTOP,
    async (page, problems) => {
      await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
      const form = page.locator('form#formulier-contact');
      assert.equal(await form.getAttribute('action'), '/api/services/websites/v1/forms/post');
      assert.equal(await form.getAttribute('method'), 'post');
      await form.getByLabel('E-mailadres').fill('anna@example.nl');
      await form.getByLabel('Bericht').fill('Twee appeltaarten graag.');
      await form.getByRole('button', { name: 'Versturen' }).click();

      await page.waitForURL(/\/contact\?formulier=[\w-]+#formulier-contact$/);
      const refused = page.locator('form#formulier-contact');
      await refused.getByText('Dit veld is verplicht.').waitFor();
      assert.equal(await refused.getByLabel('Naam').getAttribute('aria-invalid'), 'true');
      assert.equal(await refused.getByLabel('E-mailadres').inputValue(), 'anna@example.nl');
      assert.equal(await refused.getByLabel('Bericht').inputValue(), 'Twee appeltaarten graag.');

      const first = page.url();
      await refused.getByLabel('Naam').fill('Anna de Vries');
      await refused.getByRole('button', { name: 'Versturen' }).click();
      await page.waitForURL((url) => url.href !== first && url.searchParams.has('formulier'));
      const sent = page.locator('form#formulier-contact');
      await sent.getByRole('status').getByText('Bedankt, we nemen snel contact op.').waitFor();
      assert.equal(await sent.getByLabel('Naam').inputValue(), '');
      assert.equal(await sent.getByLabel('E-mailadres').inputValue(), '');
      assert.equal(await sent.locator('[aria-invalid]').count(), 0);
      assert.deepEqual(problems, []);
    },
    NO_JAVASCRIPT,
  );
});

function isNativePost(response) {
  return new URL(response.url()).pathname === '/api/services/websites/v1/forms/post' && response.request().method() === 'POST';
}

test('without JavaScript an image chosen in the native file input goes with the form', async (t) => {
  const owner = await demoOwner(stack.url);
  await withPage(
    t,
    browser,
    DESKTOP,
    async (page, problems) => {
      await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
      const form = page.locator('form#formulier-contact');
      assert.equal(await form.getAttribute('enctype'), 'multipart/form-data');
      await form.getByLabel('Naam').fill('Carla Zonderscript');
      await form.getByLabel('E-mailadres').fill('carla@example.nl');
      await form.getByLabel('Bericht').fill('Een foto van de taart.');
      const input = form.locator('input[type="file"][name="bijlagen"]');
      assert.equal(await input.isVisible(), true, 'the native file input is there to use');
      await input.setInputFiles(PHOTO);

      const posted = page.waitForResponse(isNativePost);
      await form.getByRole('button', { name: 'Versturen' }).click();
      assert.equal((await posted).status(), 303);
      await page.waitForURL(/\/contact\?formulier=[\w-]+#formulier-contact$/);
      const sent = page.locator('form#formulier-contact');
      await sent.getByRole('status').getByText('Bedankt, we nemen snel contact op.').waitFor();
      assert.equal(await sent.getByLabel('Naam').inputValue(), '');
      assert.equal(await sent.locator('input[type="hidden"][name="bijlagen"]').count(), 0, 'no upload is kept for the next post');

      const submission = submissionWith(await owner.submissions('contact'), 'name', 'Carla Zonderscript');
      assert.ok(submission, 'the owner API lists the submission');
      assert.equal(submission.files.length, 1);
      assert.match(submission.files[0], /^\d{8}-\d{6}-[a-z0-9]{8}-foto-tuin\.jpeg$/);
      const photo = await owner.file(submission.files[0]);
      assert.equal(photo.type, 'image/jpeg');
      assert.deepEqual(jpegInfo(photo.bytes), { width: 1080, height: 1440, exif: false }, 'the same pipeline as a signed upload');
      assert.deepEqual(problems, []);
    },
    NO_JAVASCRIPT,
  );
});

test('without JavaScript a refused post keeps its stored upload, which the next post sends without the file again', async (t) => {
  const owner = await demoOwner(stack.url);
  await withPage(
    t,
    browser,
    DESKTOP,
    async (page, problems) => {
      await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
      const form = page.locator('form#formulier-contact');
      await form.getByLabel('E-mailadres').fill('daan@example.nl');
      await form.getByLabel('Bericht').fill('Ons logo op de taart.');
      await form.locator('input[type="file"][name="bijlagen"]').setInputFiles(LOGO);
      const refusedPost = page.waitForResponse(isNativePost);
      await form.getByRole('button', { name: 'Versturen' }).click();
      assert.equal((await refusedPost).status(), 303);
      await page.waitForURL(/\/contact\?formulier=[\w-]+#formulier-contact$/);

      const refused = page.locator('form#formulier-contact');
      await refused.getByText('Dit veld is verplicht.').waitFor();
      assert.equal(await refused.getByLabel('Naam').getAttribute('aria-invalid'), 'true');
      assert.equal(await refused.getByLabel('E-mailadres').inputValue(), 'daan@example.nl');
      assert.equal(await refused.getByLabel('Bericht').inputValue(), 'Ons logo op de taart.');
      const kept = await refused.locator('input[type="hidden"][name="bijlagen"]').evaluateAll((inputs) => inputs.map((input) => input.value));
      assert.equal(kept.length, 1, 'the stored upload goes along with the next post');
      assert.match(kept[0], /^\d{8}-\d{6}-[a-z0-9]{8}-logo-transparant\.png$/);
      await refused.locator(`[data-uploaded-file="${kept[0]}"]`).getByText(kept[0]).waitFor();
      assert.equal((await owner.submissions('contact')).submissions.some((s) => s.files.includes(kept[0])), false, 'nothing is stored yet');

      await refused.getByLabel('Naam').fill('Daan Zonderscript');
      const sentPost = page.waitForResponse(isNativePost);
      await refused.getByRole('button', { name: 'Versturen' }).click();
      assert.equal((await sentPost).status(), 303);
      await page.locator('form#formulier-contact').getByRole('status').getByText('Bedankt, we nemen snel contact op.').waitFor();

      const submission = submissionWith(await owner.submissions('contact'), 'name', 'Daan Zonderscript');
      assert.ok(submission, 'the owner API lists the submission');
      assert.deepEqual(submission.files, kept, 'the kept upload, sent once');
      const logo = await owner.file(kept[0]);
      assert.deepEqual(pngInfo(logo.bytes), { width: 400, height: 300, colourType: 6 });
      assert.deepEqual(problems, []);
    },
    NO_JAVASCRIPT,
  );
});
