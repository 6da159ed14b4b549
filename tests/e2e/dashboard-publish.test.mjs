/**
 * Scheduling a release from Publiceren (docs/dashboard.md, docs/publishing.md) in
 * Chromium: the owner changes a page's SEO title in Pagina's, schedules it for the next
 * minute in Publiceren, sees the release listed as planned (axe passes), schedules a second one and
 * cancels it, and sees the site, and the list, follow once the first one is due. The
 * API's scheduler looks every RELEASE_POLL_SECONDS (1 s by default, which this stack
 * keeps).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-publish'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** Resolves once `check()` is true, trying every 250 ms for at most `ms`. */
async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`not within ${ms} ms: ${what}`);
}

async function liveTitle(path) {
  const html = await (await fetch(`${stack.url}${path}`)).text();
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

/**
 * The next whole minute at least 30 s away (time for the steps before it is listed, on a
 * busy machine too), as the browser's `datetime-local` value (the owner's own clock, here
 * Amsterdam time) and as epoch milliseconds.
 */
function nextMinute(page) {
  return page.evaluate(() => {
    const moment = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const two = (value) => String(value).padStart(2, '0');
    const local = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
    return { local, at: moment.getTime() };
  });
}

test('a scheduled release goes live on time; a cancelled one is gone', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const before = await liveTitle('/contact');
    await logInToDashboard(page, stack.url);

    await page.goto(`${stack.url}/wm/pages?q=contact`);
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('tab', { name: 'Pagina-instellingen' }).click();
    await page.getByLabel('SEO-titel').fill('Kom langs bij de bakker');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Opgeslagen', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Publiceren' }).first().click();
    await page.getByRole('list', { name: 'Niet gepubliceerde wijzigingen' }).getByText('Contact', { exact: true }).click();
    await page.getByLabel('Notitie').fill('Nieuwe SEO-titel');
    const due = await nextMinute(page);
    await page.getByLabel('Inplannen op (optioneel)').fill(due.local);
    await page.getByRole('button', { name: '1 inplannen' }).click();
    await page.getByText('Publicatie ingepland').waitFor();
    // Not before its moment: the draft waits. Asked only well before the moment (a busy
    // machine may take that long to get here), so the answer cannot be a due publication.
    const notYetLive = async (when) => {
      const asked = Date.now();
      const title = await liveTitle('/contact');
      if (asked < due.at - 5_000) assert.equal(title, before, `the draft went live early (${when})`);
    };
    await notYetLive('once planned');

    const releases = page.getByRole('list', { name: 'Publicaties' });
    const planned = releases.getByRole('listitem').filter({ hasText: 'Nieuwe SEO-titel' });
    await planned.getByText('Gepland', { exact: true }).waitFor();
    await planned.getByText(/1 onderdeel, gepland op/).waitFor();
    await axe(page, 'publiceren met een geplande publicatie');
    await notYetLive('while planned');

    // A second release, for tomorrow, cancelled again.
    await page.getByLabel('Notitie').fill('Voor morgen');
    const tomorrow = await page.evaluate(() => {
      const moment = new Date(Date.now() + 24 * 3600_000);
      const two = (value) => String(value).padStart(2, '0');
      return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T09:00`;
    });
    await page.getByLabel('Inplannen op (optioneel)').fill(tomorrow);
    await page.getByRole('button', { name: 'Alles inplannen' }).click();
    const later = releases.getByRole('listitem').filter({ hasText: 'Voor morgen' });
    await later.getByText('Gepland', { exact: true }).waitFor();
    await later.getByRole('button', { name: 'Voor morgen annuleren' }).click();
    await page.getByRole('alertdialog').getByText('De publicatie gaat dan niet door.', { exact: false }).waitFor();
    await axe(page, 'annuleren bevestigen');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publicatie annuleren' }).click();
    await page.getByText('Geplande publicatie geannuleerd').waitFor();
    await later.waitFor({ state: 'detached' });
    assert.equal(await planned.count(), 1, 'the first release is still planned');

    // Once due, the scheduler publishes it and the site follows (bounded: the minute
    // itself, the 1 s poll and a slow machine).
    const bound = Math.max(0, due.at - Date.now()) + 60_000;
    await until(async () => (await liveTitle('/contact')).includes('Kom langs bij de bakker'), bound, 'the site shows the new SEO title');
    // The list follows on its own, without a reload.
    await planned.getByText('Gepubliceerd', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: /Pagina: Contact/ }).waitFor({ state: 'detached', timeout: 30_000 });
    // Chromium logs the expected 401 of `me` before the login.
    assert.deepEqual(problems.filter((problem) => !/status of 401 .*\/api\/owner\/v1\/me\)$/.test(problem)), []);
  }, { timezoneId: 'Europe/Amsterdam' });
});
