import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

describe('marketing tiles', () => {
  test('defaults: six tiles Tegel 1..6 linking to /, with placeholders', () => {
    const page = renderSection('marketingTiles');
    const tiles = page.$$('[data-tile]');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Tegel 1', 'Tegel 2', 'Tegel 3', 'Tegel 4', 'Tegel 5', 'Tegel 6']);
    expect(tiles.every((tile) => tile.tagName === 'A' && tile.getAttribute('href') === '/')).toBe(true);
    expect(page.$$('[data-tile] [data-placeholder="image"]')).toHaveLength(6);
  });

  test('each tile its own title, image and link; no link without a usable URL', () => {
    const page = renderSection('marketingTiles', {
      item_two_title: 'Taarten',
      item_two_image: '|/media/taart.jpg',
      item_two_link: '/taarten',
      item_five_link: 'javascript:alert(1)',
    });
    const two = page.$('[data-tile="item_two"]')!;
    expect(two.getAttribute('href')).toBe('/taarten');
    expect(two.textContent).toBe('Taarten');
    expect(two.querySelector('img')?.getAttribute('src')).toBe('/media/taart.jpg');
    expect(page.$('[data-tile="item_five"]')?.tagName).toBe('DIV');
  });
});
