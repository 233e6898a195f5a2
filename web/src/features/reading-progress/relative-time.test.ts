import { describe, expect, it } from 'vitest';
import { formatRelative, relativeStep } from './relative-time';

const now = new Date(2025, 2, 20, 10, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('the last-read time', () => {
  it('says just now under a minute, then minutes, then hours the same day', () => {
    expect(relativeStep(before(30_000), now)).toEqual({ kind: 'justNow' });
    expect(relativeStep(before(5 * MIN), now)).toEqual({ kind: 'minutes', value: 5 });
    expect(relativeStep(before(3 * 60 * MIN), now)).toEqual({ kind: 'hours', value: 3 });
  });

  it('counts calendar days: last night is yesterday, and a week ago becomes a date', () => {
    expect(relativeStep(new Date(2025, 2, 19, 23, 0), now)).toEqual({ kind: 'days', value: 1 });
    expect(relativeStep(new Date(2025, 2, 14, 9, 0), now)).toEqual({ kind: 'days', value: 6 });
    expect(relativeStep(new Date(2025, 2, 13, 9, 0), now)).toEqual({ kind: 'date' });
  });

  it('speaks the interface language', () => {
    expect(formatRelative(new Date(2025, 2, 19, 9, 0), now, 'en', 'just now')).toBe('yesterday');
    expect(formatRelative(new Date(2025, 2, 19, 9, 0), now, 'fr', 'à l’instant')).toBe('hier');
    expect(formatRelative(before(10_000), now, 'fr', 'à l’instant')).toBe('à l’instant');
    expect(formatRelative(before(5 * MIN), now, 'en', 'just now')).toBe('5 minutes ago');
  });
});
