import { describe, expect, test } from 'vitest';
import type { Menu } from '../../site/types.ts';
import { menus, project } from '../../test/fixtures.ts';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection } from '../../test/render.tsx';

const service: Menu = { id: 'service', title: 'Service', items: [{ id: 'faq', label: 'Veelgestelde vragen', link: '/faq', items: [] }] };
const site = { project, menus: { ...menus, service }, currentPath: '/' };
const header = (meta: Record<string, unknown> = {}, context: Record<string, unknown> = site) => renderSection('doubleMenuHeader', meta, context);
const labels = (nav: HTMLElement | null) => Array.from(nav?.querySelectorAll(':scope > ul > li > a, :scope > ul > li > span > a') ?? []).map((a) => a.textContent);

describe('Header B (server render)', () => {
  test('three menus, each with the placeholder items when none is chosen', () => {
    const page = header({}, { project });
    for (const name of ['Hoofdmenu', 'Tweede menu', 'Derde menu']) {
      const nav = page.$(`nav[aria-label="${name}"]`);
      expect(labels(nav)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
      expect(Array.from(nav?.querySelectorAll('a') ?? []).every((a) => a.getAttribute('href') === '/')).toBe(true);
    }
  });

  test('the chosen menus, with one level of sub-items only', () => {
    const page = header({ main_menu: 'main', secondary_menu: 'service', third_menu: 'main' });
    const main = page.$('nav[aria-label="Hoofdmenu"]');
    expect(labels(main)).toEqual(['Home', 'Diensten', 'Winkel', 'Contact']);
    expect(main?.querySelector('a[href="/advies"]')?.textContent).toBe('Advies');
    // 'Kort advies' sits two levels deep and is not shown in Header B.
    expect(main?.querySelector('a[href="/advies/kort"]')).toBeNull();
    expect(labels(page.$('nav[aria-label="Tweede menu"]'))).toEqual(['Veelgestelde vragen']);
  });

  test("login button with its default label 'Inloggen' linking to '/', or the configured ones", () => {
    const login = header().$$('a.wm-login');
    expect(login.map((a) => [a.textContent, a.getAttribute('href')])).toContainEqual(['Inloggen', '/']);
    const custom = header({ login: 'Mijn account', login_link: '/account' }).$('a.wm-login');
    expect([custom?.textContent, custom?.getAttribute('href')]).toEqual(['Mijn account', '/account']);
    expect(header({ login: '' }).$('a.wm-login')).toBeNull();
  });

  test('phone, chat (wa.me, number without +) and the social icons that are set, in a new tab', () => {
    const page = header({ mobilenumber: '010 123 4567', whatsappnumber: '31612345678', facebook_link: 'https://facebook.com/bakker', youtube_link: 'https://youtube.com/@bakker' });
    expect(page.$('a[href="tel:0101234567"]')).not.toBeNull();
    expect(page.$('a[href="https://wa.me/31612345678"]')?.getAttribute('target')).toBe('_blank');
    const facebook = page.$('a[aria-label="Facebook"]');
    expect(facebook?.getAttribute('href')).toBe('https://facebook.com/bakker');
    expect(facebook?.getAttribute('target')).toBe('_blank');
    expect(facebook?.getAttribute('rel')).toContain('noopener');
    expect(page.$('a[aria-label="YouTube"]')).not.toBeNull();
    expect(page.$('a[aria-label="LinkedIn"]')).toBeNull();
    expect(header().$('a[aria-label="Facebook"]')).toBeNull();
  });

  test('desktop: the logo in a 110px column; mobile: a bar with the menu toggle', () => {
    const page = header();
    const grid = page.$('.md\\:grid-cols-\\[110px_1fr\\]');
    expect(grid?.firstElementChild?.querySelector('a.wm-logo')).not.toBeNull();
    expect(page.$('.md\\:hidden button[aria-label="Menu openen"]')).not.toBeNull();
    expect(page.$('a.wm-logo img')?.className.split(' ')).toEqual(expect.arrayContaining(['h-6', 'md:h-10']));
  });

  test('renders with only its defaults in editable mode', () => {
    expect(header({}, { editable: true }).$('header nav[aria-label="Hoofdmenu"]')).not.toBeNull();
  });
});

describe('Header B: the cart link (webshop projects)', () => {
  test('in the mobile bar and beside the desktop links, only with the webshop module', () => {
    expect(renderIslandsSection('doubleMenuHeader', {}, { project }).islands('cartLink')).toEqual([]);
    const links = renderIslandsSection('doubleMenuHeader', {}, { project: { ...project, modules: { webshop: {} } } }).islands('cartLink');
    expect(links.map((link) => link.entry.props)).toEqual([{ href: '/winkelwagen' }, { href: '/winkelwagen' }]);
  });
});
