import { describe, expect, test } from 'vitest';
import { emblaDuration, emblaOptions } from './engine.ts';

describe('carousel engine options', () => {
  test('loop, grouped positions, swipe threshold and a duration on Embla’s scale', () => {
    expect(emblaOptions({ loop: true, transitionMs: 300, dragThreshold: 50 })).toEqual({
      loop: true,
      align: 'start',
      slidesToScroll: 'auto',
      duration: 30,
      dragThreshold: 50,
    });
    expect(emblaOptions({ loop: false })).toEqual({ loop: false, align: 'start', slidesToScroll: 'auto' });
  });

  test('durations stay within Embla’s useful range', () => {
    expect([emblaDuration(0), emblaDuration(300), emblaDuration(5000), emblaDuration(undefined)]).toEqual([20, 30, 60, undefined]);
  });
});
