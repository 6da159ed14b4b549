/**
 * Front-end quality of every demo page (docs/performance.md, "Front-end quality"):
 * - axe-core finds no WCAG 2.2 AA violation at 390 and 1280 px wide, on the page as a
 *   visitor gets it (loaded, network quiet, islands hydrated where they hydrate on load);
 * - the server HTML passes html-validate (.htmlvalidate.json at the repository root);
 * - every page has exactly one h1 and its heading levels never skip (docs/blocks.md);
 * - the head starts with <meta charset> and links a typed favicon and the manifest.
 * One stack and one browser serve the whole file.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import AxeBuilder from '@axe-core/playwright';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

import { DESKTOP, MOBILE, startStackAndBrowser, withPage } from './browser.mjs';
import { demoDocument } from './demo.mjs';
import { ROOT } from './stack.mjs';

/** The WCAG 2.2 AA rule set: every level A and AA rule up to 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The shop's pages (not in `pages`): /winkel, one category per layout the demo uses, a product with options, a sold-out one and /search. */
function shopPaths() {
  const { categories, products } = demoDocument().shop;
  const byLayout = new Map();
  for (const category of categories) if (category.layout && !byLayout.has(category.layout)) byLayout.set(category.layout, category.path);
  const stocked = products.find((product) => product.options?.length) ?? products[0];
  const soldOut = products.find((product) => product.stock_management && product.stock === 0);
  return [...new Set(['/winkel', ...byLayout.values(), stocked.path, ...(soldOut ? [soldOut.path] : []), '/search?query=taart'])];
}

const PATHS = [...demoDocument().pages.map((page) => page.path), ...shopPaths()];

let stack;
let browser;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('accessibility'));
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/**
 * The product page's gallery and add-to-cart area hydrate once in view; axe checks
 * them as a visitor uses them: hydrated, the stock answered.
 */
async function hydrateShopIslands(page) {
  const islands = page.locator('wm-island[data-island="productGallery"], wm-island[data-island="addToCart"]');
  if ((await islands.count()) === 0) return;
  await islands.evaluateAll((elements) => elements.forEach((element) => element.dispatchEvent(new CustomEvent('wm:hydrate'))));
  await page.waitForFunction(
    () => [...document.querySelectorAll('wm-island[data-island="productGallery"], wm-island[data-island="addToCart"]')].every((element) => element.hasAttribute('data-hydrated')),
  );
  await page.waitForFunction(() => !document.querySelector('[data-add-to-cart-area][data-stock="loading"]'));
}

/** One line per failing element: rule, impact, what axe says and where. */
function describeViolations(path, viewport, violations) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${path} @${viewport.width}px [${violation.id}, ${violation.impact}] ${violation.help}: ` +
        `${node.target.join(' ')} :: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

for (const path of PATHS) {
  test(`axe finds no WCAG 2.2 AA violation on ${path} at 390 and 1280 px`, async (t) => {
    const found = [];
    for (const viewport of [MOBILE, DESKTOP]) {
      await withPage(t, browser, viewport, async (page) => {
        await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' });
        await hydrateShopIslands(page);
        const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        found.push(...describeViolations(path, viewport, result.violations));
      });
    }
    assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
  });
}

test('the server HTML of every demo page is valid (html-validate) with one h1 and no skipped heading level', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems = [];
  for (const path of PATHS) {
    const html = await (await fetch(`${stack.url}${path}`)).text();
    // The file name only picks the configuration: .htmlvalidate.json at the root.
    const report = await validator.validateString(html, `${ROOT}demo${path === '/' ? '/index' : path.replace(/\?.*$/, '')}.html`);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${path}:${message.line}:${message.column} [${message.ruleId}] ${message.message}`);
      }
    }
    problems.push(...outlineProblems(path, html));
  }
  assert.deepEqual(problems, [], `HTML problems:\n${problems.join('\n')}`);
});

// The page shell's <head> (ssr/pages): charset first, a typed favicon, the manifest.
test(
  'every demo page starts its head with <meta charset> and links a typed favicon and the web manifest',
  async () => {
    const problems = [];
    for (const path of PATHS) {
      const html = await (await fetch(`${stack.url}${path}`)).text();
      const head = html.match(/<head[^>]*>([\s\S]*?)<\/head>/i)?.[1] ?? '';
      if (!/^\s*<meta charset="utf-8"\s*\/?>/i.test(head)) problems.push(`${path}: <meta charset> is not the first element of <head>`);
      const icon = head.match(/<link\b[^>]*rel="icon"[^>]*>/i)?.[0] ?? '';
      if (!/\btype="[^"]+"/.test(icon)) problems.push(`${path}: the favicon link has no type (${icon || 'no link'})`);
      if (!/<link\b[^>]*rel="manifest"[^>]*href="[^"]+"/i.test(head)) problems.push(`${path}: no <link rel="manifest">`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  },
);

/** Exactly one h1, and no heading more than one level below the one before it. */
function outlineProblems(path, html) {
  const body = html.replace(/<(script|template)\b[\s\S]*?<\/\1>/gi, '');
  const levels = [...body.matchAll(/<h([1-6])\b/gi)].map(([, level]) => Number(level));
  const problems = [];
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements, expected exactly one`);
  levels.forEach((level, index) => {
    const previous = index === 0 ? 0 : levels[index - 1];
    if (level > previous + 1) problems.push(`${path}: h${level} follows h${previous || '(none)'} (heading ${index + 1})`);
  });
  return problems;
}
