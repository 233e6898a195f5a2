import { describe, expect, it } from 'vitest';
import { isNewStory } from './new-badge';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe('the New badge', () => {
  it('marks a story new for its first 24 hours only', () => {
    expect(isNewStory(ago(2 * 60_000), now)).toBe(true);
    expect(isNewStory(new Date(now.getTime() + 5_000), now)).toBe(true);
    expect(isNewStory(ago(23 * HOUR), now)).toBe(true);
    expect(isNewStory(ago(24 * HOUR), now)).toBe(false);
  });
});
