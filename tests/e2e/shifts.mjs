/**
 * Layout shifts of one page load with late images, for the layout-shift browser test
 * and `benchmarks/layout_shift.mjs`. Every image request is held back until the page
 * has painted its first content and its client entry has scheduled the islands, then
 * all are let through at once: each image arrives after the text around it was laid
 * out, the worst case for a box that does not reserve the image's size. Layout-shift
 * entries are recorded from the start by a PerformanceObserver (buffered), with the
 * nodes that moved, until the images of the first screen are in, the islands that
 * hydrate on their own (load, idle, visible) have hydrated and two frames have passed.
 * Entries after recent input do not count (as in CLS); nothing here gives any input.
 */

/** Summed shifts at or below this count as none (float noise of sub-pixel layout). */
export const NO_SHIFT = 0.001;

const HYDRATING_ON_THEIR_OWN = ['load', 'idle', 'visible'];

function recordShifts() {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? `#text ${JSON.stringify((node.textContent ?? '').trim().slice(0, 30))}` : '(removed)';
    const data = [...node.attributes].filter((attribute) => attribute.name.startsWith('data-')).map((attribute) => `[${attribute.name}]`);
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).filter(Boolean).slice(0, 4) : [];
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes.map((name) => `.${name}`).join('')}${data.slice(0, 2).join('')}`;
  };
  const rect = (box) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves when `check` (run in the page) is truthy; fails naming `what` after `timeout`. */
async function until(page, check, argument, what, timeout) {
  try {
    await page.waitForFunction(check, argument, { timeout, polling: 50 });
  } catch (error) {
    throw new Error(`${page.url()}: ${what} not within ${timeout} ms (${error.message.split('\n')[0]})`);
  }
}

/**
 * Loads `url` in a fresh context of `browser` at `viewport` with late images; returns
 * `{ cls, shifts, heldImages, problems }`: the summed shift, each shift entry with the
 * nodes that moved (`node`, `from`, `to` rectangles), how many image requests were held
 * back, and the console errors and uncaught exceptions of the page.
 * `options.html` rewrites the page's HTML before the browser gets it (to show that the
 * check sees a shift).
 */
export async function measureLayoutShift(browser, url, viewport, { timeout = 20_000, html } = {}) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL' });
  try {
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !(message.location().url ?? '').endsWith('/favicon.ico')) problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const held = [];
    let holding = true;
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (holding && request.resourceType() === 'image') held.push(route);
      else if (html && request.isNavigationRequest()) {
        const response = await route.fetch();
        await route.fulfill({ response, body: html(await response.text()) });
      } else route.fallback();
    });
    await page.goto(url, { waitUntil: 'commit', timeout });
    await until(
      page,
      () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      undefined,
      'first contentful paint',
      timeout,
    );
    await page.waitForLoadState('domcontentloaded', { timeout });
    // A page without islands has no client entry to wait for.
    await until(
      page,
      () => document.documentElement.hasAttribute('data-islands') || !document.getElementById('wm-islands'),
      undefined,
      'the islands scheduled',
      timeout,
    );
    holding = false;
    const heldImages = held.length;
    await Promise.all(held.map((route) => route.fallback()));
    await page.waitForLoadState('load', { timeout });
    await until(
      page,
      (moments) => {
        const onScreen = (element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        };
        const imagesIn = [...document.images].filter((image) => image.loading !== 'lazy' || onScreen(image)).every((image) => image.complete);
        const islandsIn = [...document.querySelectorAll('wm-island:not([data-hydrated])')].every((island) => {
          const moment = island.dataset.hydrate ?? 'load';
          if (!moments.includes(moment)) return true;
          const box = island.firstElementChild;
          return moment === 'visible' && box && !onScreen(box);
        });
        return imagesIn && islandsIn;
      },
      HYDRATING_ON_THEIR_OWN,
      'images of the first screen and the islands that hydrate on their own',
      timeout,
    );
    // Shift entries of the last frames are delivered to the observer as a task after
    // the frame: two frames and a task later, every one is in.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
    );
    const shifts = await page.evaluate(() => window.__layoutShifts);
    const cls = shifts.reduce((sum, entry) => sum + entry.value, 0);
    return { cls, shifts, heldImages, problems };
  } finally {
    await context.close();
  }
}

/** One line per shift entry, its moved nodes indented: for a failure message. */
export function describeShifts(shifts) {
  return shifts
    .map(
      (entry) =>
        `${entry.value.toFixed(4)} at ${entry.time} ms\n` +
        entry.sources.map((source) => `      ${source.node}: ${source.from} -> ${source.to}`).join('\n'),
    )
    .join('\n    ');
}
