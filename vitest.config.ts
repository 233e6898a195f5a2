import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // Fails a web or package test on any console.error it did not expect (vitest.console-errors.ts).
    setupFiles: ['./vitest.console-errors.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
