/**
 * Runs before every test file (vitest setupFiles). DOM tests get a clean document,
 * real timers, empty localStorage and the root URL after each test; the test files
 * share one module graph (isolate: false), so this must not rely on import order.
 */
import { afterEach, vi } from 'vitest';

afterEach(async () => {
  vi.useRealTimers();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
