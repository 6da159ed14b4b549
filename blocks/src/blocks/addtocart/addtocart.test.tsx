import { describe, expect, test } from 'vitest';
import { renderIslandsBlocks } from '../../test/islandsRender.tsx';
import { block, renderBlocks } from '../../test/render.tsx';
import { ADD_TO_CART_PLACEHOLDER, CHOOSE_PRODUCT_TEXT } from './index.tsx';

const project = { id: 7, domain_live: 'bakkerij.example' };
const card = {
  id: 'appeltaart',
  title: 'Appeltaart',
  url: '/product/appeltaart',
  main_image: '/media/appeltaart.jpg',
  price: { incl_tax: 24.95, excl_tax: 22.89 },
  sale_price: null,
  hide_price: false,
  show_price_tax_included: true,
  enable_checkout: true,
  enable_quote: true,
  enable_form: false,
  enable_affiliate: false,
  affiliate_link: '',
  stock_management: false,
  in_stock: true,
};
const shop = { products: { appeltaart: card }, categories: {}, listings: {} };

describe('add-to-cart block', () => {
  test("shows the chosen product's title (a link to its page) and its add-to-cart area from bundle.shop", () => {
    const page = renderBlocks([block('addtocart', { product_mutated: { id: 'appeltaart' } })], { project, shop });
    const link = page.$('[data-addtocart-product="appeltaart"] a');
    expect(link?.textContent).toBe('Appeltaart');
    expect(link?.getAttribute('href')).toBe('/product/appeltaart');
    expect(page.$('[data-price-current]')?.textContent).toBe('€ 24,95');
    expect(page.$('[data-add-to-cart]')?.textContent).toBe('In winkelwagen');
    // Checkout and quote: the Cart/Quote switch.
    expect(page.$('[aria-label="Winkelwagen of offerte"]')).not.toBeNull();
  });

  test('on a page the area is the addToCart island with the card as plain props', () => {
    const page = renderIslandsBlocks([block('addtocart', { product_mutated: { id: 'appeltaart' } })], { project, shop });
    const [island] = page.islands('addToCart');
    expect(island.element.getAttribute('data-hydrate')).toBe('visible');
    expect(island.entry.props).toMatchObject({ product: { id: 'appeltaart', checkout: true, quote: true, vatRate: null, options: [] } });
  });

  test('visitors see nothing for no product or one the bundle does not carry', () => {
    expect(renderBlocks([block('addtocart')], { project, shop }).$('[data-block="addtocart"]')).toBeNull();
    const missing = renderBlocks([block('addtocart', { product_mutated: { id: 'weg' } }, { style: { padding_top: '8' } })], { project, shop });
    expect(missing.text).toBe('');
    // Not even its (styled) wrapper.
    expect(missing.$('[data-block]')).toBeNull();
    expect(missing.$('[data-add-to-cart-area]')).toBeNull();
  });

  test('editors see which: no product chosen, or the chosen one not found', () => {
    const note = (props: Record<string, unknown>) => renderBlocks([block('addtocart', props)], { editable: true, project, shop }).$('[role="note"]')?.textContent;
    expect(note({})).toBe(`${ADD_TO_CART_PLACEHOLDER}${CHOOSE_PRODUCT_TEXT}`);
    expect(note({ product_mutated: { id: 42 } })).toBe(`${ADD_TO_CART_PLACEHOLDER}Product 42 is niet (meer) gevonden.`);
    expect(note({ product_mutated: { id: 'appeltaart' } })).toBeUndefined();
  });
});
