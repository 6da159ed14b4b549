// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ProductGallery, imageSlot } from './ProductGallery.tsx';

function images(count: number) {
  return Array.from({ length: count }, (_, index) => ({ url: `/media/taart-${index + 1}.jpg`, alt: `Taart ${index + 1}` }));
}

/** A viewport of `width` px as the gallery asks for it (matchMedia of the 768 px breakpoint). */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(min-width: 768px)' && width >= 768,
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
}

function renderGallery(count: number) {
  const list = images(count);
  const slots = Object.fromEntries(list.map((image, index) => [imageSlot(index), <img key={index} src={image.url} alt={image.alt} />]));
  return render(<ProductGallery images={list} slots={slots} />);
}

const shown = () => Array.from(document.querySelectorAll<HTMLElement>('[data-gallery-image]')).filter((element) => !element.hidden).map((element) => element.dataset.galleryImage);
const inView = () => Array.from(document.querySelectorAll<HTMLElement>('[data-thumbnail][data-in-view="true"]')).map((element) => Number(element.dataset.thumbnail));
const button = (name: string) => screen.queryByRole('button', { name });

describe('product gallery', () => {
  test('main arrows move one image; previous is hidden on the first, next on the last', () => {
    viewport(1280);
    renderGallery(3);
    expect(shown()).toEqual(['0']);
    expect(button('Vorige afbeelding')).toBeNull();
    act(() => fireEvent.click(button('Volgende afbeelding')!));
    expect(shown()).toEqual(['1']);
    expect(button('Vorige afbeelding')).not.toBeNull();
    act(() => fireEvent.click(button('Volgende afbeelding')!));
    expect(shown()).toEqual(['2']);
    expect(button('Volgende afbeelding')).toBeNull();
    act(() => fireEvent.click(button('Vorige afbeelding')!));
    expect(shown()).toEqual(['1']);
  });

  test('one image: no arrows and no strip', () => {
    viewport(1280);
    renderGallery(1);
    expect(shown()).toEqual(['0']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  test('at 1280 px the strip shows 4 and pages by up to 4; its arrows hide at the ends', () => {
    viewport(1280);
    renderGallery(7);
    expect(inView()).toEqual([0, 1, 2, 3]);
    expect(button('Vorige afbeeldingen')).toBeNull();
    act(() => fireEvent.click(button('Volgende afbeeldingen')!));
    // Up to 4: the window stops at the last thumbnail.
    expect(inView()).toEqual([3, 4, 5, 6]);
    expect(button('Volgende afbeeldingen')).toBeNull();
    act(() => fireEvent.click(button('Vorige afbeeldingen')!));
    expect(inView()).toEqual([0, 1, 2, 3]);
    // Paging the strip does not change the main image.
    expect(shown()).toEqual(['0']);
  });

  test('the strip keeps both arrow places whether or not an arrow shows, so its thumbnails never move', () => {
    // The strip's children, left to right: an arrow or its empty place, the window, an arrow or its place.
    const strip = () =>
      Array.from(document.querySelector('[data-gallery-strip]')!.children).map((element) =>
        element.localName === 'button' ? element.getAttribute('aria-label') : (element as HTMLElement).dataset.stripArrowPlace ?? 'window',
      );
    viewport(1280);
    const { unmount } = renderGallery(3);
    // 3 thumbnails fit the wide window: no arrows, both places kept (a phone shows arrows here).
    expect(strip()).toEqual(['previous', 'window', 'next']);
    unmount();
    viewport(390);
    renderGallery(3);
    expect(strip()).toEqual(['previous', 'window', 'Volgende afbeeldingen']);
    act(() => fireEvent.click(button('Volgende afbeeldingen')!));
    expect(strip()).toEqual(['Vorige afbeeldingen', 'window', 'next']);
    for (const place of document.querySelectorAll('[data-strip-arrow-place]')) {
      expect(place.getAttribute('aria-hidden')).toBe('true');
      expect(place.className).toContain('w-8');
    }
  });

  test('at 390 px the strip shows 2 and pages by 2', () => {
    viewport(390);
    renderGallery(5);
    expect(inView()).toEqual([0, 1]);
    act(() => fireEvent.click(button('Volgende afbeeldingen')!));
    expect(inView()).toEqual([2, 3]);
    act(() => fireEvent.click(button('Volgende afbeeldingen')!));
    expect(inView()).toEqual([3, 4]);
    expect(button('Volgende afbeeldingen')).toBeNull();
    expect(document.querySelector('[data-strip-per-view]')?.getAttribute('data-strip-per-view')).toBe('2');
  });

  test('clicking a thumbnail selects it; the selected image stays in the strip window', () => {
    viewport(390);
    renderGallery(5);
    act(() => fireEvent.click(button('Afbeelding 2 van 5 tonen')!));
    expect(shown()).toEqual(['1']);
    expect(button('Afbeelding 2 van 5 tonen')?.getAttribute('aria-current')).toBe('true');
    // The main arrow moves past the window: the strip follows.
    act(() => fireEvent.click(button('Volgende afbeelding')!));
    expect(shown()).toEqual(['2']);
    expect(inView()).toEqual([1, 2]);
    act(() => fireEvent.click(button('Volgende afbeelding')!));
    act(() => fireEvent.click(button('Volgende afbeelding')!));
    expect(shown()).toEqual(['4']);
    expect(inView()).toEqual([3, 4]);
    // And back to the first.
    for (let step = 0; step < 4; step += 1) act(() => fireEvent.click(button('Vorige afbeelding')!));
    expect(shown()).toEqual(['0']);
    expect(inView()).toEqual([0, 1]);
  });
});
