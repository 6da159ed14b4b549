import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';
import { CATEGORIES_PLACEHOLDER } from './index.tsx';

describe('product categories block before the webshop exists', () => {
  test('editors see the categories placeholder with the stored selection', () => {
    const note = (props: Record<string, unknown>) => renderBlocks([block('productcategories', props)], { editable: true }).$('[role="note"]')?.textContent;
    expect(note({})).toBe(`${CATEGORIES_PLACEHOLDER}Selectie: de hoofdcategorieën · 4 kolommen`);
    expect(note({ productcategories_mutated: { parent: 3 }, columns: '2' })).toContain('subcategorieën van categorie 3 · 2 kolommen');
    expect(note({ productcategories_mutated: { ids: [1, 2, 3] } })).toContain('3 gekozen categorieën');
  });

  test('visitors see nothing until the webshop exists', () => {
    const page = renderBlocks([block('productcategories', { productcategories_mutated: { ids: [1] } })]);
    expect(page.$('[data-block="productcategories"]')).toBeNull();
    expect(renderBlocks([block('productcategories')]).text).toBe('');
  });
});
