/**
 * The form-field kit's showcase (/wm/kit, docs/form-field-kit.md) in Chromium against
 * the demo project: the menu picker offers the project's menus, the category field
 * shows the demo's category tree indented and makes a new category in its popup
 * (through the owner API), and the second tab shows a section form generated from
 * shared-schema; axe finds nothing at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-kit'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

async function openKit(page) {
  await logInToDashboard(page, stack.url);
  await page.goto(`${stack.url}/wm/kit`);
  await page.getByRole('heading', { name: 'Formulierveldenkit', level: 1 }).waitFor();
}

async function ownerCategories() {
  const login = await (await fetch(`${stack.url}/api/owner/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OWNER) })).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const { projects } = await (await fetch(`${stack.url}/api/owner/v1/projects`, { headers: auth })).json();
  const answer = await (await fetch(`${stack.url}/api/owner/v1/projects/${projects[0].id}/categories?limit=200`, { headers: auth })).json();
  return answer.categories;
}

test("the pickers read the project; 'Nieuwe categorie' makes one; the schema form", async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await openKit(page);
    const values = page.getByRole('complementary', { name: 'Waarden' });

    // The category tree, indented by level.
    const categories = page.getByRole('group', { name: 'Categorieën' });
    await categories.getByLabel('Feesttaarten', { exact: true }).waitFor();
    // Where each category's box is drawn: one step further in per level.
    const indent = async (name) =>
      (await categories.getByLabel(name, { exact: true }).locator('xpath=ancestor::label').locator('span[aria-hidden="true"]').first().boundingBox()).x;
    assert.ok((await indent('Taarten')) > (await indent('Winkel')));
    assert.ok((await indent('Feesttaarten')) > (await indent('Taarten')));
    await axe(page, 'veldenkit-1280');

    // The menu picker offers the demo's menus from the owner API.
    const footerMenu = page.getByRole('combobox', { name: 'Footermenu' });
    await footerMenu.click();
    await footerMenu.press('ArrowDown');
    await page.getByRole('option', { name: 'Hoofdmenu', exact: true }).click();
    // The list stays open for another choice (and hides the rest from screen readers).
    await page.keyboard.press('Escape');
    await values.getByText('"footer_menu": "hoofdmenu"').waitFor();

    await page.getByRole('button', { name: 'Nieuwe categorie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe categorie' });
    await dialog.getByLabel('Naam').fill('Kersttaarten');
    await dialog.getByLabel('Bovenliggende categorie').selectOption('taarten');
    await axe(page, 'nieuwe-categorie-1280');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await categories.getByLabel('Kersttaarten', { exact: true }).isChecked(), true);
    await values.getByText('"kersttaarten"').waitFor();
    const made = (await ownerCategories()).find((category) => category.id === 'kersttaarten');
    assert.equal(made?.parent, 'taarten');

    // The second tab: a section's settings form generated from its schema.
    await page.getByRole('tab', { name: 'Uit het schema' }).click();
    await page.getByLabel('Sectie of blok').selectOption('section:headerOne');
    const mainMenu = page.getByRole('combobox', { name: 'Hoofdmenu' });
    await mainMenu.click();
    await mainMenu.press('ArrowDown');
    await page.getByRole('option', { name: 'Hoofdmenu', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Gewijzigde waarden').click();
    await page.getByText('"main_menu_menu": "hoofdmenu"').waitFor();
    await page.getByRole('tab', { name: 'Opmaak' }).click();
    await axe(page, 'veldenkit-schema-1280');
    const expected = /status of 401 .*\/api\/owner\/v1\/me\)$/;
    assert.deepEqual(problems.filter((problem) => !expected.test(problem)), []);
  });
});

test('the kit at 390 px: both tabs pass axe', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await openKit(page);
    await page.getByRole('group', { name: 'Categorieën' }).getByLabel('Winkel').waitFor();
    await axe(page, 'veldenkit-390');
    await page.getByRole('tab', { name: 'Uit het schema' }).click();
    await page.getByLabel('Sectie of blok').selectOption('section:notification');
    await page.getByRole('tab', { name: 'Opmaak' }).click();
    await page.getByRole('radiogroup', { name: 'Kleur' }).waitFor();
    await axe(page, 'veldenkit-schema-390');
  });
});
