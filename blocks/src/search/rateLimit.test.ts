import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { debounce, throttle } from './rateLimit.ts';

describe('throttle and debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('throttle: the first call at once, later ones in the window together at its end', () => {
    const run = vi.fn();
    const throttled = throttle(run, 100);
    throttled.call('a');
    expect(run.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(10);
    throttled.call('b');
    throttled.call('c');
    vi.advanceTimersByTime(89);
    expect(run.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['a'], ['c']]);
    // The trailing run opened a new window.
    throttled.call('d');
    vi.advanceTimersByTime(99);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls.at(-1)).toEqual(['d']);
    // Quiet for a window: the next call runs at once again.
    vi.advanceTimersByTime(100);
    throttled.call('e');
    expect(run.mock.calls.at(-1)).toEqual(['e']);
    throttled.call('f');
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(run.mock.calls.at(-1)).toEqual(['e']);
  });

  test('debounce: once, 400 ms after the last call', () => {
    const run = vi.fn();
    const debounced = debounce(run, 400);
    debounced.call(1);
    vi.advanceTimersByTime(300);
    debounced.call(2);
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[2]]);
    debounced.call(3);
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
