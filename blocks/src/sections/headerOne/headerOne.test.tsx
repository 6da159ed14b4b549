import { describe, expect, test } from 'vitest';
import { menus, project } from '../../test/fixtures.ts';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection, richText } from '../../test/render.tsx';

const site = { project, menus, currentPath: '/diensten' };
const header = (meta: Record<string, unknown> = {}, context: Record<string, unknown> = site) => renderSection('headerOne', meta, context);

describe('Header A (server render)', () => {
  test('logo links home and falls back to the project logo, with the default heights 6 / 10', () => {
    const page = header();
    const logo = page.$('header a.wm-logo');
    expect(logo?.getAttribute('href')).toBe('/');
    const img = logo?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/demo/logo.svg');
    expect(img?.getAttribute('alt')).toBe('Bakkerij De Gouden Korenaar');
    expect(img?.className.split(' ')).toEqual(expect.arrayContaining(['h-6', 'md:h-10']));
  });

  test('the section logo, its title, alt and heights win over the project logo', () => {
    const img = header({ logo_image: '|/media/eigen.png', logo_title: 'Naar home', logo_alt: 'Logo bakkerij', logo_height: '16', logo_height_mobile: '8' }).$('header a.wm-logo img');
    expect(img?.getAttribute('src')).toBe('/media/eigen.png');
    expect(img?.getAttribute('alt')).toBe('Logo bakkerij');
    expect(img?.parentElement?.getAttribute('title')).toBe('Naar home');
    expect(img?.className.split(' ')).toEqual(expect.arrayContaining(['h-8', 'md:h-16']));
  });

  test('padding 10 on desktop, the spec mobile padding, and the max-width container', () => {
    const frame = header().$('header');
    expect(frame?.className.split(' ')).toEqual(expect.arrayContaining(['px-4', 'py-8', 'md:pt-10', 'md:pb-10']));
    expect(frame?.firstElementChild?.className).toContain('max-w-screen-xl');
  });

  test('placeholder menu when no menu is chosen', () => {
    const nav = header({}, { project }).$('nav[aria-label="Hoofdmenu"]');
    const links = Array.from(nav?.querySelectorAll('a') ?? []);
    expect(links.map((a) => a.textContent)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
    expect(links.every((a) => a.getAttribute('href') === '/')).toBe(true);
  });

  test('the chosen menu with the entry of the current path marked active', () => {
    const nav = header({ main_menu_menu: 'main' }).$('nav[aria-label="Hoofdmenu"]');
    const active = nav?.querySelectorAll('[aria-current="page"]');
    expect(Array.from(active ?? []).map((a) => a.textContent)).toEqual(['Diensten']);
    expect(nav?.querySelector('a[href="/contact/"]')?.textContent).toBe('Contact');
  });

  test('dropdowns are in the HTML but closed, two levels deep, text items as rich text', () => {
    const page = header({ main_menu_menu: 'main' });
    const toggle = page.$('button[aria-label="Submenu Diensten openen"]');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    const panel = page.$(`[id="${toggle?.getAttribute('aria-controls')}"]`);
    expect(panel?.className).toContain('hidden');
    expect(panel?.querySelector('a[href="/advies"]')?.textContent).toBe('Advies');
    expect(panel?.querySelector('a[href="/advies/kort"]')?.textContent).toBe('Kort advies');
    expect(panel?.querySelector('.wm-menu-text b')?.textContent).toBe('gerust');
  });

  test('mobile toggle: accessible name by default, visible label when mobile_menulabel is on', () => {
    const hidden = header().$('button[aria-controls][aria-expanded]:not([aria-label^="Submenu"])');
    expect(hidden?.getAttribute('aria-label')).toBe('Menu openen');
    expect(hidden?.textContent).toBe('');
    const labelled = header({ mobile_menulabel: '1' }).$$('button').find((b) => b.textContent === 'Menu openen');
    expect(labelled?.hasAttribute('aria-label')).toBe(false);
  });

  test('mobile_showmenudirectly shows the menu on mobile without a toggle', () => {
    const page = header({ mobile_showmenudirectly: '1' });
    expect(page.$('nav')?.className).toBe('block');
    expect(page.$$('button').some((b) => b.getAttribute('aria-label') === 'Menu openen')).toBe(false);
  });

  test('phone as tel: link and chat to wa.me in a new tab', () => {
    const page = header({ mobilenumber: '06 123 456 78', whatsappnumber: '+31612345678' });
    const phone = page.$('a[href^="tel:"]');
    expect(phone?.getAttribute('href')).toBe('tel:0612345678');
    expect(phone?.textContent).toBe('06 123 456 78');
    const chat = page.$('a[href^="https://wa.me/"]');
    expect(chat?.getAttribute('href')).toBe('https://wa.me/31612345678');
    expect(chat?.getAttribute('target')).toBe('_blank');
    expect(chat?.getAttribute('rel')).toContain('noopener');
  });

  test('a custom phone link wins; nothing shows without numbers', () => {
    expect(header({ mobilenumber: '0800-1234', mobilenumber_link: 'tel:+318001234' }).$('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+318001234');
    const page = header();
    expect(page.$('a[href^="tel:"]')).toBeNull();
    expect(page.$('a[href*="wa.me"]')).toBeNull();
  });

  test('header text only when show_text_header is on', () => {
    expect(header({ content: richText('Vandaag open tot 18:00') }).text).not.toContain('Vandaag open');
    const page = header({ show_text_header: '1', content: richText('Vandaag open tot 18:00') });
    expect(page.$('.wm-header-text')?.textContent).toBe('Vandaag open tot 18:00');
    expect(page.$('.wm-header-text')?.className).toContain('hidden md:block');
  });

  test('fixed_element wraps the header in the sticky wrapper (unfixed until scrolled), with a background', () => {
    const fixed = header({ fixed_element: '1' });
    expect(fixed.$('.wm-sticky > .wm-sticky-sentinel')).not.toBeNull();
    expect(fixed.$('.wm-sticky header')?.className.split(' ')).toContain('bg-white');
    expect(fixed.$('.wm-fixed')).toBeNull();
    expect(header().$('.wm-sticky')).toBeNull();
  });
});

describe('Header A: the cart link (webshop projects)', () => {
  test('only with the webshop module: an island linking to the cart page, no count in the server HTML', () => {
    expect(renderIslandsSection('headerOne', {}, { project }).islands('cartLink')).toEqual([]);
    const shop = { ...project, modules: { webshop: { shoppingcart_page: '/mandje' } } };
    for (const template of ['headerOne', 'headerOneSearch', 'headerOneText']) {
      const [link] = renderIslandsSection(template, {}, { project: shop }).islands('cartLink');
      expect(link.element.getAttribute('data-hydrate')).toBe('storage:shoppingcart_session');
      expect(link.entry.props).toEqual({ href: '/mandje' });
      const anchor = link.element.querySelector('a[data-cart-link]');
      expect(anchor?.getAttribute('href')).toBe('/mandje');
      expect(anchor?.getAttribute('aria-label')).toBe('Winkelwagen');
      expect(link.element.querySelector('[data-cart-count]')).toBeNull();
    }
  });
});
