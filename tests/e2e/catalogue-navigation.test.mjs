/**
 * The navigation area in Chromium: the site-wide cookie bar and preferences modal,
 * the sticky header wrapper, Header B's mobile overlay and the header search box,
 * on the site of tests/e2e/fixtures/navigation.json (navigation.localhost).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DESKTOP, MOBILE, eventually, screenshot, startStackAndBrowser, visibleCount, waitForHydration, waitForIslands, withPage } from './browser.mjs';

const HOST = 'navigation.localhost';
const SEARCH_PATH = '/api/services/websites/v1/search';
const YEAR_S = 365 * 24 * 60 * 60;
const DAY_S = 24 * 60 * 60;

let stack;
let browser;
let site;

before(async () => {
  ({ stack, browser } = await startStackAndBrowser('catalogue-navigation', {
    sites: [{ file: 'tests/e2e/fixtures/navigation.json', host: HOST }],
  }));
  site = stack.url.replace('127.0.0.1', HOST);
});

after(async () => {
  await Promise.all([stack?.stop(), browser?.close()]);
});

/** Opens `path` and waits until the page is interactive (its islands are scheduled). */
async function open(page, path) {
  await page.goto(`${site}${path}`);
  await waitForIslands(page);
}

const cookieBar = (page) => page.getByRole('region', { name: 'Wij gebruiken cookies' });

async function consentCookies(page) {
  const cookies = await page.context().cookies(site);
  return Object.fromEntries(cookies.filter((c) => c.name.startsWith('cookie_consent')).map((c) => [c.name, c]));
}

test('the cookie bar appears after the first interaction; Accept all stores a one-year consent', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await open(page, '/');
    await page.waitForTimeout(400);
    assert.equal(await visibleCount(cookieBar(page)), 0, 'no bar before any interaction');

    await page.mouse.move(200, 300);
    await cookieBar(page).waitFor({ state: 'visible', timeout: 10_000 });
    await page.screenshot({ path: await screenshot(page, 'navigation-cookie-bar'), fullPage: false });

    await page.getByRole('button', { name: 'Alles accepteren' }).click();
    await cookieBar(page).waitFor({ state: 'hidden', timeout: 10_000 });
    const cookies = await consentCookies(page);
    assert.equal(cookies.cookie_consent?.value, 'true');
    assert.equal(decodeURIComponent(cookies.cookie_consent_enabled?.value ?? ''), 'analytics,marketing');
    const now = Date.now() / 1000;
    for (const cookie of Object.values(cookies)) {
      assert.ok(Math.abs(cookie.expires - (now + YEAR_S)) < DAY_S, `${cookie.name} expires in one year (${cookie.expires})`);
      assert.equal(cookie.path, '/');
    }

    await open(page, '/header-b');
    await page.mouse.move(100, 100);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(400);
    assert.equal(await visibleCount(cookieBar(page)), 0, 'no bar once a consent is stored');
    assert.deepEqual(problems, []);
  });
});

test('the bar also appears on a key press, but never by itself', async (t) => {
  await withPage(t, browser, MOBILE, async (page) => {
    await open(page, '/menubalk');
    await page.waitForTimeout(600);
    assert.equal(await visibleCount(cookieBar(page)), 0);
    await page.keyboard.press('Shift');
    await cookieBar(page).waitFor({ state: 'visible', timeout: 10_000 });
  });
});

test('Manage cookies: necessary always on, toggles from initialState, unsaved notice until Save', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await open(page, '/');
    await page.mouse.move(300, 300);
    await page.getByRole('button', { name: 'Cookies beheren' }).click();
    const modal = page.getByRole('dialog', { name: 'Cookievoorkeuren' });
    await modal.waitFor({ state: 'visible' });
    const box = await modal.boundingBox();
    assert.ok(box && box.width <= 550 && box.width > 300, `modal at most 550 px wide (${box?.width})`);

    const necessary = modal.getByRole('switch', { name: /Noodzakelijke cookies/ });
    assert.equal(await necessary.isChecked(), true);
    assert.equal(await necessary.isDisabled(), true);
    const analytics = modal.getByRole('switch', { name: 'Statistieken' });
    const marketing = modal.getByRole('switch', { name: 'Marketing' });
    assert.deepEqual([await analytics.isChecked(), await marketing.isChecked()], [false, true], 'initialState decides');
    const notice = modal.getByText('Je keuze is nog niet opgeslagen.');
    assert.equal(await notice.isVisible(), true);

    await analytics.check();
    await page.screenshot({ path: await screenshot(page, 'navigation-cookie-modal'), fullPage: false });
    assert.equal(await notice.isVisible(), true);
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await modal.waitFor({ state: 'hidden' });
    assert.equal(await visibleCount(cookieBar(page)), 0, 'the bar is gone after saving');
    const cookies = await consentCookies(page);
    assert.equal(cookies.cookie_consent?.value, 'true');
    assert.equal(decodeURIComponent(cookies.cookie_consent_enabled?.value ?? ''), 'analytics,marketing');
    assert.deepEqual(problems, []);
  });
});

test('saving a false value for a cookie that was on reloads the page', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await open(page, '/');
    await page.evaluate(() => {
      window.__beforeReload = true;
    });
    await page.mouse.move(300, 300);
    await page.getByRole('button', { name: 'Cookies beheren' }).click();
    const modal = page.getByRole('dialog', { name: 'Cookievoorkeuren' });
    await modal.getByRole('switch', { name: 'Marketing' }).uncheck();
    const reloaded = page.waitForEvent('load');
    await modal.getByRole('button', { name: 'Opslaan' }).click();
    await reloaded;
    await waitForIslands(page);
    assert.equal(await page.evaluate(() => window.__beforeReload === true), false, 'the page was reloaded');
    const cookies = await consentCookies(page);
    assert.equal(cookies.cookie_consent?.value, 'true');
    assert.equal(decodeURIComponent(cookies.cookie_consent_enabled?.value ?? 'x'), '');
    await page.mouse.move(10, 10);
    await page.waitForTimeout(300);
    assert.equal(await visibleCount(cookieBar(page)), 0);
  });
});

async function scrollTo(page, y) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

test('the sticky header gets the fixed class after scrolling and loses it back at the top', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    await open(page, '/');
    const header = page.locator('header[data-template="headerOne"]');
    assert.equal(await page.locator('.wm-fixed').count(), 0, 'not fixed at the top');
    const contentTop = await page.locator('[data-template="sectionTitle"]').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

    await scrollTo(page, 900);
    await eventually(async () => (await page.locator('.wm-fixed header[data-template="headerOne"]').count()) === 1, 'header fixed after scrolling');
    const box = await header.boundingBox();
    assert.equal(Math.round(box.y), 0, 'pinned to the top of the viewport');
    const contentTopFixed = await page.locator('[data-template="sectionTitle"]').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    assert.ok(Math.abs(contentTopFixed - contentTop) < 2, 'the page below does not jump');
    await page.screenshot({ path: await screenshot(page, 'navigation-sticky-header'), fullPage: false });

    await scrollTo(page, 0);
    await eventually(async () => (await page.locator('.wm-fixed').count()) === 0, 'header unfixed back at the top');
    assert.deepEqual(problems, []);
  });
});

test('the sticky menu bar further down fixes only once it reaches the top', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await open(page, '/menubalk');
    const barTop = await page.locator('[data-template="MenusOne"]').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    assert.ok(barTop > 40, 'the bar starts below the logo header');
    await scrollTo(page, Math.floor(barTop / 2));
    await page.waitForTimeout(300);
    assert.equal(await page.locator('.wm-fixed').count(), 0, 'not fixed while still below the top');
    await scrollTo(page, barTop + 400);
    await eventually(async () => (await page.locator('.wm-fixed [data-template="MenusOne"]').count()) === 1, 'menu bar fixed');
    await scrollTo(page, 0);
    await eventually(async () => (await page.locator('.wm-fixed').count()) === 0, 'menu bar back in place');
  });
});

test('Header B on a phone: the overlay opens with the three menus and closes', async (t) => {
  await withPage(t, browser, MOBILE, async (page, problems) => {
    await open(page, '/header-b');
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    assert.equal(await visibleCount(toggle), 1);
    assert.equal(await visibleCount(page.getByRole('navigation', { name: 'Hoofdmenu' })), 0, 'desktop menus hidden on a phone');
    await toggle.click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await overlay.waitFor({ state: 'visible' });
    const box = await overlay.boundingBox();
    assert.deepEqual([box.x, box.y, box.width, box.height].map(Math.round), [0, 0, MOBILE.width, MOBILE.height], 'full screen');
    for (const [name, entry] of [['Hoofdmenu', 'Winkel'], ['Tweede menu', 'Bezorging'], ['Derde menu', 'Vacatures']]) {
      const nav = overlay.getByRole('navigation', { name });
      assert.equal(await nav.getByRole('link', { name: entry, exact: true }).isVisible(), true, `${name} shows ${entry}`);
    }
    assert.equal(await overlay.getByRole('link', { name: 'Mijn account' }).getAttribute('href'), '/account');
    assert.equal(await overlay.getByRole('link', { name: 'Facebook' }).isVisible(), true);
    await page.screenshot({ path: await screenshot(page, 'navigation-header-b-overlay'), fullPage: false });

    await overlay.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Submenu Winkel openen' }).click();
    assert.equal(await overlay.getByRole('link', { name: 'Taarten' }).isVisible(), true);
    await overlay.getByRole('button', { name: 'Terug' }).click();
    await page.getByRole('button', { name: 'Menu sluiten', expanded: true }).click();
    await overlay.waitFor({ state: 'detached' });
    assert.equal(await visibleCount(toggle), 1);
    assert.deepEqual(problems, []);
  });
});

test('Header B on a desktop: logo column of 110px, menus and login in view', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await open(page, '/header-b');
    const logoColumn = page.locator('header .md\\:grid-cols-\\[110px_1fr\\] > div').first();
    assert.equal(Math.round((await logoColumn.boundingBox()).width), 110);
    for (const name of ['Hoofdmenu', 'Tweede menu', 'Derde menu']) {
      assert.equal(await visibleCount(page.getByRole('navigation', { name })), 1, `${name} visible`);
    }
    assert.equal(await visibleCount(page.getByRole('link', { name: 'Mijn account' })), 1);
    await page.screenshot({ path: await screenshot(page, 'navigation-header-b-desktop'), fullPage: false });
  });
});

test('search box: a 404 from the search endpoint is silent; results show in a dropdown; Enter goes to /search', async (t) => {
  await withPage(t, browser, DESKTOP, async (page, problems) => {
    let answer = { status: 404, body: { errors: { general: ['Niet gevonden.'] } } };
    const bodies = [];
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
    });
    await open(page, '/zoeken-test');
    const input = page.getByPlaceholder('Zoek in de winkel...');
    await waitForHydration(input);

    // One input event: the 100 ms debounce itself is timed with fake timers in
    // blocks/src/search/SearchBox.dom.test.tsx; real keystroke gaps on a busy machine
    // can exceed it and would make this count flaky.
    await input.fill('brood');
    await eventually(() => bodies.length > 0, 'a search request after typing');
    await page.waitForTimeout(300);
    assert.equal(bodies.length, 1, 'one request for the whole word');
    assert.deepEqual(Object.keys(bodies[0]).sort(), ['current_url', 'filters', 'limit', 'query', 'website_id']);
    assert.deepEqual([bodies[0].query, bodies[0].filters, bodies[0].limit], ['brood', '', 30]);
    assert.equal(bodies[0].current_url, `${site}/zoeken-test`);
    assert.equal(await visibleCount(page.getByRole('listbox', { name: 'Zoekresultaten' })), 0, 'no dropdown after a failed search');
    assert.deepEqual(problems.filter((line) => !/status of 404/.test(line)), [], 'no errors besides the 404 itself');

    answer = {
      status: 200,
      body: {
        results: Array.from({ length: 12 }, (_, i) => ({ title: `Brood nummer ${i + 1}`, url: `/winkel/brood-${i + 1}`, main_image: '' })),
        info: { hits: 12 },
        filters: [],
      },
    };
    await input.pressSequentially('je', { delay: 20 });
    const list = page.getByRole('listbox', { name: 'Zoekresultaten' });
    await list.waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await list.getByRole('option').count(), 12);
    const scroll = await list.evaluate((el) => ({ overflow: getComputedStyle(el).overflowY, height: el.clientHeight, content: el.scrollHeight }));
    assert.equal(scroll.overflow, 'auto');
    assert.ok(scroll.height <= 13 * 16 + 2 && scroll.content > scroll.height, `scrollable, at most max-h-52 (${JSON.stringify(scroll)})`);
    await page.screenshot({ path: await screenshot(page, 'navigation-search-dropdown'), fullPage: false });

    await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
    assert.equal(await input.inputValue(), '');
    assert.equal(await visibleCount(list), 0);

    await input.fill('volkoren brood');
    await Promise.all([page.waitForURL(/\/search\?/), input.press('Enter')]);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/search');
    assert.equal(url.searchParams.get('query'), 'volkoren brood');
  });
});

test('page title and breadcrumbs: page data, the title fallback and derived breadcrumbs on a page without them', async (t) => {
  await withPage(t, browser, DESKTOP, async (page) => {
    await open(page, '/header-b');
    const crumbs = page.getByRole('navigation', { name: 'Broodkruimels' });
    assert.equal((await crumbs.innerText()).replace(/\s+/g, ' ').trim(), 'Home > Header B');
    assert.equal(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href'), '/');
    await open(page, '/tekstkop');
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'De pagina titel');
    // No stored breadcrumbs: the API derives them (Home, the page named by its path segment
    // as it has no title); the spec fallback 'Home > Over mij' is only for editor previews.
    const derived = page.getByRole('navigation', { name: 'Broodkruimels' });
    assert.equal((await derived.innerText()).replace(/\s+/g, ' ').trim(), 'Home > tekstkop');
    assert.equal(await derived.getByRole('link', { name: 'Home' }).getAttribute('href'), '/');
  });
});
