/**
 * One account never reaches another account's project (docs/dashboard.md) in Chromium:
 * the demo owner (project A) with project B chosen in the browser's storage still works
 * on A, and the owner API called from the dashboard page refuses B's data in Dutch; when
 * someone else logs in in another tab, the open dashboard says it has no access and
 * follows the account now logged in instead of showing a broken screen. (A wrong
 * password is refused in dashboard.test.mjs.)
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';

import { DESKTOP, startStackAndBrowser, withPage } from './browser.mjs';
import { logInToDashboard } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';
import { ROOT } from './stack.mjs';

const OTHER_OWNER = { email: 'eigenaar@tweede.localhost', password: 'fietsen-wachtwoord' };
const NO_ACCESS = 'Je hebt geen toegang tot dit project.';
// Chromium logs every refused call; these are the ones this file expects.
const EXPECTED = /status of (401|403) .*\/api\/owner\/v1\/(me|projects\/\d+(\/\S+)?)\)$/;

let stack;
let browser;
let projectA;
let projectB;

async function projectOf(account) {
  const response = await fetch(`${stack.url}/api/owner/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  assert.equal(response.status, 200);
  const { projects } = await response.json();
  assert.equal(projects.length, 1);
  return projects[0];
}

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('dashboard-access'));
  // The second demo site gets an owner of its own, as docs/api.md describes.
  const args = ['run', 'python', '-m', 'api', 'create-account', '--email', OTHER_OWNER.email, '--password', OTHER_OWNER.password, '--host', 'tweede.localhost', '--role', 'owner'];
  await promisify(execFile)('uv', args, { cwd: ROOT, env: stack.env });
  [projectA, projectB] = await Promise.all([projectOf(DEMO_OWNER), projectOf(OTHER_OWNER)]);
  assert.notEqual(projectA.id, projectB.id);
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

test("another account's project is never shown and its data is refused in Dutch", async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await logInToDashboard(page, stack.url);
    // Project B chosen in this browser's storage (as the project switcher keeps it).
    await page.evaluate((id) => window.localStorage.setItem('wm.project', String(id)), projectB.id);
    await page.goto(`${stack.url}/wm/pages`);
    await page.getByRole('list', { name: "Pagina's" }).getByText('/over-ons', { exact: true }).waitFor();
    await page.getByText(projectA.title, { exact: true }).first().waitFor();
    assert.equal(await page.getByText(projectB.title).count(), 0, "B's name is nowhere");

    // The owner API, called from the logged-in dashboard page, refuses B's screens.
    const answers = await page.evaluate(async (id) => {
      const read = await fetch(`/api/owner/v1/projects/${id}/pages`);
      const write = await fetch(`/api/owner/v1/projects/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Overgenomen' }) });
      return [{ status: read.status, body: await read.json() }, { status: write.status, body: await write.json() }];
    }, projectB.id);
    for (const answer of answers) {
      assert.equal(answer.status, 403);
      assert.deepEqual(answer.body, { errors: { general: [NO_ACCESS] } });
    }
    assert.equal((await projectOf(OTHER_OWNER)).title, projectB.title, 'B is unchanged');
    assert.deepEqual(problems.filter((problem) => !EXPECTED.test(problem)), []);
  });
});

test('logged in as someone else meanwhile: the open dashboard says so and follows', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await logInToDashboard(page, stack.url);
    await page.getByRole('link', { name: "Pagina's" }).first().click();
    await page.getByRole('list', { name: "Pagina's" }).getByText('/over-ons', { exact: true }).waitFor();

    // Another tab of this browser logs in as B's owner: the login cookie is B's now.
    const status = await page.evaluate(async (account) => {
      const response = await fetch('/api/owner/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
      return response.status;
    }, OTHER_OWNER);
    assert.equal(status, 200);

    // This tab still shows A; its next screen is refused and says so.
    await page.getByRole('link', { name: "Menu's" }).first().click();
    await page.locator('[data-sonner-toaster]').getByText(NO_ACCESS, { exact: true }).waitFor();
    // ...and the dashboard follows the account now logged in: B's project, B's data.
    await page.getByText(projectB.title, { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: "Menu's", level: 1 }).waitFor();
    assert.equal(await page.getByText(projectA.title, { exact: true }).count(), 0, "A's name is gone");
    assert.deepEqual(problems.filter((problem) => !EXPECTED.test(problem)), []);
  });
});
