/**
 * An unknown path: HTTP 404 with the Dutch not-found texts, and the page registers
 * the miss on load so the site owner sees it counted in the owner API.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';
import { DEMO_OWNER } from './demo.mjs';
import { bodyText } from './markup.mjs';

const MISSING = '/deze-pagina-bestaat-echt-niet';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('not-found'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

function isRegistration(request) {
  return request.method() === 'POST' && new URL(request.url()).pathname.includes('/not-found');
}

let ownerToken;

/** The hit count the site owner sees for `path` in the owner API's list of misses. */
async function ownerSeesHits(projectId, path) {
  if (!ownerToken) {
    const login = await fetch(`${stack.url}/api/owner/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_OWNER),
    });
    assert.equal(login.status, 200, 'the demo owner can log in');
    ownerToken = (await login.json()).token;
  }
  const response = await fetch(`${stack.url}/api/owner/v1/projects/${projectId}/not-found`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  assert.equal(response.status, 200);
  const { not_found: misses } = await response.json();
  return misses.find((miss) => miss.path === path)?.hits ?? 0;
}

async function demoProjectId() {
  const bundle = await (await fetch(`${stack.url}/api/services/websites/v1/page-bundle?path=/`)).json();
  return bundle.project.id;
}

test('an unknown path answers 404 with the not-found texts in the server HTML', async () => {
  const response = await fetch(`${stack.url}${MISSING}`);
  assert.equal(response.status, 404);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  const text = bodyText(await response.text());
  assert.ok(text.includes('Pagina niet gevonden'), "shows 'Pagina niet gevonden'");
  assert.ok(text.includes('Deze pagina is niet gevonden.'), "shows 'Deze pagina is niet gevonden.'");
});

test('the not-found page registers the miss on load', async (t) => {
  const projectId = await demoProjectId();
  assert.equal(await ownerSeesHits(projectId, MISSING), 0, 'fetching raw HTML registers nothing; the visitor page does');

  await withPage(t, browser, DESKTOP, async (page, problems) => {
    for (const visit of [1, 2]) {
      const registration = page.waitForRequest(isRegistration, { timeout: 10_000 });
      const response = await page.goto(`${stack.url}${MISSING}`);
      assert.equal(response.status(), 404);
      await page.getByText('Deze pagina is niet gevonden.').waitFor({ state: 'visible' });

      const request = await registration;
      const answer = await request.response();
      assert.equal(answer.status(), 200, `registration answered ${answer.status()}`);
      const payload = request.postDataJSON();
      assert.ok(String(payload.url).includes(MISSING), `registration names the missed URL: ${JSON.stringify(payload)}`);
      assert.equal(payload.website_id, projectId, 'registration carries the project id as website_id');
      assert.equal(payload.project_id, projectId, 'registration carries the project id as project_id');
      assert.equal(await ownerSeesHits(projectId, MISSING), visit, `the owner sees visit ${visit} counted`);
    }

    // Chromium reports the document's own 404 status as a console error; anything else is a defect.
    const unexpected = problems.filter((problem) => !(problem.includes('404') && problem.includes(MISSING)));
    assert.deepEqual(unexpected, []);
  });
});
