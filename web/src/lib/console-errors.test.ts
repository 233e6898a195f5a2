// The set-up file (vitest.console-errors.ts) fails a test that logs an error nobody expected: the
// second test must fail (it.fails), and does only because the set-up's afterEach throws.
import { describe, it } from 'vitest';
import { allowConsoleError } from '../../../vitest.console-errors';

describe('console errors in tests', () => {
  it('lets a test log an error it provokes on purpose', () => {
    allowConsoleError(/^Sign-in failed/);
    console.error('Sign-in failed', new Error('401'));
  });

  it.fails('fails a test that logs an error nobody expected', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.');
  });
});
