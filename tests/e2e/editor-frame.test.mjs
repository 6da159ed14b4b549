/**
 * The page editor's preview frame on the real stack (docs/page-editor.md, "Preview
 * frame"): the demo owner makes a preview link through the API, a page of the site's
 * origin (standing in for the editor) frames the editable preview with a session token
 * in the fragment, and talks to it with the editor protocol: update_section swaps a
 * section without reloading the frame, a message from a foreign origin or with a wrong
 * token changes nothing, and typing into a heading posts paragraph_change.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, eventually, startStackAndBrowser, withPage } from './browser.mjs';
import { DEMO_OWNER, page as demoPage } from './demo.mjs';
import { request } from './ownerApi.mjs';

const TOKEN = '0123456789abcdef0123456789abcdef'.split('').reverse().join('');
const FOREIGN = 'https://kwaad.example';
let stack;
let browser;
let previewToken;

const call = (path, options) => request(stack.url, path, options);

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('editor-frame'));
  const login = await call('/api/owner/v1/login', { method: 'POST', body: DEMO_OWNER });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const projects = await call('/api/owner/v1/projects', { token: login.body.token });
  const projectId = projects.body.projects[0].id;
  const link = await call(`/api/owner/v1/projects/${projectId}/preview-links`, { method: 'POST', token: login.body.token, body: { path: '/' } });
  assert.equal(link.status, 200, JSON.stringify(link.body));
  previewToken = new URL(link.body.url).searchParams.get('voorbeeld');
  assert.ok(previewToken, 'the preview link carries its token');
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The home page's "uitgelicht" section with its heading changed. */
function changedSection(heading) {
  const section = structuredClone(demoPage('/').components.find((candidate) => candidate.id === 'uitgelicht'));
  section.blocks[0].props.data.blocks[0].data.text = heading;
  return section;
}

/** Opens the site's origin, frames the editable preview and collects the frame's messages. */
async function openEditor(page) {
  await page.goto(`${stack.url}/`);
  const origin = new URL(stack.url).origin;
  const src = `/?voorbeeld=${encodeURIComponent(previewToken)}&bewerken=1#wm-editor=${TOKEN}&wm-origin=${encodeURIComponent(origin)}`;
  await page.evaluate(({ src, token }) => {
    window.frameMessages = [];
    window.addEventListener('message', (event) => {
      if (event.origin === window.location.origin && event.data?.token === token) window.frameMessages.push({ ...event.data, at: performance.now() });
    });
    const frame = document.createElement('iframe');
    frame.id = 'wm-frame';
    frame.style.cssText = 'position:fixed;inset:0;width:1280px;height:800px;border:0;z-index:99999;background:#fff';
    frame.src = src;
    document.body.append(frame);
  }, { src, token: TOKEN });
  await eventually(() => messages(page, 'frame_ready').then((list) => list.length === 1), 'the frame announces itself', 30_000);
  const frame = page.frame({ url: /bewerken=1/ });
  assert.ok(frame, 'the editable preview is framed');
  return frame;
}

function messages(page, type) {
  return page.evaluate((type) => window.frameMessages.filter((message) => message.type === type), type);
}

function postToFrame(page, message) {
  return page.evaluate((message) => {
    document.getElementById('wm-frame').contentWindow.postMessage(message, '*');
  }, message);
}

test('an editable preview announces its sections; visitors never get the editing marks', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const frame = await openEditor(page);
    const [ready] = await messages(page, 'frame_ready');
    assert.deepEqual(ready.payload.sections, demoPage('/').components.map((section) => section.id));
    assert.equal(await frame.locator('[data-wm-paragraph="uitgelicht:b-uitgelicht-titel:data"]').count(), 1);
    // The visitor page around it: no editable mode, no bridge.
    const visitorHtml = await (await fetch(`${stack.url}/`)).text();
    assert.doesNotMatch(visitorHtml, /data-wm-(section|paragraph|editable)/);
    const withoutToken = await (await fetch(`${stack.url}/?bewerken=1`)).text();
    assert.doesNotMatch(withoutToken, /data-wm-(section|editable)/, 'bewerken=1 alone is not editable');
    const wrongToken = await fetch(`${stack.url}/?voorbeeld=1.2.onzin&bewerken=1`);
    assert.doesNotMatch(await wrongToken.text(), /data-wm-(section|editable)/, 'an invalid token is not editable');
    const preview = await fetch(`${stack.url}/?voorbeeld=${encodeURIComponent(previewToken)}&bewerken=1`);
    assert.equal(preview.headers.get('cache-control'), 'private, no-store');
    assert.equal(preview.headers.get('x-robots-tag'), 'noindex');
    assert.deepEqual(problems, []);
  });
});

test('the section render endpoint needs a valid preview token, JSON and a small body', async () => {
  const post = (body, type = 'application/json') =>
    fetch(`${stack.url}/wm-frame/section`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const section = changedSection('Vers van de bakker');
  const good = await post({ voorbeeld: previewToken, path: '/', section, request: 3 });
  assert.equal(good.status, 200);
  assert.equal(good.headers.get('cache-control'), 'private, no-store');
  assert.equal(good.headers.get('x-robots-tag'), 'noindex');
  const answer = await good.json();
  assert.match(answer.html, /^<div data-wm-section="uitgelicht" class="contents">/);
  assert.match(answer.html, /Vers van de bakker/);
  const refused = await post({ voorbeeld: '1.2.onzin', path: '/', section });
  assert.equal(refused.status, 403);
  assert.ok((await refused.json()).errors.voorbeeld[0].startsWith('Deze voorbeeldlink is ongeldig'));
  assert.equal((await post({ voorbeeld: previewToken, path: 'geen-pad', section })).status, 400);
  assert.equal((await post({ voorbeeld: previewToken, path: '/', section: { id: 'x' } })).status, 400);
  assert.equal((await post('{kapot')).status, 400);
  assert.equal((await post({ voorbeeld: previewToken, path: '/', section: { ...section, meta: { tekst: 'x'.repeat(600_000) } } })).status, 413);
  assert.equal((await fetch(`${stack.url}/wm-frame/section`)).status, 405);
});

test('update_section swaps the section in place without reloading the frame', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const frame = await openEditor(page);
    await frame.evaluate(() => {
      window.notReloaded = true;
    });
    const links = await frame.locator('[data-wm-section="uitgelicht"] a[href]').count();
    await postToFrame(page, { type: 'update_section', payload: { section: changedSection('Vers van de bakker'), index: 2, request: 1 }, token: TOKEN });
    await eventually(() => messages(page, 'section_rendered').then((list) => list.some((message) => message.payload.request === 1)), 'the section is rendered', 15_000);
    assert.equal(await frame.locator('[data-wm-section="uitgelicht"] h2').first().textContent(), 'Vers van de bakker');
    assert.equal(await frame.evaluate(() => window.notReloaded), true, 'the frame was not reloaded');
    assert.equal(await frame.locator('[data-wm-section]').count(), demoPage('/').components.length);
    // The draft page's shop cards came with the render.
    assert.equal(await frame.locator('[data-wm-section="uitgelicht"] a[href]').count(), links);
    assert.ok(links > 1, 'the section shows its product cards');
    assert.deepEqual(problems, []);
  });
});

test('a message from a foreign origin or with a wrong token changes nothing', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const frame = await openEditor(page);
    const before = await frame.locator('[data-wm-section="uitgelicht"]').innerHTML();
    const update = { type: 'update_section', payload: { section: changedSection('Overgenomen'), index: 2, request: 9 } };
    // Right origin, wrong token; and no token at all.
    await postToFrame(page, { ...update, token: 'f'.repeat(32) });
    await postToFrame(page, update);
    await postToFrame(page, { type: 'arrange_sections', payload: { order: [] }, token: 'f'.repeat(32) });
    // The right token from another origin: a window of https://kwaad.example posts to the frame.
    await page.context().route(`${FOREIGN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>const target = opener.frames[Number(new URLSearchParams(location.search).get('frame'))];
          target.postMessage(${JSON.stringify({ ...update, token: TOKEN })}, '*');
          target.postMessage(${JSON.stringify({ type: 'arrange_sections', payload: { order: [] }, token: TOKEN })}, '*');
          document.title = 'verstuurd';</script>`,
      }),
    );
    const index = await page.evaluate(() => Array.from({ length: window.frames.length }, (_, i) => window.frames[i]).indexOf(document.getElementById('wm-frame').contentWindow));
    assert.ok(index >= 0);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => window.open(url), `${FOREIGN}/?frame=${index}`)]);
    await eventually(async () => (await popup.title()) === 'verstuurd', 'the foreign window posted', 10_000);
    // A real message sent after them is handled, so the ones before had their chance.
    await postToFrame(page, { type: 'select_section', payload: { section: 'bezoek' }, token: TOKEN });
    await frame.locator('[data-wm-section="bezoek"][data-wm-selected]').waitFor({ state: 'attached' });
    assert.equal(await frame.locator('[data-wm-section="uitgelicht"]').innerHTML(), before);
    assert.equal(await frame.locator('[data-wm-section]').count(), demoPage('/').components.length);
    assert.deepEqual(await messages(page, 'section_rendered'), []);
    assert.deepEqual(problems, []);
  });
});

test('typing into a heading edits it in place and posts paragraph_change under its field', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    const frame = await openEditor(page);
    const heading = frame.locator('[data-wm-paragraph="uitgelicht:b-uitgelicht-titel:data"] h2');
    await heading.click();
    const editable = frame.locator('[data-wm-paragraph="uitgelicht:b-uitgelicht-titel:data"] [contenteditable="true"]').first();
    await editable.waitFor({ state: 'visible', timeout: 60_000 });
    await editable.click();
    await frame.page().keyboard.press('End');
    await frame.page().keyboard.type(' en meer');
    await eventually(
      () => messages(page, 'paragraph_change').then((list) => list.some((message) => JSON.stringify(message.payload.data).includes('en meer'))),
      'paragraph_change carries the typed text',
      10_000,
    );
    const change = (await messages(page, 'paragraph_change')).at(-1);
    assert.equal(change.payload.section, 'uitgelicht');
    assert.equal(change.payload.block, 'b-uitgelicht-titel');
    assert.equal(change.payload.field, 'data');
    assert.equal(change.payload.data.version, '2.18.0');
    assert.equal(change.payload.data.blocks[0].type, 'header');
    assert.match(change.payload.data.blocks[0].data.text, /Vers uit onze winkel en meer/);
    assert.deepEqual((await messages(page, 'section_selected')).at(-1).payload, { section: 'uitgelicht', block: 'b-uitgelicht-titel', paragraph: 'uitgelicht:b-uitgelicht-titel:data' });

    // The editor's toolbar: the selection's state, then italic on it, then a link after it.
    const id = 'uitgelicht:b-uitgelicht-titel:data';
    await frame.page().keyboard.down('Shift');
    for (let i = 0; i < 'meer'.length; i += 1) await frame.page().keyboard.press('ArrowLeft');
    await frame.page().keyboard.up('Shift');
    await postToFrame(page, { type: `request_active_attrs_${id}`, payload: { type: 'attrs', payload: null }, token: TOKEN });
    await eventually(() => messages(page, `paragraph_attrs_${id}`).then((list) => list.length === 1), 'paragraph_attrs answers', 10_000);
    const [attrs] = await messages(page, `paragraph_attrs_${id}`);
    assert.equal(attrs.payload.attributes.italic, false);
    assert.equal(attrs.payload.attributes.text, 'meer');
    assert.equal(attrs.payload.selected_node, 'h2');
    const changes = (await messages(page, 'paragraph_change')).length;
    await postToFrame(page, { type: `paragraph_edit_${id}`, payload: { type: 'italic', payload: null }, token: TOKEN });
    await eventually(
      () => messages(page, 'paragraph_change').then((list) => list.slice(changes).some((message) => message.payload.data.blocks[0].data.text.includes('<i>meer</i>'))),
      'italic reaches the stored text',
      10_000,
    );
    await postToFrame(page, {
      type: `paragraph_edit_object_${id}`,
      payload: { type: 'link', payload: { url: 'https://bakkerij.example/over-ons', text: 'over ons', target: '_blank' } },
      token: TOKEN,
    });
    await eventually(
      () => messages(page, 'paragraph_change').then((list) => list.some((message) => message.payload.data.blocks[0].data.text.includes('href="https://bakkerij.example/over-ons"'))),
      'the link reaches the stored text',
      10_000,
    );
    const linked = (await messages(page, 'paragraph_change')).at(-1).payload.data.blocks[0].data.text;
    assert.match(linked, /<a href="https:\/\/bakkerij\.example\/over-ons" target="_blank" rel="noopener noreferrer">over ons<\/a>/);
    assert.doesNotMatch(linked, /nofollow/);
    assert.deepEqual(problems, []);
  });
});
