/**
 * Per-breakpoint values on the real stack (docs/page-editor.md, "Per-breakpoint
 * values"): the owner saves a page with a section whose padding differs per breakpoint
 * and a block hidden below 1190 px, through the owner API, and publishes it. A visitor's
 * Chromium, without JavaScript, computes a different padding at 390, 800 and 1280 px
 * and sees the block only on the wide screen; before publishing the visitor sees none of it.
 *
 * With it: a columns block and a column section whose columns (and gap) differ per
 * breakpoint, and a section hidden on the tablet only; the visitor's Chromium lays
 * them out with a different number of columns at 390, 800 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, startStackAndBrowser, withPage } from './browser.mjs';
import { DEMO_OWNER } from './demo.mjs';
import { request } from './ownerApi.mjs';

const TABLET = { width: 800, height: 900 };
const PATH = '/contact';
const SECTION_ID = 'stappen-per-breakpoint';
const COLUMNS_ID = 'kolommen-per-breakpoint';
const THREE_ID = 'drie-per-breakpoint';
const HIDDEN_ID = 'niet-op-tablet';

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('breakpoint-padding'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

const call = (path, options) => request(stack.url, path, options);

function textBlock(id, text, style) {
  const data = { time: 1, version: '2.18.0', blocks: [{ id: `${id}-p`, type: 'paragraph', data: { text } }] };
  return { id, type: 'text', props: { data }, style, slots: {} };
}

/** Resolves once `check()` is true, trying every 250 ms for at most `ms`. */
async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`not within ${ms} ms: ${what}`);
}

async function liveHtml() {
  return (await fetch(`${stack.url}${PATH}`)).text();
}

/** padding-top of the section and whether the wide-screen block shows, at one viewport. */
async function measure(t, viewport) {
  let result;
  await withPage(
    t,
    browser,
    viewport,
    async (page, problems) => {
      await page.goto(`${stack.url}${PATH}`);
      const section = page.locator(`#${SECTION_ID}`);
      await section.waitFor({ state: 'attached' });
      // The number of grid tracks Chromium lays out, the gap, and each slot's width.
      const grid = (selector) =>
        page.locator(selector).evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            columns: style.gridTemplateColumns.split(' ').length,
            gap: style.columnGap,
            widths: [...element.children].map((child) => Math.round(child.getBoundingClientRect().width)),
          };
        });
      result = {
        padding: await section.evaluate((element) => getComputedStyle(element).paddingTop),
        wideBlock: await page.getByText('Alleen op een breed scherm').isVisible(),
        everywhere: await page.getByText('Op elk scherm').isVisible(),
        columns: await grid(`#${COLUMNS_ID}`),
        three: await grid(`#${THREE_ID} [data-layout]`),
        hiddenSection: !(await page.locator(`#${HIDDEN_ID}`).isVisible()),
        hiddenText: !(await page.getByText('Niet op een tablet').isVisible()),
      };
      assert.deepEqual(problems, []);
    },
    { javaScriptEnabled: false },
  );
  return result;
}

test('per-breakpoint padding, columns and a hidden section saved and published through the owner API differ at 390, 800 and 1280 px for a visitor', async (t) => {
  const login = await call('/api/owner/v1/login', { method: 'POST', body: DEMO_OWNER });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const token = login.body.token;
  const projectId = (await call('/api/owner/v1/projects', { token })).body.projects[0].id;
  const pages = (await call(`/api/owner/v1/projects/${projectId}/pages`, { token })).body.pages;
  const pageId = pages.find((page) => page.path === PATH).id;
  const current = (await call(`/api/owner/v1/projects/${projectId}/pages/${pageId}`, { token })).body.page;

  const section = {
    id: SECTION_ID,
    template: 'dynamic',
    // Below 768 px the frame's mobile padding (py-8: 32 px), from 768 the base
    // (md:pt-10: 40 px), from 1190 the breakpoint's 24 (96 px).
    meta: { padding_top: { base: '10', 1190: '24' } },
    blocks: [
      textBlock('overal', 'Op elk scherm', {}),
      textBlock('breed', 'Alleen op een breed scherm', { hidden: { base: '1', 1190: '0' } }),
      {
        id: 'kolommen',
        type: 'columns',
        // Five slots (1/5 each from 768 px), two columns on a tablet, three from 1190 px.
        props: { custom_id: COLUMNS_ID, columns: { base: '41', 768: '2', 1190: '3' } },
        style: {},
        slots: { item_one: [textBlock('kolom-een', 'Kolom een', {})] },
      },
    ],
  };
  // Three equal columns from 768 px, 1-2-1 with a wider gap from 1190 px.
  const three = {
    id: THREE_ID,
    template: 'columnsThree',
    meta: { layout: { base: 'equal', 1190: 'one_two_one' }, column_spacing: { base: '8', 1190: '16' } },
    blocks: [],
  };
  // Shown on phones and wide screens, hidden on a tablet.
  const hiddenOnTablet = {
    id: HIDDEN_ID,
    template: 'dynamic',
    meta: { hidden: { base: '0', 768: '1', 1190: '0' } },
    blocks: [textBlock('tablet', 'Niet op een tablet', {})],
  };
  const added = [section, three, hiddenOnTablet];
  // A hostile value is refused with the path of the breakpoint, and nothing is saved.
  const hostile = structuredClone(section);
  hostile.meta.padding_top[1190] = '24;}body{display:none';
  const refused = await call(`/api/owner/v1/projects/${projectId}/pages/${pageId}`, {
    method: 'PUT',
    token,
    body: { components: [...current.components, hostile] },
  });
  assert.equal(refused.status, 422);
  assert.deepEqual(Object.keys(refused.body.errors), [`components[${current.components.length}].meta.padding_top.1190`]);
  const badColumns = structuredClone(section);
  badColumns.blocks[2].props.columns[1190] = 'repeat(9,1fr)';
  const refusedColumns = await call(`/api/owner/v1/projects/${projectId}/pages/${pageId}`, {
    method: 'PUT',
    token,
    body: { components: [...current.components, badColumns] },
  });
  assert.equal(refusedColumns.status, 422);
  assert.deepEqual(Object.keys(refusedColumns.body.errors), [`components[${current.components.length}].blocks[2].props.columns.1190`]);

  const saved = await call(`/api/owner/v1/projects/${projectId}/pages/${pageId}`, {
    method: 'PUT',
    token,
    body: { components: [...current.components, ...added] },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body.page.components.at(-3).meta.padding_top, { base: '10', 1190: '24' });
  assert.deepEqual(saved.body.page.components.at(-1).meta.hidden, { base: '0', 768: '1', 1190: '0' });
  // A draft until published: the visitor still sees the page without the section.
  assert.ok(!(await liveHtml()).includes(SECTION_ID));

  const published = await call(`/api/owner/v1/projects/${projectId}/publish`, {
    method: 'POST',
    token,
    body: { items: [{ kind: 'page', id: pageId }] },
  });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  await until(async () => (await liveHtml()).includes(SECTION_ID), 60_000, 'the published section on the live page');

  const html = await liveHtml();
  assert.match(html, /<style data-wm-responsive="">@media \(min-width:1190px\)\{\.wm-r-[a-z0-9]+\{padding-top:calc\(var\(--spacing\) \* 24\)\}\}<\/style>/);

  const phone = await measure(t, MOBILE);
  const tablet = await measure(t, TABLET);
  const desktop = await measure(t, DESKTOP);
  const basics = ({ padding, wideBlock, everywhere }) => ({ padding, wideBlock, everywhere });
  assert.deepEqual(basics(phone), { padding: '32px', wideBlock: false, everywhere: true });
  assert.deepEqual(basics(tablet), { padding: '40px', wideBlock: false, everywhere: true });
  assert.deepEqual(basics(desktop), { padding: '96px', wideBlock: true, everywhere: true });

  // The columns block: one stacked column on a phone, two on a tablet, three from 1190 px
  // (the base would have five from 768 px).
  assert.deepEqual([phone.columns.columns, tablet.columns.columns, desktop.columns.columns], [1, 2, 3]);
  // The column section: one column, three equal, then 1-2-1 (the middle slot twice as
  // wide) with the wider gap (16: 64 px) from 1190 px.
  assert.deepEqual([phone.three.columns, tablet.three.columns, desktop.three.columns], [1, 3, 4]);
  assert.deepEqual([tablet.three.gap, desktop.three.gap], ['32px', '64px']);
  const [first, middle, last] = desktop.three.widths;
  assert.equal(first, last);
  assert.ok(Math.abs(middle - (2 * first + 64)) <= 2, `1-2-1 widths ${desktop.three.widths}`);
  const [a, b, c] = tablet.three.widths;
  assert.ok(a === b && b === c, `equal widths ${tablet.three.widths}`);

  // The section hidden on a tablet only.
  assert.deepEqual([phone.hiddenSection, tablet.hiddenSection, desktop.hiddenSection], [false, true, false]);
  assert.deepEqual([phone.hiddenText, tablet.hiddenText, desktop.hiddenText], [false, true, false]);
  assert.match(html, /@media \(min-width:768px\)\{\.wm-r-[a-z0-9]+\{display:none\}\}@media \(min-width:1190px\)\{\.wm-r-[a-z0-9]+\{display:revert-layer\}\}/);
});
