/**
 * The header's mobile menu at phone width: 'Menu openen' opens a full-screen
 * overlay, a dropdown entry opens its sub-level with a back button, and
 * 'Menu sluiten' closes everything again. The overlay has one close control that
 * nothing covers, and it lies above the cookie bar while open.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { MOBILE, eventually, startStackAndBrowser, visibleCount, waitForHydration, withPage } from './browser.mjs';
import { headerMenu, submenuItem } from './demo.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('mobile-menu'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** Whether `element` sits in a fixed layer that covers the whole viewport. */
function inFullScreenLayer(element) {
  for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.position !== 'fixed') continue;
    const box = node.getBoundingClientRect();
    return box.left <= 0 && box.top <= 0 && box.right >= innerWidth - 1 && box.bottom >= innerHeight - 1;
  }
  return false;
}

test('the mobile menu opens full screen, shows a sub-level with a back button and closes', async (t) => {
  const { menu } = headerMenu('/');
  const { parent, child } = submenuItem(menu);

  await withPage(t, browser, MOBILE, async (page, problems) => {
    await page.goto(`${stack.url}/`);
    const openButton = page.getByRole('button', { name: 'Menu openen' });
    await waitForHydration(openButton);
    assert.equal(await visibleCount(openButton), 1, "a visible 'Menu openen' button");
    const parentEntry = page.getByText(parent.label, { exact: true });
    // In the menu: the page itself may link the same label (the home page's category cards).
    const childEntry = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: child.label, exact: true });
    assert.equal(await visibleCount(parentEntry), 0, 'the menu starts closed on a phone');

    await openButton.click();
    const closeButton = page.getByRole('button', { name: 'Menu sluiten' });
    await closeButton.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
    assert.ok(
      (await closeButton.filter({ visible: true }).first().innerText()).includes('Menu sluiten'),
      "the open toggle reads 'Menu sluiten'",
    );
    for (const item of menu.items) {
      const entry = page.getByText(item.label, { exact: true }).filter({ visible: true });
      assert.ok((await entry.count()) >= 1, `overlay shows ${JSON.stringify(item.label)}`);
    }
    const visibleParent = parentEntry.filter({ visible: true }).first();
    assert.ok(await visibleParent.evaluate(inFullScreenLayer), 'the menu is a full-screen overlay');
    assert.equal(await visibleCount(childEntry), 0, 'sub-items stay hidden until their level is opened');

    // The entry itself stays a link; its own button opens the sub-level.
    const submenuOpener = page.getByRole('button', { name: `Submenu ${parent.label} openen`, exact: true }).filter({ visible: true });
    assert.equal(await submenuOpener.count(), 1, `a button opens the ${JSON.stringify(parent.label)} sub-level`);
    await submenuOpener.click();
    await childEntry.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
    const backButton = page.getByRole('button', { name: /terug/i }).filter({ visible: true });
    assert.equal(await backButton.count(), 1, 'the sub-level has a back button');
    assert.ok(await childEntry.filter({ visible: true }).first().evaluate(inFullScreenLayer));

    await backButton.click();
    await eventually(async () => (await visibleCount(childEntry)) === 0, 'back leaves the sub-level', 10_000);
    assert.ok((await visibleCount(parentEntry)) >= 1, 'back returns to the top level');

    await submenuOpener.click();
    await childEntry.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
    await closeButton.filter({ visible: true }).first().click();
    await eventually(
      async () => (await visibleCount(parentEntry)) === 0 && (await visibleCount(childEntry)) === 0,
      'close hides the overlay',
      2_000,
    );
    assert.equal(await visibleCount(openButton), 1, "after closing the toggle reads 'Menu openen' again");

    assert.deepEqual(problems, []);
  });
});

/** What the visitor would hit at the centre of `element`: true when it is `element` (or inside it). */
function onTop(element) {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return Boolean(hit && element.contains(hit));
}

/** Whether the centre of `element` is covered by the open menu dialog. */
function coveredByMenu(element) {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return Boolean(hit?.closest('[role="dialog"][aria-label="Menu"]'));
}

test('one uncovered close control on every level, and the overlay lies above the cookie bar', async (t) => {
  const { menu } = headerMenu('/');
  const { parent } = submenuItem(menu);

  await withPage(t, browser, MOBILE, async (page, problems) => {
    await page.goto(`${stack.url}/`);
    const openButton = page.getByRole('button', { name: 'Menu openen' });
    await waitForHydration(openButton);
    // The first interaction brings up the cookie bar (no consent stored yet).
    await page.mouse.move(100, 400);
    const bar = page.locator('.wm-cookie-bar');
    await bar.waitFor({ state: 'visible', timeout: 10_000 });
    assert.ok(await bar.evaluate(onTop), 'the cookie bar is on top of the page');

    await openButton.filter({ visible: true }).first().click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await overlay.waitFor({ state: 'visible' });
    assert.ok(await bar.evaluate(coveredByMenu), 'the open menu covers the cookie bar');
    const closeButtons = page.getByRole('button', { name: 'Menu sluiten' }).filter({ visible: true });
    assert.equal(await closeButtons.count(), 1, 'one close control on the top level');
    assert.ok(await closeButtons.first().evaluate(onTop), 'nothing covers the close control');

    await overlay.getByRole('button', { name: `Submenu ${parent.label} openen` }).click();
    const back = overlay.getByRole('button', { name: 'Terug' });
    await back.waitFor({ state: 'visible' });
    assert.equal(await closeButtons.count(), 1, 'one close control on the sub-level too');
    assert.ok(await closeButtons.first().evaluate(onTop), 'nothing covers the close control on the sub-level');
    assert.ok(await back.evaluate(onTop), 'nothing covers the back button');
    const [backBox, closeBox] = [await back.boundingBox(), await closeButtons.first().boundingBox()];
    assert.ok(backBox.x + backBox.width <= closeBox.x, 'back and close sit side by side without overlapping');
    // The entries start below the bar that holds back and close.
    const firstEntry = overlay.getByRole('listitem').first();
    assert.ok((await firstEntry.boundingBox()).y >= Math.max(backBox.y + backBox.height, closeBox.y + closeBox.height));

    await closeButtons.first().click();
    await overlay.waitFor({ state: 'detached' });
    assert.ok(await bar.evaluate(onTop), 'the cookie bar is back on top once the menu is closed');
    assert.deepEqual(problems, []);
  });
});
