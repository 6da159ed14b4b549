/**
 * Webwinkel in the owner dashboard (docs/dashboard.md) in Chromium on the demo stack:
 * the owner searches the product list (on the server, kept in the URL), adds a product,
 * uploads its photo, gives it a price, a number option and a calculation reading it, sees a wrong amount
 * refused under its field, saves, and finds the product in the shop's search on the
 * site; the category tree is nested by the drag handle's keyboard, moved with
 * Uitspringen and Inspringen, saved at once (a reload shows it), a category is added and deleted after
 * the confirm text; axe finds nothing at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, eventually, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';
import { ROOT } from './stack.mjs';

const PHOTO = join(ROOT, 'tests', 'e2e', 'fixtures', 'uploads', 'foto-tuin.jpg');

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-shop-products'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** The titles of one list of the category tree, in order. */
async function waitForTitles(page, list, expected) {
  await page.waitForFunction(({ list: name, expected: want }) => {
    const element = document.querySelector(`ul[aria-label="${name}"]`);
    const titles = element ? [...element.children].map((item) => item.querySelector('a')?.textContent ?? '') : [];
    return JSON.stringify(titles) === JSON.stringify(want);
  }, { list, expected });
}

test('the owner adds a product with a calculated option, saves it, and the shop search finds it', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await logInToDashboard(page, stack.url);
    await page.getByRole('link', { name: 'Webwinkel' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor();
    await page.getByText(/^1–25 van \d+ producten$/).waitFor();
    await axe(page, 'producten');

    // The search runs on the server and is kept in the URL.
    await page.getByLabel('Zoeken').fill('gebakschaal');
    await page.waitForURL((url) => url.searchParams.get('q') === 'gebakschaal');
    await page.getByText('1–1 van 1 product', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Gebakschaal voor een feest' }).waitFor();
    await page.getByLabel('Zoeken').fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));

    await page.getByRole('button', { name: 'Product toevoegen' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Titel').fill('Taartpuntjes op maat');
    assert.equal(await dialog.getByLabel('Sleutel').inputValue(), 'taartpuntjes-op-maat');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await page.waitForURL((url) => url.pathname === '/wm/shop/products/taartpuntjes-op-maat');
    await page.getByRole('heading', { level: 1, name: 'Taartpuntjes op maat' }).waitFor();

    // A photo through the upload path: signed URL, PUT, the stored file's public URL.
    await page.locator('#afbeelding-uploaden').setInputFiles(PHOTO);
    await page.getByRole('img', { name: 'Hoofdafbeelding' }).waitFor();
    await page.getByRole('textbox', { name: 'Prijs (€, incl. btw)', exact: true }).fill('0');
    await page.getByRole('button', { name: 'Getal', exact: true }).click();
    const number = page.getByRole('listitem', { name: 'Optie 1' });
    await number.getByLabel('Titel').fill('Aantal puntjes');
    await page.getByRole('listitem', { name: 'Aantal puntjes' }).getByLabel('Standaardgetal').fill('12');
    await page.getByRole('button', { name: 'Berekening', exact: true }).click();
    const calculation = page.getByRole('listitem', { name: 'Optie 2' });
    await calculation.getByLabel('Titel').fill('Puntjes');
    const puntjes = page.getByRole('listitem', { name: 'Puntjes', exact: true });
    await puntjes.getByLabel('Rekent met het getal van').selectOption({ label: 'Aantal puntjes' });
    await puntjes.getByLabel('Bedrag (€, incl. btw)').fill('drie');
    const categories = page.getByRole('group', { name: 'Categorieën van dit product' });
    await categories.getByText('Taarten', { exact: true }).click();
    assert.equal(await categories.getByRole('checkbox', { name: 'Taarten', exact: true }).isChecked(), true);

    // A wrong amount: the API's message under the field, the typing kept.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await puntjes.getByText('Geef een getal, bijvoorbeeld 2,5.').waitFor();
    assert.equal(await puntjes.getByLabel('Bedrag (€, incl. btw)').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByRole('listitem', { name: 'Aantal puntjes' }).getByLabel('Koppeling (connection_id)').inputValue(), 'aantal-puntjes');
    await axe(page, 'product met fout');

    await puntjes.getByLabel('Bedrag (€, incl. btw)').fill('1,75');
    await puntjes.getByText('12 × € 1,75 = € 21,00').waitFor();
    await page.keyboard.press('Control+s');
    await page.getByText('Opgeslagen', { exact: true }).waitFor();
    await page.getByText('Niet-opgeslagen wijzigingen').waitFor({ state: 'hidden' });

    // Stored as the API takes it: the calculation reads the number option's connection.
    const stored = await page.evaluate(async () => {
      const { projects } = await (await fetch('/api/owner/v1/projects')).json();
      return (await (await fetch(`/api/owner/v1/projects/${projects[0].id}/products/taartpuntjes-op-maat`)).json()).product;
    });
    assert.deepEqual(stored.options.map((option) => [option.title, option.layout, option.connection_id ?? '', option.calculation_options?.connection_id_from ?? '']), [
      ['Aantal puntjes', 'number', 'aantal-puntjes', ''],
      ['Puntjes', 'calculation', '', 'aantal-puntjes'],
    ]);
    assert.equal(stored.options[1].calculation_options.value, '1,75');
    assert.deepEqual(stored.categories, ['taarten']);
    const photo = await fetch(new URL(stored.main_image, stack.url));
    assert.equal(photo.status, 200, `the main image ${stored.main_image} is served`);
    assert.match(photo.headers.get('content-type'), /^image\//);
    await axe(page, 'product');

    // The visitor's shop search finds the new product (the index follows the write).
    const visitor = await page.context().newPage();
    await eventually(async () => {
      await visitor.goto(`${stack.url}/search?query=taartpuntjes`);
      return (await visitor.locator('[data-product-card]').filter({ hasText: 'Taartpuntjes op maat' }).count()) === 1;
    }, 'the shop search finds Taartpuntjes op maat', 15_000);
    await visitor.close();
    // The login form's GET me before logging in, and the refused save (the browser logs both).
    const expected = /status of (401 .*\/api\/owner\/v1\/me|422 .*\/products\/taartpuntjes-op-maat)\)$/;
    assert.deepEqual(problems.filter((problem) => !expected.test(problem)), []);
  });
});

test('the category tree is reordered and nested by keyboard drag and buttons, saved at once; a category is added and deleted', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await logInToDashboard(page, stack.url);
    await page.goto(`${stack.url}/wm/shop/categories`);
    await waitForTitles(page, 'Onder Winkel', ['Brood', 'Taarten', 'Koekjes', 'Gebak', 'Hartig', 'Koffie & thee']);
    await axe(page, 'categorieën');
    const arranged = () => page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/categories/arrange'), { timeout: 20_000 });

    // The drag handle by keyboard: pick Brood up, one step down (onto Feesttaarten, the
    // first row below it: into Taarten), put it down; dnd-kit says each step.
    const announced = (text) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Verslepen: Brood' }).focus();
    await page.keyboard.press('Space');
    await announced('Brood staat nu op de plaats van Brood.');
    await page.keyboard.press('ArrowDown');
    await announced('Brood staat nu op de plaats van Feesttaarten.');
    let saved = arranged();
    await page.keyboard.press('Space');
    await waitForTitles(page, 'Onder Winkel', ['Taarten', 'Koekjes', 'Gebak', 'Hartig', 'Koffie & thee']);
    await waitForTitles(page, 'Onder Taarten', ['Brood', 'Feesttaarten', 'Fruittaarten & vlaaien', 'Bruidstaarten']);
    await page.getByRole('status').filter({ hasText: 'Brood is verplaatst.' }).waitFor();
    assert.equal((await saved).status(), 200);

    // Uitspringen: Brood back to just after Taarten; Inspringen: Koekjes under Brood.
    saved = arranged();
    await page.getByRole('button', { name: 'Uitspringen: Brood' }).click();
    await waitForTitles(page, 'Onder Winkel', ['Taarten', 'Brood', 'Koekjes', 'Gebak', 'Hartig', 'Koffie & thee']);
    assert.equal((await saved).status(), 200);
    saved = arranged();
    await page.getByRole('button', { name: 'Inspringen: Koekjes' }).click();
    await waitForTitles(page, 'Onder Brood', ['Koekjes']);
    assert.equal((await saved).status(), 200);

    // A reload reads the saved tree.
    await page.reload();
    await waitForTitles(page, 'Onder Winkel', ['Taarten', 'Brood', 'Gebak', 'Hartig', 'Koffie & thee']);
    await waitForTitles(page, 'Onder Brood', ['Koekjes']);
    await waitForTitles(page, 'Onder Taarten', ['Feesttaarten', 'Fruittaarten & vlaaien', 'Bruidstaarten']);

    // Add a category under Taarten, open it, delete it after the confirm text.
    await page.getByRole('button', { name: 'Categorie toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Titel').fill('Vlaaien');
    await dialog.getByLabel('Onder').selectOption({ label: '— Taarten' });
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await waitForTitles(page, 'Onder Taarten', ['Feesttaarten', 'Fruittaarten & vlaaien', 'Bruidstaarten', 'Vlaaien']);
    await page.getByRole('link', { name: 'Vlaaien', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Vlaaien' }).waitFor();
    await axe(page, 'categorie');
    await page.getByRole('button', { name: 'Verwijderen' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Weet je zeker dat je deze wenst te verwijderen?').waitFor();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await page.waitForURL((url) => url.pathname === '/wm/shop/categories');
    await page.getByRole('list', { name: 'Categorieën' }).waitFor();
    await waitForTitles(page, 'Onder Taarten', ['Feesttaarten', 'Fruittaarten & vlaaien', 'Bruidstaarten']);
    assert.deepEqual(problems.filter((problem) => !/status of 401 .*\/api\/owner\/v1\/me\)$/.test(problem)), []);
  });
});

test('Webwinkel passes axe at 390 px', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.goto(`${stack.url}/wm/shop/products`);
    await page.getByRole('list', { name: 'Producten' }).waitFor();
    await axe(page, 'producten 390');
    await page.goto(`${stack.url}/wm/shop/products/gebakschaal`);
    await page.getByRole('list', { name: 'Opties' }).waitFor();
    await axe(page, 'product 390');
    await page.goto(`${stack.url}/wm/shop/categories`);
    await page.getByRole('list', { name: 'Categorieën' }).waitFor();
    await axe(page, 'categorieën 390');
  });
});
