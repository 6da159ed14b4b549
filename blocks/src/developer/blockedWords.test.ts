import { describe, expect, test } from 'vitest';
import { BLOCKED_MARKER, blockWords } from './blockedWords.ts';

describe('blockWords (spec: fetch, eval, new Function, constructor and render)', () => {
  test('each blocked word is replaced by the marker', () => {
    expect(blockWords("fetch('/api'); eval('1'); new Function('x'); a.constructor; render()")).toBe(
      "__blocked__('/api'); __blocked__('1'); __blocked__('x'); a.__blocked__; __blocked__()",
    );
    expect(BLOCKED_MARKER).toBe('__blocked__');
  });

  test("'new Function' is a phrase, whatever whitespace sits between", () => {
    expect(blockWords('new \n\tFunction("x")')).toBe('__blocked__("x")');
    expect(blockWords('new Functional()')).toBe('new Functional()');
    // Without 'new' only the phrase rule could apply; Function alone is not listed.
    expect(blockWords('Function("x")')).toBe('Function("x")');
  });

  test('whole words only: identifiers that contain a blocked word stay', () => {
    const source = 'fetchData(); refetch(); evaluate(); rerender(); $render(); _eval; renderer; window.fetcher';
    expect(blockWords(source)).toBe(source);
  });

  test('property access and window.fetch are blocked too', () => {
    expect(blockWords('window.fetch(url); this["render"]')).toBe('window.__blocked__(url); this["__blocked__"]');
  });

  test('case sensitive, like JavaScript identifiers', () => {
    expect(blockWords('Fetch(); EVAL(); Render()')).toBe('Fetch(); EVAL(); Render()');
  });
});
