import { describe, expect, test } from 'vitest';
import { block, renderBlocks, richText } from '../test/render.tsx';
import { BLOCK_STACK_CLASS } from './BlockView.tsx';

const padded = { padding_top: '8', padding_top_mobile: '8', background_color: 'primary-500' };

describe('block lists', () => {
  test('blocks of a free section stack with a gap, so a button never touches the text above it', () => {
    const page = renderBlocks([block('text', { data: richText('Vers brood, elke dag.') }), block('button', { title: 'Bekijk ons assortiment' })]);
    const stack = page.$('section [data-block]')?.parentElement;
    expect(stack?.className).toBe(BLOCK_STACK_CLASS);
    expect(BLOCK_STACK_CLASS.split(' ')).toEqual(expect.arrayContaining(['flex', 'flex-col', 'gap-4']));
    expect(Array.from(stack?.children ?? []).map((el) => el.getAttribute('data-block'))).toEqual(['text', 'button']);
  });

  test('column slots stack their blocks the same way and the columns grid keeps its slots as grid items', () => {
    const columns = block('columns', { columns: '2' }, {
      slots: { item_one: [block('text', { data: richText('Links') }), block('button')], item_two: [block('text', { data: richText('Rechts') })] },
    });
    const page = renderBlocks([columns]);
    const grid = page.$('[data-block="columns"] > div');
    expect(Array.from(grid?.children ?? []).map((el) => el.getAttribute('data-slot'))).toEqual(['item_one', 'item_two']);
    const slot = page.$('[data-slot="item_one"]');
    expect(slot?.children).toHaveLength(1);
    expect(slot?.firstElementChild?.className).toBe(BLOCK_STACK_CLASS);
    expect(slot?.firstElementChild?.children).toHaveLength(2);
  });

  test('an empty list renders no stack', () => {
    const columns = block('columns', { columns: '2' }, { slots: { item_one: [block('button')] } });
    expect(renderBlocks([columns]).$('[data-slot="item_two"]')?.innerHTML).toBe('');
  });
});

describe('blocks that show visitors nothing', () => {
  test('webshop blocks get no style wrapper for visitors, whatever their padding or background', () => {
    const page = renderBlocks(['products', 'productcategories', 'addtocart'].map((type) => block(type, {}, { style: padded })));
    expect(page.$('[data-block]')).toBeNull();
    expect(page.$('.md\\:pt-8')).toBeNull();
  });

  test('editors still see the webshop placeholders inside their styled wrapper', () => {
    const page = renderBlocks([block('products', {}, { style: padded })], { editable: true });
    const wrapper = page.$('[data-block="products"]');
    expect(wrapper?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-8', 'bg-primary-500']));
    expect(wrapper?.querySelector('[role="note"]')).not.toBeNull();
  });

  test('empty embed and custom-code blocks get no wrapper for visitors', () => {
    const page = renderBlocks([block('embed', { code: '  ' }, { style: padded }), block('customcode', {}, { style: padded })]);
    expect(page.$('[data-block]')).toBeNull();
    const filled = renderBlocks([block('embed', { code: '<p>Kaart</p>' }, { style: padded })]);
    expect(filled.$('[data-block="embed"] iframe')).not.toBeNull();
  });

  test('a block that only turns out empty while rendering keeps an empty wrapper that hides itself', () => {
    const page = renderBlocks([block('savedcontent', { savedcontent_mutated: { id: 'bestaat-niet' } }, { style: padded })]);
    const wrapper = page.$('[data-block="savedcontent"]');
    expect(wrapper?.innerHTML).toBe('');
    expect(wrapper?.className.split(' ')).toContain('empty:hidden');
  });
});
