// The folders `npm run test:mutation` mutates, each with the tests that judge its mutants (used by
// stryker.config.mjs and vitest.mutation.config.ts). MUTATION_GROUP=moderator,lint picks some.
export const GROUPS = {
  moderator: {
    mutate: ['server/src/ai/offline/moderator/*.ts'],
    tests: ['server/src/ai/offline/moderator/*.test.ts'],
  },
  // The limiter (our key, store and plugin settings) and the shared database counter, judged by tests on
  // a bare Fastify with a faked sign-in: a second per mutant, where the whole-app tests
  // (rate-limits.test.ts, rate-limit-table.test.ts, in the normal suite) start the app twice. Set
  // TEST_DATABASE_URL (a PostgreSQL server: PGlite takes seconds to start each run) and TEST_REDIS_URL.
  'rate-limits': {
    mutate: ['server/src/http/rate-limits.ts', 'server/src/http/rate-limit-stores.ts'],
    tests: ['server/src/http/rate-limits-plugin.test.ts', 'server/src/http/rate-limit-stores.test.ts'],
  },
  // The ceilings alone, judged by their unit tests on a bare Fastify: seconds per mutant instead of the
  // minute it takes the group above to start the app twice (set TEST_REDIS_URL to cover the Redis counter).
  'limit-ceilings': {
    mutate: ['server/src/http/rate-limit-ceilings.ts'],
    tests: ['server/src/http/rate-limit-ceilings.test.ts'],
  },
  ownership: {
    mutate: ['server/src/modules/stories/story-queries.ts'],
    tests: ['server/src/modules/stories/story-queries.test.ts'],
  },
  // The linter's rules, judged by the tests that break a clean book once per rule and check a small
  // spread of clean books (lint-rules.test.ts). The grid tests (story-lint, french-grid: hundreds of
  // books, told at the module's top so every mutant would run them all) stay in the normal suite: they
  // judge the storyteller, not the linter.
  lint: {
    mutate: ['server/src/ai/offline/story-lint/lint-story.ts'],
    tests: ['server/src/ai/offline/story-lint/lint-rules.test.ts'],
  },
  // The patterns and checks the rules stand on, each file judged by its own tests (most are regular
  // expressions built when the module loads, which Stryker tests with every test of the group).
  'lint-french': {
    mutate: ['server/src/ai/offline/story-lint/french-checks.ts'],
    tests: ['server/src/ai/offline/story-lint/french-checks.test.ts'],
  },
  'lint-measures': {
    mutate: ['server/src/ai/offline/story-lint/text-measures.ts'],
    tests: ['server/src/ai/offline/story-lint/text-measures.test.ts'],
  },
};

export function chosenGroups() {
  const names = (process.env.MUTATION_GROUP ?? Object.keys(GROUPS).join(',')).split(',').map((s) => s.trim());
  return names.map((name) => {
    const group = GROUPS[name];
    if (!group) throw new Error(`MUTATION_GROUP: no group '${name}' (${Object.keys(GROUPS).join(', ')})`);
    return group;
  });
}
