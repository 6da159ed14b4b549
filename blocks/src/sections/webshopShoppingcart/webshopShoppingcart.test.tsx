import { describe, expect, test } from 'vitest';
import type { Project } from '../../site/types.ts';
import { project } from '../../test/fixtures.ts';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection } from '../../test/render.tsx';
import { categoryCard, productCard } from '../../test/shopFixtures.ts';
import { WAYS_ON_CATEGORIES, WAYS_ON_PRODUCTS } from '../../webshop/WaysOn.tsx';

describe('webshop cart page (webshopShoppingcart)', () => {
  test('the server renders the loading state of the cart island (the cart is read in the browser)', () => {
    const page = renderIslandsSection('webshopShoppingcart', {}, { project });
    const [island] = page.islands('shoppingCart');
    expect(island.element.getAttribute('data-hydrate')).toBe('load');
    expect(island.element.textContent).toContain('Winkelwagen laden...');
    expect(island.entry.props).toEqual({ checkoutPath: '/afrekenen' });
  });

  test("the continue button's target is the webshop setting checkout_page", () => {
    const own: Project = { ...project, modules: { webshop: { checkout_page: '/bestellen' } } };
    expect(renderIslandsSection('webshopShoppingcart', {}, { project: own }).islands('shoppingCart')[0].entry.props).toEqual({ checkoutPath: '/bestellen' });
  });

  test("the shop's ways on (categories, a few products) travel with the island for an empty cart", () => {
    const shop = {
      products: { appeltaart: productCard('appeltaart') },
      categories: { taarten: categoryCard('taarten') },
      listings: { [WAYS_ON_CATEGORIES]: ['taarten'], [WAYS_ON_PRODUCTS]: ['appeltaart'] },
    };
    const props = renderIslandsSection('webshopShoppingcart', {}, { project, shop }).islands('shoppingCart')[0].entry.props as { waysOn: { categories: Array<{ id: string }>; products: Array<{ id: string }> } };
    expect(props.waysOn.categories.map((card) => card.id)).toEqual(['taarten']);
    expect(props.waysOn.products.map((card) => card.id)).toEqual(['appeltaart']);
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopShoppingcart');
    expect(page.$('[data-template="webshopShoppingcart"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
    expect(renderSection('webshopShoppingcart', {}, { editable: true }).$('[role="note"]')).toBeNull();
  });
});
