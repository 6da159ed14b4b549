/**
 * A visitor without JavaScript sends the demo contact form (docs/forms.md, "Without
 * JavaScript"): the server HTML is a real form posting to the API, which answers 303
 * back to the page; the page shows the errors with what was entered, then the form's
 * message. JavaScript is switched off in the browser context: no island hydrates.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('forms-without-javascript'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const NO_JAVASCRIPT = { javaScriptEnabled: false };

test('without JavaScript the contact form posts, shows its errors with what was typed, then its message', async (t) => {
  await withPage(
    t,
    browser,
    DESKTOP,
    async (page, problems) => {
      await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
      const form = page.locator('form#formulier-contact');
      assert.equal(await form.getAttribute('action'), '/api/services/websites/v1/forms/post');
      assert.equal(await form.getAttribute('method'), 'post');
      await form.getByLabel('E-mailadres').fill('anna@example.nl');
      await form.getByLabel('Bericht').fill('Twee appeltaarten graag.');
      await form.getByRole('button', { name: 'Versturen' }).click();

      await page.waitForURL(/\/contact\?formulier=[\w-]+#formulier-contact$/);
      const refused = page.locator('form#formulier-contact');
      await refused.getByText('Dit veld is verplicht.').waitFor();
      assert.equal(await refused.getByLabel('Naam').getAttribute('aria-invalid'), 'true');
      assert.equal(await refused.getByLabel('E-mailadres').inputValue(), 'anna@example.nl');
      assert.equal(await refused.getByLabel('Bericht').inputValue(), 'Twee appeltaarten graag.');

      const first = page.url();
      await refused.getByLabel('Naam').fill('Anna de Vries');
      await refused.getByRole('button', { name: 'Versturen' }).click();
      await page.waitForURL((url) => url.href !== first && url.searchParams.has('formulier'));
      const sent = page.locator('form#formulier-contact');
      await sent.getByRole('status').getByText('Bedankt, we nemen snel contact op.').waitFor();
      assert.equal(await sent.getByLabel('Naam').inputValue(), '');
      assert.equal(await sent.getByLabel('E-mailadres').inputValue(), '');
      assert.equal(await sent.locator('[aria-invalid]').count(), 0);
      assert.deepEqual(problems, []);
    },
    NO_JAVASCRIPT,
  );
});
