/**
 * Headless Debian Chromium driven by playwright-core (no downloaded browsers), plus
 * the page session every browser test uses: a fresh context per test, console
 * errors and uncaught page errors collected, a screenshot saved on failure.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

import { RESULTS, startStack } from './stack.mjs';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export function launchBrowser() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Native date and file inputs speak Dutch, like the site.
      '--lang=nl-NL',
    ],
  });
}

/**
 * A fresh stack and a browser, started side by side; when either fails the other is
 * stopped too, so a broken start never leaves a process running.
 */
export async function startStackAndBrowser(name, stackOptions = {}) {
  const [stack, browser] = await Promise.allSettled([startStack(name, stackOptions), launchBrowser()]);
  if (stack.status === 'rejected' || browser.status === 'rejected') {
    await Promise.allSettled([stack.value?.stop(), browser.value?.close()]);
    throw stack.reason ?? browser.reason;
  }
  return { stack: stack.value, browser: browser.value };
}

function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
}

/** Saves a full-page screenshot under test-results/e2e/; returns its path. */
export async function screenshot(page, name) {
  mkdirSync(RESULTS, { recursive: true });
  const path = join(RESULTS, `${slug(name)}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Runs `body(page, problems)` in a fresh browser context of the given viewport.
 * `problems` collects console errors and uncaught exceptions; a failing body
 * leaves a screenshot named after the test. `contextOptions` go to the context
 * (e.g. `{ javaScriptEnabled: false }`).
 */
export async function withPage(t, browser, viewport, body, contextOptions = {}) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL', ...contextOptions });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = [];
  page.on('console', (message) => {
    const { url } = message.location();
    // Chromium asks for /favicon.ico on its own; a missing one is not the page's error.
    if (message.type() !== 'error' || new URL(url || 'about:blank').pathname === '/favicon.ico') return;
    problems.push(`console: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  try {
    await body(page, problems);
  } catch (error) {
    try {
      const path = await screenshot(page, `failed-${t.name}`);
      error.message += `\n(screenshot: ${path})`;
    } catch {
      // The page may already be gone; the original failure matters more.
    }
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * Resolves once React has hydrated `locator`'s element: React attaches its fiber to
 * every DOM node it hydrates, which server-rendered HTML never has. Interacting
 * before that would test the static HTML, not the page.
 */
export async function waitForHydration(locator, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  const target = locator.first();
  await target.waitFor({ state: 'attached', timeout });
  // An island that waits for a visitor (interaction, visibility) is asked to hydrate now.
  await target.evaluate((element) => {
    const island = element.closest('wm-island:not([data-hydrated])');
    island?.dispatchEvent(new CustomEvent('wm:hydrate'));
  });
  while (Date.now() < deadline) {
    const hydrated = await target.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
    if (hydrated) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not hydrated within ${timeout} ms: ${target}`);
}

/** Waits until the page's client entry has scheduled its islands (none may hydrate yet). */
export async function waitForIslands(page, timeout = 30_000) {
  await page.locator('html[data-islands]').waitFor({ state: 'attached', timeout });
}

/** Number of elements matched by `locator` that a visitor can see. */
export function visibleCount(locator) {
  return locator.filter({ visible: true }).count();
}

/**
 * The indexes (`data-<key>`) of the `item` elements inside `root` (a locator) whose middle
 * lies inside the box of `frame` (a selector within `root`), read at one moment: what a
 * carousel or a thumbnail strip shows.
 */
export function indexesInView(root, { frame, item, key }) {
  return root.evaluate(
    (element, options) => {
      const box = element.querySelector(options.frame).getBoundingClientRect();
      return [...element.querySelectorAll(options.item)]
        .filter((node) => {
          const rect = node.getBoundingClientRect();
          const middle = rect.left + rect.width / 2;
          return middle > box.left && middle < box.right;
        })
        .map((node) => Number(node.dataset[options.key]));
    },
    { frame, item, key },
  );
}

/** Waits until `check()` is truthy (polled), failing with `message` after `timeout`. */
export async function eventually(check, message, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The cookie bar appears with a page's first interaction, over the bottom of the window:
 * a click there can open it and land on it instead. Consent given keeps it out of the way.
 */
export async function acceptCookies(page, stack) {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'true', url: stack.url }]);
}
