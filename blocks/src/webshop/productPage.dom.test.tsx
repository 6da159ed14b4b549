// @vitest-environment happy-dom
/**
 * The product page as the browser gets it: server HTML with the productGallery and
 * addToCart islands, hydrated by the island client without mismatches; the first
 * image stays the server's <img>, the stock call runs after hydration and the add
 * button then sends its event.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startIslands } from '../islands/client.ts';
import { HYDRATE_NOW_EVENT } from '../islands/hydrationMoments.ts';
import { PageSections } from '../render/PageSections.tsx';
import { renderIslandNode } from '../test/islandsRender.tsx';
import { ADD_TO_CART_EVENT, type AddToCartDetail } from './AddToCart.tsx';

const page = {
  path: '/product/appeltaart',
  components: [{ id: 'p', template: 'webshopProductsOne' }],
  custom_fields: {
    id: 'appeltaart',
    title: 'Appeltaart',
    main_image: '/media/appeltaart.jpg',
    sub_images: '|/media/appeltaart-2.jpg',
    intro_description: 'Met verse appels.',
    price: { incl_tax: 24.95, excl_tax: 22.89 },
    vat_rate: 9,
    show_price_tax_included: true,
    enable_checkout: true,
    stock_management: true,
    options: [{ title: 'Formaat', layout: 'select', options: [{ title: '6 personen', price: '0' }, { title: '10 personen', price: '8.50' }] }],
  },
};
const site = { project: { id: 7, title: 'Bakkerij', domain_live: 'bakkerij.example' }, page, currentPath: page.path };

let stop: (() => void) | null = null;

describe('product page in the browser', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    stop?.();
    stop = null;
    expect(errors).not.toHaveBeenCalled();
  });

  test('both islands hydrate from the server HTML; gallery and add-to-cart then work', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ in_stock: true, stock: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    const { html } = renderIslandNode(<PageSections sections={page.components} context={site} />, site);
    document.body.innerHTML = html;
    stop = startIslands(document).stop;
    const firstImage = document.querySelector('[data-gallery-image="0"] img');
    expect(firstImage?.getAttribute('fetchpriority')).toBe('high');
    expect(document.querySelector('[data-add-to-cart-area]')?.textContent).toContain('Voorraad ophalen...');

    // (The page's cookie bar island waits for its own moment.)
    const islands = Array.from(document.querySelectorAll('wm-island')).filter((island) => island.getAttribute('data-island') !== 'cookieConsent');
    expect(islands.map((island) => island.getAttribute('data-island'))).toEqual(['productGallery', 'addToCart']);
    for (const island of islands) island.dispatchEvent(new CustomEvent(HYDRATE_NOW_EVENT));
    await waitFor(() => expect(islands.every((island) => island.hasAttribute('data-hydrated'))).toBe(true));

    // The server's first image is kept, not re-created.
    expect(document.querySelector('[data-gallery-image="0"] img')).toBe(firstImage);
    (document.querySelector('button[aria-label="Volgende afbeelding"]') as HTMLButtonElement).click();
    await waitFor(() => expect((document.querySelector('[data-gallery-image="1"]') as HTMLElement).hidden).toBe(false));
    expect(document.querySelector('[data-gallery-image="1"] img')?.getAttribute('src')).toBe('/media/appeltaart-2.jpg');

    await waitFor(() => expect(document.querySelector('[data-add-to-cart]')).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const seen: AddToCartDetail[] = [];
    document.addEventListener(ADD_TO_CART_EVENT, (event) => seen.push((event as CustomEvent<AddToCartDetail>).detail));
    (document.querySelector('[data-add-to-cart]') as HTMLButtonElement).click();
    expect(seen).toEqual([{ type: 'checkout', quantity: 1, product_id: 'appeltaart', options: [{ title: 'Formaat', value: '' }] }]);
  });
});
