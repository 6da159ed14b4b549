/**
 * An unknown path: HTTP 404 with the Dutch not-found texts, and the page registers
 * the miss on load so the site owner can see which links are broken.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';
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

async function storedHits(path) {
  const rows = await stack.sql('SELECT hits FROM not_found_hit WHERE path = ?', path);
  return rows[0]?.hits ?? 0;
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
  assert.equal(await storedHits(MISSING), 0, 'fetching raw HTML registers nothing; the visitor page does');

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
      assert.ok(payload.website_id, 'registration carries website_id');
      assert.equal(payload.project_id, payload.website_id, 'website_id and project_id are both the project id');
      assert.equal(await storedHits(MISSING), visit, `visit ${visit} is counted`);
    }

    // Chromium reports the document's own 404 status as a console error; anything else is a defect.
    const unexpected = problems.filter((problem) => !(problem.includes('404') && problem.includes(MISSING)));
    assert.deepEqual(unexpected, []);
  });
});
