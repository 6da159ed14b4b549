/**
 * The visual page editor as an owner uses it, through the real stack with Varnish in
 * front (docs/page-editor.md): the home page opens in the editor, a heading typed into
 * in the preview and a section moved are saved into the draft (undo and redo too), a
 * reload finds the draft, a visitor keeps the published page until it is published,
 * then sees the change at once (the purge), and reverting the release brings the old
 * page back. Two owners on one page see each other, and the second save on an old
 * version gets the conflict message and merges. The reusable-template placeholder's
 * 'Bewerk de template' leads to the template editor.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, eventually, startStackAndBrowser, withPage } from './browser.mjs';
import { logInToDashboard } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';
import { PHOTO } from './images.mjs';
import { ownerCall } from './ownerApi.mjs';

const DEVELOPER = { email: 'ontwikkelaar@demo.site.local', password: DEMO_OWNER.password };
const FRAME = 'iframe[title="Voorbeeld van de pagina (bewerken)"]';
const TYPED = ' en meer';

let stack;
let browser;
let token;
let project;

const call = (path, options) => ownerCall(stack.url, path, { ...options, token });

async function pageId(path) {
  const { pages } = await call(`/projects/${project}/pages`);
  const found = pages.find((candidate) => candidate.path === path);
  assert.ok(found, `a page at ${path}`);
  return found.id;
}

const draftOf = async (id) => (await call(`/projects/${project}/pages/${id}`)).page;
const order = (page) => page.components.map((section) => section.id);

/** The page as a visitor gets it through Varnish. */
async function visitorHtml(path) {
  const response = await fetch(`${stack.url}${path}`);
  assert.equal(response.status, 200);
  return response.text();
}

/** Logs `who` in at /wm in a page of its own and opens the editor of page `id`. */
async function openEditor(page, id, who = DEMO_OWNER) {
  if (who === DEMO_OWNER) {
    await logInToDashboard(page, stack.url);
  } else {
    await page.goto(`${stack.url}/wm`);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Wachtwoord').fill(who.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { name: 'Overzicht', level: 1 }).waitFor();
  }
  await page.goto(`${stack.url}/wm/pages/${id}`);
  const frame = page.frameLocator(FRAME);
  await frame.locator('[data-wm-section]').first().waitFor({ state: 'attached', timeout: 60_000 });
  // The preview stops being busy once the frame's bridge announced itself (frame_ready):
  // before that a click in the frame reaches no editor and is lost.
  await page.locator(`div[aria-busy="false"]:has(> ${FRAME})`).waitFor({ state: 'attached', timeout: 60_000 });
  return frame;
}

const saved = (page) => page.locator('[data-save-status="saved"]').waitFor({ state: 'attached', timeout: 30_000 });

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('page-editor', { varnish: true }));
  const login = await fetch(`${stack.url}/api/owner/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  token = (await login.json()).token;
  project = (await call('/projects')).projects[0].id;
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

test('the owner edits the home page in place; a visitor sees it only once published, and the revert brings the old page back', async (t) => {
  const home = await pageId('/');
  const published = await visitorHtml('/');
  assert.match(published, /Vers uit onze winkel/);
  assert.doesNotMatch(published, /en meer/);
  const before = order(await draftOf(home));
  const moved = before.indexOf('bezoek');
  assert.ok(moved > 1, 'the demo home has a section "bezoek" with one above it');

  await withPage(t, browser, DESKTOP, async (page) => {
    const frame = await openEditor(page, home);

    // Typing into a heading of the preview.
    await frame.locator('[data-wm-paragraph="uitgelicht:b-uitgelicht-titel:data"] h2').click();
    const editable = frame.locator('[data-wm-paragraph="uitgelicht:b-uitgelicht-titel:data"] [contenteditable="true"]').first();
    await editable.waitFor({ state: 'visible', timeout: 60_000 });
    await editable.click();
    await page.keyboard.press('End');
    await page.keyboard.type(TYPED);
    await eventually(async () => JSON.stringify((await draftOf(home)).components).includes(TYPED.trim()), 'the typed text is in the draft', 30_000);

    // Moving a section up with the keyboard, then undo and redo.
    const expected = [...before];
    expected.splice(moved - 1, 0, ...expected.splice(moved, 1));
    // Clicking into the preview opened the section's form: back to the list.
    await page.getByRole('tab', { name: 'Secties', exact: true }).click();
    const handle = page.getByRole('list', { name: 'Secties van de pagina' }).getByRole('button', { name: /^Verplaats / }).nth(moved);
    // dnd-kit says each step in its live region; the next key waits for it.
    const announced = (text) => page.getByText(text).first().waitFor({ state: 'attached' });
    // Pressed on the handle itself: the typing left the keyboard's focus in the preview.
    // Free sections are told apart by their first heading.
    const bezoek = `Vrije sectie: Kom langs in de Korenmarkt (${moved + 1})`;
    assert.equal(before[moved - 1], 'categorieen');
    await handle.press('Space');
    await announced(`${bezoek} staat nu op de plaats van ${bezoek}.`);
    await handle.press('ArrowUp');
    await announced(`${bezoek} staat nu op de plaats van Vrije sectie: Ons assortiment (${moved}).`);
    await handle.press('Space');
    await announced(`${bezoek} neergezet op plaats ${moved}.`);
    const frameOrder = () => frame.locator('[data-wm-section]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-wm-section')));
    await eventually(async () => JSON.stringify(await frameOrder()) === JSON.stringify(expected), 'the preview shows the new order', 15_000).catch(async (error) => {
      error.message += ` (preview: ${JSON.stringify(await frameOrder())}, draft: ${JSON.stringify(order(await draftOf(home)))}, expected: ${JSON.stringify(expected)})`;
      throw error;
    });
    await eventually(async () => JSON.stringify(order(await draftOf(home))) === JSON.stringify(expected), 'the draft has the new order', 30_000);

    await page.getByRole('button', { name: 'Ongedaan maken' }).click();
    await eventually(async () => JSON.stringify(await frameOrder()) === JSON.stringify(before), 'undo puts the section back', 15_000);
    await page.getByRole('button', { name: 'Opnieuw' }).click();
    await eventually(async () => JSON.stringify(await frameOrder()) === JSON.stringify(expected), 'redo moves it again', 15_000);
    await saved(page);
    await eventually(async () => JSON.stringify(order(await draftOf(home))) === JSON.stringify(expected), 'the draft has the redone order', 30_000);

    // A reload finds the draft.
    await page.reload();
    const again = page.frameLocator(FRAME);
    await again.locator('[data-wm-paragraph="uitgelicht:b-uitgelicht-titel:data"]').getByText(TYPED.trim()).waitFor({ timeout: 60_000 });
    assert.deepEqual(await again.locator('[data-wm-section]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-wm-section'))), expected);
  });

  // A visitor still gets the published page, through the cache.
  assert.doesNotMatch(await visitorHtml('/'), /en meer/);

  const { release } = await call(`/projects/${project}/publish`, { method: 'POST', body: { items: [{ kind: 'page', id: home }], note: 'Vanuit de editor' } });
  await eventually(async () => (await visitorHtml('/')).includes(`Vers uit onze winkel${TYPED}`), 'the visitor sees the change at once', 5_000);

  await call(`/projects/${project}/releases/${release.id}/revert`, { method: 'POST', body: {} });
  await eventually(async () => !(await visitorHtml('/')).includes(TYPED), 'the revert brings the old page back', 5_000);
});

test('two owners on one page see each other; the older save gets the conflict message and merges', async (t) => {
  const id = await pageId('/over-ons');
  const start = (await draftOf(id)).components.length;
  await withPage(t, browser, DESKTOP, async (owner) => {
    await withPage(t, browser, DESKTOP, async (developer) => {
      await openEditor(owner, id);
      await openEditor(developer, id, DEVELOPER);
      // Each sees the other within a heartbeat or two.
      await owner.getByText('Ook hier bezig:').waitFor({ timeout: 45_000 });
      await developer.getByText('Ook hier bezig:').waitFor({ timeout: 45_000 });
      assert.match(await owner.getByRole('status').filter({ hasText: 'Ook hier bezig:' }).innerText(), /ontwikkelaar/i);

      // The developer saves first; the owner's save is then based on an old version.
      await developer.getByRole('button', { name: /^Dupliceren: / }).first().click();
      await eventually(async () => (await draftOf(id)).components.length === start + 1, "the developer's duplicate is saved", 30_000);
      await owner.getByRole('button', { name: /^Dupliceren: / }).last().click();
      const conflict = owner.getByRole('alert').filter({ hasText: 'Iemand anders heeft deze pagina intussen gewijzigd' });
      await conflict.waitFor({ timeout: 30_000 });
      assert.equal((await draftOf(id)).components.length, start + 1, 'nothing was overwritten');
      await conflict.getByRole('button', { name: 'Samenvoegen' }).click();
      await eventually(async () => (await draftOf(id)).components.length === start + 2, 'the merge keeps both changes', 30_000);
    });
  });
});

test('a section colour and a new gallery with an uploaded image show in the preview and land in the draft', async (t) => {
  const id = await pageId('/contact');
  await withPage(t, browser, DESKTOP, async (page) => {
    const frame = await openEditor(page, id);
    const list = page.getByRole('list', { name: 'Secties van de pagina' });
    const { components } = await draftOf(id);
    const index = components.findIndex((section) => !/^header/i.test(section.template));
    assert.ok(index >= 0, 'the contact page has a content section');
    const first = components[index];

    // A section colour from the palette, in the section's Opmaak tab.
    await list.getByRole('button', { name: new RegExp(`^${index + 1}\\. `) }).click();
    await page.getByRole('tab', { name: 'Opmaak' }).click();
    await page.getByRole('combobox', { name: 'Achtergrondkleur' }).click();
    const option = page.getByRole('option').filter({ hasNotText: /^\s*Geen\s*$/ }).first();
    const colour = (await option.innerText()).trim();
    await option.click();
    // A choice closes the list (the focus stays on the combobox).
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await eventually(async () => Boolean((await draftOf(id)).components.find((section) => section.id === first.id)?.meta?.section_bg_color), `the colour (${colour}) is in the draft`, 30_000);
    const stored = (await draftOf(id)).components.find((section) => section.id === first.id).meta.section_bg_color;
    await eventually(
      async () => (await frame.locator(`[data-wm-section="${first.id}"] [class*="bg-"]`).evaluateAll((nodes, name) => nodes.some((node) => node.className.includes(name)), stored)),
      `the preview shows the section in ${stored}`,
      15_000,
    );

    // A gallery from the catalogue, with an image uploaded in its form.
    await page.getByRole('tab', { name: 'Secties', exact: true }).click();
    await page.getByRole('button', { name: 'Sectie toevoegen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Masonry gallerij/ }).click();
    await page.locator('aside input[type=file]').first().setInputFiles(PHOTO);
    const gallery = async () => (await draftOf(id)).components.find((section) => section.template === 'masonryGallery');
    await eventually(async () => JSON.stringify((await gallery())?.meta ?? {}).includes('foto-tuin'), 'the uploaded image is in the draft', 60_000);
    const added = await gallery();
    await frame.locator(`[data-wm-section="${added.id}"] img[src*="foto-tuin"], [data-wm-section="${added.id}"] img[srcset*="foto-tuin"]`).first().waitFor({ state: 'attached', timeout: 30_000 });
  });
});

test("the reusable-template placeholder's 'Bewerk de template' opens the template editor", async (t) => {
  const id = await pageId('/catalogus/templates');
  await withPage(t, browser, DESKTOP, async (page) => {
    const frame = await openEditor(page, id);
    const button = frame.getByRole('button', { name: 'Bewerk de template' }).first();
    await button.waitFor({ timeout: 60_000 });
    await button.click();
    await page.waitForURL(/\/wm\/templates\/[^/?#]+/, { timeout: 30_000 });
  });
});

test('the catalogue shows live thumbnails; a site-wide value changed in the editor shows in the preview and is published with the page', async (t) => {
  const path = '/algemene-voorwaarden';
  const id = await pageId(path);
  const VALUE = 'Bestel vandaag je taart';
  await withPage(t, browser, DESKTOP, async (page) => {
    const frame = await openEditor(page, id);

    // Every entry in view shows its own thumbnail, rendered by the site with its styles.
    await page.getByRole('button', { name: 'Sectie toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(async () => (await dialog.locator('[data-thumbnail-state="shown"]').count()) >= 2, 'two thumbnails are shown', 60_000);
    // An entry in two groups shows twice; two different entries are wanted.
    await eventually(
      async () => new Set(await dialog.locator('[data-thumbnail-state="shown"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-thumbnail')))).size >= 2,
      'thumbnails of two entries are shown',
      60_000,
    );
    const entries = [...new Set(await dialog.locator('[data-thumbnail-state="shown"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-thumbnail'))))];
    for (const entry of entries.slice(0, 2)) {
      const box = dialog.locator(`[data-thumbnail="${entry}"]`).first();
      assert.ok(await box.isVisible());
      assert.equal(await box.getAttribute('aria-hidden'), 'true');
      const thumbnail = box.frameLocator('iframe');
      await thumbnail.locator(`[data-wm-section="wm-catalogus-${entry}"]`).waitFor({ state: 'attached' });
      assert.ok((await thumbnail.locator('link[rel="stylesheet"]').count()) > 0, 'the thumbnail has the site stylesheet');
    }
    // The entry is named by its title alone, for keyboards and screen readers.
    await dialog.getByRole('searchbox', { name: 'Zoeken' }).fill('Call-to-action');
    await dialog.getByRole('button', { name: /^Call-to-action balk/ }).first().click();

    // Its button title set to Globaal, then the site-wide value typed in the form.
    const aside = page.getByRole('complementary', { name: 'Secties en instellingen' });
    await aside.getByRole('radiogroup', { name: 'Knop titel lokaal of globaal' }).getByRole('radio', { name: 'Globaal' }).check({ force: true });
    const field = aside.getByRole('textbox', { name: 'Knop titel (globaal)' });
    await field.waitFor();
    assert.ok(await aside.getByText(/Geldt voor de hele site/).first().isVisible());
    await field.fill(VALUE);
    await eventually(async () => (await call(`/projects/${project}`)).project.global_fields?.button_title === VALUE, 'the value is in the settings draft', 30_000);
    const added = async () => (await draftOf(id)).components.find((section) => section.template === 'callToAction');
    await eventually(async () => (await added())?.meta?.button_title_local === '0', 'the section shows the site-wide value', 30_000);
    const section = await added();
    await frame.locator(`[data-wm-section="${section.id}"]`).getByText(VALUE).first().waitFor({ timeout: 30_000 });
    await page.locator('[data-globals-status="saved"]').waitFor({ timeout: 30_000 });
    await saved(page);
    assert.doesNotMatch(await visitorHtml(path), new RegExp(VALUE));

    // Publishing from the editor takes the settings along.
    await page.getByRole('button', { name: 'Pagina publiceren' }).click();
    await page.getByText('Gepubliceerd, met de sitebrede instellingen').waitFor({ timeout: 30_000 });
  });
  await eventually(async () => (await visitorHtml(path)).includes(VALUE), 'a visitor sees the site-wide value', 10_000);
  assert.equal((await call(`/projects/${project}`)).project.has_unpublished_changes, false);
});

test("the frame editor's toolbox speaks Dutch and inserts a 3 x 3 table without a header row", async (t) => {
  const id = await pageId('/contact');
  await withPage(t, browser, DESKTOP, async (page) => {
    const frame = await openEditor(page, id);
    const paragraph = frame.locator('[data-wm-paragraph]').first();
    await paragraph.click();
    const editable = paragraph.locator('[contenteditable="true"]').first();
    await editable.waitFor({ state: 'visible', timeout: 60_000 });
    await editable.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await paragraph.locator('.ce-toolbar__plus').click();
    const toolbox = paragraph.locator('.ce-popover--opened');
    await toolbox.locator('.ce-popover-item', { hasText: 'Tabel' }).waitFor();
    const names = await toolbox.locator('.ce-popover-item__title').allTextContents();
    for (const name of ['Tekst', 'Kop', 'Citaat', 'Tabel']) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/editor-toolbox-1280.png` });
    await toolbox.locator('.ce-popover-item', { hasText: 'Tabel' }).click();
    const table = paragraph.locator('.tc-table');
    await table.waitFor();
    assert.deepEqual(await table.locator('.tc-row').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('.tc-cell').length)), [3, 3, 3]);
    await table.locator('.tc-cell').first().click();
    await page.keyboard.type('Maandag');
    await eventually(async () => {
      const text = JSON.stringify((await draftOf(id)).components);
      return text.includes('"type":"table"') && text.includes('Maandag') && text.includes('"withHeadings":false');
    }, 'the table is in the draft', 30_000);
  });
});
