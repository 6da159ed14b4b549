import { describe, expect, test } from 'vitest';
import { block } from '../test/render.tsx';
import { renderIslandsBlocks, renderIslandsSection } from '../test/islandsRender.tsx';

const images = '/media/1.jpg|/media/2.jpg|/media/3.jpg';

describe('gallery island', () => {
  test('a zoomable gallery is an island that hydrates on interaction; its images are buttons (their clicks are replayed)', () => {
    const page = renderIslandsBlocks([block('gallery', { images, alt: 'Brood' })]);
    const [gallery] = page.islands('imageGallery');
    expect(gallery.element.getAttribute('data-hydrate')).toBe('interaction');
    const buttons = Array.from(gallery.element.querySelectorAll('ul[data-gallery] button'));
    expect(buttons.map((button) => button.getAttribute('type'))).toEqual(['button', 'button', 'button']);
    expect(gallery.entry.props).toMatchObject({ urls: ['/media/1.jpg', '/media/2.jpg', '/media/3.jpg'], alt: 'Brood', zoomable: true });
    expect(typeof (gallery.entry.props as { className: unknown }).className).toBe('string');
  });

  test('a gallery without the popup is server HTML only', () => {
    const page = renderIslandsBlocks([block('gallery', { images, click_event: 'none' })]);
    expect(page.islands('imageGallery')).toHaveLength(0);
    expect(page.$$('ul[data-gallery] img')).toHaveLength(3);
    expect(page.$$('ul[data-gallery] button')).toHaveLength(0);
  });

  test('the gallery sections pass their classes and tile styles as props', () => {
    const page = renderIslandsSection('blockGalleryFour', { logo_image: images, height_coverage: '30' });
    const [gallery] = page.islands('imageGallery');
    expect(gallery.entry.props).toMatchObject({ urls: ['/media/1.jpg', '/media/2.jpg', '/media/3.jpg'], itemStyle: { height: '30vh' } });
    expect((gallery.entry.props as { className: string }).className).toContain('md:grid-cols-4');
    // Placeholders need no script.
    expect(renderIslandsSection('blockGalleryFour').islands('imageGallery')).toHaveLength(0);
  });
});
