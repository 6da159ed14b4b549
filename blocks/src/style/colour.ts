/**
 * Colour values of the palette fields: a value without letters is an RGB(A) triplet
 * ('180, 83, 9' or '180, 83, 9, 0.5') rendered as an inline rgba(); a value with
 * letters is a palette key or class name rendered as a Tailwind class.
 */

const TRIPLET = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?$/;

export function isRgbColour(value: unknown): boolean {
  return typeof value === 'string' && !/[a-z]/i.test(value) && TRIPLET.test(value);
}

/** 'r, g, b' -> 'rgba(r, g, b, 1)'; 'r, g, b, a' -> 'rgba(r, g, b, a)'; anything else undefined. */
export function rgbaCss(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = TRIPLET.exec(value);
  if (!match) return undefined;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => Math.min(255, Number(part)));
  const alpha = match[4] === undefined ? 1 : Math.min(1, Number(match[4]));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
