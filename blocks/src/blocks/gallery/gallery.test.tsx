import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';

const gallery = (props: Record<string, unknown>, editable = false) => renderBlocks([block('gallery', props)], { editable });

describe('gallery block', () => {
  test('pipe-separated images, blank entries dropped; 3 columns and gap 4 by default', () => {
    const page = gallery({ images: '|/media/1.jpg||  |/media/2.jpg|/media/3.jpg|' });
    expect(page.$$('img').map((img) => img.getAttribute('src'))).toEqual(['/media/1.jpg', '/media/2.jpg', '/media/3.jpg']);
    expect(page.$('ul')?.className.split(' ')).toEqual(['grid', 'grid-cols-2', 'md:grid-cols-3', 'gap-4']);
  });

  test('columns and column spacing', () => {
    expect(gallery({ images: '/media/1.jpg', columns: '5', column_spacing: '10' }).$('ul')?.className.split(' ')).toEqual(
      expect.arrayContaining(['md:grid-cols-5', 'gap-10']),
    );
    // A value the field does not offer falls back to the default columns.
    expect(gallery({ images: '/media/1.jpg', columns: '9' }).$('ul')?.className).toContain('md:grid-cols-3');
  });

  test("click_event 'popup' (default) makes every image a button for the viewer; 'none' does not", () => {
    const zoomable = gallery({ images: '/media/1.jpg|/media/2.jpg', alt: 'Brood' });
    expect(zoomable.$$('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Brood vergroten (1 van 2)', 'Brood vergroten (2 van 2)']);
    expect(zoomable.$$('img').map((img) => img.getAttribute('alt'))).toEqual(['Brood', 'Brood']);
    const plain = gallery({ images: '/media/1.jpg|/media/2.jpg', click_event: 'none' });
    expect(plain.$$('button')).toHaveLength(0);
    expect(plain.$$('img')).toHaveLength(2);
  });

  test('image look: size, radius, border colour as class or rgb, shadow', () => {
    const img = gallery({ images: '/media/1.jpg', height: '150', radius: 'rounded', border: 'border', border_color: 'gray-200', shadow: 'shadow' }).$('img')!;
    expect(img.className.split(' ')).toEqual(expect.arrayContaining(['rounded', 'border', 'border-gray-200', 'shadow', 'object-cover']));
    expect(img.getAttribute('height')).toBe('150');
    const rgb = gallery({ images: '/media/1.jpg', border: 'border', border_color: '1, 2, 3' }).$('img')!;
    expect(rgb.getAttribute('style')).toContain('border-color:rgba(1, 2, 3, 1)');
  });

  test('without images: a 300 x 300 placeholder in editable mode, nothing otherwise', () => {
    expect(gallery({}).$$('[data-placeholder]')).toHaveLength(0);
    expect(gallery({}).$$('img')).toHaveLength(0);
    expect(gallery({}, true).$('[data-placeholder="image"]')?.getAttribute('style')).toContain('width:300px');
  });
});
