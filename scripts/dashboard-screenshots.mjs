#!/usr/bin/env node
/**
 * Screenshots of the owner dashboard (/wm, docs/dashboard.md) at 390 and 1280 px, on a
 * fresh demo stack: the login form (also with a refused password), the page list, a
 * page's editor, the new-page dialog, the menus and one menu's editor (a refused third level), the publish screen with changes and releases,
 * one page's history with its diff, and Instellingen with each tab and an open colour
 * field, Bestanden (empty, with a photo, deleting it) and the form-field kit with its
 * icon picker. Writes screenshots/dashboard/<screen>-<width>.png.
 *
 *   npm run build -w ssr && node scripts/dashboard-screenshots.mjs
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startStackAndBrowser } from '../tests/e2e/browser.mjs';
import { logInToDashboard, prepareDashboardStory } from '../tests/e2e/dashboard.mjs';
import { DEMO_OWNER } from '../tests/e2e/demo.mjs';
import { ROOT } from '../tests/e2e/stack.mjs';

const OUTPUT = join(ROOT, 'screenshots', 'dashboard');
const PHOTO = fileURLToPath(new URL('../tests/e2e/fixtures/uploads/foto-tuin.jpg', import.meta.url));
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const { stack, browser } = await startStackAndBrowser('dashboard-screenshots');
try {
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(OUTPUT, { recursive: true });
  const story = await prepareDashboardStory(stack.url);
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const page = await context.newPage();
    const shot = async (name) => {
      // Toasts and transitions settle before the picture.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUTPUT, `${name}-${viewport.width}.png`), fullPage: true });
    };
    await page.goto(`${stack.url}/wm`);
    await page.getByLabel('E-mail').waitFor();
    await shot('inloggen');
    await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
    await page.getByLabel('Wachtwoord').fill('fout-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('alert').waitFor();
    await shot('inloggen-geweigerd');
    await logInToDashboard(page, stack.url);
    await shot('paginas');
    await page.getByRole('button', { name: 'Pagina toevoegen' }).first().click();
    await page.getByRole('dialog').waitFor();
    await shot('pagina-toevoegen');
    await page.keyboard.press('Escape');
    await page.goto(`${stack.url}/wm/pages/${story.changedPageId}`);
    await page.getByLabel('Titel', { exact: true }).waitFor();
    await shot('pagina-bewerken');
    await page.getByLabel('Titel', { exact: true }).fill('Nieuwe titel');
    await shot('pagina-niet-opgeslagen');
    await page.goto(`${stack.url}/wm/menus`);
    await page.getByRole('list', { name: "Menu's" }).waitFor();
    await shot('menus');
    await page.goto(`${stack.url}/wm/menus/hoofdmenu`);
    await page.getByRole('list', { name: 'Menu-items' }).waitFor();
    await page.getByRole('button', { name: 'Bewerken: Home' }).click();
    await page.getByRole('button', { name: 'Inspringen: Taarten' }).click();
    await page.getByRole('button', { name: 'Inspringen: Koekjes' }).click();
    await page.getByRole('button', { name: 'Inspringen: Koekjes' }).click();
    await page.getByRole('status').filter({ hasText: 'hoogstens twee uitklapniveaus' }).waitFor();
    await shot('menu-bewerken');
    await page.getByRole('button', { name: 'Verwerpen' }).click();
    await page.goto(`${stack.url}/wm/publish`);
    await page.getByRole('list', { name: 'Publicaties' }).waitFor();
    await shot('publiceren');
    await page.goto(`${stack.url}/wm/publish/history/page/${story.changedPageId}`);
    await page.getByRole('list', { name: 'Verschillen' }).waitFor();
    await shot('geschiedenis');
    await page.goto(`${stack.url}/wm/settings`);
    await page.getByLabel('Titel van de website').waitFor();
    await shot('instellingen');
    for (const [tab, name] of [['Kleuren', 'kleuren'], ['Vertalingen', 'vertalingen'], ['Cookiemelding', 'cookiemelding']]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('heading', { name: tab, level: 2 }).waitFor();
      await shot(`instellingen-${name}`);
    }
    await page.getByRole('tab', { name: 'Kleuren' }).click();
    await page.getByRole('button', { name: 'Primair 500', exact: true }).first().click();
    await page.getByLabel('RGBA-waarde').waitFor();
    await shot('instellingen-kleur-kiezen');
    await page.goto(`${stack.url}/wm/files`);
    const fileList = page.getByRole('list', { name: 'Bestanden' });
    const noFiles = page.getByText('Je project heeft nog geen bestanden.');
    await fileList.or(noFiles).first().waitFor();
    if (await noFiles.isVisible()) {
      await shot('bestanden-leeg');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Bestanden kiezen' }).click();
      await (await chooser).setFiles([PHOTO]);
    }
    const photo = fileList.getByRole('img', { name: 'foto-tuin.jpeg' });
    await photo.waitFor();
    await page.waitForFunction((element) => element.complete && element.naturalWidth > 0, await photo.elementHandle());
    await shot('bestanden');
    await page.getByRole('button', { name: 'foto-tuin.jpeg verwijderen' }).click();
    await page.getByRole('alertdialog').waitFor();
    await shot('bestand-verwijderen');
    await page.keyboard.press('Escape');
    await page.goto(`${stack.url}/wm/kit`);
    await page.getByRole('heading', { name: 'Formulierveldenkit' }).waitFor();
    await page.getByRole('group', { name: 'Tekstblok' }).and(page.locator('[data-ready]')).waitFor();
    await shot('veldenkit');
    await page.getByRole('button', { name: 'Icoon', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Icoon zoeken' }).fill('cake');
    await page.getByRole('option').first().waitFor();
    await page.screenshot({ path: join(OUTPUT, `veldenkit-icoon-${viewport.width}.png`) });
    await page.keyboard.press('Escape');
    await context.close();
  }
  console.log(`screenshots in ${OUTPUT}`);
} finally {
  await Promise.all([stack.stop(), browser.close()]);
}
