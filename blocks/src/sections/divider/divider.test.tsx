import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

const bar = (meta: Record<string, unknown>) => renderSection('divider', meta).$('hr')!;

describe('divider', () => {
  test('defaults: a primary-500 bar of height 1', () => {
    const hr = bar({});
    expect(hr.className.split(' ')).toEqual(expect.arrayContaining(['bg-primary-500', 'h-1', 'border-0', 'w-full']));
    expect(hr.hasAttribute('style')).toBe(false);
  });

  test('a named colour becomes its bg class; the height its h class', () => {
    expect(bar({ color: 'gray-200', height: '4' }).className.split(' ')).toEqual(expect.arrayContaining(['bg-gray-200', 'h-4']));
  });

  test("'r,g,b' becomes an opaque rgba, 'r,g,b,a' keeps its alpha; no bg class then", () => {
    const opaque = bar({ color: '180,83,9' });
    expect(opaque.getAttribute('style')).toBe('background-color:rgba(180, 83, 9, 1)');
    expect(opaque.className).not.toMatch(/\bbg-/);
    expect(bar({ color: '0, 0, 0, 0.25' }).getAttribute('style')).toBe('background-color:rgba(0, 0, 0, 0.25)');
  });

  test('values outside the palette give no colour at all', () => {
    const hr = bar({ color: 'hotpink' });
    expect(hr.className).not.toMatch(/\bbg-/);
    expect(hr.hasAttribute('style')).toBe(false);
  });
});
