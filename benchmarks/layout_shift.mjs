/**
 * Layout shifts with late images: every demo page and the shop pages of
 * tests/e2e/demo.mjs (shopPages) at 390 and 1280 px, each loaded with every image
 * request held back until the page has painted (tests/e2e/shifts.mjs), so an image box
 * that does not reserve its size moves the text below it when the image arrives. Lighthouse
 * loads images fast on a quiet machine and can miss such a box; this check cannot. Prints
 * the summed shift per page and width and, for a page that moves, the nodes that moved.
 * Exits 1 when any page shifts more than 0.001. `make lighthouse` runs it on its own
 * stack after Lighthouse (benchmarks/lighthouse.mjs).
 *
 *   node benchmarks/layout_shift.mjs                   # every page, 390 and 1280 px
 *   node benchmarks/layout_shift.mjs --quick           # the quick pages of make lighthouse
 *   node benchmarks/layout_shift.mjs --pages /,/winkel --widths 390
 *
 * Needs `npm run build -w ssr` and /usr/bin/chromium.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { launchBrowser } from '../tests/e2e/browser.mjs';
import { demoDocument, shopPages } from '../tests/e2e/demo.mjs';
import { NO_SHIFT, describeShifts, measureLayoutShift } from '../tests/e2e/shifts.mjs';
import { startStack } from '../tests/e2e/stack.mjs';

export const WIDTHS = [390, 1280];
const HEIGHTS = { 390: 844, 1280: 800 };

/** Every demo page, then the shop pages. */
export function allPages() {
  return [...demoDocument().pages.map((page) => page.path), ...shopPages()];
}

/** The quick selection: the home page, the gallery page and the shop's product gallery. */
export function quickPages() {
  return ['/', '/catalogus/gallerijen', shopPages()[4]];
}

/**
 * Loads each of `paths` on `siteUrl` at each width with late images; prints a line per
 * load and returns the misses, one sentence each (page, width, figure).
 */
export async function checkLayoutShifts(siteUrl, paths, { widths = WIDTHS, log = console.log } = {}) {
  const browser = await launchBrowser();
  const misses = [];
  try {
    log(`\nLayout shift with late images (every image held back until the first paint); target: <= ${NO_SHIFT}`);
    log(`${'page'.padEnd(42)} ${widths.map((width) => `${width} px`.padStart(9)).join(' ')}  held images`);
    for (const path of paths) {
      const cells = [];
      let held = 0;
      const details = [];
      for (const width of widths) {
        let result;
        try {
          result = await measureLayoutShift(browser, `${siteUrl}${path}`, { width, height: HEIGHTS[width] ?? 800 });
        } catch (error) {
          cells.push('error'.padStart(9));
          misses.push(`late images ${width} px ${path}: no result (${error.message})`);
          continue;
        }
        held = Math.max(held, result.heldImages);
        cells.push(`${result.cls.toFixed(4)}${result.cls > NO_SHIFT ? '!' : ' '}`.padStart(9));
        if (result.cls > NO_SHIFT) {
          misses.push(`late images ${width} px ${path}: layout shift ${result.cls.toFixed(4)} (target <= ${NO_SHIFT})`);
          details.push(`  ${width} px: ${describeShifts(result.shifts)}`);
        }
      }
      log(`${path.padEnd(42)} ${cells.join(' ')}  ${held}`);
      for (const detail of details) log(detail);
    }
  } finally {
    await browser.close();
  }
  return misses;
}

/** Prints the misses as a block nobody can overlook and sets the exit code. */
export function failLoudly(misses, what) {
  if (!misses.length) {
    console.log(`\n${what}: every page meets its target.`);
    return;
  }
  const rule = '='.repeat(78);
  console.error(`\n${rule}\nFAILED: ${what}: ${misses.length} below target\n${rule}`);
  for (const miss of misses) console.error(`  ${miss}`);
  console.error(rule);
  process.exitCode = 1;
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      pages: { type: 'string' },
      widths: { type: 'string' },
    },
  });
  const paths = options.pages ? options.pages.split(',') : options.quick ? quickPages() : allPages();
  const widths = options.widths ? options.widths.split(',').map(Number) : WIDTHS;
  const stack = await startStack('layout-shift-bench');
  try {
    failLoudly(await checkLayoutShifts(stack.url, paths, { widths }), 'layout shift with late images');
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
