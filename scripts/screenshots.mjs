#!/usr/bin/env node
/**
 * Full-page screenshots of every demo page at phone and desktop width, for looking at
 * the catalogue with your own eyes. Starts a fresh stack (tests/e2e/stack.mjs: demo
 * database, API and the built SSR server on free ports) and drives the system
 * Chromium (tests/e2e/browser.mjs).
 *
 *   npm run build -w ssr && node scripts/screenshots.mjs            # every page
 *   node scripts/screenshots.mjs /catalogus/banners /               # only these paths
 *
 * Writes screenshots/<page>-<width>.png (the page path as the name, `home` for '/'),
 * the 404 page as `niet-gevonden-404-<width>.png`, password pages a second time after
 * logging in (`-ontgrendeld`), the cookie bar once (`cookiebalk-<width>.png`, viewport
 * only; every other shot accepts it first), and screenshots/index.txt: one line per shot with the
 * HTTP status and any console errors or page errors the visit produced.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startStackAndBrowser, waitForHydration } from '../tests/e2e/browser.mjs';
import { demoDocument } from '../tests/e2e/demo.mjs';
import { ROOT } from '../tests/e2e/stack.mjs';

const OUTPUT = join(ROOT, 'screenshots');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const MISSING_PATH = '/deze-pagina-bestaat-niet';
const SETTLE_MS = 600;

function fileName(path, width, suffix = '') {
  const name = path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  return `${name}${suffix}-${width}.png`;
}

/** Every page of the demo document, plus an unknown path for the 404 page. */
function shotList(filters) {
  const pages = demoDocument().pages.map((page) => ({
    path: page.path,
    name: page.path,
    password: typeof page.password === 'string' ? page.password : null,
  }));
  pages.push({ path: MISSING_PATH, name: '/niet-gevonden-404', password: null });
  return filters.length ? pages.filter((page) => filters.includes(page.path) || filters.includes(page.name)) : pages;
}

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadWholePage(page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => {
    const pending = [...document.images].filter((image) => !image.complete).map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    );
    return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * Accepts the cookie bar so it does not cover the content of full-page shots; with
 * `barShot` it first saves the viewport with the bar (the bar is fixed, so viewport only).
 */
async function acceptCookies(page, barShot, log) {
  // The bar appears on the visitor's first interaction after hydration: keep moving.
  const accept = page.getByRole('button', { name: 'Alles accepteren' }).filter({ visible: true }).first();
  let shown = false;
  for (let attempt = 0; attempt < 6 && !shown; attempt += 1) {
    await page.mouse.move(5 + attempt, 5 + attempt);
    shown = await accept.waitFor({ state: 'visible', timeout: 1_000 }).then(() => true, () => false);
  }
  if (!shown) return false;
  if (barShot) {
    await page.screenshot({ path: join(OUTPUT, barShot) });
    log.push([barShot, 'cookiebalk'].join('\t'));
  }
  await waitForHydration(accept);
  await accept.click();
  await accept.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
  return true;
}

async function unlock(page, password) {
  const input = page.getByPlaceholder('Je wachtwoord', { exact: true }).first();
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  const answered = page.waitForResponse((response) => response.url().includes('/secured/page-designer/get'));
  // Typing before hydration would be lost; the button is hydrated once React owns it.
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$'))),
    null,
    { timeout: 15_000 },
  );
  await input.fill(password);
  await input.press('Enter');
  await answered;
  await input.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
}

async function shoot(browser, baseUrl, shot, viewport, log) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  try {
    const response = await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await acceptCookies(page, shot.path === '/' ? fileName('/cookiebalk', viewport.width) : null, log);
    await loadWholePage(page);
    const file = fileName(shot.name, viewport.width);
    await page.screenshot({ path: join(OUTPUT, file), fullPage: true });
    log.push([file, response?.status() ?? '-', ...problems].join('\t'));
    if (shot.password) {
      await unlock(page, shot.password);
      await loadWholePage(page);
      const unlocked = fileName(shot.name, viewport.width, '-ontgrendeld');
      await page.screenshot({ path: join(OUTPUT, unlocked), fullPage: true });
      log.push([unlocked, response?.status() ?? '-', ...problems].join('\t'));
    }
  } catch (error) {
    log.push([fileName(shot.name, viewport.width), 'FAILED', String(error.message).split('\n')[0], ...problems].join('\t'));
    process.exitCode = 1;
  } finally {
    await context.close();
  }
}

async function main() {
  const shots = shotList(process.argv.slice(2));
  if (shots.length === 0) throw new Error(`no demo page matches ${process.argv.slice(2).join(' ')}`);
  // A full run starts clean; a run for some paths keeps the other pages' shots.
  if (process.argv.length <= 2) rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(OUTPUT, { recursive: true });
  const { stack, browser } = await startStackAndBrowser('screenshots');
  const log = [];
  try {
    for (const shot of shots) {
      for (const viewport of WIDTHS) {
        await shoot(browser, stack.url, shot, viewport, log);
        console.log(log.at(-1).split('\t').slice(0, 2).join('  '));
      }
    }
  } finally {
    writeFileSync(join(OUTPUT, 'index.txt'), `${log.join('\n')}\n`);
    await Promise.allSettled([browser.close(), stack.stop()]);
  }
  console.log(`${log.length} screenshots in ${OUTPUT} (details: screenshots/index.txt)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
