import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';
import { ADD_TO_CART_PLACEHOLDER } from './index.tsx';

describe('add-to-cart block before the webshop exists', () => {
  test('editors see the add-to-cart placeholder naming the product', () => {
    const note = (props: Record<string, unknown>) => renderBlocks([block('addtocart', props)], { editable: true }).$('[role="note"]')?.textContent;
    expect(note({})).toBe(`${ADD_TO_CART_PLACEHOLDER}Nog geen product gekozen.`);
    expect(note({ product_mutated: { id: 42 } })).toBe(`${ADD_TO_CART_PLACEHOLDER}Product: 42`);
  });

  test('visitors see nothing until the webshop exists', () => {
    const page = renderBlocks([block('addtocart', { product_mutated: { id: 12 } })]);
    expect(page.$('[data-block="addtocart"]')).toBeNull();
    expect(renderBlocks([block('addtocart')]).text).toBe('');
  });
});
