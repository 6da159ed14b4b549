/**
 * The page editor's preview frame: how long a field change takes to show, measured in
 * Chromium against a fresh stack (docs/page-editor.md, "Preview frame"; target: within
 * 300 ms). A page of the site's origin stands in for the editor: it frames the home
 * page's editable preview (a preview link of the demo owner, `&bewerken=1`, a session
 * token in the fragment) and, side by side in one run, alternately
 *
 *   update   posts update_section with the "uitgelicht" section's heading changed and
 *            waits for section_rendered (the frame posts it once the server rendered
 *            the section alone and the frame swapped it in and started its islands);
 *   reload   reloads the iframe: the whole draft page rendered and loaded again (what
 *            an editor without section rendering does after each change), up to the
 *            frame's load event (its bridge starting afterwards is not counted).
 *
 * Prints p50 and p95 of both and the ratio of the reload's p95 to the update's. Asserts
 * nothing; exits 1 when the update's p95 is over the 300 ms target.
 *
 *   node benchmarks/editor_frame.mjs            # 40 rounds
 *   node benchmarks/editor_frame.mjs --quick    # 10 rounds
 */
import { parseArgs } from 'node:util';

import { DESKTOP, launchBrowser } from '../tests/e2e/browser.mjs';
import { DEMO_OWNER, page as demoPage } from '../tests/e2e/demo.mjs';
import { startStack } from '../tests/e2e/stack.mjs';

export const TARGET_MS = 300;
const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const WARM_UP = 3;

const { values: options } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const ROUNDS = options.quick ? 10 : 40;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function call(base, path, { method = 'GET', token, body } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return response.json();
}

async function previewToken(base) {
  const login = await call(base, '/api/owner/v1/login', { method: 'POST', body: DEMO_OWNER });
  const projects = await call(base, '/api/owner/v1/projects', { token: login.token });
  const link = await call(base, `/api/owner/v1/projects/${projects.projects[0].id}/preview-links`, {
    method: 'POST',
    token: login.token,
    body: { path: '/' },
  });
  return new URL(link.url).searchParams.get('voorbeeld');
}

function changedSection(heading) {
  const section = structuredClone(demoPage('/').components.find((candidate) => candidate.id === 'uitgelicht'));
  section.blocks[0].props.data.blocks[0].data.text = heading;
  return section;
}

async function main() {
  const [stack, browser] = await Promise.all([startStack('bench-editor-frame'), launchBrowser()]);
  try {
    const token = await previewToken(stack.url);
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    const origin = new URL(stack.url).origin;
    const frameUrl = (round) =>
      `/?voorbeeld=${encodeURIComponent(token)}&bewerken=1&ronde=${round}#wm-editor=${TOKEN}&wm-origin=${encodeURIComponent(origin)}`;
    await page.evaluate(({ src, token }) => {
      window.rendered = new Map();
      window.addEventListener('message', (event) => {
        if (event.origin !== window.location.origin || event.data?.token !== token) return;
        if (event.data.type === 'section_rendered') window.rendered.get(event.data.payload.request)?.(performance.now());
        if (event.data.type === 'frame_ready') window.frameReady?.();
      });
      const frame = document.createElement('iframe');
      frame.id = 'wm-frame';
      frame.style.cssText = 'position:fixed;inset:0;width:1280px;height:800px;border:0;z-index:99999;background:#fff';
      document.body.append(frame);
      return new Promise((resolve) => {
        window.frameReady = resolve;
        frame.src = src;
      });
    }, { src: frameUrl(0), token: TOKEN });

    const update = (request) =>
      page.evaluate(({ request, section, token, origin }) => {
        const frame = document.getElementById('wm-frame');
        return new Promise((resolve) => {
          const start = performance.now();
          window.rendered.set(request, (at) => resolve(at - start));
          frame.contentWindow.postMessage({ type: 'update_section', payload: { section, index: 2, request }, token }, origin);
        });
      }, { request, section: changedSection(`Vers uit onze winkel ${request}`), token: TOKEN, origin });

    const reload = (round) =>
      page.evaluate(({ src }) => {
        const frame = document.getElementById('wm-frame');
        return new Promise((resolve) => {
          const start = performance.now();
          frame.addEventListener('load', () => resolve(performance.now() - start), { once: true });
          frame.src = src;
        });
      }, { src: frameUrl(round) });

    const updates = [];
    const reloads = [];
    for (let round = 1; round <= ROUNDS + WARM_UP; round += 1) {
      const updateMs = await update(round);
      const reloadMs = await reload(round);
      // A reloaded frame starts its bridge again; the next update waits for it.
      await page.waitForFunction(() => document.getElementById('wm-frame').contentDocument?.documentElement.hasAttribute('data-islands'));
      await page.evaluate(() => new Promise((resolve) => {
        const frame = document.getElementById('wm-frame').contentDocument;
        if (frame.querySelector('.wm-edit-outline')) resolve();
        else window.frameReady = resolve;
      }));
      if (round > WARM_UP) {
        updates.push(updateMs);
        reloads.push(reloadMs);
      }
    }
    const row = (name, values) =>
      `${name.padEnd(28)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms`;
    console.log(`Editor preview frame, ${ROUNDS} rounds (after ${WARM_UP} warm-up rounds), home page, 1280 px`);
    console.log(row('update_section → swapped', updates));
    console.log(row('full iframe reload (load)', reloads));
    const ratio = percentile(reloads, 95) / percentile(updates, 95);
    console.log(`reload p95 / update p95: ${ratio.toFixed(1)}× (target: update p95 <= ${TARGET_MS} ms)`);
    await context.close();
    if (percentile(updates, 95) > TARGET_MS) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
