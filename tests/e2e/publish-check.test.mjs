/**
 * The publish check in Publiceren (docs/page-editor.md, "Publish check") in Chromium:
 * a draft page with an image without alt text is checked ('Controleren' loads its
 * preview in hidden frames and runs axe in them), the problem is listed, publishing
 * anyway ('Toch publiceren') works and the release keeps the list.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, screenshot, startStackAndBrowser, withPage } from './browser.mjs';
import { axe, logInToDashboard } from './dashboard.mjs';
import { DEMO_OWNER } from './demo.mjs';
import { ownerCall } from './ownerApi.mjs';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('publish-check'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const call = (path, options) => ownerCall(stack.url, path, options);

test('the check lists an image without alt text; publishing anyway keeps the list on the release', async (t) => {
  const { token } = await call('/login', { method: 'POST', body: DEMO_OWNER });
  const { projects } = await call('/projects', { token });
  const project = projects[0].id;
  const image = { id: 'foto', type: 'image', props: { url: '/media/demo/bakkerij-interieur.jpg', alt: '' }, style: {}, slots: {} };
  const components = [{ id: 'fotos', template: 'dynamic', meta: {}, blocks: [image] }];
  const created = await call(`/projects/${project}/pages`, { method: 'POST', token, body: { path: '/zonder-alt', post_title: 'Zonder alt', components } });
  const pageId = created.page.id;

  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const loaded = [];
    page.on('request', (request) => loaded.push(request.url()));
    await logInToDashboard(page, stack.url);
    await page.getByRole('link', { name: 'Publiceren' }).first().click();
    const changes = page.getByRole('list', { name: 'Niet gepubliceerde wijzigingen' });
    await changes.getByText('Zonder alt', { exact: true }).click();
    await page.getByRole('button', { name: 'Controleren' }).click();

    const found = page.getByRole('list', { name: 'Gevonden problemen' });
    await found.getByText('Afbeelding zonder alternatieve tekst.').waitFor({ timeout: 120_000 });
    assert.equal(await found.getByText(/niet gelukt/).count(), 0, await found.innerText());
    // The preview was measured in the browser: axe was loaded into its frames.
    assert.ok(loaded.some((url) => /axe[^/]*\.js/.test(url)), 'axe-core was loaded');
    assert.ok(loaded.some((url) => url.includes('/zonder-alt?')), 'the preview link was opened');
    await axe(page, 'publiceren met controle');
    await screenshot(page, 'publiceren-controle');

    await page.getByRole('button', { name: 'Toch publiceren' }).click();
    await page.getByText('Gepubliceerd', { exact: true }).first().waitFor();
    // Before logging in the dashboard asks who is there: a 401, as expected.
    assert.deepEqual(problems.filter((problem) => !/401 \(Unauthorized\) \(.*\/api\/owner\/v1\/me\)$/.test(problem)), []);
  });

  const { releases } = await call(`/projects/${project}/releases`, { token });
  const release = releases[0];
  assert.deepEqual(release.items, [{ kind: 'page', id: String(pageId) }]);
  const alt = release.checks.find((problem) => problem.kind === 'image_alt');
  assert.equal(alt.document, `page:${pageId}`);
  assert.equal(alt.section, 'fotos');
  assert.equal(alt.source, 'server');
});
