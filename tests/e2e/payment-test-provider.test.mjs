/**
 * The built-in test payment provider's page in Chromium, on the site's own origin: the
 * page comes through the SSR server's /api proxy, the buyer's choice is an ordinary
 * form post back through that proxy (no script, no CSRF exemption) and the buyer lands
 * on the redirect URL's path. The outcome reaches the shop in-process: the stored
 * webhook URL, here a server of this test, is never called (docs/origins.md).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';
import { ROOT } from './stack.mjs';

let stack;
let browser;
let receiver;
const webhooks = [];

before(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      webhooks.push({ path: req.url, body, type: req.headers['content-type'] });
      res.writeHead(200).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  ({ stack, browser } = await startStackAndBrowser('payment-test-provider'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close(), new Promise((resolve) => receiver?.close(resolve))]);
});

/** A new test payment in the stack's database, as the checkout would start it. */
function createPayment(redirectUrl, webhookUrl) {
  const script = `
import json, sys
from api.database import create_database_engine
from api.payments import PaymentRequest, provider_for
from api.settings import Settings
settings = Settings.from_env()
engine = create_database_engine(settings.database_url)
request = PaymentRequest("e2e", 1250, "Bestelling 1001", sys.argv[1], sys.argv[2])
payment = provider_for("test", settings=settings, engine=engine, config={}).create(request)
print(json.dumps({"id": payment.id, "url": payment.checkout_url}))
`;
  const output = execFileSync('uv', ['run', 'python', '-c', script, redirectUrl, webhookUrl], {
    cwd: ROOT,
    env: stack.env,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

test('the buyer chooses "Betaald" on the site origin and returns to the shop', async (t) => {
  const redirect = `${stack.url}/?order=e2e`;
  const webhook = `http://127.0.0.1:${receiver.address().port}/webhook/test`;
  const payment = createPayment(redirect, webhook);
  // A path of the buyer's own site, whatever origin the redirect URL names.
  assert.equal(payment.url, `/api/services/payments/v1/test/${payment.id}`);
  const pageUrl = `${stack.url}${payment.url}`;

  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await page.goto(pageUrl);
    await page.getByText('€ 12,50').waitFor();
    assert.equal(await page.getByRole('button').count(), 4);
    await Promise.all([page.waitForURL(redirect), page.getByRole('button', { name: 'Betaald' }).click()]);
    // The shop was told in-process before the 303: no request left for the webhook URL.
    assert.deepEqual(webhooks, []);

    await page.goto(pageUrl);
    await page.getByText('Status: Betaald').waitFor();
    assert.equal(await page.getByRole('button').count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Terug naar de winkel' }).getAttribute('href'), '/?order=e2e');
    assert.deepEqual(problems, []);
  });
});
