/**
 * Timing of the search page's updates (spec 000 §9): filter changes are throttled
 * (100 ms: the first change at once, later ones within the window together at its
 * end) and range inputs debounced (400 ms after the last keystroke).
 */

export interface Scheduled<A extends unknown[]> {
  call: (...args: A) => void;
  cancel: () => void;
}

/** Runs at once, then at most once per `ms` with the latest arguments (leading and trailing). */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number): Scheduled<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const windowEnd = () => {
    timer = null;
    if (pending) {
      const args = pending;
      pending = null;
      run(...args);
      timer = setTimeout(windowEnd, ms);
    }
  };
  return {
    call: (...args: A) => {
      if (timer) {
        pending = args;
        return;
      }
      run(...args);
      timer = setTimeout(windowEnd, ms);
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}

/** Runs `ms` after the last call, with its arguments. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number): Scheduled<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    call: (...args: A) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        run(...args);
      }, ms);
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
