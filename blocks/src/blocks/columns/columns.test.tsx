import { describe, expect, test } from 'vitest';
import { blockFields, blockProps } from '../../schema/fields.ts';
import { block, renderBlocks, richText } from '../../test/render.tsx';
import { columnsLayout } from './layout.ts';

const fields = blockFields('columns');
const layout = (props: Record<string, unknown>) => columnsLayout(blockProps('columns', props) as never, fields);

describe('columns layout codes', () => {
  test.each([
    ['1', 'md:grid-cols-1', [undefined]],
    ['2', 'md:grid-cols-2', [undefined, undefined]],
    ['3', 'md:grid-cols-3', [undefined, undefined, undefined]],
    ['4', 'md:grid-cols-4', Array(4).fill(undefined)],
    ['41', 'md:grid-cols-5', Array(5).fill(undefined)],
    ['42', 'md:grid-cols-6', Array(6).fill(undefined)],
    ['5', 'md:grid-cols-3', ['md:col-span-2', 'md:col-span-1']],
    ['6', 'md:grid-cols-3', ['md:col-span-2', 'md:col-span-1']],
    ['7', 'md:grid-cols-4', ['md:col-span-1', 'md:col-span-3']],
    ['8', 'md:grid-cols-4', ['md:col-span-3', 'md:col-span-1']],
    ['9', 'md:grid-cols-5', ['md:col-span-1', 'md:col-span-4']],
    ['10', 'md:grid-cols-5', ['md:col-span-4', 'md:col-span-1']],
    ['11', 'md:grid-cols-6', ['md:col-span-1', 'md:col-span-5']],
    ['12', 'md:grid-cols-6', ['md:col-span-5', 'md:col-span-1']],
  ])('code %s: grid %s with spans %j', (code, gridClass, spans) => {
    const result = layout({ columns: code });
    expect(result.wrapper.split(' ')).toEqual(expect.arrayContaining(['grid', 'grid-cols-1', gridClass]));
    expect(result.columns).toHaveLength(spans.length);
    result.columns.forEach((column, index) => {
      const span = column.className.split(' ').find((c) => c.includes('col-span'));
      expect(span).toBe(spans[index]);
    });
  });

  test('code 6 swaps the slots: item_one stays wide but moves last, item_two shows first and narrow', () => {
    const swapped = layout({ columns: '6' }).columns;
    expect(swapped.map((c) => c.slot)).toEqual(['item_one', 'item_two']);
    expect(swapped[0].className).toBe('min-w-0 md:col-span-2 md:order-last');
    expect(swapped[1].className).toBe('min-w-0 md:col-span-1');
    expect(layout({ columns: '6', flex_direction: 'flex-row' }).columns[0].className).toBe('min-w-0 md:flex-2 md:order-last');
  });

  test('slots fill in order', () => {
    expect(layout({ columns: '5' }).columns.map((c) => c.slot)).toEqual(['item_one', 'item_two']);
    expect(layout({ columns: '42' }).columns.map((c) => c.slot)).toEqual(['item_one', 'item_two', 'item_three', 'item_four', 'item_five', 'item_six']);
  });

  test('column spacing defaults to 4 on mobile and desktop', () => {
    expect(layout({}).wrapper.split(' ')).toEqual(expect.arrayContaining(['gap-4', 'md:gap-4']));
    expect(layout({ column_spacing: '10', column_spacing_mobile: '2' }).wrapper.split(' ')).toEqual(
      expect.arrayContaining(['gap-2', 'md:gap-10']),
    );
  });

  test('auto width: a flex row whose columns size to their content', () => {
    const result = layout({ columns: '3', auto_width: '1' });
    expect(result.wrapper).toContain('md:flex md:flex-row');
    expect(result.wrapper).not.toContain('md:grid-cols');
    expect(result.columns.every((c) => c.className.includes('md:flex-auto md:w-auto'))).toBe(true);
  });

  test('a desktop flex direction keeps the 2/3 + 1/3 proportions as flex weights', () => {
    const result = layout({ columns: '5', flex_direction: 'flex-row-reverse' });
    expect(result.wrapper).toContain('md:flex md:flex-row-reverse');
    expect(result.columns.map((c) => c.className)).toEqual(['min-w-0 md:flex-2', 'min-w-0 md:flex-1']);
  });

  test('mobile: reversed columns, or a custom direction, then the grid from md', () => {
    expect(layout({ columns: '2', reverse_columns_mobile: '1' }).wrapper).toMatch(/^flex flex-col-reverse md:grid md:grid-cols-2 /);
    const row = layout({ columns: '2', flex_direction_mobile: 'flex-row' });
    expect(row.wrapper).toMatch(/^flex flex-row md:grid md:grid-cols-2 /);
    expect(row.columns[0].className).toContain('flex-1');
  });

  test('vertical alignment of the columns', () => {
    expect(layout({ align_wrapper: 'items-center' }).wrapper).toContain('items-center');
  });

  test('an unknown code falls back to the default layout', () => {
    expect(layout({ columns: '99' }).columns).toHaveLength(2);
  });
});

describe('columns block', () => {
  test('renders every slot with its nested blocks through the registry', () => {
    const columns = block('columns', { columns: '5', custom_id: 'kolommen' }, {
      slots: {
        item_one: [block('text', { data: richText('Links breed') })],
        item_two: [block('button', { title: 'Bestel nu', url: '/bestellen' })],
      },
    });
    const page = renderBlocks([columns]);
    const wrapper = page.$('#kolommen');
    expect(wrapper?.className).toContain('md:grid-cols-3');
    const slots = page.$$('[data-slot]');
    expect(slots.map((slot) => slot.getAttribute('data-slot'))).toEqual(['item_one', 'item_two']);
    expect(slots[0].className).toContain('md:col-span-2');
    expect(slots[0].textContent).toBe('Links breed');
    expect(slots[1].querySelector('a')?.getAttribute('href')).toBe('/bestellen');
  });

  test('columns nest inside columns', () => {
    const inner = block('columns', { columns: '2' }, { slots: { item_two: [block('text', { data: richText('Binnen') })] } });
    const outer = block('columns', { columns: '1' }, { slots: { item_one: [inner] } });
    const page = renderBlocks([outer]);
    expect(page.$('[data-slot="item_one"] [data-slot="item_two"]')?.textContent).toBe('Binnen');
  });
});
