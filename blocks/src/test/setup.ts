/**
 * Runs before every test file (vitest setupFiles). DOM tests get a clean document,
 * real timers, empty localStorage and the root URL after each test; the test files
 * share one module graph (isolate: false), so this must not rely on import order.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadIslands } from '../islands/loaded.ts';

// <Island> renders synchronously once its component is loaded, as on the server.
beforeAll(() => preloadIslands());

afterEach(async () => {
  vi.useRealTimers();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
