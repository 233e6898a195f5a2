// The tests Stryker runs against each mutant (stryker.config.mjs): those of the safety code only, so
// that a mutant is judged by the guards' own tests and the run stays within an hour on two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/src/ai/offline/moderator/**/*.test.ts',
      'server/src/ai/offline/offline-safety.test.ts',
      'server/src/http/rate-limit*.test.ts',
      'server/src/ai/offline/storyteller/lint/*.test.ts',
      'server/src/modules/stories/stories.test.ts',
      'server/src/modules/stories/story-queries.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
