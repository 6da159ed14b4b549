/**
 * ResponsiveImage and the fold rule, rendered on the server as SSR does: a <picture>
 * over the variants when the media map knows the URL, the plain <img> otherwise;
 * header and leading content eager, the first image there fetchpriority=high, the rest lazy.
 */
import { describe, expect, test } from 'vitest';
import { SiteProvider } from '../site/SiteContext.tsx';
import type { MediaFacts, Section } from '../site/types.ts';
import { block, renderBlocks, renderSections, serverRender } from '../test/render.tsx';
import { columnSizes, ResponsiveImage, SIZES } from './ResponsiveImage.tsx';
import { EAGER_IMAGES, foldPositions, holdsImage, ImageFold } from './imageFold.tsx';

const HASH = '0123456789abcdef';

function facts(width: number, height: number): MediaFacts {
  const srcset = (ext: string) => [320, 640, 960].map((w) => `/media/${HASH}/${w}.${ext} ${w}w`).join(', ');
  return {
    width,
    height,
    src: `/media/${HASH}/original.jpg`,
    sources: [
      { type: 'image/avif', srcset: srcset('avif') },
      { type: 'image/webp', srcset: srcset('webp') },
    ],
  };
}

const media = { '/media/demo/croissants.jpg': facts(960, 640), '/media/demo/stokbrood.jpg': facts(960, 640) };

function imageSection(id: string, ...urls: string[]): Section {
  return { id, template: 'dynamic', meta: {}, blocks: urls.map((url) => block('image', { url, alt: id })) };
}

describe('ResponsiveImage', () => {
  test('with facts: a <picture> with AVIF then WebP sources and a sized <img> of the hashed original', () => {
    const page = renderBlocks([block('image', { url: '/media/demo/croissants.jpg', alt: 'Croissants' })], { media });
    const sources = page.$$('picture source');
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(media['/media/demo/croissants.jpg'].sources[0].srcset);
    expect(sources.every((source) => source.getAttribute('sizes') === SIZES.full)).toBe(true);
    const img = page.$('picture > img')!;
    expect(img.getAttribute('src')).toBe(`/media/${HASH}/original.jpg`);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['960', '640', 'Croissants']);
    // The look of the image block is unchanged: its classes, and the picture takes no box of its own.
    expect(img.getAttribute('class')).toContain('h-auto max-w-full');
    expect(page.$('picture')!.getAttribute('style')).toBe('display:contents');
  });

  test('without facts (an external URL): the plain <img> as before', () => {
    const page = renderBlocks([block('image', { url: 'https://cdn.example/brood.jpg', alt: 'Brood' })], { media });
    expect(page.$('picture')).toBeNull();
    const img = page.$('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example/brood.jpg');
    expect(img.hasAttribute('width')).toBe(false);
    expect(img.hasAttribute('height')).toBe(false);
  });

  test('a pixel width from the field: the height follows the aspect ratio, sizes the pixel width', () => {
    const page = renderBlocks([block('image', { url: '/media/demo/croissants.jpg', width: '300' })], { media });
    const img = page.$('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '200']);
    expect(page.$('source')!.getAttribute('sizes')).toBe('300px');
  });

  test('callers say how wide the image is shown', () => {
    const page = serverRender(
      <SiteProvider value={{ media }}>
        <ResponsiveImage src="/media/demo/croissants.jpg" alt="" sizes={columnSizes(3)} className="h-48 w-full object-cover" />
      </SiteProvider>,
    );
    expect(page.$('source')!.getAttribute('sizes')).toBe('(min-width: 768px) 34vw, 100vw');
    expect(page.$('img')!.getAttribute('class')).toBe('h-48 w-full object-cover');
    expect(columnSizes(1)).toBe(SIZES.full);
  });
});

describe('loading and priority by place on the page', () => {
  const loadingOf = (img: HTMLElement) => [img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')];
  const header: Section = { id: 'kop', template: 'headerOne', meta: { logo_image: '/media/demo/logo.png', logo_alt: 'logo' } };
  const text: Section = { id: 'titel', template: 'sectionTitle', meta: { title: 'Welkom' } };

  test('header eager; the first image of the leading content high priority; later sections lazy', () => {
    const sections = [
      header,
      imageSection('eerste', '/media/demo/croissants.jpg', 'https://cdn.example/b.jpg'),
      imageSection('tweede', '/media/demo/stokbrood.jpg'),
    ];
    const page = renderSections(sections, { media });
    expect(page.$$('img').map(loadingOf)).toEqual([
      ['logo', 'eager', null],
      ['eerste', 'eager', 'high'],
      ['eerste', 'eager', null],
      ['tweede', 'lazy', null],
    ]);
    const decoding = page.$$('img').map((img) => img.getAttribute('decoding'));
    expect(decoding).toEqual(['async', null, 'async', 'async']);
  });

  test('text sections first: the lead runs on to the first section with an image', () => {
    const page = renderSections([header, text, text, imageSection('beeld', 'https://cdn.example/a.jpg'), imageSection('later', '/b.jpg')]);
    expect(page.$$('img').map(loadingOf).slice(1)).toEqual([
      ['beeld', 'eager', 'high'],
      ['later', 'lazy', null],
    ]);
  });

  test('but no further than the first three content sections', () => {
    const page = renderSections([header, text, text, text, imageSection('ver', 'https://cdn.example/a.jpg')]);
    expect(page.$$('img').map(loadingOf).slice(1)).toEqual([['ver', 'lazy', null]]);
  });

  test(`only the first ${EAGER_IMAGES} leading images are eager`, () => {
    const urls = Array.from({ length: EAGER_IMAGES + 2 }, (_, index) => `/media/${index}.jpg`);
    const page = renderSections([imageSection('galerij', ...urls)]);
    const loading = page.$$('img').map((img) => img.getAttribute('loading'));
    expect(loading).toEqual([...Array(EAGER_IMAGES).fill('eager'), 'lazy', 'lazy']);
    expect(page.$$('img[fetchpriority="high"]')).toHaveLength(1);
  });

  test('outside a page (editor, previews) and with `lazy`: lazy', () => {
    const page = serverRender(
      <SiteProvider value={{ media }}>
        <ResponsiveImage src="/media/demo/croissants.jpg" alt="los" />
      </SiteProvider>,
    );
    expect(loadingOf(page.$('img')!)).toEqual(['los', 'lazy', null]);
    const lead = serverRender(
      <ImageFold position="lead" turns={{ ids: [] }}>
        <ResponsiveImage src="/a.jpg" alt="verborgen dia" lazy />
        <ResponsiveImage src="/b.jpg" alt="eerste zichtbare" />
      </ImageFold>,
    );
    expect(lead.$$('img').map(loadingOf)).toEqual([
      ['verborgen dia', 'lazy', null],
      ['eerste zichtbare', 'eager', 'high'],
    ]);
  });

  test('foldPositions and holdsImage', () => {
    const withImage = imageSection('x', '/media/a.webp');
    expect(foldPositions([header, text, withImage, text], 1)).toEqual(['top', 'lead', 'lead', 'below']);
    expect(foldPositions([text, text, text, withImage], 0)).toEqual(['lead', 'lead', 'lead', 'below']);
    expect(holdsImage({ meta: { logo_image: '|/media/logo.svg' } })).toBe(true);
    expect(holdsImage({ meta: { title: 'foto.jpg is mooi', link: '/over-ons' } })).toBe(false);
  });
});
