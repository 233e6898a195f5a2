import { defineConfig } from 'vitest/config';

// Two groups, run one after the other. The first holds the tests that touch no database or port (the offline
// storyteller, illustrator and moderator, the web app, the shared packages, the benchmarks' own tests): they
// are pure CPU, so they use every core (vitest's default keeps one core idle, which on CI's two cores ran
// them one file at a time). The second holds the server's integration tests, which share one PostgreSQL
// database and the local Redis: they keep running one file at a time, as they always have.
const ALONE = ['server/src/ai/offline/**/*.test.ts', 'packages/**/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts', 'bench/**/*.test.ts'];
const SHARED = ['server/src/**/*.test.ts'];
const EXCLUDE = ['**/node_modules/**', 'e2e/**'];

export default defineConfig({
  test: {
    // Fails a web or package test on any console.error it did not expect (vitest.console-errors.ts).
    setupFiles: ['./vitest.console-errors.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'alone', include: ALONE, exclude: EXCLUDE, maxWorkers: '100%', sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: { name: 'shared', include: SHARED, exclude: [...EXCLUDE, 'server/src/ai/offline/**'], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
