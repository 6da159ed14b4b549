import { describe, expect, test } from 'vitest';
import { block, renderBlocks, richText } from '../../test/render.tsx';

const text = (value: string) => block('text', { data: richText(value) });

describe('grid block', () => {
  test('each item renders the blocks of its slot collection_item_{identifier}', () => {
    const grid = block('grid', { collections: [{ identifier: 'a' }, { identifier: 'b' }], custom_id: 'assortiment' }, {
      slots: { collection_item_a: [text('Brood')], collection_item_b: [text('Taart'), text('Koek')] },
    });
    const page = renderBlocks([grid]);
    const items = page.$$('[data-grid-item]');
    expect(items.map((item) => item.getAttribute('data-grid-item'))).toEqual(['a', 'b']);
    expect(items.map((item) => item.textContent)).toEqual(['Brood', 'TaartKoek']);
    expect(page.$('#assortiment')).not.toBeNull();
  });

  test('defaults: 3 columns from md, stacked on mobile, gap 6', () => {
    const page = renderBlocks([block('grid', { collections: [{ identifier: 'a' }] })]);
    expect(page.$('[data-block="grid"] > div')?.className.split(' ')).toEqual(['grid', 'grid-cols-1', 'md:grid-cols-3', 'gap-6']);
  });

  test('columns, two side by side on mobile, spacing', () => {
    const page = renderBlocks([block('grid', { collections: [{ identifier: 'a' }], columns: '4', flex_direction_mobile: 'grid-cols-2', column_spacing: '2' })]);
    expect(page.$('[data-block="grid"] > div')?.className.split(' ')).toEqual(['grid', 'grid-cols-2', 'md:grid-cols-4', 'gap-2']);
  });

  test('a connected grid shows the rows of its data', () => {
    const grid = block('grid', { connection_type: 'collection', dynamic_data: '[{"identifier":"r1"}]', collections: [{ identifier: 'x' }] }, {
      slots: { collection_item_r1: [text('Rij een')], collection_item_x: [text('Handmatig')] },
    });
    expect(renderBlocks([grid]).text).toBe('Rij een');
  });

  test('an empty grid: nothing for visitors, notices for editors', () => {
    expect(renderBlocks([block('grid', {})]).$('[data-block="grid"]')?.innerHTML).toBe('');
    expect(renderBlocks([block('grid', {})], { editable: true }).text).toContain('Dit raster heeft nog geen items.');
    expect(renderBlocks([block('grid', { collections: [{ identifier: 'a' }] })], { editable: true }).text).toContain('Dit item heeft nog geen blokken.');
  });
});
