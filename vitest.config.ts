import { defineConfig } from 'vitest/config';

// Three groups, run one after the other. The first two hold the tests that touch no database or port: they are
// pure CPU, so they use every core (vitest's default keeps one core idle, which on CI's two cores ran them one
// file at a time).
// - 'offline': the offline storyteller, illustrator and moderator, the shared packages, the benchmarks' own tests.
//   They mock nothing and share no mutable state, so the files of one worker share one module registry
//   (isolate: false): the storyteller's content (hundreds of YAML tables, checked at load) is read once per
//   worker, not once per file, which was most of their time (24 files: 184 s isolated, 79 s shared, on a busy machine).
// - 'web': the React app's tests, isolated as usual: they mock modules and stub globals.
// - 'shared': the server's integration tests, which share one PostgreSQL database and the local Redis: one file at
//   a time, as they always have.
const OFFLINE = ['server/src/ai/offline/**/*.test.ts', 'packages/**/src/**/*.test.ts', 'bench/**/*.test.ts'];
const WEB = ['web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts'];
const SHARED = ['server/src/**/*.test.ts'];
const EXCLUDE = ['**/node_modules/**', 'e2e/**'];

export default defineConfig({
  test: {
    // Fails a web or package test on any console.error it did not expect (vitest.console-errors.ts).
    setupFiles: ['./vitest.console-errors.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'offline', include: OFFLINE, exclude: EXCLUDE, maxWorkers: '100%', isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'web', include: WEB, exclude: EXCLUDE, maxWorkers: '100%', sequence: { groupOrder: 1 } } },
      {
        extends: true,
        test: { name: 'shared', include: SHARED, exclude: [...EXCLUDE, 'server/src/ai/offline/**'], fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
