import { describe, expect, test } from 'vitest';
import { SiteProvider } from '../site/SiteContext.tsx';
import { serverRender } from '../test/render.tsx';
import { appeltaart, bruidstaart, desembrood, koekjes, productCard } from '../test/shopFixtures.ts';
import type { MediaFacts, ProductCard as ProductCardData, Project } from '../site/types.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { ProductCard } from './ProductCard.tsx';
import { categoryCard } from '../test/shopFixtures.ts';

function card(product: ProductCardData, site: { project?: Project; media?: Record<string, MediaFacts> } = {}) {
  return serverRender(
    <SiteProvider value={site}>
      <ProductCard product={product} />
    </SiteProvider>,
  );
}

describe('product card', () => {
  test('image, title linking to the product, price and the buy button (layout 0)', () => {
    const page = card(appeltaart);
    expect(page.$('[data-product-card]')?.getAttribute('data-card-layout')).toBe('0');
    expect(page.$('h3 a')?.getAttribute('href')).toBe('/product/appeltaart');
    expect(page.$('h3')?.textContent).toBe('Appeltaart');
    const img = page.$('img')!;
    expect(img.getAttribute('src')).toBe('/media/demo/appeltaart.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['600', '450', 'lazy']);
    expect(img.getAttribute('alt')).toBe('Appeltaart');
    const button = page.$('[data-cart-action]')!;
    expect(button.textContent).toBe('In winkelwagen');
    expect(button.getAttribute('data-cart-action')).toBe('checkout');
    expect(button.getAttribute('data-product-id')).toBe('appeltaart');
  });

  test('prices in Dutch format, the regular one struck through on sale, with the excl line', () => {
    const page = card(appeltaart);
    expect(page.$('del')?.textContent).toBe('€ 1.234,56');
    expect(page.$('[data-price-current]')?.textContent).toBe('€ 999,50');
    expect(page.$('[data-price-tax]')?.textContent).toBe('Incl. btw (€ 916,97 excl. btw)');
  });

  test('excl-tax display shows the excl price and the incl line; before and after texts', () => {
    const page = card({ ...desembrood, before_price_text: 'Vanaf', after_price_text: 'per stuk' });
    expect(page.$('del')).toBeNull();
    expect(page.$('[data-price-current]')?.textContent).toBe('€ 4,13');
    expect(page.$('[data-price-tax]')?.textContent).toBe('Excl. btw (€ 4,50 incl. btw)');
    expect(page.$('[data-price]')?.textContent).toContain('Vanaf');
    expect(page.$('[data-price]')?.textContent).toContain('per stuk');
  });

  test('hide_price shows no price at all', () => {
    expect(card(bruidstaart).$('[data-price]')).toBeNull();
    expect(card({ ...appeltaart, hide_price: '1' }).text).not.toContain('€');
  });

  test('layouts 0, 1 and 3 show the buy button, 2 the quote button; a sold-out product none', () => {
    const buttons = [appeltaart, desembrood, bruidstaart, koekjes].map((product) => {
      const button = card(product).$('[data-card-button]');
      return [product.layout, button?.textContent ?? null, button?.getAttribute('data-cart-action') ?? null];
    });
    expect(buttons).toEqual([
      ['0', 'In winkelwagen', 'checkout'],
      ['1', 'In winkelwagen', 'checkout'],
      ['2', 'Offerte aanvragen', 'quote'],
      ['3', null, null],
    ]);
    expect(card({ ...koekjes, in_stock: true }).$('[data-card-button]')?.textContent).toBe('In winkelwagen');
    // The project's translations win over the fallbacks.
    const project = { id: 1, translations: { webshop_index_buyable_button: 'Koop', webshop_index_quote_button: 'Vraag offerte' } };
    expect(card(appeltaart, { project }).$('[data-cart-action]')?.textContent).toBe('Koop');
    expect(card(bruidstaart, { project }).$('[data-cart-action]')?.textContent).toBe('Vraag offerte');
  });

  test('a simple product adds from the card (an island button); options and quotes lead to the product page', () => {
    const simple = card(appeltaart).$('[data-card-button]')!;
    expect(simple.tagName).toBe('BUTTON');
    expect(simple.getAttribute('type')).toBe('button');
    const withOptions = card({ ...appeltaart, has_options: true }).$('[data-card-button]')!;
    expect([withOptions.tagName, withOptions.textContent, withOptions.getAttribute('href')]).toEqual(['A', 'Kies opties', '/product/appeltaart']);
    // Quote without checkout, whatever the layout.
    const quote = card({ ...appeltaart, enable_checkout: false, enable_quote: true }).$('[data-card-button]')!;
    expect([quote.tagName, quote.textContent, quote.getAttribute('href')]).toEqual(['A', 'Offerte aanvragen', '/product/appeltaart']);
    const info = card({ ...appeltaart, enable_checkout: false, enable_form: true }).$('[data-card-button]')!;
    expect([info.textContent, info.getAttribute('href')]).toEqual(['Meer informatie', '/product/appeltaart']);
  });

  test('the four layouts look different: stacked, horizontal, quote, overlay', () => {
    const frame = (product: ProductCardData) => card(product).$('[data-product-card]')!.className;
    expect(frame(appeltaart)).toContain('flex-col');
    expect(frame(desembrood)).toContain('flex-row');
    expect(frame(bruidstaart)).toContain('bg-primary-50');
    // Overlay: title and price sit on the image.
    const overlay = card(koekjes);
    expect(overlay.$('.absolute h3')?.textContent).toBe('Koekjes');
    expect(overlay.$('.absolute [data-price]')).not.toBeNull();
    // An unknown layout is the stacked one.
    expect(card(productCard('x', { layout: '9' })).$('[data-product-card]')?.getAttribute('data-card-layout')).toBe('0');
  });

  test('a sold-out stock-managed product says so', () => {
    expect(card(koekjes).$('[data-sold-out]')?.textContent).toBe('Uitverkocht');
    expect(card(appeltaart).$('[data-sold-out]')).toBeNull();
  });

  test('with media facts the image is a picture over its variants', () => {
    const facts: MediaFacts = { width: 1200, height: 900, src: '/media/hash/original.jpg', sources: [{ type: 'image/avif', srcset: '/media/hash/480.avif 480w' }] };
    const page = card(appeltaart, { media: { '/media/demo/appeltaart.jpg': facts } });
    expect(page.$('picture source')?.getAttribute('type')).toBe('image/avif');
    expect(page.$('img')?.getAttribute('src')).toBe('/media/hash/original.jpg');
    // Without an image: no img, the card still renders.
    expect(card({ ...appeltaart, main_image: '' }).$('img')).toBeNull();
  });

  test('unsafe product links are dropped', () => {
    expect(card({ ...appeltaart, url: 'javascript:alert(1)' }).html).not.toContain('javascript:');
  });
});

describe('category card', () => {
  const render = (count: number | undefined, image = '/media/demo/taarten.jpg') =>
    serverRender(<CategoryCard category={categoryCard('taarten', { product_count: count, image })} />);

  test('image, title, product count line and a link', () => {
    const page = render(12);
    expect(page.$('h3 a')?.getAttribute('href')).toBe('/winkel/taarten');
    expect(page.$('h3')?.textContent).toBe('Taarten');
    expect(page.$('[data-product-count]')?.textContent).toBe('12 producten');
    expect(page.$('img')?.getAttribute('src')).toBe('/media/demo/taarten.jpg');
    expect(render(1).$('[data-product-count]')?.textContent).toBe('1 product');
    expect(render(0).$('[data-product-count]')?.textContent).toBe('0 producten');
    expect(render(undefined).$('[data-product-count]')).toBeNull();
    expect(render(3, '').$('img')).toBeNull();
  });
});
