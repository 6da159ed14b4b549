import { describe, expect, test } from 'vitest';
import { block, renderBlocks, richText } from '../../test/render.tsx';
import { slidesPerView } from './index.tsx';

const slide = (text: string) => block('text', { data: richText(text) });
const slider = (props: Record<string, unknown>, items = [slide('Eerste'), slide('Tweede'), slide('Derde')], editable = false) =>
  renderBlocks([block('slider', props, { slots: { items } })], { editable });

function cssVar(page: ReturnType<typeof slider>, name: string) {
  return new RegExp(`${name}:\\s*(\\d+)`).exec(page.$('[aria-roledescription="carrousel"]')?.getAttribute('style') ?? '')?.[1];
}

describe('slider block', () => {
  test('every block of the items slot is a slide, rendered on the server', () => {
    const page = slider({});
    const slides = page.$$('[data-slide]');
    expect(slides.map((node) => node.textContent)).toEqual(['Eerste', 'Tweede', 'Derde']);
    expect(slides.map((node) => node.getAttribute('aria-label'))).toEqual(['1 van 3', '2 van 3', '3 van 3']);
  });

  test('defaults: one slide at a time, arrows shown', () => {
    const page = slider({});
    expect([cssVar(page, '--wm-per-view'), cssVar(page, '--wm-per-view-tablet'), cssVar(page, '--wm-per-view-lg')]).toEqual(['1', '1', '1']);
    expect(page.$('button[aria-label="Vorige dia"]')).not.toBeNull();
    expect(page.$('button[aria-label="Volgende dia"]')).not.toBeNull();
  });

  test('quantities per breakpoint: mobile below 600 px, desktop from 1190 px', () => {
    const page = slider({ mobile_quantity: '2', desktop_quantity: '6' });
    expect([cssVar(page, '--wm-per-view'), cssVar(page, '--wm-per-view-tablet'), cssVar(page, '--wm-per-view-lg')]).toEqual(['2', '3', '6']);
    expect(page.$('[data-slide]')?.className).toContain('min-[600px]:basis-[calc(100%/var(--wm-per-view-tablet))]');
    expect(page.$('[data-slide]')?.className).toContain('lg:basis-[calc(100%/var(--wm-per-view-lg))]');
    expect(slidesPerView(1, 8)).toEqual({ mobile: 1, tablet: 4, desktop: 8 });
    expect(slidesPerView(3, 4)).toEqual({ mobile: 3, tablet: 3, desktop: 4 });
  });

  test('fading shows one slide at a time whatever the quantities', () => {
    const page = slider({ type_animation: 'fade', desktop_quantity: '4', mobile_quantity: '2' });
    expect([cssVar(page, '--wm-per-view'), cssVar(page, '--wm-per-view-lg')]).toEqual(['1', '1']);
  });

  test('disable_arrows hides the arrows; carousel_identifier is the id', () => {
    const page = slider({ disable_arrows: '1', carousel_identifier: 'reviews' });
    expect(page.$('button[aria-label="Vorige dia"]')).toBeNull();
    expect(page.$('[aria-roledescription="carrousel"]')?.id).toBe('reviews');
    expect(slider({ carousel_identifier: '1 kapot' }).$('[aria-roledescription="carrousel"]')?.hasAttribute('id')).toBe(false);
  });

  test('an empty slider: nothing for visitors, a notice for editors', () => {
    expect(slider({}, []).$('[aria-roledescription="carrousel"]')).toBeNull();
    expect(slider({}, [], true).text).toContain('elk blok dat je in de slider plaatst wordt een dia');
  });
});
