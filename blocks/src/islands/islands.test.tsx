/**
 * Islands on the server: which components become `<wm-island>` elements, what of their
 * props and of the site reaches the page's islands data, and that a page without
 * interactive parts carries none.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SiteDesktopMenu } from '../menu/DesktopMenu.tsx';
import { SiteMobileMenu } from '../menu/MobileMenu.tsx';
import { RichText } from '../richtext/RichText.tsx';
import { SiteSearchBox } from '../search/SearchBox.tsx';
import { siteValue } from '../site/SiteContext.tsx';
import { emptyNeeds, recordingSite } from './siteSlice.ts';
import type { Menu } from '../site/types.ts';
import { scriptJson } from './collector.ts';
import { renderIslandNode } from '../test/islandsRender.tsx';

const MAIN: Menu = {
  id: 'hoofdmenu',
  items: [
    { id: 'm1', label: 'Home', link: '/' },
    { id: 'm2', label: 'Winkel', link: '/winkel', type: 'submenu_simple', items: [{ id: 'm3', label: 'Brood', link: '/winkel/brood' }] },
  ],
};
const FOOTER: Menu = { id: 'voet', items: [{ id: 'f1', label: 'Privacy', link: '/privacy' }] };

const site = {
  project: { id: 7, title: 'Bakkerij', translations: { website_search_field_placeholder: 'Zoek brood' }, styles: { primary: '#b45309' } },
  page: { id: 3, path: '/winkel', post_title: 'Winkel', seo_description: 'Alles over onze winkel' },
  menus: { hoofdmenu: MAIN, voet: FOOTER },
  currentPath: '/winkel',
};

function Header() {
  return (
    <header>
      <SiteDesktopMenu items={MAIN.items} currentPath="/winkel" />
      <SiteMobileMenu items={MAIN.items} currentPath="/winkel" showLabel />
      <SiteSearchBox />
    </header>
  );
}

describe('islands on a server-rendered page', () => {
  test('each interactive part becomes an island with its hydration moment', () => {
    const { body } = renderIslandNode(<Header />, site);
    const islands = [...body.matchAll(/<wm-island data-island="(\w+)" data-id="(\w+)" data-hydrate="([\w:-]+)">/g)].map((m) => m.slice(1));
    expect(islands).toEqual([
      ['desktopMenu', 'i0', 'interaction'],
      ['mobileMenu', 'i1', 'interaction'],
      ['searchBox', 'i2', 'interaction'],
    ]);
    // The server HTML is the component's own: the menu links and the search form are there.
    expect(body).toContain('href="/winkel/brood"');
    expect(body).toMatch(/<form[^>]*action="\/search"/);
  });

  test('a menu travels once, by key, and only the site keys the islands read are sent', () => {
    const { data } = renderIslandNode(<Header />, site);
    expect(data?.islands.i0.props).toMatchObject({ menu: 'hoofdmenu', currentPath: '/winkel' });
    expect(data?.islands.i0.props).not.toHaveProperty('items');
    expect(data?.islands.i1.props).toMatchObject({ menu: 'hoofdmenu', showLabel: true });
    expect(Object.keys(data?.site.menus ?? {})).toEqual(['hoofdmenu']);
    // The search box reads the placeholder translation; nobody reads the styles or the description.
    expect(data?.site.project).toEqual({ id: 7, translations: site.project.translations });
    expect(data?.site.page).toEqual({ id: 3, path: '/winkel' });
    expect(data?.site).toMatchObject({ currentPath: '/winkel', apiBase: '', editable: false });
  });

  test("the page's shop cards never reach an island: it sees an empty shop on the server as in the browser", () => {
    const shop = { products: { appeltaart: { id: 'appeltaart', title: 'Appeltaart', url: '/product/appeltaart' } }, categories: {}, listings: { b1: ['appeltaart'] } };
    const needs = emptyNeeds();
    const seen = recordingSite(siteValue({ ...site, shop }), needs);
    expect(seen.shop).toEqual({ products: {}, categories: {}, listings: {} });
    expect(siteValue().shop).toEqual(seen.shop);
    const { data } = renderIslandNode(<Header />, { ...site, shop });
    expect(JSON.stringify(data)).not.toContain('Appeltaart');
  });

  test('useId values are prefixed per island, so the browser root renders the same ids', () => {
    const { body } = renderIslandNode(<Header />, site);
    const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^_?i\d+-/);
  });

  test("an island inside another island's own render is part of it, and its code is loaded with it", () => {
    const items = [
      ...MAIN.items,
      { id: 't1', label: 'Tekst', item_type: 'text', text: { blocks: [{ type: 'raw', data: { html: '<b>Ontwikkelaar</b>' } }] } },
    ];
    const { data, body } = renderIslandNode(<SiteDesktopMenu items={items} currentPath="/winkel" />, site);
    expect(Object.values(data?.islands ?? {}).map((island) => [island.name, island.uses])).toEqual([['desktopMenu', ['sandboxFrame']]]);
    expect(body.match(/<wm-island/g)).toHaveLength(1);
    expect(body).toContain('<iframe');
  });

  test('a page of text has no islands and no islands data', () => {
    const { html, data } = renderIslandNode(<RichText value={{ blocks: [{ type: 'paragraph', data: { text: 'Vers brood' } }] }} />, site);
    expect(data).toBeNull();
    expect(html).not.toContain('wm-island');
    expect(html).not.toContain('<script');
  });

  test('inline (editor, whole-tree renders) an island is just its component', () => {
    expect(renderToString(<SiteSearchBox />)).not.toContain('wm-island');
  });
});

describe('islands data in the HTML', () => {
  test('nothing in it can close the script element or start markup', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script>', amp: 'a & b', line: '\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>', amp: 'a & b', line: '\u2028' });
  });

  test('each of the five characters becomes its \\u escape, everything else stays', () => {
    const value = { text: 'a<b>c&d\u2028e\u2029f "é" €', list: ['<', '>>', '&&'] };
    expect(scriptJson(value)).toBe(
      '{"text":"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f \\"é\\" €","list":["\\u003c","\\u003e\\u003e","\\u0026\\u0026"]}',
    );
  });
});
