/**
 * The demo password page: the public login form, a wrong password shown in a red
 * box, the right one (Enter) replacing the page with the secured sections, the
 * stored password ('wspkt') reused after a reload, and no public caching.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, eventually, startStackAndBrowser, visibleCount, waitForHydration, withPage } from './browser.mjs';
import { passwordPage } from './demo.mjs';

const STORAGE_KEY = 'wspkt';

let stack;
let browser;
let demo;

before(async () => {
  demo = passwordPage();
  ({ stack, browser } = await startStackAndBrowser('password'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

function isSecuredCall(response) {
  return response.url().includes('/secured/page-designer/get');
}

/** Whether `element` or one of its nearest ancestors is a box with a red border or background. */
function inRedBox(element) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const isRed = (color) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    const spread = Math.max(r, g, b) - Math.min(r, g, b);
    return a > 0 && r === Math.max(r, g, b) && spread >= 8 && r - g >= 0.6 * spread && r - b >= 0.6 * spread;
  };
  for (let node = element, depth = 0; node && depth < 5; node = node.parentElement, depth += 1) {
    const style = getComputedStyle(node);
    const bordered = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) => parseFloat(style[`border${side}Width`]) > 0 && isRed(style[`border${side}Color`]),
    );
    if (bordered || isRed(style.backgroundColor)) return true;
  }
  return false;
}

async function storedPassword(page) {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
}

async function loginForm(page) {
  const input = page.getByPlaceholder('Je wachtwoord', { exact: true });
  const button = page.getByRole('button', { name: 'Inloggen', exact: true });
  await waitForHydration(button);
  return { input, button };
}

function securedText(page) {
  return page.getByText(demo.securedTexts[0], { exact: false });
}

test('the password page is not publicly cacheable and keeps its secured content out of the HTML', async () => {
  assert.ok(demo.securedTexts.length > 0, 'the demo password page has secured text');
  const response = await fetch(`${stack.url}${demo.path}`);
  assert.equal(response.status, 200);
  const cacheControl = response.headers.get('cache-control') ?? '';
  assert.match(cacheControl, /private|no-store/, `Cache-Control: ${cacheControl}`);
  assert.doesNotMatch(cacheControl, /public|s-maxage/, `Cache-Control: ${cacheControl}`);
  const html = await response.text();
  assert.match(html, /placeholder="Je wachtwoord"/);
  for (const text of demo.securedTexts) {
    assert.ok(!html.includes(text), `secured text ${JSON.stringify(text)} must not be in the public HTML`);
  }
});

test('a wrong password shows the error in a red box and stores nothing', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${stack.url}${demo.path}`);
    const { input, button } = await loginForm(page);
    await input.fill('dit-is-fout');
    const [answer] = await Promise.all([page.waitForResponse(isSecuredCall), button.click()]);
    assert.ok(answer.status() >= 400, `wrong password answered ${answer.status()}`);
    const messages = Object.values((await answer.json()).errors ?? {}).flat();
    assert.ok(messages.length > 0, 'the API explains the refusal');

    const message = page.getByText(messages[0], { exact: false }).filter({ visible: true }).first();
    await message.waitFor({ state: 'visible' });
    assert.ok(await message.evaluate(inRedBox), `error ${JSON.stringify(messages[0])} appears in a red box`);
    assert.equal(await storedPassword(page), null);
    assert.equal(await visibleCount(securedText(page)), 0);
    assert.equal(await visibleCount(input), 1, 'the form stays for another try');

    // Chromium logs the refused call itself as a console error; only that one is expected.
    const unexpected = problems.filter((problem) => !problem.includes('/secured/page-designer/get'));
    assert.deepEqual(unexpected, []);
  });
});

test('the right password (Enter) shows the secured content and a reload reuses it', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${stack.url}${demo.path}`);
    const { input } = await loginForm(page);
    await input.fill(demo.password);
    const [answer] = await Promise.all([page.waitForResponse(isSecuredCall), input.press('Enter')]);
    assert.equal(answer.status(), 200);
    const payload = answer.request().postDataJSON();
    assert.equal(payload.page_id, demo.path.replace(/\/$/, '') || '/');
    assert.equal(payload.password, demo.password);

    await securedText(page).filter({ visible: true }).first().waitFor({ state: 'visible' });
    await eventually(async () => (await visibleCount(input)) === 0, 'the login form is replaced by the secured content');
    assert.ok(await storedPassword(page), `the password is kept in localStorage '${STORAGE_KEY}'`);

    const [again] = await Promise.all([page.waitForResponse(isSecuredCall), page.reload()]);
    assert.equal(again.status(), 200, 'the stored password is sent again after a reload');
    await securedText(page).filter({ visible: true }).first().waitFor({ state: 'visible' });
    await eventually(async () => (await visibleCount(input)) === 0, 'no login form after the reload');
    assert.deepEqual(problems, []);
  });
});

test('a stored password that no longer works is cleared on load', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await page.goto(`${stack.url}${demo.path}`);
    await loginForm(page);
    await page.evaluate((key) => localStorage.setItem(key, 'verouderd-wachtwoord'), STORAGE_KEY);
    const [answer] = await Promise.all([page.waitForResponse(isSecuredCall), page.reload()]);
    assert.ok(answer.status() >= 400);
    const { input } = await loginForm(page);
    const messages = Object.values((await answer.json()).errors ?? {}).flat();
    await page.getByText(messages[0], { exact: false }).filter({ visible: true }).first().waitFor({ state: 'visible' });
    await eventually(async () => (await storedPassword(page)) === null, `localStorage '${STORAGE_KEY}' is cleared`);
    assert.equal(await visibleCount(input), 1);
    assert.equal(await visibleCount(securedText(page)), 0);
  });
});
