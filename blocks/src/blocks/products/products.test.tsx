import { describe, expect, test } from 'vitest';
import { blockFields } from '../../schema/fields.ts';
import { fieldClass } from '../../style/fieldClasses.ts';
import { block, renderBlocks } from '../../test/render.tsx';
import { shop } from '../../test/shopFixtures.ts';
import { gridColumnsClass } from '../../webshop/grids.ts';
import { PRODUCTS_EMPTY_NOTE } from './index.tsx';

describe('products block', () => {
  test('visitors see the products of its listing, in order, unknown keys skipped', () => {
    const page = renderBlocks([block('products', { columns: '3' }, { id: 'lijst' })], { shop });
    expect(page.$$('[data-product-card] h3').map((title) => title.textContent)).toEqual(['Appeltaart', 'Bruidstaart', 'Desembrood', 'Koekjes']);
    expect(page.$('[data-block="products"] ul')?.getAttribute('data-columns')).toBe('3');
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('3 or 4 columns: one on small phones, two on tablets', () => {
    const grid = (columns: string) => renderBlocks([block('products', { columns }, { id: 'lijst' })], { shop }).$('ul')!.className.split(' ');
    expect(grid('3')).toEqual(expect.arrayContaining(['grid', 'grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3']));
    expect(grid('4')).toEqual(expect.arrayContaining(['grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-4']));
    expect(grid('4')).not.toContain('lg:grid-cols-3');
  });

  test("the schema's column classes are the webshop grids' classes", () => {
    expect(fieldClass(blockFields('products'), 'columns', '3')).toBe(gridColumnsClass(3));
    expect(fieldClass(blockFields('products'), 'columns', '4')).toBe(gridColumnsClass(4));
    for (const columns of [2, 3, 4] as const) expect(fieldClass(blockFields('productcategories'), 'columns', String(columns))).toBe(gridColumnsClass(columns));
  });

  test('an empty listing: nothing for visitors (not even a style wrapper), a note with the selection for editors', () => {
    const empty = block('products', { products_mutated: { ids: [1, 2] }, columns: '3' }, { style: { padding_top: '4' } });
    expect(renderBlocks([empty], { shop }).$('[data-block]')).toBeNull();
    expect(renderBlocks([empty]).text).toBe('');
    const note = (props: Record<string, unknown>) => renderBlocks([block('products', props)], { editable: true }).$('[role="note"]')?.textContent;
    expect(note({})).toBe(`${PRODUCTS_EMPTY_NOTE}Selectie: alle producten · 4 kolommen`);
    expect(note({ products_mutated: { ids: ['7', 8, ''] }, columns: '3' })).toContain('Selectie: 2 gekozen producten · 3 kolommen');
    expect(note({ products_mutated: { category: 'brood', limit: 8, filters: true } })).toContain('Selectie: producten uit categorie brood · maximaal 8 · met filters');
    // Editors with a filled listing see the products, no note.
    expect(renderBlocks([block('products', {}, { id: 'lijst' })], { shop, editable: true }).$('[role="note"]')).toBeNull();
  });

  test('stale or malformed selections and shop data do not break the page', () => {
    const broken = { products: [], categories: null, listings: { lijst: 'x' } } as never;
    const page = renderBlocks([block('products', { products_mutated: 'kapot' }, { id: 'lijst' }), block('addtocart', { product_mutated: null })], { editable: true, shop: broken });
    expect(page.$$('[role="note"]')).toHaveLength(2);
  });
});
