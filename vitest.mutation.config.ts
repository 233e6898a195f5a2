// The tests Stryker runs against each mutant (stryker.config.mjs): those of the chosen safety code only
// (mutation-groups.mjs), so that a mutant is judged by the guards' own tests and a run stays short.
import { defineConfig } from 'vitest/config';
import { chosenGroups } from './mutation-groups.mjs';

export default defineConfig({
  test: {
    include: chosenGroups().flatMap((g) => g.tests),
    exclude: ['**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
