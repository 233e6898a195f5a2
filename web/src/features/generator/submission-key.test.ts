import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submission-key';

const request = { character: 'friendly-dragon', theme: 'friendship' } as const;

describe('submissionKeys', () => {
  it('keeps a submission\'s key for the same choices until the server answered, then makes a new one', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    expect(keys.keyFor(request)).toBe('key-1');
    expect(keys.keyFor({ ...request })).toBe('key-1');
    keys.answered();
    expect(keys.keyFor(request)).toBe('key-2');
    expect(keys.keyFor({ ...request, theme: 'adventure' })).toBe('key-3');
  });
});
