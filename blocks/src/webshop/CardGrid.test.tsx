import { describe, expect, test } from 'vitest';
import { SiteProvider } from '../site/SiteContext.tsx';
import { serverRender } from '../test/render.tsx';
import { appeltaart, bruidstaart, desembrood, koekjes, productCard } from '../test/shopFixtures.ts';
import type { ProductCard as ProductCardData } from '../site/types.ts';
import { gridCardLayout, ProductGrid } from './CardGrid.tsx';

function grid(products: ProductCardData[], cardLayout?: '0' | '1' | '2' | '3') {
  return serverRender(
    <SiteProvider value={{}}>
      <ProductGrid products={products} columns={3} cardLayout={cardLayout} />
    </SiteProvider>,
  );
}

const layouts = (page: ReturnType<typeof grid>) => page.$$('[data-product-card]').map((card) => card.getAttribute('data-card-layout'));

describe('one card layout per grid', () => {
  test('the layout most products have; a tie goes to the first of them', () => {
    const mixed = [desembrood, appeltaart, productCard('a', { layout: '0' }), koekjes];
    expect(gridCardLayout(mixed)).toBe('0');
    expect(layouts(grid(mixed))).toEqual(['0', '0', '0', '0']);
    expect(gridCardLayout([desembrood, appeltaart])).toBe('1');
    expect(gridCardLayout([])).toBe('0');
  });

  test("the block's chosen layout wins; a quote product keeps its quote button in any layout", () => {
    const page = grid([appeltaart, bruidstaart], '3');
    expect(layouts(page)).toEqual(['3', '3']);
    expect(page.$('[data-card-layout="3"] [data-cart-action="quote"]')?.textContent).toBe('Offerte aanvragen');
    expect(page.$('ul')?.getAttribute('data-card-layout')).toBe('3');
  });
});
