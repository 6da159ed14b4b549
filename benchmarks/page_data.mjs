/**
 * `make bench-page-data`: how much page data every demo page carries in its HTML (the
 * islands' props and the site slice they read, docs/islands.md) against the HTML
 * itself, measured on a fresh stack. Prints figures, asserts nothing.
 *
 *   node benchmarks/page_data.mjs
 *
 * Target (issue "Fast by construction"): only the props of islands, <= 10 % of the HTML.
 */
import { demoDocument } from '../tests/e2e/demo.mjs';
import { startStack } from '../tests/e2e/stack.mjs';

const TARGET = 0.1;
const ISLANDS_DATA = /<script type="application\/json" id="wm-islands">([\s\S]*?)<\/script>/;

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const stack = await startStack('bench-page-data');
try {
  const paths = demoDocument().pages.map((page) => page.path);
  const rows = [];
  for (const path of paths) {
    const html = await (await fetch(`${stack.url}${path}`)).text();
    const json = html.match(ISLANDS_DATA)?.[1] ?? '';
    const data = json ? JSON.parse(json) : { site: {}, islands: {} };
    const names = [...new Set(Object.values(data.islands).map((island) => island.name))].sort();
    rows.push({ path, html: Buffer.byteLength(html), data: Buffer.byteLength(json), names });
  }
  console.log(`Page data in the HTML, ${paths.length} demo pages (target <= ${TARGET * 100} % of the HTML)\n`);
  console.log(`${'page'.padEnd(28)} ${'HTML'.padStart(9)} ${'data'.padStart(8)} ${'share'.padStart(6)}  islands`);
  for (const row of rows) {
    const share = row.data / row.html;
    const mark = share <= TARGET ? ' ' : '!';
    console.log(`${row.path.padEnd(28)} ${kilobytes(row.html).padStart(9)} ${kilobytes(row.data).padStart(8)} ${(share * 100).toFixed(1).padStart(5)}%${mark} ${row.names.join(', ') || '-'}`);
  }
  const shares = rows.map((row) => row.data / row.html).sort((a, b) => a - b);
  const median = shares[Math.floor(shares.length / 2)];
  console.log(`\nmedian share ${(median * 100).toFixed(1)} % = ${(median / TARGET).toFixed(2)}x the target; ` +
    `${rows.filter((row) => row.data / row.html <= TARGET).length} of ${rows.length} pages within it`);
} finally {
  await stack.stop();
}
