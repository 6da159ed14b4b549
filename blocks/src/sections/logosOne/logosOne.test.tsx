import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

const logos = (count: number) => Array.from({ length: count }, (_, index) => `/media/logo-${index + 1}.svg`).join('|');

describe('logosOne: partner logo strip', () => {
  test('shows every logo (leading pipe ignored) at the default height of 40', () => {
    const page = renderSection('logosOne', { logo_image: `|${logos(3)}` });
    const images = page.$$('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/media/logo-1.svg', '/media/logo-2.svg', '/media/logo-3.svg']);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Logo 1', 'Logo 2', 'Logo 3']);
    expect(images[0].className.split(' ')).toContain('h-40');
    expect(images[0].className).not.toContain('grayscale');
    expect(page.$('ul')?.className).not.toContain('justify-center');
    expect(page.$('section')?.className).toContain('md:pt-20');
  });

  test('at most 40 logos', () => {
    expect(renderSection('logosOne', { logo_image: logos(45) }).$$('img')).toHaveLength(40);
  });

  test('centring, grey filter and height', () => {
    const page = renderSection('logosOne', { logo_image: logos(2), centered: '1', grayscale: '1', logo_height: '16' });
    expect(page.$('ul')?.className.split(' ')).toContain('justify-center');
    const classes = page.$('img')?.className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['grayscale', 'h-16']));
    expect(classes).not.toContain('h-40');
  });

  test('list of file objects', () => {
    const page = renderSection('logosOne', { logo_image: [{ path: '/media/a.png', name: 'a.png' }, 'https://cdn.example/b.png'] });
    expect(page.$$('img').map((img) => img.getAttribute('src'))).toEqual(['/media/a.png', 'https://cdn.example/b.png']);
  });

  test('without logos: nothing for visitors, a notice for editors', () => {
    expect(renderSection('logosOne').html).toBe('');
    expect(renderSection('logosOne', {}, { editable: true }).text).toContain("Er zijn nog geen logo's toegevoegd");
  });
});
