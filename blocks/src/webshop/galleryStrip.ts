/**
 * The product gallery's thumbnail strip as numbers (spec 000 §4, 001 §4): a window of
 * `perView` thumbnails (2 below 768 px, otherwise 4) starting at `start`. The arrows
 * page by up to `perView`; the window never runs past either end, and the selected
 * image is always inside it.
 */

/** Thumbnails visible at once: 2 below the 768 px breakpoint, otherwise 4. */
export const STRIP_BREAKPOINT_QUERY = '(min-width: 768px)';
export const STRIP_PER_VIEW_NARROW = 2;
export const STRIP_PER_VIEW_WIDE = 4;

export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

export function clampStart(start: number, count: number, perView: number): number {
  return Math.min(Math.max(0, start), lastStart(count, perView));
}

export function nextStart(start: number, count: number, perView: number): number {
  return clampStart(start + perView, count, perView);
}

export function previousStart(start: number, count: number, perView: number): number {
  return clampStart(start - perView, count, perView);
}

/** The window moved just enough to hold `selected` (and clamped to the ends). */
export function startShowing(selected: number, start: number, count: number, perView: number): number {
  let moved = start;
  if (selected < moved) moved = selected;
  else if (selected >= moved + perView) moved = selected - perView + 1;
  return clampStart(moved, count, perView);
}
