/**
 * For DOM tests only: happy-dom has no layout, so every element measures 0 px and a
 * carousel would see a single position. This gives slides ([data-slide]) and their
 * viewport a width, and unset margins a 0px value (Embla reads the last slide's
 * margin), so Embla computes real positions. Undone by restoreMocks.
 */
import { vi } from 'vitest';

export function fakeCarouselLayout(slideWidth = 300, perView = 1): void {
  const width = (element: HTMLElement) => (element.hasAttribute('data-slide') ? slideWidth : slideWidth * perView);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return width(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => 100);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const index = this.getAttribute('data-slide');
    return index === null ? 0 : Number(index) * slideWidth;
  });
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (property: string) => read(property) || (property.startsWith('margin') ? '0px' : '');
    return style;
  });
}
