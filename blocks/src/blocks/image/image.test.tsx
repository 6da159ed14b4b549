import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';

const image = (props: Record<string, unknown>, editable = false) => renderBlocks([block('image', props)], { editable });

describe('image block', () => {
  test('a stored value may start with a pipe', () => {
    const page = image({ url: '|/media/taart.jpg', alt: 'Verjaardagstaart' });
    const img = page.$('img')!;
    expect(img.getAttribute('src')).toBe('/media/taart.jpg');
    expect(img.getAttribute('alt')).toBe('Verjaardagstaart');
    expect(page.$('a')).toBeNull();
  });

  test("click_event 'link' wraps the image in its link; 'none' and unset do not", () => {
    const linked = image({ url: '/media/taart.jpg', click_event: 'link', link: '/taarten', alt: 'Taart' });
    expect(linked.$('a')?.getAttribute('href')).toBe('/taarten');
    expect(linked.$('a img')).not.toBeNull();
    expect(image({ url: '/media/taart.jpg', click_event: 'none', link: '/taarten' }).$('a')).toBeNull();
    expect(image({ url: '/media/taart.jpg', link: '/taarten' }).$('a')).toBeNull();
    expect(image({ url: '/media/taart.jpg', click_event: 'link', link: 'javascript:alert(1)' }).$('a')).toBeNull();
  });

  test('alignment, size, radius, border and shadow', () => {
    const page = image({ url: '/media/a.jpg', align: 'justify-end', width: '320', height: '200', radius: 'rounded-xl', border: 'border-4', border_color: 'secondary-500', shadow: 'shadow-lg' });
    expect(page.$('[data-block="image"] > div')?.className.split(' ')).toEqual(['flex', 'justify-end']);
    const img = page.$('img')!;
    expect(img.getAttribute('width')).toBe('320');
    expect(img.getAttribute('height')).toBe('200');
    expect(img.className.split(' ')).toEqual(expect.arrayContaining(['rounded-xl', 'border-4', 'border-secondary-500', 'shadow-lg', 'object-cover']));
    expect(img.getAttribute('style')).toContain('width:320px');
  });

  test('a border colour of numbers is an rgb(a) colour, not a class', () => {
    const rgb = image({ url: '/media/a.jpg', border: 'border', border_color: '255, 0, 0' }).$('img')!;
    expect(rgb.getAttribute('style')).toContain('border-color:rgba(255, 0, 0, 1)');
    expect(rgb.className).not.toMatch(/border-\d/);
    const rgba = image({ url: '/media/a.jpg', border: 'border', border_color: '0, 0, 255, 0.4' }).$('img')!;
    expect(rgba.getAttribute('style')).toContain('border-color:rgba(0, 0, 255, 0.4)');
  });

  test('without an image: nothing for visitors, a 300 x 300 placeholder for editors', () => {
    expect(image({}).$('[data-block="image"]')?.innerHTML).toBe('');
    const placeholder = image({}, true).$('[data-placeholder="image"]')!;
    expect(placeholder.getAttribute('style')).toContain('width:300px');
    expect(placeholder.getAttribute('style')).toContain('height:300px');
  });
});
