import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';
import { PLACEHOLDER_TILES } from './index.tsx';

const images = (count: number) => Array.from({ length: count }, (_, index) => `/media/slide-${index + 1}.jpg`).join('|');

function perView(page: ReturnType<typeof renderSection>) {
  const style = page.$('[aria-roledescription="carrousel"]')?.getAttribute('style') ?? '';
  return {
    mobile: /--wm-per-view:\s*(\d+)/.exec(style)?.[1],
    desktop: /--wm-per-view-md:\s*(\d+)/.exec(style)?.[1],
  };
}

describe('logosSlider: image slider', () => {
  test('every image is a slide; 5 per view from md, 1 on mobile; dots but no arrows', () => {
    const page = renderSection('logosSlider', { logo_image: images(7) });
    const slides = page.$$('[data-slide]');
    expect(slides).toHaveLength(7);
    expect(slides.map((slide) => slide.querySelector('img')?.getAttribute('src'))).toEqual(
      Array.from({ length: 7 }, (_, index) => `/media/slide-${index + 1}.jpg`),
    );
    expect(perView(page)).toEqual({ mobile: '1', desktop: '5' });
    expect(slides[0].className).toContain('md:basis-[calc(100%/var(--wm-per-view-md))]');
    expect(page.$('button[aria-label="Vorige dia"]')).toBeNull();
    expect(page.$('button[aria-label="Volgende dia"]')).toBeNull();
    // The dots need the browser's layout: they appear once the carousel runs.
    expect(page.$('[aria-roledescription="carrousel"]')?.getAttribute('data-carousel')).toBe('static');
  });

  test('per_slide, mobile_per_slide, image look and grey filter', () => {
    const page = renderSection('logosSlider', {
      logo_image: images(3),
      per_slide: '3',
      mobile_per_slide: '2',
      images_height: '16',
      images_width: '120',
      images_radius: 'rounded-lg',
      images_border: 'border-2',
      images_border_color: '10, 20, 30, 0.5',
      images_shadow: 'shadow-md',
      grayscale: '1',
      centered: '1',
    });
    expect(perView(page)).toEqual({ mobile: '2', desktop: '3' });
    const img = page.$('img')!;
    expect(img.className.split(' ')).toEqual(expect.arrayContaining(['h-16', 'rounded-lg', 'border-2', 'shadow-md', 'grayscale']));
    expect(img.getAttribute('style')).toContain('border-color:rgba(10, 20, 30, 0.5)');
    expect(img.getAttribute('style')).toContain('width:120px');
    expect(page.$('[data-slide] > div')?.className).toContain('justify-center');
  });

  test('a named border colour is a class', () => {
    const img = renderSection('logosSlider', { logo_image: images(1), images_border: 'border', images_border_color: 'primary-500' }).$('img')!;
    expect(img.className.split(' ')).toContain('border-primary-500');
  });

  test('without images: 8 placeholder tiles, for visitors and editors alike', () => {
    for (const editable of [false, true]) {
      const page = renderSection('logosSlider', {}, { editable });
      expect(page.$$('[data-slide]')).toHaveLength(PLACEHOLDER_TILES);
      expect(page.$$('[data-placeholder="image"]')).toHaveLength(8);
      expect(page.$$('img')).toHaveLength(0);
    }
  });
});
