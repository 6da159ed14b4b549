import { defineConfig } from 'vitest/config';

// Components are rendered on the server by default (environment node); the few
// interaction tests opt into a DOM with a `// @vitest-environment happy-dom` docblock.
// Test files share one module graph (isolate: false) to keep the run to a few
// seconds on two cores: stub globals with vi.stubGlobal (undone after each test)
// and do not vi.mock modules.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
