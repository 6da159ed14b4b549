import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { block, parseHtml, richText } from '../test/render.tsx';
import { renderIslandsBlocks, renderIslandsSection } from '../test/islandsRender.tsx';
import { CarouselIsland } from './Carousel.tsx';

const slides = ['Eerste', 'Tweede', 'Derde'].map((text) => block('text', { data: richText(text) }));

describe('carousel island', () => {
  test('a slider on a page is an island that hydrates in view; its slides stay server HTML (slots)', () => {
    const page = renderIslandsBlocks([block('slider', { autoplay: '1', autoplay_speed: '1200', throttle: '500' }, { slots: { items: slides } })]);
    const [carousel, ...others] = page.islands('carousel');
    expect(others).toEqual([]);
    expect(carousel.element.getAttribute('data-hydrate')).toBe('visible');
    const rendered = Array.from(carousel.element.querySelectorAll('[data-slide]'));
    expect(rendered.map((slide) => slide.querySelector(':scope > wm-slot')?.getAttribute('data-slot'))).toEqual(['slide0', 'slide1', 'slide2']);
    expect(rendered.map((slide) => slide.textContent)).toEqual(['Eerste', 'Tweede', 'Derde']);
    const { props, slots } = carousel.entry as { props: Record<string, unknown>; slots: string[] };
    expect(slots).toEqual(['slide0', 'slide1', 'slide2']);
    expect(props).toMatchObject({ label: 'Slider', slideCount: 3, dots: true, arrows: true, throttleMs: 500, settings: { loop: true, autoplayMs: 1200 } });
    // The slides' blocks never travel to the browser.
    expect(JSON.stringify(page.data)).not.toContain('Eerste');
  });

  test('the image slider section is one too, its images in the slots', () => {
    const page = renderIslandsSection('logosSlider', { logo_image: '/media/a.jpg|/media/b.jpg' });
    const [carousel] = page.islands('carousel');
    expect(carousel.entry.slots).toEqual(['slide0', 'slide1']);
    expect(Array.from(carousel.element.querySelectorAll('wm-slot img')).map((img) => img.getAttribute('src'))).toEqual(['/media/a.jpg', '/media/b.jpg']);
    expect(carousel.entry.props).toMatchObject({ label: 'Afbeeldingen', slideCount: 2, arrows: false, style: { '--wm-per-view': 1, '--wm-per-view-md': 5 } });
  });

  test('the island component puts slot N in slide N', () => {
    const html = renderToString(
      <CarouselIsland label="Producten" slideCount={3} settings={{ loop: true }} dots arrows={false} slideClassName="" slots={{ slide2: 'C', slide0: 'A', slide1: 'B' }} />,
    );
    expect(parseHtml(html).$$('[data-slide]').map((slide) => slide.textContent)).toEqual(['A', 'B', 'C']);
  });
});
