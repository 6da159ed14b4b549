/**
 * The demo contact form's upload field in Chromium against the real API (docs/forms.md
 * "The upload field", docs/files.md): files go up one at a time with a progress bar,
 * are listed with a thumbnail, can be deleted after a confirmation, and go with the
 * form; the owner then finds them with the submission, processed by the image
 * pipeline (upright, no EXIF, at most 1440 px, a transparent PNG kept), and in the
 * notification mail. A refused submit shows its error under the field and stores
 * nothing. No file or submit call is answered by the test: where a test must see a
 * file while it is on its way, it holds the PUT and then lets it through to the API.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { DESKTOP, eventually, screenshot, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';
import { LOGO, PHOTO, jpegInfo, near, pixelsOf, pngInfo } from './images.mjs';
import { demoOwner, submissionWith } from './owner.mjs';

const SENT = 'Bedankt, we nemen snel contact op.';
const REQUIRED = 'Dit veld is verplicht.';
const QUESTION = 'Weet je zeker dat je deze wenst te verwijderen?';
const FILES = '/api/services/websites/v1/files';
const UPLOAD_PUTS = `**${FILES}/upload/**`;
// The stored name: a UTC timestamp, 8 random letters and digits, then the slugged name.
const STORED = (stem, extension) => new RegExp(`^\\d{8}-\\d{6}-[a-z0-9]{8}-${stem}\\.${extension}$`);

let stack;
let browser;
let owner;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('forms-uploads'));
  owner = await demoOwner(stack.url);
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

async function openContactForm(page) {
  await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
  const form = page.locator('form#formulier-contact');
  await waitForHydration(form);
  return form;
}

function fileInput(form) {
  return form.locator('input[type="file"][name="bijlagen"]');
}

/** The paths the form will send for its file item, in the order listed. */
function storedPaths(form) {
  return form.locator('input[type="hidden"][name="bijlagen"]').evaluateAll((inputs) => inputs.map((input) => input.value));
}

function isUploadPut(response) {
  return response.request().method() === 'PUT' && new URL(response.url()).pathname.startsWith(`${FILES}/upload/`);
}

function answerOf(page, path) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'POST');
}

/** The text of every .eml file in `folder` (the stack's outbox), quoted-printable decoded. */
function mailsIn(folder) {
  let names;
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) =>
    readFileSync(join(folder, name), 'latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** Resolves once every thumbnail image in `scope` has loaded and has pixels. */
async function thumbnailsLoaded(scope, count) {
  const images = scope.locator('[data-uploaded-file] img');
  await eventually(
    async () => (await images.count()) === count && (await images.evaluateAll((all) => all.every((image) => image.complete && image.naturalWidth > 0))),
    `${count} thumbnails load`,
    15_000,
  );
}

/**
 * Holds every upload PUT until `release()` lets the next one through to the real API:
 * `next()` waits for the next PUT to arrive, `release(route)` answers with the API's
 * own response and resolves to its status.
 */
async function holdUploads(page) {
  const held = [];
  await page.route(UPLOAD_PUTS, (route) => {
    held.push(route);
  });
  return {
    async next() {
      await eventually(() => held.length > 0, 'an upload PUT arrives', 15_000);
      return held.shift();
    },
    async release(route) {
      const answered = page.waitForResponse(isUploadPut);
      await route.continue();
      return (await answered).status();
    },
  };
}

test('a visitor uploads a photo and a transparent PNG, sends the form, and the owner gets both, processed', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const form = await openContactForm(page);
    await form.getByLabel('Naam').fill('Anna Uploadtest');
    await form.getByLabel('E-mailadres').fill('anna@example.nl');
    await form.getByLabel('Bericht').fill('Zo ziet de taart eruit die ik zoek.');

    const uploads = await holdUploads(page);
    await fileInput(form).setInputFiles([PHOTO, LOGO]);
    const queue = form.locator('[data-upload-queue]');
    const photoPut = await uploads.next();
    // Both files wait in the queue with a progress bar; the photo is on its way first.
    await queue.getByRole('progressbar', { name: 'Voortgang van foto-tuin.jpg' }).waitFor();
    await queue.getByRole('progressbar', { name: 'Voortgang van logo-transparant.png' }).waitFor();
    assert.deepEqual(await queue.locator('li').allTextContents(), ['foto-tuin.jpg', 'logo-transparant.png']);
    assert.equal(await queue.locator('li[data-uploading]').textContent(), 'foto-tuin.jpg');
    assert.equal(await form.locator('[data-uploaded-file]').count(), 0);

    assert.equal(await uploads.release(photoPut), 200);
    const logoPut = await uploads.next();
    // The photo's progress ended: it left the queue and is listed; the PNG goes now.
    await form.locator('[data-uploaded-file]').filter({ hasText: 'foto-tuin.jpg' }).waitFor();
    assert.deepEqual(await queue.locator('li').allTextContents(), ['logo-transparant.png']);
    assert.equal(await queue.locator('li[data-uploading]').count(), 1);

    assert.equal(await uploads.release(logoPut), 200);
    await form.locator('[data-uploaded-file]').filter({ hasText: 'logo-transparant.png' }).waitFor();
    await queue.waitFor({ state: 'detached' });
    await thumbnailsLoaded(form, 2);
    await screenshot(page, 'forms-uploads-two-files');
    assert.deepEqual(await form.locator('[data-uploaded-file]').allInnerTexts().then((texts) => texts.map((text) => text.split('\n')[0].trim())), [
      'foto-tuin.jpg',
      'logo-transparant.png',
    ]);

    const paths = await storedPaths(form);
    assert.equal(paths.length, 2);
    const [photoPath, logoPath] = paths;
    assert.match(photoPath, STORED('foto-tuin', 'jpeg'), 'a JPEG is renamed with a timestamp, a random part and .jpeg');
    assert.match(logoPath, STORED('logo-transparant', 'png'), 'a transparent PNG stays a PNG');

    const submitted = answerOf(page, '/api/services/websites/v1/forms/submit');
    await form.getByRole('button', { name: 'Versturen' }).click();
    const answer = await submitted;
    assert.equal(answer.status(), 200);
    assert.deepEqual(JSON.parse(answer.request().postData()).fields.bijlagen, paths, 'the form sends the stored paths');
    await form.getByRole('status').getByText(SENT).waitFor();
    for (const label of ['Naam', 'E-mailadres', 'Bericht']) assert.equal(await form.getByLabel(label).inputValue(), '', `${label} is cleared`);
    assert.equal(await form.locator('[data-uploaded-file]').count(), 0, 'the upload list is emptied');
    assert.deepEqual(await storedPaths(form), []);

    const submission = submissionWith(await owner.submissions('contact'), 'name', 'Anna Uploadtest');
    assert.ok(submission, 'the owner API lists the submission');
    assert.deepEqual(submission.files, paths);
    assert.deepEqual(submission.fields.find((field) => field.identifier === 'bijlagen').value, paths);

    // The photo: turned upright by its EXIF orientation, then within 1440x1440, no EXIF left.
    const photo = await owner.file(photoPath);
    assert.equal(photo.type, 'image/jpeg');
    assert.deepEqual(jpegInfo(photo.bytes), { width: 1080, height: 1440, exif: false });
    const [top, bottom] = await pixelsOf(page, photo.bytes, photo.type, [[540, 300], [540, 1140]]);
    assert.ok(near(top, [200, 30, 30]), `the red half is on top (got ${top})`);
    assert.ok(near(bottom, [30, 60, 200]), `the blue half is below (got ${bottom})`);

    // The PNG: still a PNG with its transparent pixels.
    const logo = await owner.file(logoPath);
    assert.equal(logo.type, 'image/png');
    assert.deepEqual(pngInfo(logo.bytes), { width: 400, height: 300, colourType: 6 });
    const [corner, centre] = await pixelsOf(page, logo.bytes, logo.type, [[5, 5], [200, 150]]);
    assert.equal(corner[3], 0, 'the corner stays transparent');
    assert.ok(near(centre, [20, 160, 60, 255], 5), `the disc stays green and opaque (got ${centre})`);

    // The owner's notification mail names both files.
    let mail = '';
    await eventually(
      () => {
        mail = mailsIn(join(stack.dir, 'mail')).find((text) => text.includes('Anna Uploadtest')) ?? '';
        return mail !== '';
      },
      'the notification mail is written',
      10_000,
    );
    assert.ok(mail.includes(photoPath) && mail.includes(logoPath), `the mail lists both files:\n${mail}`);
    assert.deepEqual(problems, []);
  });
});

test('a required field left empty shows its error under it and nothing is stored', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const before = (await owner.submissions('contact')).total;
    const form = await openContactForm(page);
    await form.getByLabel('E-mailadres').fill('bram@example.nl');
    await form.getByLabel('Bericht').fill('Zonder naam verstuurd.');

    const submitted = answerOf(page, '/api/services/websites/v1/forms/submit');
    await form.getByRole('button', { name: 'Versturen' }).click();
    assert.equal((await submitted).status(), 422);

    const name = form.getByLabel('Naam');
    await eventually(async () => (await name.getAttribute('aria-invalid')) === 'true', 'Naam is marked invalid');
    const errorList = form.locator(`[id="${await name.getAttribute('aria-describedby')}"]`);
    assert.equal((await errorList.innerText()).trim(), REQUIRED);
    const [field, message] = await Promise.all([name.boundingBox(), errorList.boundingBox()]);
    assert.ok(message.y >= field.y + field.height - 1, 'the message is under the field');
    assert.equal(await form.locator('[aria-invalid="true"]').count(), 1, 'only Naam is refused');
    assert.equal(await form.getByLabel('E-mailadres').inputValue(), 'bram@example.nl', 'what was typed stays');
    assert.equal(await form.getByRole('status').getByText(SENT).count(), 0);
    assert.equal((await owner.submissions('contact')).total, before, 'nothing is stored');
    // Chromium logs the refused submit's 422 as a failed resource; nothing else went wrong.
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('status of 422') || !problem.includes('/forms/submit')),
      [],
    );
  });
});

test('an upload is deleted only after the confirmation, and is gone for good', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const form = await openContactForm(page);
    await fileInput(form).setInputFiles(LOGO);
    const item = form.locator('[data-uploaded-file]').filter({ hasText: 'logo-transparant.png' });
    await item.waitFor();
    const [path] = await storedPaths(form);
    const visitorGet = () => page.request.post(`${stack.url}${FILES}/visitor-get`, { data: { filePath: path, isPrivate: true } });
    assert.equal((await visitorGet()).status(), 200, 'the upload is there');

    const remove = item.getByRole('button', { name: 'Verwijderen', exact: true });
    await remove.click();
    await item.getByText(QUESTION).waitFor();
    const cancel = item.getByRole('button', { name: 'Annuleren' });
    await eventually(() => cancel.evaluate((button) => button === document.activeElement), "focus moves to 'Annuleren'");
    await cancel.click();
    await item.getByText(QUESTION).waitFor({ state: 'detached' });
    await eventually(() => remove.evaluate((button) => button === document.activeElement), "focus goes back to 'Verwijderen'");
    assert.deepEqual(await storedPaths(form), [path], "'Annuleren' keeps the upload");
    assert.equal((await visitorGet()).status(), 200);

    await remove.click();
    const deleted = answerOf(page, `${FILES}/visitor-delete`);
    await item.getByRole('button', { name: 'Volledig verwijderen' }).click();
    const answer = await deleted;
    assert.equal(answer.status(), 200);
    assert.deepEqual(await answer.json(), { deleted: true });
    await item.waitFor({ state: 'detached' });
    assert.deepEqual(await storedPaths(form), []);
    assert.equal(await form.locator('[data-upload-drop]').isVisible(), true, 'the drop area is still there');

    const gone = await visitorGet();
    assert.equal(gone.status(), 404);
    assert.deepEqual(await gone.json(), { errors: { filePath: ['Dit bestand bestaat niet.'] } });
    assert.deepEqual(problems, []);
  });
});

test('refused files are named in their toasts, a file over 10 MB is never sent, and the rest go up', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const form = await openContactForm(page);
    const puts = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(new URL(request.url()).pathname);
    });
    const large = { name: 'offerte-groot.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]) };
    const archive = { name: 'archief.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\x03\x04 niet voor een formulier') };
    const logo = { name: 'logo-transparant.png', mimeType: 'image/png', buffer: readFileSync(LOGO) };
    await fileInput(form).setInputFiles([large, archive, logo]);

    await form.locator('[data-uploaded-file]').filter({ hasText: 'logo-transparant.png' }).waitFor();
    await form.locator('[data-upload-queue]').waitFor({ state: 'detached' });
    const toasts = page.locator('[data-toast]');
    await eventually(async () => (await toasts.count()) === 2, 'two toasts');
    assert.deepEqual(await toasts.allInnerTexts(), [
      'offerte-groot.pdf: Het bestand is te groot (maximaal 10 MB).',
      'archief.zip: Dit bestandstype is hier niet toegestaan.',
    ]);
    assert.equal(puts.length, 1, `only the PNG was sent (${puts})`);
    assert.equal(await form.locator('[data-uploaded-file]').count(), 1);
    // The refused signed url of the zip is an answer the browser logs; nothing else.
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('status of 422') || !problem.includes('/visitor-signed-url')),
      [],
    );
  });
});

test('a file chosen before the form has hydrated goes up once it has', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
    await page.locator('html[data-islands]').waitFor({ state: 'attached' });
    const form = page.locator('form#formulier-contact');
    const island = form.locator('xpath=ancestor::wm-island');
    assert.equal(await island.getAttribute('data-hydrated'), null, 'the form waits for its first input');
    // Choosing the file is the first input: it starts the hydration.
    await fileInput(form).setInputFiles(PHOTO);
    await form.locator('[data-uploaded-file]').filter({ hasText: 'foto-tuin.jpg' }).waitFor({ timeout: 15_000 });
    assert.notEqual(await island.getAttribute('data-hydrated'), null);
    const paths = await storedPaths(form);
    assert.equal(paths.length, 1);
    assert.match(paths[0], STORED('foto-tuin', 'jpeg'));
    assert.equal(await fileInput(form).evaluate((input) => input.files.length), 0, 'the input is emptied: the file is not posted again');
    assert.deepEqual(problems, []);
  });
});
