import { describe, expect, test } from 'vitest';
import { renderSection } from '../test/render.tsx';

const images = (count: number) => Array.from({ length: count }, (_, index) => `/media/foto-${index + 1}.jpg`).join('|');

describe('gallery sections', () => {
  test.each([
    ['blockGalleryThree', 'md:grid-cols-3'],
    ['blockGalleryFour', 'md:grid-cols-4'],
    ['blockGalleryFive', 'lg:grid-cols-5'],
  ])('%s: an image grid (%s) whose images open the viewer', (template, columns) => {
    const page = renderSection(template, { logo_image: images(6) });
    const list = page.$('ul[data-gallery]')!;
    expect(list.className.split(' ')).toEqual(expect.arrayContaining(['grid', columns]));
    const buttons = page.$$('ul[data-gallery] button');
    expect(buttons).toHaveLength(6);
    expect(buttons[1].getAttribute('aria-label')).toBe('Afbeelding 2 vergroten (2 van 6)');
    expect(buttons[1].querySelector('img')?.getAttribute('src')).toBe('/media/foto-2.jpg');
    expect(page.$('section')?.className).toContain('md:pb-20');
  });

  test('masonry: CSS columns, at most 10 images', () => {
    const page = renderSection('masonryGallery', { logo_image: images(12) });
    expect(page.$('ul[data-gallery]')?.className).toContain('columns-2');
    expect(page.$$('ul[data-gallery] img')).toHaveLength(10);
  });

  test('the other galleries take 40 images', () => {
    expect(renderSection('blockGalleryThree', { logo_image: images(45) }).$$('ul[data-gallery] img')).toHaveLength(40);
  });

  test('intro (title and rich text) only when active_content is on, also the legacy true', () => {
    expect(renderSection('blockGalleryThree', { logo_image: images(1) }).text).not.toContain('Dit is een test beschrijving');
    for (const on of ['1', true]) {
      const page = renderSection('blockGalleryThree', { logo_image: images(1), active_content: on, title: 'Onze bakkerij' });
      expect(page.$('h2')?.textContent).toBe('Onze bakkerij');
      expect(page.text).toContain('Dit is een test beschrijving');
    }
  });

  test('height_coverage fixes the tile height in vh', () => {
    const page = renderSection('blockGalleryFour', { logo_image: images(2), height_coverage: '30' });
    expect(page.$('ul[data-gallery] li')?.getAttribute('style')).toContain('height:30vh');
    expect(renderSection('blockGalleryFour', { logo_image: images(2) }).$('ul[data-gallery] li')?.className).toContain('aspect-[4/3]');
    expect(renderSection('masonryGallery', { logo_image: images(2), height_coverage: '50' }).$('img')?.getAttribute('style')).toContain('max-height:50vh');
  });

  test('without images the 4- and 5-column galleries show placeholder tiles to everyone', () => {
    expect(renderSection('blockGalleryFour').$$('[data-placeholder="image"]')).toHaveLength(8);
    expect(renderSection('blockGalleryFive').$$('[data-placeholder="image"]')).toHaveLength(10);
    expect(renderSection('blockGalleryFour').$$('button')).toHaveLength(0);
  });

  test('without images the 3-column and masonry galleries show nothing to visitors, a notice to editors', () => {
    for (const template of ['blockGalleryThree', 'masonryGallery']) {
      expect(renderSection(template).html).toBe('');
      expect(renderSection(template, {}, { editable: true }).text).toContain('Er zijn nog geen afbeeldingen toegevoegd');
      const intro = renderSection(template, { active_content: '1' });
      expect(intro.text).toContain('Dit is een test beschrijving');
      expect(intro.$$('img')).toHaveLength(0);
    }
  });
});
