/**
 * A menu's broken link in the publish check (docs/page-editor.md, "Publish check",
 * Menus) in Chromium: a drafted menu with an item linking to a path where no page is
 * is checked in Publiceren, the problem names the menu and its item, and 'Naar menu'
 * opens the menu editor. At 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, screenshot, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';
import { ownerCall } from './ownerApi.mjs';

const MENU = 'controlemenu';
const PROBLEM = "Link naar /bestaat-niet in menu 'Controlemenu' (item 'Weg'): daar staat geen pagina.";

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('publish-check-menu'));
  const { token } = await ownerCall(stack.url, '/login', { method: 'POST', body: DEMO_OWNER });
  const { projects } = await ownerCall(stack.url, '/projects', { token });
  const items = [
    { id: 'thuis', label: 'Home', link: '/' },
    { id: 'weg', label: 'Weg', link: '/bestaat-niet' },
  ];
  await ownerCall(stack.url, `/projects/${projects[0].id}/menus/${MENU}`, { method: 'PUT', token, body: { title: 'Controlemenu', items } });
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

for (const [name, viewport] of [['1280', DESKTOP], ['390', MOBILE]]) {
  test(`a menu item's broken link is listed and leads to the menu editor (${name} px)`, async (t) => {
    await withPage(t, browser, viewport, async (page, problems) => {
      await logInToDashboard(page, stack.url);
      await page.goto(`${stack.url}/wm/publish`);
      const changes = page.getByRole('list', { name: 'Niet gepubliceerde wijzigingen' });
      await changes.getByText('Controlemenu', { exact: true }).click();
      await page.getByRole('button', { name: 'Controleren' }).click();

      const found = page.getByRole('list', { name: 'Gevonden problemen' });
      await found.getByText(PROBLEM).waitFor({ timeout: 60_000 });
      // Where: the menu's title, as Publiceren names its changes.
      assert.equal(await found.getByText('Controlemenu', { exact: true }).count(), 1, await found.innerText());
      await axe(page, `publiceren met een menuprobleem (${name} px)`);
      await screenshot(page, `publiceren-controle-menu-${name}`);

      await found.getByRole('link', { name: `Naar menu: ${PROBLEM}` }).click();
      await page.waitForURL(`${stack.url}/wm/menus/${MENU}`);
      await page.getByRole('heading', { name: /Controlemenu/, level: 1 }).waitFor();
      assert.deepEqual(problems.filter((problem) => !/401 \(Unauthorized\) \(.*\/api\/owner\/v1\/me\)$/.test(problem)), []);
    });
  });
}
