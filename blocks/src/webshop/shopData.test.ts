import { describe, expect, test } from 'vitest';
import { shop } from '../test/shopFixtures.ts';
import { categoryCards, listedCategories, listedProducts, productCards, readProductCard } from './shopData.ts';

describe('shop data', () => {
  test('listings give the cards of a block in order; unknown keys and broken maps read empty', () => {
    expect(listedProducts(shop, 'lijst').map((card) => card.id)).toEqual(['appeltaart', 'bruidstaart', 'desembrood', 'koekjes']);
    expect(listedCategories(shop, 'cats').map((card) => card.id)).toEqual(['taarten', 'brood', 'koek']);
    expect(listedProducts(shop, 'anders')).toEqual([]);
    expect(listedProducts({ products: [], categories: {}, listings: { lijst: 'x' } } as never, 'lijst')).toEqual([]);
    expect(listedProducts({} as never, 'lijst')).toEqual([]);
  });

  test('a card keeps only the card fields; cards without a title are dropped', () => {
    const card = readProductCard({ id: 'a', title: ' Appeltaart ', url: '/a', layout: '1', price: { incl_tax: 1, excl_tax: 0.92 }, description: 'lang verhaal', options: [1, 2] });
    expect(card).toEqual({ id: 'a', title: 'Appeltaart', url: '/a', layout: '1', price: { incl_tax: 1, excl_tax: 0.92 } });
    expect(productCards([{ title: '' }, null, 'x', { id: 'b', title: 'B' }]).map((item) => item.id)).toEqual(['b']);
    expect(categoryCards([{ id: 'c', title: 'C', url: '/c', product_count: -1 }, { id: 'd' }])).toEqual([
      { id: 'c', title: 'C', url: '/c', image: '', short_description: '', product_count: undefined },
    ]);
    expect(productCards('kapot')).toEqual([]);
  });
});
