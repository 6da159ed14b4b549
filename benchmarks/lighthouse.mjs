/**
 * Lighthouse on every demo page, mobile and desktop, against a fresh stack (the one
 * the browser tests use), with Debian's Chromium. Prints the four category scores,
 * LCP, CLS and TBT per page beside the targets of docs/performance.md, and the
 * performance score as a ratio against a baseline run side by side: the home page's
 * own server HTML with every <script> removed (same CSS, images and server), i.e.
 * what the page would score without any JavaScript. Asserts nothing.
 *
 *   node benchmarks/lighthouse.mjs                 # every demo page, mobile and desktop
 *   node benchmarks/lighthouse.mjs --quick         # two pages, mobile only
 *   node benchmarks/lighthouse.mjs --pages /,/contact --form desktop
 *
 * Needs `npm run build -w ssr` (make lighthouse does it) and /usr/bin/chromium.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { demoDocument } from '../tests/e2e/demo.mjs';
import { startStack } from '../tests/e2e/stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = { performance: 95, accessibility: 100, cls: 0 };
const QUICK_PAGES = ['/', '/catalogus/gallerijen'];
const BASELINE = '/__baseline-home-without-js';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    pages: { type: 'string' },
    form: { type: 'string' },
  },
});

const allPaths = demoDocument().pages.map((page) => page.path);
const paths = options.pages ? options.pages.split(',') : options.quick ? QUICK_PAGES : allPaths;
const forms = options.form ? [options.form] : options.quick ? ['mobile'] : ['mobile', 'desktop'];

/**
 * Serves the baseline (the home page's server HTML without scripts) and forwards every
 * other request (CSS, images, fonts) to the stack, so both load the same resources.
 */
async function startBaselineServer(siteUrl) {
  const home = await (await fetch(`${siteUrl}/`)).text();
  const withoutScripts = home
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const server = createServer(async (request, response) => {
    if (request.url === BASELINE) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(withoutScripts);
      return;
    }
    try {
      const upstream = await fetch(`${siteUrl}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = {};
      for (const name of ['content-type', 'cache-control']) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    } catch (error) {
      response.writeHead(502);
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function audit(chrome, url, form) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    // The scored metrics that fall short (weighted audits of the performance category),
    // and the accessibility audits that fail.
    failing: [
      ...categories.performance.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9),
      ...(categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0),
    ].map((ref) => `${ref.id} ${audits[ref.id].displayValue ?? ''}`.trim()),
  };
}

const pad = (value, width) => String(value).padStart(width);
const mark = (ok) => (ok ? 'ok' : 'MISS');

function row(label, figures, baseline) {
  const ratio = baseline ? `${(figures.performance / baseline.performance).toFixed(2)}x` : '-';
  const met =
    figures.performance >= TARGETS.performance && figures.accessibility >= TARGETS.accessibility && figures.cls <= TARGETS.cls;
  return [
    label.padEnd(34),
    pad(figures.performance, 4),
    pad(ratio, 6),
    pad(figures.accessibility, 5),
    pad(figures.bestPractices, 4),
    pad(figures.seo, 4),
    pad(`${(figures.lcp / 1000).toFixed(2)} s`, 8),
    pad(figures.cls.toFixed(3), 6),
    pad(`${Math.round(figures.tbt)} ms`, 7),
    `  ${mark(met)}`,
  ].join(' ');
}

const stack = await startStack('lighthouse');
const baselineServer = await startBaselineServer(stack.url);
const misses = [];
try {
  console.log(
    `Lighthouse, Chromium ${CHROMIUM}; targets: performance >= ${TARGETS.performance}, ` +
      `accessibility ${TARGETS.accessibility}, CLS ${TARGETS.cls}. ` +
      'perf ratio = page performance / baseline (the home page HTML without scripts), same run.',
  );
  for (const form of forms) {
    // A fresh browser per form factor; Lighthouse opens a new tab for every run.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const baseline = await audit(chrome, `${baselineServer.url}${BASELINE}`, form);
      console.log(`\n${form}`);
      console.log(
        `${'page'.padEnd(34)} perf  ratio  a11y   bp  seo      LCP    CLS     TBT  target`,
      );
      console.log(row('(baseline: home without scripts)', baseline));
      for (const path of paths) {
        let figures;
        try {
          figures = await audit(chrome, `${stack.url}${path}`, form);
        } catch (error) {
          console.log(`${path.padEnd(34)} Lighthouse failed: ${error.message}`);
          misses.push(`${form} ${path}: no result (${error.message})`);
          continue;
        }
        console.log(row(path, figures, baseline));
        if (figures.performance < TARGETS.performance || figures.accessibility < TARGETS.accessibility || figures.cls > TARGETS.cls) {
          misses.push(`${form} ${path}: ${figures.failing.join(', ') || 'no single audit below 0.9'}`);
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  if (misses.length) console.log(`\nPages below target (the audits that pull them down):\n  ${misses.join('\n  ')}`);
} finally {
  await baselineServer.close();
  await stack.stop();
}
