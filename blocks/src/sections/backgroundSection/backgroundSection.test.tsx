import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('background section', () => {
  test('defaults: an empty area of min height 40, centred, no image', () => {
    const page = renderSection('backgroundSection');
    expect(classes(page.$('.wm-background-area'))).toEqual(expect.arrayContaining(['min-h-40', 'text-center']));
    expect(page.$('section')?.hasAttribute('style')).toBe(false);
    expect(page.text).toBe('');
  });

  test('background image with size and position; alignment and font size', () => {
    const page = renderSection('backgroundSection', {
      section_bg_image: '|/media/graan.jpg',
      section_bg_image_size: 'bg-contain',
      section_bg_image_align: 'bg-top',
      alignment: 'text-right',
      font_size: 'text-2xl',
      section_min_height: '96',
    });
    const section = page.$('section')!;
    expect(section.getAttribute('style')).toContain('url("/media/graan.jpg")');
    expect(classes(section)).toEqual(expect.arrayContaining(['bg-contain', 'bg-top', 'bg-no-repeat']));
    expect(classes(page.$('.wm-background-area'))).toEqual(expect.arrayContaining(['min-h-96', 'text-right', 'text-2xl']));
  });
});
