import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('full-width content with image', () => {
  test('no centred container: the image half reaches the screen edge; the text half carries the paddings', () => {
    const page = renderSection('contentImageFullwidth', { content_image: '/media/veld.jpg' });
    const section = page.$('section')!;
    expect(section.getAttribute('data-template')).toBe('contentImageFullwidth');
    expect(section.querySelector('.max-w-screen-xl')).toBeNull();
    expect(classes(page.$('.wm-content-text'))).toEqual(expect.arrayContaining(['md:pt-13', 'md:pb-13', 'md:w-1/2']));
    const image = page.$('.wm-content-media img')!;
    expect(classes(image)).toEqual(expect.arrayContaining(['w-full', 'object-cover', 'md:h-96']));
  });

  test('reversed, the text hugs the centre from the other side; placeholder without image', () => {
    const page = renderSection('contentImageFullwidth', { reverse_columns: '1' });
    expect(classes(page.$('.wm-content-text')!.parentElement)).toContain('md:flex-row-reverse');
    expect(classes(page.$('.wm-content-text .wm-richtext'))).toContain('md:mr-auto');
    expect(page.$('.wm-content-media [data-placeholder="image"]')).not.toBeNull();
  });
});
