import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

describe('featured images', () => {
  test('three figures with the captions, placeholders without images', () => {
    const page = renderSection('featuredImages', { text_one: 'Brood', text_two: 'Taart', text_three: '' });
    const figures = page.$$('figure');
    expect(figures).toHaveLength(3);
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent ?? null)).toEqual(['Brood', 'Taart', null]);
    expect(page.$$('figure [data-placeholder="image"]')).toHaveLength(3);
  });

  test('images in order, at most three', () => {
    const page = renderSection('featuredImages', { images_image: '|/media/1.jpg|/media/2.jpg|/media/3.jpg|/media/4.jpg' });
    expect(page.$$('figure img').map((img) => img.getAttribute('src'))).toEqual(['/media/1.jpg', '/media/2.jpg', '/media/3.jpg']);
    const two = renderSection('featuredImages', { images_image: ['/media/1.jpg', { path: '/media/2.jpg', name: '2.jpg' }] });
    expect(two.$$('figure img')).toHaveLength(2);
    expect(two.$$('figure [data-placeholder="image"]')).toHaveLength(1);
  });
});
