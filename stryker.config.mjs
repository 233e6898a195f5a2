// Mutation testing of the safety code (issue 15 item 7): `npm run test:mutation`. Stryker changes the
// code one small way at a time (a condition flipped, a boundary moved, a string emptied) and runs the
// tests that cover that line; a change no test notices is a guard nobody checks. Slow (README
// 'Mutation testing'): not part of CI's default run. One group at a time (mutation-groups.mjs):
//   MUTATION_GROUP=moderator npm run test:mutation
import { chosenGroups } from './mutation-groups.mjs';

// Each group keeps its own report and its own incremental record, so that running one group neither
// overwrites another's report nor re-tests the mutants whose code and tests did not change.
const reportName = (process.env.MUTATION_GROUP ?? 'all').replace(/[^a-z,-]/g, '').replace(/,/g, '+');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [...chosenGroups().flatMap((g) => g.mutate), '!**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 20,
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${reportName}.html` },
  jsonReporter: { fileName: `reports/mutation/${reportName}.json` },
  incremental: true,
  incrementalFile: `reports/mutation/${reportName}.incremental.json`,
  ignorePatterns: ['web', 'e2e', 'data', 'reports', 'bench', 'docs', 'dist', '.stryker-tmp'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
