import { describe, expect, test } from 'vitest';
import { blockFields } from '../../schema/fields.ts';
import { fieldClass } from '../../style/fieldClasses.ts';
import { block, renderBlocks } from '../../test/render.tsx';
import { PRODUCTS_PLACEHOLDER } from './index.tsx';

describe('products block before the webshop exists', () => {
  test('visitors see nothing of products, categories or add-to-cart', () => {
    const page = renderBlocks([
      block('products', { products_mutated: { ids: [1, 2] }, columns: '3' }),
      block('productcategories'),
      block('addtocart', { product_mutated: { id: 12 } }),
    ]);
    expect(page.text).toBe('');
    // Not even an (empty) style wrapper: see render/BlockView.test.tsx.
    expect(page.$('[data-block]')).toBeNull();
  });

  test('editors see the product-listing placeholder with the stored selection', () => {
    const notes = (props: Record<string, unknown>) => renderBlocks([block('products', props)], { editable: true }).$('[role="note"]')?.textContent;
    expect(notes({})).toBe(`${PRODUCTS_PLACEHOLDER}Selectie: alle producten · 4 kolommen`);
    expect(PRODUCTS_PLACEHOLDER).toBe('Productoverzicht — wordt gevuld zodra de webwinkel actief is');
    expect(notes({ products_mutated: { ids: ['7', 8, ''] }, columns: '3' })).toContain('Selectie: 2 gekozen producten · 3 kolommen');
    expect(notes({ products_mutated: { ids: [5] } })).toContain('1 gekozen product ·');
    expect(notes({ products_mutated: { category: 'brood', limit: 8, filters: true } })).toContain('Selectie: producten uit categorie brood · maximaal 8 · met filters');
  });

  test('stale or malformed selections do not break the page', () => {
    const page = renderBlocks([block('products', { products_mutated: 'kapot' }), block('addtocart', { product_mutated: null })], { editable: true });
    expect(page.$$('[role="note"]')).toHaveLength(2);
  });

  test("the columns field's classes give the listing grid its desktop column count (for when the listing arrives)", () => {
    expect(fieldClass(blockFields('products'), 'columns', '3').split(' ')).toEqual(['grid', 'grid-cols-2', 'md:grid-cols-3']);
    expect(fieldClass(blockFields('products'), 'columns', '4').split(' ')).toContain('md:grid-cols-4');
    expect(fieldClass(blockFields('productcategories'), 'columns', '2').split(' ')).toEqual(['grid', 'grid-cols-2', 'md:grid-cols-2']);
  });
});
