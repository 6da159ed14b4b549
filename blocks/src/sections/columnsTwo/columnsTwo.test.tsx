import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('columnsTwo', () => {
  test('equal: two halves', () => {
    const page = renderSection('columnsTwo');
    expect(classes(page.$('[data-layout]'))).toContain('md:grid-cols-2');
    expect(page.$$('[data-slot] h2').map((h) => h.textContent)).toEqual(['Blok 1', 'Blok 2']);
  });

  test('title + description: 4 + 8 of 12, vertically aligned', () => {
    const page = renderSection('columnsTwo', { layout: 'title_description', text_vertical_position: 'items-end', block1: richText('Titel'), block2: richText('Omschrijving') });
    expect(classes(page.$('[data-layout]'))).toEqual(expect.arrayContaining(['md:grid-cols-12', 'items-end']));
    const [title, description] = page.$$('[data-slot]');
    expect(classes(title)).toContain('md:col-span-4');
    expect(classes(description)).toContain('md:col-span-8');
    expect(description.textContent).toBe('Omschrijving');
  });

  test('image background: block_1_image behind the first block only', () => {
    const page = renderSection('columnsTwo', { layout: 'image_background', block_1_image: '|/media/veld.jpg', block1: richText('Over ons') });
    const [first, second] = page.$$('[data-slot]');
    const box = first.querySelector('.wm-image-background') as HTMLElement;
    expect(box.getAttribute('style')).toContain('url("/media/veld.jpg")');
    expect(box.textContent).toBe('Over ons');
    expect(second.querySelector('.wm-image-background')).toBeNull();
    // The image only shows in that layout.
    expect(renderSection('columnsTwo', { block_1_image: '/media/veld.jpg' }).html).not.toContain('veld.jpg');
  });
});
