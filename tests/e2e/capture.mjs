/**
 * Screenshots of demo pages at desktop (1280) and phone (390) width on a fresh stack,
 * for looking at what visitors see. Not a test.
 *
 *   node tests/e2e/capture.mjs [/path ...]     (default: / /over-ons /contact /besloten /bestaat-niet)
 *
 * Files land in test-results/e2e/screens/<viewport>-<path>.png; with the mobile
 * menu opened as well (<...>-menu.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { DESKTOP, MOBILE, startStackAndBrowser } from './browser.mjs';
import { RESULTS } from './stack.mjs';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/', '/over-ons', '/contact', '/besloten', '/bestaat-niet');
const folder = join(RESULTS, 'screens');
mkdirSync(folder, { recursive: true });

const { stack, browser } = await startStackAndBrowser('capture');
try {
  for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]]) {
    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`${label}: pageerror ${error.message}`));
    for (const path of paths) {
      const name = `${label}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
      await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
      const toggle = page.getByRole('button', { name: 'Menu openen' }).filter({ visible: true });
      if (label === 'mobile' && (await toggle.count()) > 0) {
        await toggle.first().click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(folder, `${name}-menu.png`) });
      }
      console.log(`${name}.png`);
    }
    await context.close();
  }
} finally {
  await Promise.allSettled([stack.stop(), browser.close()]);
}
