import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('image-and-text sections', () => {
  test('three columns: image height 40, placeholder icons without images, white background with dark text', () => {
    const page = renderSection('imageTextThree');
    expect(classes(page.$('section .grid'))).toContain('md:grid-cols-3');
    const columns = page.$$('[data-slot]');
    expect(columns.map((c) => c.querySelector('h2')?.textContent)).toEqual(['Titel 1', 'Titel 2', 'Titel 3']);
    expect(columns.every((c) => classes(c.querySelector('[data-placeholder="image"]')).includes('h-40'))).toBe(true);
    expect(classes(page.$('section'))).toEqual(expect.arrayContaining(['bg-white', 'text-dark', 'md:pt-13']));
  });

  test('images with their text beneath; a missing one keeps its placeholder', () => {
    const page = renderSection('imageTextThree', { content_one_image: '/media/a.jpg', content_three_image: '|/media/c.jpg', image_height: '64', block2: richText('Tweede') });
    const [one, two, three] = page.$$('[data-slot]');
    expect(one.querySelector('img')?.getAttribute('src')).toBe('/media/a.jpg');
    expect(classes(one.querySelector('img'))).toContain('h-64');
    expect(two.querySelector('img')).toBeNull();
    expect(two.querySelector('[data-placeholder="image"]')).not.toBeNull();
    expect(two.textContent).toBe('Tweede');
    expect(three.querySelector('img')?.getAttribute('src')).toBe('/media/c.jpg');
    // The image comes before its text.
    expect(one.firstElementChild?.tagName).toBe('IMG');
  });

  test("center_text '1' centres the text, else text_horizontal_position aligns it", () => {
    expect(classes(renderSection('imageTextTwo', { center_text: '1' }).$('[data-slot] .wm-richtext'))).toContain('text-center');
    const right = renderSection('imageTextTwo', { text_horizontal_position: 'text-right' }).$('[data-slot] .wm-richtext');
    expect(classes(right)).toContain('text-right');
  });

  test('two columns: no third image or block', () => {
    const page = renderSection('imageTextTwo');
    expect(classes(page.$('section .grid'))).toContain('md:grid-cols-2');
    expect(page.$$('[data-slot]')).toHaveLength(2);
  });
});
