import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('columnsThree', () => {
  test('equal columns by default', () => {
    const page = renderSection('columnsThree');
    expect(classes(page.$('[data-layout]'))).toContain('md:grid-cols-3');
    expect(page.$$('[data-slot]')).toHaveLength(3);
    expect(page.$('article')).toBeNull();
  });

  test('1-2-1: four grid columns, the middle block twice as wide', () => {
    const spans = renderSection('columnsThree', { layout: 'one_two_one' }).$$('[data-slot]').map((slot) => classes(slot).find((c) => c.includes('col-span')));
    expect(spans).toEqual(['md:col-span-1', 'md:col-span-2', 'md:col-span-1']);
  });

  test('cards: each block in a card with its image on top', () => {
    const page = renderSection('columnsThree', {
      layout: 'cards',
      block_1_image: '/media/taart.jpg',
      block_3_image: [{ path: '/media/brood.jpg', name: 'brood.jpg' }],
      block1: richText('Taarten'),
    });
    const cards = page.$$('article');
    expect(cards).toHaveLength(3);
    expect(cards[0].querySelector('img')?.getAttribute('src')).toBe('/media/taart.jpg');
    expect(cards[0].textContent).toBe('Taarten');
    // A card without image has none for visitors, a placeholder for editors.
    expect(cards[1].querySelector('img, [data-placeholder]')).toBeNull();
    expect(cards[2].querySelector('img')?.getAttribute('src')).toBe('/media/brood.jpg');
    const editing = renderSection('columnsThree', { layout: 'cards' }, { editable: true });
    expect(editing.$$('article [data-placeholder="image"]')).toHaveLength(3);
  });

  test('hide_1 .. hide_3 leave blocks out', () => {
    const page = renderSection('columnsThree', { layout: 'cards', hide_2: '1' });
    expect(page.$$('[data-slot]').map((slot) => slot.getAttribute('data-slot'))).toEqual(['block1', 'block3']);
    expect(page.text).not.toContain('Blok 2');
    const none = renderSection('columnsThree', { hide_1: '1', hide_2: '1', hide_3: '1' });
    expect(none.$$('[data-slot]')).toHaveLength(0);
  });
});
