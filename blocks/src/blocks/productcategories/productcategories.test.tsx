import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';
import { shop } from '../../test/shopFixtures.ts';
import { CATEGORIES_EMPTY_NOTE } from './index.tsx';

describe('product categories block', () => {
  test('visitors see the categories of its listing with their product counts', () => {
    const page = renderBlocks([block('productcategories', { columns: '3' }, { id: 'cats' })], { shop });
    expect(page.$$('[data-category-card] h3').map((title) => title.textContent)).toEqual(['Taarten', 'Brood', 'Koek']);
    expect(page.$$('[data-product-count]').map((line) => line.textContent)).toEqual(['8 producten', '1 product', '0 producten']);
    expect(page.$$('[data-category-card] a').map((link) => link.getAttribute('href'))).toEqual(['/winkel/taarten', '/winkel/brood', '/winkel/koek']);
  });

  test('2, 3 or 4 columns: one on small phones, two on tablets', () => {
    const grid = (columns: string) => renderBlocks([block('productcategories', { columns }, { id: 'cats' })], { shop }).$('ul')!.className.split(' ');
    for (const columns of ['2', '3', '4']) {
      expect(grid(columns)).toEqual(expect.arrayContaining(['grid', 'grid-cols-1', 'sm:grid-cols-2', `lg:grid-cols-${columns}`]));
    }
  });

  test('an empty listing: nothing for visitors, the note with the selection for editors', () => {
    expect(renderBlocks([block('productcategories', { productcategories_mutated: { ids: [1] } })], { shop }).$('[data-block="productcategories"]')).toBeNull();
    expect(renderBlocks([block('productcategories')]).text).toBe('');
    const note = (props: Record<string, unknown>) => renderBlocks([block('productcategories', props)], { editable: true }).$('[role="note"]')?.textContent;
    expect(note({})).toBe(`${CATEGORIES_EMPTY_NOTE}Selectie: de hoofdcategorieën · 4 kolommen`);
    expect(note({ productcategories_mutated: { parent: 3 }, columns: '2' })).toContain('subcategorieën van categorie 3 · 2 kolommen');
    expect(note({ productcategories_mutated: { ids: [1, 2, 3] } })).toContain('3 gekozen categorieën');
  });
});
