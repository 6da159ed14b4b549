import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('content with image', () => {
  test('defaults: text beside a placeholder, image height 96, min height 40, padding 13', () => {
    const page = renderSection('contentImage');
    expect(page.$('.wm-content-text h2')?.textContent).toBe('Titel');
    const placeholder = page.$('.wm-content-media [data-placeholder="image"]');
    expect(placeholder).not.toBeNull();
    expect(classes(placeholder)).toContain('md:h-96');
    expect(classes(page.$('.wm-content-text')?.parentElement ?? null)).toContain('md:min-h-40');
    expect(classes(page.$('section'))).toEqual(expect.arrayContaining(['md:pt-13', 'md:pb-13']));
  });

  test('the image with title and alt, positions, shadow and height', () => {
    const page = renderSection('contentImage', {
      content: richText('Onze bakkerij'),
      content_image: '|/media/bakkerij.jpg',
      logo_title: 'De winkel',
      logo_alt: 'Etalage vol brood',
      image_height: '64',
      image_vertical_position: 'items-end',
      image_hotizontal_position: 'justify-end',
      text_vertical_position: 'items-start',
      text_horizontal_position: 'text-right',
      image_shadow: '1',
    });
    const image = page.$('.wm-content-media img')!;
    expect(image.getAttribute('src')).toBe('/media/bakkerij.jpg');
    expect(image.getAttribute('alt')).toBe('Etalage vol brood');
    expect(image.getAttribute('title')).toBe('De winkel');
    expect(classes(image)).toEqual(expect.arrayContaining(['md:h-64', 'shadow-lg']));
    expect(classes(page.$('.wm-content-media'))).toEqual(expect.arrayContaining(['items-end', 'justify-end']));
    expect(classes(page.$('.wm-content-text'))).toContain('items-start');
    expect(classes(page.$('.wm-content-text .wm-richtext'))).toContain('text-right');
  });

  test('reverse columns, min height and a coloured text box (palette key or RGB)', () => {
    const page = renderSection('contentImage', { reverse_columns: '1', section_min_height: '80', section_content_bg_color: 'gray-100' });
    const row = page.$('.wm-content-text')!.parentElement!;
    expect(classes(row)).toEqual(expect.arrayContaining(['md:flex-row-reverse', 'md:min-h-80']));
    expect(classes(page.$('.wm-content-text'))).toEqual(expect.arrayContaining(['bg-gray-100', 'p-6']));
    const rgb = renderSection('contentImage', { section_content_bg_color: '10, 20, 30' });
    expect(rgb.$('.wm-content-text')?.getAttribute('style')).toContain('rgba(10, 20, 30, 1)');
  });
});
