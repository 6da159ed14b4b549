/** Test runner settings; kept apart from vite.config.ts so tests never start the vike plugin. */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx,js}'],
    // Server code runs under node; the dashboard kit's tests opt into a DOM with a
    // `// @vitest-environment jsdom` docblock.
    environment: 'node',
    // The integration test starts two servers; one file at a time keeps 2 cores calm.
    fileParallelism: false,
  },
})
