/**
 * ResponsiveImage and the fold rule, rendered on the server as SSR does: a <picture>
 * over the variants when the media map knows the URL, the plain <img> otherwise;
 * header and first section eager, the first image there fetchpriority=high, the rest lazy.
 */
import { describe, expect, test } from 'vitest';
import { SiteProvider } from '../site/SiteContext.tsx';
import type { MediaFacts, Section } from '../site/types.ts';
import { block, renderBlocks, renderSections, serverRender } from '../test/render.tsx';
import { columnSizes, ResponsiveImage, SIZES } from './ResponsiveImage.tsx';
import { foldPosition, ImageFold } from './imageFold.tsx';

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

  test('header eager, the first image of the first section high priority, the rest lazy', () => {
    const sections: Section[] = [
      { id: 'kop', template: 'headerOne', meta: { logo_image: '/media/demo/logo.png', logo_alt: 'logo' } },
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

  test('a page without header sections: its first section leads', () => {
    const page = renderSections([imageSection('a', 'https://cdn.example/a.jpg'), imageSection('b', 'https://cdn.example/b.jpg')]);
    expect(page.$$('img').map(loadingOf)).toEqual([
      ['a', 'eager', 'high'],
      ['b', 'lazy', null],
    ]);
  });

  test('outside a page (editor, previews) and with `lazy`: lazy', () => {
    const page = serverRender(
      <SiteProvider value={{ media }}>
        <ResponsiveImage src="/media/demo/croissants.jpg" alt="los" />
      </SiteProvider>,
    );
    expect(loadingOf(page.$('img')!)).toEqual(['los', 'lazy', null]);
    const lead = serverRender(
      <ImageFold position="lead">
        <ResponsiveImage src="/a.jpg" alt="verborgen dia" lazy />
        <ResponsiveImage src="/b.jpg" alt="eerste zichtbare" />
      </ImageFold>,
    );
    expect(lead.$$('img').map(loadingOf)).toEqual([
      ['verborgen dia', 'lazy', null],
      ['eerste zichtbare', 'eager', 'high'],
    ]);
  });

  test('foldPosition', () => {
    expect([0, 1, 2, 3].map((index) => foldPosition(index, 2))).toEqual(['top', 'top', 'lead', 'below']);
    expect([0, 1].map((index) => foldPosition(index, 0))).toEqual(['lead', 'below']);
  });
});
