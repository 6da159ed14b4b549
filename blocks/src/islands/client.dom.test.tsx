// @vitest-environment happy-dom
/**
 * Islands in the browser: a server-rendered page hydrates each island at its moment,
 * replays a click made before, hands typed text over, and keeps slot HTML as it is.
 */
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SiteForm } from '../forms/SiteForm.tsx';
import { SiteMobileMenu } from '../menu/MobileMenu.tsx';
import { forms } from '../test/forms.ts';
import { SiteSearchBox } from '../search/SearchBox.tsx';
import { SiteStickyHeader } from '../sticky/StickyHeader.tsx';
import { startIslands } from './client.ts';
import { HYDRATE_NOW_EVENT } from './hydrationMoments.ts';
import { renderIslandNode } from '../test/islandsRender.tsx';
import { cartView, ok, stubShopApi } from '../test/shopApi.ts';
import { SiteCartLink } from '../webshop/cart/CartLink.tsx';
import { resetCartState } from '../webshop/cart/cartStore.ts';
import { setCartSession } from '../webshop/cart/session.ts';

const ITEMS = [{ id: 'm1', label: 'Home', link: '/' }, { id: 'm2', label: 'Contact', link: '/contact' }];
const site = { project: { id: 1, title: 'Bakkerij' }, page: { id: 1, path: '/' }, menus: { main: { id: 'main', items: ITEMS } }, currentPath: '/' };

let stop: (() => void) | null = null;

function load(html: string) {
  document.body.innerHTML = html;
  const page = startIslands(document);
  stop = page.stop;
  return page.count;
}

const hydrated = (element: Element | null) => Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber$'));

describe('islands in the browser', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    stop?.();
    stop = null;
    document.body.innerHTML = '';
    document.body.style.overflow = '';
    // Hydration mismatches would be reported here.
    expect(errors).not.toHaveBeenCalled();
  });

  test('an interaction island waits; a click on its button before hydration is replayed after', async () => {
    const { html } = renderIslandNode(<SiteMobileMenu items={ITEMS} currentPath="/" showLabel />, site);
    expect(load(html)).toBe(1);
    const toggle = document.querySelector('button[aria-expanded]') as HTMLButtonElement;
    expect(hydrated(toggle)).toBe(false);
    toggle.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    toggle.click();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(document.querySelector('wm-island')?.hasAttribute('data-hydrated')).toBe(true);
    expect(document.documentElement.getAttribute('data-islands')).toBe('1');
  });

  test('text typed before hydration reaches the search box', async () => {
    const { html } = renderIslandNode(<SiteSearchBox />, site);
    load(html);
    const input = document.querySelector('input[name="query"]') as HTMLInputElement;
    input.value = 'taart';
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('wm-island')?.hasAttribute('data-hydrated')).toBe(true));
    expect(input.value).toBe('taart');
    // The clear button shows only with results; the component's own state holds the text.
    expect((document.querySelector('form[role="search"]') as HTMLFormElement).elements.namedItem('query')).toBe(input);
  });

  test('the cart link waits for a cart session: none, no hydration; a stored cart session hydrates it at once', async () => {
    resetCartState();
    const shop = { ...site, project: { ...site.project, modules: { webshop: {} } } };
    const { html } = renderIslandNode(<SiteCartLink />, shop);
    stubShopApi({ 'shoppingcart/get': ok(cartView()) });
    load(html);
    const island = document.querySelector('wm-island')!;
    expect(island.getAttribute('data-hydrate')).toBe('storage:shoppingcart_session');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(island.hasAttribute('data-hydrated')).toBe(false);
    // A cart made on this page (the first add) hydrates the link.
    setCartSession('sessie-1');
    await waitFor(() => expect(document.querySelector('[data-cart-count]')?.textContent).toBe('2'));
    expect(island.hasAttribute('data-hydrated')).toBe(true);
    stop?.();
    // On the next page the stored session hydrates it on load.
    resetCartState();
    load(html);
    await waitFor(() => expect(document.querySelector('wm-island')?.hasAttribute('data-hydrated')).toBe(true));
  });

  test('slot content stays the server HTML; its own islands hydrate on their own', async () => {
    const { html, data } = renderIslandNode(
      <SiteStickyHeader enabled>
        <p className="slogan">Vers gebakken</p>
        <SiteMobileMenu items={ITEMS} currentPath="/" showLabel />
      </SiteStickyHeader>,
      site,
    );
    expect(Object.values(data?.islands ?? {}).map((island) => island.name)).toEqual(['stickyHeader', 'mobileMenu']);
    load(html);
    const slogan = document.querySelector('.slogan');
    const [sticky, menu] = document.querySelectorAll('wm-island');
    sticky.dispatchEvent(new CustomEvent(HYDRATE_NOW_EVENT));
    await waitFor(() => expect(sticky.hasAttribute('data-hydrated')).toBe(true));
    expect(document.querySelector('.slogan')).toBe(slogan);
    expect(menu.hasAttribute('data-hydrated')).toBe(false);
    menu.dispatchEvent(new CustomEvent(HYDRATE_NOW_EVENT));
    await waitFor(() => expect(menu.hasAttribute('data-hydrated')).toBe(true));
    expect(hydrated(menu.querySelector('button'))).toBe(true);
  });

  test('a page without islands data schedules nothing', () => {
    expect(load('<main><p>Alleen tekst</p></main>')).toBe(0);
  });

  describe('a form island', () => {
    const formSite = { ...site, currentPath: '/contact', forms };
    const island = () => document.querySelector('wm-island')!;
    const form = () => document.querySelector('form')!;
    const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    const button = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

    let removeListener = () => {};
    afterEach(() => removeListener());

    /** Submits that reach the document unheld, i.e. the browser would post them itself. */
    function nativePosts(): Array<Record<string, string>> {
      const posts: Array<Record<string, string>> = [];
      const listener = (event: Event) => {
        if (event.defaultPrevented) return;
        event.preventDefault();
        const data = new FormData(event.target as HTMLFormElement);
        posts.push(Object.fromEntries([...data].filter(([, value]) => typeof value === 'string')) as Record<string, string>);
      };
      document.addEventListener('submit', listener);
      removeListener = () => document.removeEventListener('submit', listener);
      return posts;
    }

    function answerSubmits() {
      const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ message: 'Ontvangen', redirection_url: '0' }), { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }

    test('waits for input into it: not on load, when idle or in view, nor on hover', async () => {
      // Every other moment's trigger fires at once.
      vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
      vi.stubGlobal('IntersectionObserver', class {
        constructor(private readonly report: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.report([{ isIntersecting: true }]);
        }
        disconnect() {}
      });
      const { html } = renderIslandNode(<SiteForm formKey="contact" />, formSite);
      load(html);
      expect(island().getAttribute('data-hydrate')).toBe('input');
      form().dispatchEvent(new Event('pointerover', { bubbles: true }));
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(hydrated(field('naam'))).toBe(false);
      expect(island().hasAttribute('data-hydrated')).toBe(false);
      // Typed (say, by autofill) before the first focus: kept through hydration.
      field('naam').value = 'Anna';
      field('naam').dispatchEvent(new Event('focusin', { bubbles: true }));
      await waitFor(() => expect(island().hasAttribute('data-hydrated')).toBe(true));
      expect(hydrated(field('naam'))).toBe(true);
      expect(field('naam').value).toBe('Anna');
      const fetchMock = answerSubmits();
      button().click();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).fields.naam).toBe('Anna');
    });

    test('a submit made while it hydrates waits and is sent by the component, with the typed text', async () => {
      const posts = nativePosts();
      const fetchMock = answerSubmits();
      const { html } = renderIslandNode(<SiteForm formKey="contact" />, formSite);
      load(html);
      field('naam').value = 'Bram';
      button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button().click();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).fields.naam).toBe('Bram');
      expect(await within(form()).findByText('Ontvangen')).toBeTruthy();
      expect(posts).toEqual([]);
    });

    test('a submit before any input posts the server HTML natively', () => {
      const posts = nativePosts();
      const fetchMock = answerSubmits();
      const { html } = renderIslandNode(<SiteForm formKey="contact" />, formSite);
      load(html);
      form().requestSubmit();
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ form_id: 'contact', url: '/contact', onderwerp: 'brood', company_website: '' });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    test('when hydrating fails, the held submit is posted natively after all', async () => {
      errors.mockImplementation(() => {});
      const posts = nativePosts();
      const { html } = renderIslandNode(<SiteForm formKey="contact" />, formSite);
      // An island the client cannot load.
      load(html.replace('"name":"form"', '"name":"ontbreekt"'));
      field('naam').value = 'Cor';
      button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button().click();
      expect(posts).toEqual([]);
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0].naam).toBe('Cor');
      expect(errors).toHaveBeenCalled();
      errors.mockClear();
    });
  });
});
