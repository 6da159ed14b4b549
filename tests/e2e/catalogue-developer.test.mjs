/**
 * Developer content and the webshop placeholders in Chromium, on the site of
 * fixtures/developer.json (developer.localhost, imported by the CLI, which counts as
 * developer): a custom-code script runs in its sandbox frame and changes its element;
 * a script calling fetch( is blocked, logs one error and the page carries on; embed
 * HTML shows in its frame and its scripts run once, in order (an external one first),
 * also on the page a link leads to; page custom_fields never run scripts; the webshop
 * pages show their honest empty states. Finally the owner API end to end: a site
 * owner's embed is refused, a developer's is stored and rendered.
 * (What the sandbox keeps out: tests/e2e/sandbox-privacy.test.mjs.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, eventually, screenshot, startStackAndBrowser, waitForHydration, withPage } from './browser.mjs';

const HOST = 'developer.localhost';
const FIXTURE = 'tests/e2e/fixtures/developer.json';
const DEMO_PASSWORD = 'demo-wachtwoord';
const BLOCKED_LOG = '[customcode] script failed (blocked words were replaced by __blocked__)';

let stack;
let browser;
let origin;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('catalogue-developer', { sites: [{ file: FIXTURE, host: HOST }] }));
  origin = `http://${HOST}:${new URL(stack.url).port}`;
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** Console problems other than the browser's own favicon request (the sites have none). */
function pageProblems(problems) {
  return problems.filter((problem) => !problem.includes('/favicon.ico'));
}

/** The sandbox frames of `type` blocks (an island each, hydrating when in view). */
function frames(page, type) {
  return page.locator(`[data-block="${type}"] iframe`);
}

async function openHome(page) {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await waitForHydration(frames(page, 'customcode').first());
}

/** The sandbox frame of the `index`-th block of `type` (FrameLocator: waits by itself). */
function blockFrame(page, type, index = 0) {
  return page.locator(`[data-block="${type}"] iframe`).nth(index).contentFrame();
}

/** The Playwright Frame of that iframe, for evaluating inside it. */
async function frameHandle(page, type, index = 0) {
  const element = await page.locator(`[data-block="${type}"] iframe`).nth(index).elementHandle();
  await eventually(async () => (await element.contentFrame()) !== null, 'the frame has a document');
  return element.contentFrame();
}

test('a custom-code script runs in its frame and changes its element; its CSS applies there only', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const response = await page.goto(`${origin}/`, { waitUntil: 'load' });
    const html = await response.text();
    // The server HTML holds only the frame; the code goes to it after hydration.
    assert.ok(!html.includes('<p class="cc-tekst">'), 'custom HTML is not in the page');
    assert.match(html, /<iframe[^>]*src="\/_sandbox\/frame.html"/);
    await waitForHydration(frames(page, 'customcode').first());
    const text = blockFrame(page, 'customcode').locator('.cc-tekst');
    await text.getByText('Eigen code draait', { exact: true }).waitFor();
    assert.equal(await blockFrame(page, 'customcode').locator('#wm-frame-root').getAttribute('data-klaar'), 'true', 'this is the root element');
    assert.equal(await text.evaluate((el) => getComputedStyle(el).color), 'rgb(22, 101, 52)');
    assert.equal(await text.evaluate((el) => getComputedStyle(el).fontWeight), '700');
    // The CSS stays in the frame: the same class on the page is not styled.
    const outside = await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.className = 'cc-tekst';
      document.body.appendChild(probe);
      const weight = getComputedStyle(probe).fontWeight;
      probe.remove();
      return weight;
    });
    assert.equal(outside, '400');
    await screenshot(page, 'catalogue-developer-home');
    assert.deepEqual(pageProblems(problems).filter((p) => !p.includes(BLOCKED_LOG)), []);
  });
});

test('a script containing fetch( does not call fetch, logs one error and leaves the page working', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const secretRequests = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/geheim')) secretRequests.push(request.url());
    });
    await openHome(page);
    const blocked = blockFrame(page, 'customcode', 1).locator('.cc-geblokkeerd');
    await blocked.getByText('Voor het verzoek', { exact: true }).waitFor();
    await eventually(() => pageProblems(problems).length > 0, 'the blocked call was logged');
    await page.waitForTimeout(300);
    assert.equal(await blocked.textContent(), 'Voor het verzoek', 'the script stopped at the blocked call');
    assert.deepEqual(secretRequests, []);
    const logged = pageProblems(problems);
    assert.equal(logged.length, 1, logged.join('\n'));
    assert.ok(logged[0].includes(BLOCKED_LOG), logged[0]);
    assert.ok(logged[0].includes('__blocked__'), logged[0]);
    // Everything after it still works: the other script, the embed and the page below.
    assert.equal(await blockFrame(page, 'customcode').locator('.cc-tekst').textContent(), 'Eigen code draait');
    await blockFrame(page, 'embed').getByText('Widget geladen', { exact: true }).waitFor();
    await page.getByText('Opgeslagen inhoud: ma t/m za open').waitFor();
  });
});

test('embed HTML is visible in its frame and its scripts run once, in order', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await openHome(page);
    const widget = blockFrame(page, 'embed').locator('.embed-widget');
    await widget.getByRole('heading', { name: 'Route naar de bakkerij' }).waitFor();
    await widget.getByText('Widget geladen', { exact: true }).waitFor();
    // The external (data:) script runs before the inline one after it, as in plain HTML.
    await eventually(async () => (await widget.locator('li').count()) === 2, 'both scripts ran');
    assert.deepEqual(await widget.locator('li').allTextContents(), ['extern', 'inline']);
    await page.waitForTimeout(200);
    const frame = await frameHandle(page, 'embed');
    assert.equal(await frame.evaluate(() => window.embedRuns), 1, 'the inline script ran exactly once');
    assert.equal(await page.evaluate(() => window.embedRuns), undefined, 'nothing ran in the page itself');
  });
});

test('after following a link the embed scripts of the new page run too', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await openHome(page);
    // The sandbox frames above the link grow to their content once they load; a click
    // aimed while they grow can land beside the link. Let them finish first.
    await blockFrame(page, 'customcode').locator('.cc-tekst').getByText('Eigen code draait').waitFor();
    await blockFrame(page, 'embed').getByText('Widget geladen', { exact: true }).waitFor();
    // The link sits in rich-text HTML: a plain link, a full page load. Activated as the
    // element itself (not at a screen point), so a late frame resize cannot move it away.
    await page.getByRole('link', { name: 'naar de tweede pagina' }).evaluate((link) => link.click());
    // The new page's URL is enough; its embeds load in their own time (waited for below).
    await page.waitForURL(`${origin}/tweede`, { waitUntil: 'commit', timeout: 30_000 });
    await blockFrame(page, 'embed').getByText('Tweede widget geladen', { exact: true }).waitFor();
    assert.deepEqual(pageProblems(problems).filter((p) => !p.includes(BLOCKED_LOG)), []);
  });
});

test('saved content shows its template; webshop blocks and pages show honest states', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await openHome(page);
    assert.equal(await page.getByText('Opgeslagen inhoud: ma t/m za open').isVisible(), true);
    assert.equal(await page.getByText('Productoverzicht', { exact: false }).count(), 0, 'no placeholder for visitors');

    await page.goto(`${origin}/categorie/brood`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Brood', level: 1 }).waitFor();
    await page.getByText('Elke ochtend vers').waitFor();
    await page.getByText('Van wit tot volkoren.').waitFor();
    // custom_fields are sanitised when stored and again when rendered: no script runs.
    assert.equal(await page.evaluate(() => window.customFieldRan), undefined);
    assert.equal(await page.locator('main img, .wm-section img').count(), 0);

    await page.goto(`${origin}/winkelwagen`, { waitUntil: 'load' });
    await page.getByText('Geen producten in winkelwagen.', { exact: true }).waitFor();
    assert.deepEqual(pageProblems(problems).filter((p) => !p.includes(BLOCKED_LOG)), []);
  });
});

async function api(path, { method = 'GET', token, body } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${stack.apiUrl}${path}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

async function logIn(email) {
  const response = await api('/api/owner/v1/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.token;
}

test("the owner API refuses a site owner's embed and stores and renders a developer's", async (t) => {
  const owner = await logIn('eigenaar@demo.site.local');
  const developer = await logIn('ontwikkelaar@demo.site.local');
  const projectId = (await api('/api/owner/v1/projects', { token: owner })).body.projects[0].id;
  const pages = (await api(`/api/owner/v1/projects/${projectId}/pages`, { token: owner })).body.pages;
  const contact = pages.find((candidate) => candidate.path === '/contact');
  const url = `/api/owner/v1/projects/${projectId}/pages/${contact.id}`;
  const before = (await api(url, { token: owner })).body.page;
  const components = [
    ...before.components,
    {
      id: 'route-embed',
      template: 'dynamic',
      meta: {},
      blocks: [{ id: 'route', type: 'embed', props: { code: '<p class="api-embed">Kaart laden...</p><script>document.querySelector(".api-embed").textContent = "Kaart van de API";</script>' }, style: {}, slots: {} }],
    },
  ];
  const last = components.length - 1;

  const refused = await api(url, { method: 'PUT', token: owner, body: { components } });
  assert.equal(refused.status, 422);
  assert.deepEqual(refused.body, { errors: { [`components[${last}].blocks[0].props.code`]: ['Alleen een ontwikkelaar mag embed-code opslaan.'] } });
  assert.deepEqual((await api(url, { token: owner })).body.page, before, 'nothing was stored');

  const stored = await api(url, { method: 'PUT', token: developer, body: { components } });
  assert.equal(stored.status, 200, JSON.stringify(stored.body));
  // The write is a draft (docs/publishing.md): visitors see it once it is published.
  const release = await api(`/api/owner/v1/projects/${projectId}/publish`, {
    method: 'POST',
    token: developer,
    body: { items: [{ kind: 'page', id: contact.id }] },
  });
  assert.equal(release.status, 200, JSON.stringify(release.body));

  await withPage(t, browser, DESKTOP, async (page) => {
    await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
    // Appended below the footer of a page taller than the window: the frame loads once seen.
    await page.locator('[data-block="embed"]').first().scrollIntoViewIfNeeded();
    await blockFrame(page, 'embed').getByText('Kaart van de API', { exact: true }).waitFor();
  });
});
