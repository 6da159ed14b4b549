/**
 * Menu's in the owner dashboard (docs/dashboard.md) in Chromium: the owner reorders the
 * main menu's items by keyboard (the drag handle with Space and the arrow keys, and the
 * Naar boven button) and by pointer drag, nests one by dragging and with Inspringen, is
 * refused a third dropdown level, sees the API's error under the field, saves,
 * publishes, and the site's menu follows;
 * a new menu is created by key and title; axe finds nothing at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-menus'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** The labels of one list of the editor's tree, in order. */
function labelsOf(page, list) {
  return page.getByRole('list', { name: list, exact: true }).evaluate((element) =>
    [...element.children].map((item) => item.querySelector('p')?.textContent ?? ''));
}

/** Waits until the focused element is the button named `name` (focus survives a move). */
async function waitForFocusOn(page, name) {
  await page.waitForFunction((want) => document.activeElement?.getAttribute('aria-label') === want, name);
}

async function waitForLabels(page, list, expected) {
  await page.waitForFunction(({ list: name, expected: want }) => {
    const element = document.querySelector(`ul[aria-label="${name}"]`);
    const labels = element ? [...element.children].map((item) => item.querySelector('p')?.textContent ?? '') : [];
    return JSON.stringify(labels) === JSON.stringify(want);
  }, { list, expected });
}

/** The labels of the site's header menu in document order (the first menu nav only). */
async function siteMenuOrder(labels) {
  const html = await (await fetch(`${stack.url}/`)).text();
  return labels.map((label) => ({ label, at: html.indexOf(`>${label}<`) })).sort((a, b) => a.at - b.at).map(({ label, at }) => (at < 0 ? `-${label}` : label));
}

test('the owner reorders and nests menu items by keyboard and pointer, saves, publishes, and the site follows', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.getByRole('link', { name: "Menu's" }).first().click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Hoofdmenu', exact: true }) });
    await row.getByText('Gepubliceerd', { exact: true }).waitFor();
    await axe(page, "menu's");
    await page.getByRole('link', { name: 'Hoofdmenu', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /Hoofdmenu/ }).waitFor();
    await waitForLabels(page, 'Menu-items', ['Home', 'Winkel', 'Bakkerij', 'Contact']);
    await axe(page, 'menu bewerken');

    // The drag handle by keyboard: pick Home up, one step down (onto Brood, in Winkel's
    // dropdown), put it down; dnd-kit says each step in its live region.
    const announced = (text) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Verslepen: Home' }).focus();
    await page.keyboard.press('Space');
    await announced('Home staat nu op de plaats van Home.');
    await page.keyboard.press('ArrowDown');
    await announced('Home staat nu op de plaats van Brood.');
    await page.keyboard.press('Space');
    await announced('Home neergezet op de plaats van Brood.');
    await waitForLabels(page, 'Menu-items', ['Winkel', 'Bakkerij', 'Contact']);
    await waitForLabels(page, 'Onder Winkel', ['Home', 'Brood', 'Taarten', 'Koekjes', 'Gebak', 'Hartig', 'Koffie & thee']);
    await page.getByRole('button', { name: 'Uitspringen: Home' }).press('Enter');
    await waitForLabels(page, 'Menu-items', ['Winkel', 'Home', 'Bakkerij', 'Contact']);
    // Uitspringen is disabled on the bar: focus goes to the row's handle.
    await waitForFocusOn(page, 'Verslepen: Home');

    // A pointer drag: Bakkerij's handle onto Home's row.
    const handle = (name) => page.getByRole('button', { name: `Verslepen: ${name}` });
    await handle('Bakkerij').scrollIntoViewIfNeeded();
    const from = await handle('Bakkerij').boundingBox();
    const to = await handle('Home').boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y) * step) / 10);
    }
    await announced('Bakkerij staat nu op de plaats van Home.');
    await page.mouse.up();
    await waitForLabels(page, 'Menu-items', ['Winkel', 'Bakkerij', 'Home', 'Contact']);

    // The buttons by keyboard: Contact up once, then into Bakkerij's dropdown.
    await page.getByRole('button', { name: 'Naar boven: Contact' }).focus();
    await page.keyboard.press('Enter');
    await waitForLabels(page, 'Menu-items', ['Winkel', 'Bakkerij', 'Contact', 'Home']);
    await waitForFocusOn(page, 'Naar boven: Contact');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await waitForFocusOn(page, 'Inspringen: Contact');
    await page.keyboard.press('Enter');
    await waitForLabels(page, 'Menu-items', ['Winkel', 'Bakkerij', 'Home']);
    await waitForFocusOn(page, 'Inspringen: Contact');
    await waitForLabels(page, 'Onder Bakkerij', ['Over ons', 'Besloten bestellen', 'Contact']);
    await page.getByRole('status').filter({ hasText: 'Contact is ingesprongen.' }).waitFor();

    // A third dropdown level is refused in words.
    await page.getByRole('button', { name: 'Inspringen: Taarten' }).press('Enter');
    await waitForLabels(page, 'Onder Brood', ['Taarten']);
    await page.getByRole('button', { name: 'Inspringen: Koekjes' }).press('Enter');
    await waitForLabels(page, 'Onder Brood', ['Taarten', 'Koekjes']);
    await page.getByRole('button', { name: 'Inspringen: Koekjes' }).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Een menu heeft hoogstens twee uitklapniveaus' }).waitFor();
    await page.getByRole('button', { name: 'Uitspringen: Koekjes' }).press('Enter');
    await page.getByRole('button', { name: 'Uitspringen: Taarten' }).press('Enter');
    await waitForLabels(page, 'Onder Winkel', ['Brood', 'Taarten', 'Koekjes', 'Gebak', 'Hartig', 'Koffie & thee']);

    // The API's refusal shows under the field of the item it names.
    await page.getByRole('button', { name: 'Bewerken: Home' }).click();
    const label = page.getByRole('textbox', { name: 'Label' });
    await label.fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'controleer de rood omrande items' }).waitFor();
    assert.equal(await label.getAttribute('aria-invalid'), 'true');
    await axe(page, 'menu met fout');
    await label.fill('Start');
    await page.keyboard.press('Control+s');
    await page.getByText('Opgeslagen', { exact: true }).waitFor();
    await waitForLabels(page, 'Menu-items', ['Winkel', 'Bakkerij', 'Start']);

    await page.getByRole('link', { name: "Menu's" }).first().click();
    await row.getByText('Gewijzigd', { exact: true }).waitFor();
    // Visitors still see the published menu until it is published.
    assert.deepEqual(await siteMenuOrder(['Home', 'Winkel', 'Bakkerij', 'Contact']), ['Home', 'Winkel', 'Bakkerij', 'Contact']);
    const status = await page.evaluate(async () => {
      const { projects } = await (await fetch('/api/owner/v1/projects')).json();
      const response = await fetch(`/api/owner/v1/projects/${projects[0].id}/publish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: [{ kind: 'menu', id: 'hoofdmenu' }], note: 'Menu herschikt' }) });
      return response.status;
    });
    assert.equal(status, 200);
    await page.reload();
    await row.getByText('Gepubliceerd', { exact: true }).waitFor();
    assert.deepEqual(await siteMenuOrder(['Start', 'Winkel', 'Bakkerij', 'Over ons', 'Contact']), ['Winkel', 'Bakkerij', 'Over ons', 'Contact', 'Start']);
  });
});

test('a new menu by key and title; a stale save keeps the edits; axe passes on a phone', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await logInToDashboard(page, stack.url);
    await page.goto(`${stack.url}/wm/menus`);
    await page.getByRole('button', { name: 'Menu toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Titel').fill('Footer');
    await dialog.getByLabel('Sleutel').fill('hoofdmenu');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await dialog.getByText('Er is al een menu met deze sleutel.').waitFor();
    await axe(page, 'menu toevoegen 390');
    await dialog.getByLabel('Sleutel').fill('footer');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await page.waitForURL(/\/wm\/menus\/footer$/);
    await page.getByText('Dit menu heeft nog geen items.').waitFor();
    await page.getByRole('button', { name: 'Item toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Privacy');
    await page.getByRole('textbox', { name: 'Link' }).fill('/privacy');
    await page.getByRole('button', { name: 'Subitem toevoegen' }).click();
    await waitForLabels(page, 'Onder Privacy', ['Nieuw subitem']);
    await page.getByRole('button', { name: 'Verwijderen: Nieuw subitem' }).click();
    await page.getByRole('alertdialog').getByText('Weet je zeker dat je deze wenst te verwijderen?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('status').filter({ hasText: 'Nieuw subitem is verwijderd.' }).waitFor();
    await axe(page, 'menu bewerken 390');

    // Someone else saves the menu meanwhile.
    const status = await page.evaluate(async () => {
      const { projects } = await (await fetch('/api/owner/v1/projects')).json();
      const response = await fetch(`/api/owner/v1/projects/${projects[0].id}/menus/footer`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Voettekst', items: [] }) });
      return response.status;
    });
    assert.equal(status, 200);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Iemand anders heeft dit menu intussen gewijzigd' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Label' }).inputValue(), 'Privacy');
    await page.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await page.getByText('Opgeslagen', { exact: true }).waitFor();
    await page.goto(`${stack.url}/wm/menus`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Footer', exact: true }) });
    await row.getByText('Concept', { exact: true }).waitFor();
    await axe(page, "menu's 390");
  });
});
