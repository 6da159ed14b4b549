/**
 * Developer content and visitor privacy in Chromium, on the site of
 * fixtures/sandbox.json (sandbox.localhost):
 * - custom code and embeds run in a sandboxed frame with an opaque origin: the server
 *   HTML holds the frame, never the code as live script; a script that gets around the
 *   blocked-word filter still reads no local storage or cookie of the site, cannot
 *   touch the page around it and gets nothing from the owner API although the visitor
 *   is logged in as owner; the frame's height follows its content;
 * - the cookie bar offers 'Alles weigeren' beside 'Alles accepteren', and no request
 *   leaves for a third-party origin (nor is an optional cookie set) before consent;
 * - a password page's secured-only template is not in the public HTML and shows after
 *   the unlock.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';

import { DESKTOP, eventually, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';

const HOST = 'sandbox.localhost';
const FIXTURE = 'tests/e2e/fixtures/sandbox.json';
const DEMO_OWNER = { email: 'eigenaar@demo.site.local', password: 'demo-wachtwoord' };
const SECRET = 'Geheime horecaprijs: croissants voor 55 cent';
const THIRD_PARTY = 'https://derde.example';
const EXECUTABLE_SCRIPT = /<script(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi;

let stack;
let browser;
let origin;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('sandbox-privacy', { sites: [{ file: FIXTURE, host: HOST }] }));
  origin = `http://${HOST}:${new URL(stack.url).port}`;
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** The raw server HTML of `path` on the sandbox site (Node's fetch cannot set Host). */
function serverHtml(path) {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const call = request({ hostname, port, path, headers: { host: `${HOST}:${port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

const codeFrame = (page) => page.locator('[data-block="customcode"] iframe');

/** The frame element's Playwright Frame, once its document is there. */
async function contentFrame(page, locator) {
  const handle = await locator.elementHandle();
  await eventually(async () => (await handle.contentFrame()) !== null, 'the frame has a document');
  return handle.contentFrame();
}

test('the server HTML holds sandboxed frames at a loading height, never the developer code as live script', async () => {
  const { status, body: html } = await serverHtml('/');
  assert.equal(status, 200);
  const frames = html.match(/<iframe[^>]*>/g) ?? [];
  assert.equal(frames.length, 2, 'custom code and the necessary embed; the marketing embed waits for consent');
  for (const frame of frames) {
    assert.match(frame, /src="\/_sandbox\/frame.html"/);
    assert.match(frame, /sandbox="allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox"/);
    assert.doesNotMatch(frame, /allow-same-origin/);
    assert.match(frame, /height:150px/);
  }
  assert.ok(html.includes('Deze inhoud gebruikt cookies voor Marketing.'), 'the marketing embed is a placeholder');
  assert.ok(!html.includes('derde.example/pixel.png"'), 'no third-party markup in the page');
  // Page data is JSON (inert); no executable script carries the developer's code.
  for (const [, body] of html.matchAll(EXECUTABLE_SCRIPT)) {
    assert.ok(!body.includes('credentials'), 'custom-code script inside a live <script>');
    assert.ok(!body.includes('Route geladen'), 'embed script inside a live <script>');
  }
  assert.ok(!/<h2 class="kop">/.test(html), 'custom HTML is not in the page');

  const frameDocument = await fetch(`${stack.url}/_sandbox/frame.html`);
  assert.equal(frameDocument.status, 200);
  assert.match(await frameDocument.text(), /<script src="\/_sandbox\/frame.js"><\/script>/);
});

test("custom code that gets around the word filter reads nothing of the site's origin, even with an owner logged in", async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    // The visitor is a logged-in owner on this origin, with a remembered page password and a cookie.
    const me = await page.evaluate(async (owner) => {
      const login = await fetch('/api/owner/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      });
      if (!login.ok) return `login ${login.status}`;
      localStorage.setItem('wspkt', 'zandbak-geheim');
      document.cookie = 'bezoeker=geheim-koekje; Path=/';
      const answer = await fetch('/api/owner/v1/me', { credentials: 'include' });
      return `${answer.status} ${await answer.text()}`;
    }, DEMO_OWNER);
    assert.match(me, /^200 .*eigenaar@demo\.site\.local/, `the page itself is logged in: ${me}`);

    await page.reload({ waitUntil: 'load' });
    await waitForHydration(codeFrame(page));
    const frame = await contentFrame(page, codeFrame(page));
    const probes = frame.locator('[data-probe]');
    await eventually(async () => (await probes.count()) === 5, 'every probe reported', 10_000);
    const results = Object.fromEntries(
      await probes.evaluateAll((items) => items.map((item) => [item.dataset.probe, item.textContent])),
    );
    for (const [name, result] of Object.entries(results)) {
      assert.ok(!/geheim|eigenaar|token/i.test(result), `${name} leaked: ${result}`);
    }
    assert.match(results.localStorage, /geweigerd \(SecurityError\)/);
    assert.match(results.cookie, /geweigerd \(SecurityError\)|gelezen ""/);
    assert.match(results.parent, /geweigerd \(SecurityError\)/);
    assert.match(results.top, /geweigerd \(SecurityError\)/);
    assert.match(results['owner-api'], /geweigerd \(TypeError\)/);
    // `this` is the content element, and the CSS applies inside the frame.
    assert.equal(await frame.locator('#wm-frame-root').getAttribute('data-klaar'), 'true');
    assert.equal(await frame.locator('.kop').evaluate((el) => getComputedStyle(el).color), 'rgb(22, 101, 52)');
    // The page around it is untouched and still logged in.
    assert.equal(await page.evaluate(() => localStorage.getItem('wspkt')), 'zandbak-geheim');
    // The frame's only complaint is the refused owner API call (CORS), nothing from the page.
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('/api/owner/v1/me') && !problem.includes('net::ERR_FAILED')),
      [],
    );
  });
});

test("the frame's height follows its content, also when the content grows", async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const iframe = codeFrame(page);
    await waitForHydration(iframe);
    const frame = await contentFrame(page, iframe);
    const contentHeight = () => frame.evaluate(() => Math.ceil(document.getElementById('wm-frame-root').getBoundingClientRect().height));
    const frameHeight = () => iframe.evaluate((element) => element.getBoundingClientRect().height);
    await frame.locator('[data-probe="owner-api"]').waitFor();
    await eventually(async () => (await frameHeight()) === (await contentHeight()), 'the iframe is as tall as its content');
    const before = await frameHeight();
    assert.ok(before > 240, `height ${before} holds the 240px block`);
    assert.equal(await iframe.evaluate((element) => element.parentElement.getAttribute('aria-busy')), 'false');

    await frame.getByRole('button', { name: 'Groter' }).click();
    // The frame's script reports the new height and the page resizes the iframe: on a
    // busy machine that round trip may take a while; sub-pixel layout may differ by 1 px.
    await eventually(
      async () => Math.abs((await frameHeight()) - (before + 240)) <= 1,
      'the iframe grew with its content',
      15_000,
    );
    assert.ok(Math.abs((await frameHeight()) - (await contentHeight())) <= 1);

    // The embed's script ran inside its own frame.
    const embed = await contentFrame(page, page.locator('[data-block="embed"] iframe').first());
    await embed.getByText('Route geladen', { exact: true }).waitFor();
  });
});

test("'Alles weigeren' sits beside 'Alles accepteren'; nothing third-party or optional loads before consent", async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    const thirdParty = [];
    await page.context().route(`${THIRD_PARTY}/**`, (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    page.context().on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (!['sandbox.localhost', 'derde.example'].includes(hostname) && !request.url().startsWith('data:')) {
        thirdParty.push(request.url());
      }
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const placeholder = page.locator('.wm-consent-placeholder');
    await waitForHydration(placeholder);
    // A first interaction (a key: the mouse would be over a frame, whose events are its own).
    await page.keyboard.press('Shift');
    const bar = page.getByRole('region', { name: 'Wij gebruiken cookies' });
    await bar.waitFor();
    const reject = bar.getByRole('button', { name: 'Alles weigeren', exact: true });
    const accept = bar.getByRole('button', { name: 'Alles accepteren', exact: true });
    assert.equal(await reject.isVisible(), true);
    assert.equal(await bar.getByRole('button', { name: 'Cookies beheren', exact: true }).isVisible(), true);
    const looks = (button) => button.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color, el.getBoundingClientRect().height]);
    assert.deepEqual(await looks(reject), await looks(accept), 'refusing looks like accepting');

    // The first-party embed has loaded by now; the marketing one has not.
    const kaart = await contentFrame(page, page.locator('[data-block="embed"] iframe').first());
    await kaart.getByText('Route geladen', { exact: true }).waitFor();
    assert.deepEqual(thirdParty, []);
    assert.deepEqual((await page.context().cookies()).map((cookie) => cookie.name), []);

    await reject.click();
    await bar.waitFor({ state: 'detached' });
    assert.equal(await placeholder.isVisible(), true);
    const names = (await page.context().cookies()).map((cookie) => cookie.name).sort();
    assert.deepEqual(names, ['cookie_consent', 'cookie_consent_enabled']);
    assert.deepEqual(thirdParty, []);

    await placeholder.getByRole('button', { name: 'Marketing accepteren' }).click();
    await eventually(() => thirdParty.some((url) => url === `${THIRD_PARTY}/pixel.png`), 'the marketing embed loads after consent', 10_000);
    assert.equal(await placeholder.count(), 0);
  });
});

test("a password page's secured-only template is not in the public HTML and shows after the unlock", async (t) => {
  const { status, body: html } = await serverHtml('/besloten');
  assert.equal(status, 200);
  assert.ok(html.includes('Alleen voor horeca.'));
  assert.ok(!html.includes('croissants voor 55 cent'), 'the secured-only template is in the public HTML');

  await withPage(t, browser, DESKTOP, async (page) => {
    await page.goto(`${origin}/besloten`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Inloggen', exact: true });
    await waitForHydration(button);
    await page.getByPlaceholder('Je wachtwoord', { exact: true }).fill('zandbak-geheim');
    await button.click();
    await page.getByText(SECRET, { exact: true }).waitFor();
  });
});
