/**
 * JavaScript a browser downloads on every demo page, measured in Chromium through the
 * DevTools protocol (every response of resource type Script, whatever the page shell
 * looks like), against a fresh stack:
 *
 *   before  load, then the network quiet and the browser idle, no user input;
 *   after   every island given its chance to hydrate: the mouse moves, the page scrolls
 *           to the bottom in steps (waiting for the network after each), every search
 *           box gets focus, at 390 px the mobile menu opens and at 1280 px the pointer
 *           rests on every top-level menu entry. "after" counts the distinct script
 *           URLs of both widths together.
 *
 * Per page: raw bytes (decoded), gzip (the body gzipped at level 6, what the
 * server's compression sends) and transfer (bytes on the wire, headers included).
 * Targets (docs/performance.md): a content-only page (text, images, header, footer)
 * <= 16 KB gzip before interaction; the home page <= 70 KB gzip after every island.
 * The baseline measured in the same run: React's own client runtime (react +
 * react-dom/client production builds from node_modules, minified by esbuild and
 * gzipped the same way), the
 * floor of any page that hydrates with React. Asserts nothing.
 *
 * Last, the owner dashboard's first load beside the same baseline (1280 px): /wm up to
 * the login form (before), then after logging in as the demo owner, up to the first
 * area's screen (after). The dashboard is its own bundle; the visitor rows above show
 * none of it.
 *
 *   node benchmarks/js_bytes.mjs            # every demo page
 *   node benchmarks/js_bytes.mjs --quick    # home, one content-only page, the blocks page
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { transformSync } from 'esbuild';

import { DESKTOP, MOBILE, launchBrowser } from '../tests/e2e/browser.mjs';
import { DEMO_OWNER, demoDocument } from '../tests/e2e/demo.mjs';
import { startStack } from '../tests/e2e/stack.mjs';

export const TARGETS = { contentOnlyBeforeKb: 16, homeAfterKb: 70 };
const QUIET_MS = 300;
const STUCK_MS = 3_000;
const QUIET_TIMEOUT_MS = 10_000;
const MAX_SCROLL_STEPS = 80;

const { values: options } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });

// ------------------------------------------------------------------ which pages
const CHROME_TEMPLATES = /^(header|footer|Copyright|MenusOne|breadcrumbs)/i;
const CONTENT_BLOCKS = new Set(['text', 'image', 'columns', 'grid']);

function contentOnlyBlocks(blocks = []) {
  return blocks.every(
    (block) => CONTENT_BLOCKS.has(block.type) && Object.values(block.slots ?? {}).every((slot) => contentOnlyBlocks(slot)),
  );
}

/** Text, images, header and footer only: the page the 16 KB budget is for. */
export function isContentOnly(page) {
  return page.components.every(
    (section) =>
      CHROME_TEMPLATES.test(section.template) ||
      section.template === 'sectionTitle' ||
      (section.template === 'dynamic' && contentOnlyBlocks(section.blocks)),
  );
}

const pages = demoDocument().pages;
const contentOnly = new Set(pages.filter(isContentOnly).map((page) => page.path));
const paths = options.quick
  ? ['/', [...contentOnly].find((path) => path !== '/') ?? '/over-ons', '/catalogus/blokken']
  : pages.map((page) => page.path);

// ------------------------------------------------------------------ measuring
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Records every Script response of a page: url -> {raw, gzip, transfer}. */
async function recordScripts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const pending = new Map();
  // requestId -> start time; a request still open after STUCK_MS (an embed of an
  // unreachable host, a stream) no longer holds the page's quiet up.
  const open = new Map();
  let lastActivity = Date.now();
  const bodies = [];
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    open.set(requestId, Date.now());
    lastActivity = Date.now();
  });
  const settle = ({ requestId }) => {
    open.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' && !response.url.startsWith('data:')) pending.set(requestId, response.url);
  });
  cdp.on('Network.loadingFailed', settle);
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    settle({ requestId });
    const url = pending.get(requestId);
    if (!url) return;
    pending.delete(requestId);
    bodies.push(
      cdp.send('Network.getResponseBody', { requestId }).then(({ body, base64Encoded }) => {
        const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
        scripts.set(url, { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length, transfer: encodedDataLength });
      }, () => scripts.set(url, { raw: 0, gzip: 0, transfer: encodedDataLength })),
    );
  });
  return {
    scripts,
    /** Resolves once no request has been in flight for QUIET_MS (bounded). */
    async quiet() {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      const busy = () => [...open.values()].some((started) => Date.now() - started < STUCK_MS);
      while (Date.now() < deadline && (busy() || Date.now() - lastActivity < QUIET_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(bodies);
    },
  };
}

function total(scripts) {
  let raw = 0;
  let gzip = 0;
  let transfer = 0;
  for (const figures of scripts.values()) {
    raw += figures.raw;
    gzip += figures.gzip;
    transfer += figures.transfer;
  }
  return { files: scripts.size, raw, gzip, transfer };
}

async function browserIdle(page) {
  await page.evaluate(
    () => new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 0))),
  );
}

async function interact(page, network, viewport) {
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.move(viewport.width / 3, viewport.height / 3, { steps: 5 });
  await network.quiet();
  for (let step = 0; step < MAX_SCROLL_STEPS; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.6));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await network.quiet();
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const box of await page.locator('input[type="search"], [role="search"] input').filter({ visible: true }).all()) {
    await box.focus();
    await network.quiet();
  }
  if (viewport.width < 768) {
    const opener = page.getByRole('button', { name: 'Menu openen' }).filter({ visible: true }).first();
    if (await opener.count()) {
      await opener.click();
      await network.quiet();
    }
  } else {
    for (const entry of await page.locator('header nav a, header nav button').filter({ visible: true }).all()) {
      await entry.hover().catch(() => {});
    }
    await network.quiet();
  }
  await browserIdle(page);
  await network.quiet();
}

async function measurePage(browser, url) {
  const before = new Map();
  const after = new Map();
  for (const viewport of [MOBILE, DESKTOP]) {
    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const page = await context.newPage();
    try {
      const network = await recordScripts(page);
      await page.goto(url, { waitUntil: 'load' });
      await network.quiet();
      await browserIdle(page);
      await network.quiet();
      // "before" is the phone: the narrower page, the one the budget is written for.
      if (viewport === MOBILE) for (const [key, value] of network.scripts) before.set(key, value);
      await interact(page, network, viewport);
      for (const [key, value] of network.scripts) after.set(key, value);
    } finally {
      await context.close();
    }
  }
  return { before: total(before), after: total(after) };
}

/** React's client runtime, gzipped like the page scripts: the floor of a React island. */
function reactBaseline() {
  const require = createRequire(new URL('../ssr/package.json', import.meta.url));
  // The packages export no subpaths; their production builds sit beside the entries.
  const files = [
    join(dirname(require.resolve('react')), 'cjs', 'react.production.js'),
    join(dirname(require.resolve('react-dom/client')), 'cjs', 'react-dom-client.production.js'),
  ];
  // React 19 ships these unminified; the site's bundle is minified, so is the baseline.
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const bytes = Buffer.from(transformSync(code, { minify: true, format: 'cjs' }).code);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
}

/** The dashboard (/wm): the login form, then the first area after logging in. */
async function measureDashboard(browser, origin) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const page = await context.newPage();
  try {
    const network = await recordScripts(page);
    await page.goto(`${origin}/wm`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    await network.quiet();
    const before = total(network.scripts);
    await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
    await page.getByLabel('Wachtwoord').fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('navigation').first().waitFor();
    await page.locator('#inhoud').waitFor();
    await network.quiet();
    await browserIdle(page);
    await network.quiet();
    return { before, after: total(network.scripts) };
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------ run
const baseline = reactBaseline();
const stack = await startStack('js-bytes');
const browser = await launchBrowser();
try {
  console.log(
    `JavaScript per demo page (Chromium, script resources). Baseline, same run: React's client runtime ` +
      `${kb(baseline.raw)} KB raw / ${kb(baseline.gzip)} KB gzip; ratio = page gzip / baseline gzip.`,
  );
  console.log(
    `Targets: content-only page <= ${TARGETS.contentOnlyBeforeKb} KB gzip before input; home <= ${TARGETS.homeAfterKb} KB gzip after every island.\n`,
  );
  console.log(`${'page'.padEnd(26)} ${'before: files     raw    gzip  xfer  ratio'.padEnd(44)} after: files     raw    gzip  xfer  ratio  target`);
  const cells = ({ files, raw, gzip, transfer }) =>
    `${String(files).padStart(12)} ${kb(raw).padStart(7)} ${kb(gzip).padStart(7)} ${kb(transfer).padStart(5)} ${(gzip / baseline.gzip).toFixed(2).padStart(5)}x`;
  for (const path of paths) {
    const { before, after } = await measurePage(browser, `${stack.url}${path}`);
    let target = '';
    if (contentOnly.has(path)) {
      const ok = before.gzip / 1024 <= TARGETS.contentOnlyBeforeKb;
      target += `content-only ${kb(before.gzip)}/${TARGETS.contentOnlyBeforeKb} KB ${ok ? 'ok' : 'MISS'}`;
    }
    if (path === '/') {
      const ok = after.gzip / 1024 <= TARGETS.homeAfterKb;
      target += `${target ? '; ' : ''}home ${kb(after.gzip)}/${TARGETS.homeAfterKb} KB ${ok ? 'ok' : 'MISS'}`;
    }
    console.log(`${path.padEnd(26)} ${cells(before).padEnd(44)} ${cells(after)}  ${target}`);
  }
  const dashboard = await measureDashboard(browser, stack.url);
  console.log(`\n${'dashboard /wm (1280 px)'.padEnd(26)} ${cells(dashboard.before).padEnd(44)} ${cells(dashboard.after)}  before = login form, after = logged in, first area`);
  console.log('\nKB = 1024 bytes; xfer = bytes on the wire, response headers included.');
} finally {
  await Promise.allSettled([browser.close(), stack.stop()]);
}
