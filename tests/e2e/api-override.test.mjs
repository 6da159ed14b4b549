/**
 * A crafted link with `?wm_api_url=` pointing at somebody else's server: the visitor's
 * browser must not call that server at all. Not with the remembered page password
 * (localStorage 'wspkt', sent on load by the password form), not with the visited URL
 * (the 404 page's registration), not with anything. The "attacker" is a second local
 * HTTP server that would gladly answer (CORS open) and records every request it gets.
 * Also: the site's pages load under their Content-Security-Policy without violations.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';
import { passwordPage } from './demo.mjs';

const STORAGE_KEY = 'wspkt';
const MISSING = '/deze-link-is-gemaakt-door-een-aanvaller';

let stack;
let browser;
let attacker;
let attackerUrl;
const received = [];

before(async () => {
  attacker = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, body });
      res.writeHead(req.method === 'OPTIONS' ? 204 : 200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': '*',
        'content-type': 'application/json',
      });
      // Would render as the page's "secured" sections if the browser asked.
      res.end(req.method === 'OPTIONS' ? undefined : JSON.stringify({ components: [] }));
    });
  });
  await new Promise((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${attacker.address().port}`;
  ({ stack, browser } = await startStackAndBrowser('api-override'));
});

after(async () => {
  attacker?.closeAllConnections();
  await Promise.all([stack?.stop(), browser?.close(), new Promise((resolve) => attacker?.close(resolve))]);
});

function crafted(path) {
  return `${stack.url}${path}?wm_api_url=${encodeURIComponent(attackerUrl)}`;
}

function isApiCall(pathPart) {
  return (request) => request.method() === 'POST' && request.url().includes(pathPart);
}

test('the password form does not send the remembered password to a crafted API host', async (t) => {
  const demo = passwordPage();
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    // A visitor who unlocked the page before has its password remembered.
    await page.goto(`${stack.url}/`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, demo.password]);

    // The form sends the remembered password as soon as it is on the page.
    const unlock = page.waitForRequest(isApiCall('/secured/page-designer/get'));
    await page.goto(crafted(demo.path));
    const request = await unlock;

    assert.equal(new URL(request.url()).origin, stack.url, 'the remembered password goes to the site itself');
    await (await request.response())?.finished();
    assert.deepEqual(received, [], 'the crafted API host received nothing');
    assert.deepEqual(problems, []);
  });
});

test('the 404 page does not post the visited URL to a crafted API host', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const registration = page.waitForRequest(isApiCall('/not-found/register'));
    const response = await page.goto(crafted(MISSING));
    assert.equal(response.status(), 404);
    const request = await registration;

    assert.equal(new URL(request.url()).origin, stack.url, 'the miss is registered with the site itself');
    await (await request.response())?.finished();
    assert.deepEqual(received, [], 'the crafted API host received nothing');
    // The page itself answering 404 is the one expected console line.
    assert.deepEqual(
      problems.filter((problem) => !(problem.includes('404') && problem.includes(MISSING))),
      [],
    );
  });
});

/** Hydrates every island of the page now (some wait for a visitor), so all their code runs. */
async function hydrateEveryIsland(page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('wm-island')) island.dispatchEvent(new CustomEvent('wm:hydrate'));
  });
  await page.waitForFunction(() => [...document.querySelectorAll('wm-island')].every((island) => island.hasAttribute('data-hydrated')));
}

test('site pages load under their Content-Security-Policy without violations', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const violations = [];
    await page.exposeFunction('reportViolation', (text) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        window.reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ['/', passwordPage().path, MISSING]) {
      const response = await page.goto(`${stack.url}${path}`);
      assert.match(response.headers()['content-security-policy'] ?? '', /script-src 'self'/, path);
      await hydrateEveryIsland(page);
    }
    assert.deepEqual(violations, []);
    assert.deepEqual(
      problems.filter((problem) => !(problem.includes('404') && problem.includes(MISSING))),
      [],
    );
  });
});
