#!/usr/bin/env node
/**
 * Screenshots of the owner dashboard (/wm, docs/dashboard.md) at 390 and 1280 px, on a
 * fresh demo stack: the login form (also with a refused password), Overzicht (with
 * missed pages, empty searches and three orders) and its redirect dialog, Doorverwijzingen
 * (also a refused redirect), the page list, a
 * page's editor, the new-page dialog, the menus and one menu's editor (a refused third level), the publish screen with changes and releases
 * (one of them scheduled),
 * one page's history with its diff, and Instellingen with each tab and an open colour
 * field, Formulieren (list, the contact form's builder with an open select field) and
 * Inzendingen (list and one submission with its photo), Webwinkel (products, a search,
 * a product with its options and an error, the category tree, a category, the orders
 * list, a paid and an unpaid order, quotes, a quote request, delivery and payment
 * methods, webshop settings), Bestanden (empty, with a photo, deleting it), and the
 * form-field kit (/wm/kit) with its icon picker and its schema-generated section form.
 * Writes screenshots/dashboard/<screen>-<width>.png.
 *
 *   npm run build -w ssr && node scripts/dashboard-screenshots.mjs
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { startStackAndBrowser, waitForHydration } from '../tests/e2e/browser.mjs';
import { logInToDashboard, prepareDashboardStory } from '../tests/e2e/dashboard.mjs';
import { DEMO_OWNER } from '../tests/e2e/demo.mjs';
import { PHOTO } from '../tests/e2e/images.mjs';
import { prepareOverviewStory } from '../tests/e2e/overview-story.mjs';
import { placeOrder, placePaidOrder } from '../tests/e2e/shop-orders.mjs';
import { ROOT } from '../tests/e2e/stack.mjs';

const OUTPUT = join(ROOT, 'screenshots', 'dashboard');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const { stack, browser } = await startStackAndBrowser('dashboard-screenshots');

/** Two cake orders through the visitor API and a contact message with a photo through the site. */
async function sendSubmissions() {
  const orders = [
    { naam: 'Sanne de Vries', email: 'sanne@example.nl', telefoon: '06 12345678', taart: 'appel', personen: '8', datum: '2026-12-12', tijd: '10:30', tekst: 'Gefeliciteerd Opa!', opmerkingen: 'Graag zonder noten.' },
    { naam: 'Karim el Amrani', email: 'karim@example.nl', telefoon: '', taart: 'vlaai', personen: '12', datum: '2026-12-19', tijd: '', tekst: '', opmerkingen: '' },
  ];
  for (const fields of orders) {
    const response = await fetch(`${stack.url}/api/services/websites/v1/forms/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ form_id: 'taart-bestellen', fields, url: '/catalogus/formulieren' }) });
    if (!response.ok) throw new Error(`a cake order is refused: ${response.status} ${await response.text()}`);
  }
  const page = await browser.newPage();
  await page.goto(`${stack.url}/contact`, { waitUntil: 'load' });
  const form = page.locator('form#formulier-contact');
  await waitForHydration(form);
  await form.getByLabel('Naam').fill('Anna Jansen');
  await form.getByLabel('E-mailadres').fill('anna@example.nl');
  await form.getByLabel('Bericht').fill('Kunnen jullie deze taart ook voor 20 personen maken?\nIk heb een foto bijgevoegd.');
  await form.locator('input[type="file"][name="bijlagen"]').setInputFiles(PHOTO);
  await form.locator('[data-uploaded-file]').first().waitFor();
  await form.getByRole('button', { name: 'Versturen' }).click();
  await form.getByRole('status').getByText('Bedankt').waitFor();
  await page.close();
}
/** A release of every draft planned for tomorrow 09:00 UTC, so Publiceren shows one waiting. */
async function scheduleRelease() {
  const call = async (path, body, token) => {
    const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${stack.url}/api/owner/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { token, projects } = await call('/login', DEMO_OWNER);
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setUTCHours(9, 0, 0, 0);
  await call(`/projects/${projects[0].id}/publish`, { note: 'Kerstactie', publish_at: tomorrow.toISOString() }, token);
}

try {
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(OUTPUT, { recursive: true });
  const story = await prepareDashboardStory(stack.url);
  await sendSubmissions();
  await prepareOverviewStory(stack.url);
  // Webwinkel: a paid order, an unpaid one holding stock (by transfer), a quote request.
  const paid = await placePaidOrder(stack.url, { lines: [{ product: 'stroopwafels', quantity: 3 }, { product: 'appeltaart', quantity: 1 }] });
  const unpaid = await placeOrder(stack.url, { lines: [{ product: 'tompouce', quantity: 6 }], payment: 'wire', shipping: 'bezorgen', buyer: { invoice_firstname: 'Bram', invoice_lastname: 'Jansen', invoice_email: 'bram@example.nl' } });
  const quote = await placeOrder(stack.url, {
    lines: [{ product: 'bruidstaart-klassiek', quantity: 1, type: 'quote', options: [{ title: 'Aantal gasten', value: '80 personen' }] }],
    buyer: {
      invoice_firstname: 'Lotte',
      invoice_lastname: 'Bakker',
      invoice_email: 'lotte@example.nl',
      // The wedding cake's form asks the date and place of the wedding.
      quote_answers: { 'bruiloft.datum': '2027-06-12', 'bruiloft.locatie': 'Utrecht' },
    },
  });
  await scheduleRelease();
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
    await page.getByRole('list', { name: "Gemiste pagina's" }).waitFor();
    await page.mouse.move(0, 0);
    await shot('overzicht');
    // Each width turns another miss into a redirect.
    const miss = viewport.width < 640 ? '/vacatures' : '/winkel/kerststol-2025';
    await page.getByRole('button', { name: `Doorverwijzing maken voor ${miss}` }).click();
    await page.getByRole('dialog').getByLabel('Nieuw adres').fill('/contact');
    await shot('doorverwijzing-maken');
    await page.getByRole('dialog').getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`${stack.url}/wm/redirects`);
    await page.getByRole('list', { name: 'Doorverwijzingen' }).waitFor();
    await shot('doorverwijzingen');
    await page.getByRole('button', { name: 'Doorverwijzing toevoegen' }).first().click();
    await page.getByRole('dialog').getByLabel('Oud adres').fill('/api/x');
    await page.getByRole('dialog').getByLabel('Nieuw adres').fill('http://elders.example');
    await page.getByRole('dialog').getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('dialog').getByText('Een adres buiten de site moet met https:// beginnen.').waitFor();
    await shot('doorverwijzing-fouten');
    await page.keyboard.press('Escape');
    await page.goto(`${stack.url}/wm/pages`);
    await page.getByRole('list', { name: "Pagina's" }).waitFor();
    await shot('paginas');
    await page.getByRole('button', { name: 'Pagina toevoegen' }).first().click();
    await page.getByRole('dialog').waitFor();
    await shot('pagina-toevoegen');
    await page.keyboard.press('Escape');
    await page.goto(`${stack.url}/wm/pages/${story.changedPageId}`);
    await page.frameLocator('iframe[title="Voorbeeld van de pagina (bewerken)"]').locator('[data-wm-section]').first().waitFor({ state: 'attached', timeout: 60_000 });
    await shot('pagina-editor');
    await page.getByRole('tab', { name: 'Pagina-instellingen' }).click();
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
    await page.goto(`${stack.url}/wm/forms`);
    await page.getByRole('list', { name: 'Formulieren' }).waitFor();
    await shot('formulieren');
    await page.getByRole('button', { name: 'Formulier toevoegen' }).click();
    await page.getByRole('dialog').getByLabel('Titel').fill('Offerte aanvragen');
    await shot('formulier-toevoegen');
    await page.keyboard.press('Escape');
    await page.goto(`${stack.url}/wm/forms/taart-bestellen`);
    await page.getByRole('list', { name: 'Velden' }).waitFor();
    await shot('formulier-bewerken');
    await page.getByRole('button', { name: 'Bewerken: Soort taart' }).click();
    await page.getByRole('list', { name: 'Opties van Soort taart' }).waitFor();
    await shot('formulier-veld-bewerken');
    await page.goto(`${stack.url}/wm/submissions`);
    await page.getByRole('list', { name: 'Inzendingen' }).waitFor();
    await shot('inzendingen');
    await page.getByRole('list', { name: 'Inzendingen' }).getByRole('link', { name: /Anna Jansen/ }).click();
    await page.getByRole('link', { name: /foto-tuin/ }).waitFor();
    await shot('inzending');
    await page.goto(`${stack.url}/wm/shop/products`);
    await page.getByRole('list', { name: 'Producten' }).waitFor();
    await shot('webwinkel-producten');
    await page.goto(`${stack.url}/wm/shop/products?q=taart&sort=-price`);
    await page.getByText(/van \d+ producten?$/).waitFor();
    await shot('webwinkel-producten-zoeken');
    await page.goto(`${stack.url}/wm/shop/products/gebakschaal`);
    await page.getByRole('list', { name: 'Opties' }).waitFor();
    await shot('webwinkel-product');
    await page.getByRole('button', { name: 'Verwijderen: Gebak per persoon' }).scrollIntoViewIfNeeded();
    await page.getByLabel('Bedrag (€, incl. btw)').fill('drie');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Niet opgeslagen: controleer de velden met een rode melding.').waitFor();
    await shot('webwinkel-product-fout');
    // The error toast may cover the save bar on a phone: the keyboard reaches it anyway.
    await page.getByRole('button', { name: 'Verwerpen' }).focus();
    await page.keyboard.press('Enter');
    await page.goto(`${stack.url}/wm/shop/categories`);
    await page.getByRole('list', { name: 'Categorieën' }).waitFor();
    await shot('webwinkel-categorieen');
    await page.goto(`${stack.url}/wm/shop/categories/taarten`);
    await page.getByRole('heading', { level: 1, name: 'Taarten' }).waitFor();
    await shot('webwinkel-categorie');
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
    await page.goto(`${stack.url}/wm/shop/orders`);
    await page.getByRole('list', { name: 'Bestellingen' }).waitFor();
    await shot('webwinkel-bestellingen');
    await page.goto(`${stack.url}/wm/shop/orders/${paid.number}`);
    await page.getByRole('region', { name: 'Verloop' }).waitFor();
    await shot('webwinkel-bestelling');
    await page.goto(`${stack.url}/wm/shop/orders/${unpaid.order.number}`);
    await page.getByRole('region', { name: 'Voorraad vastgehouden' }).waitFor();
    await shot('webwinkel-bestelling-onbetaald');
    await page.goto(`${stack.url}/wm/shop/quotes`);
    await page.getByRole('list', { name: 'Offerteaanvragen' }).waitFor();
    await shot('webwinkel-offertes');
    await page.goto(`${stack.url}/wm/shop/quotes/${quote.order.number}`);
    await page.getByRole('region', { name: 'Bestelling maken' }).waitFor();
    await shot('webwinkel-offerte');
    await page.goto(`${stack.url}/wm/shop/methods`);
    await page.getByRole('heading', { level: 2, name: 'Verzendmethoden' }).waitFor();
    await shot('webwinkel-verzending-betaling');
    await page.goto(`${stack.url}/wm/shop/settings`);
    await page.getByLabel('IBAN').waitFor();
    await shot('webwinkel-instellingen');
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
    await page.getByRole('tab', { name: 'Uit het schema' }).click();
    await page.getByLabel('Sectie of blok').selectOption('section:headerOne');
    await page.getByRole('tab', { name: 'Opmaak' }).waitFor();
    await shot('veldenkit-schema');
    await page.getByLabel('Sectie of blok').selectOption('block:image');
    await page.getByRole('tab', { name: 'Stijl' }).click();
    await page.getByRole('button', { name: 'Kleur en achtergrond' }).waitFor();
    await shot('veldenkit-stijl');
    await page.getByRole('tab', { name: 'Veldtypes' }).click();
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
