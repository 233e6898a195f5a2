import { describe, expect, it } from 'vitest';
import { formatRelative, relativeStep } from './relative-date';

const now = new Date(2025, 2, 20, 10, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relative dates (story cards, last-read times)', () => {
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
    expect(formatRelative(before(3 * 60 * MIN), now, 'fr', '')).toBe('il y a 3 heures');
    expect(formatRelative(new Date(2025, 2, 16, 9, 0), now, 'en', '')).toBe('4 days ago');
  });

  it('says just now for a clock slightly ahead, and shows a local date from a week on', () => {
    expect(relativeStep(new Date(now.getTime() + 5_000), now)).toEqual({ kind: 'justNow' });
    expect(formatRelative(new Date(2025, 2, 12, 9, 0), now, 'en', '')).toBe('Mar 12, 2025');
    expect(formatRelative(new Date(2025, 2, 12, 9, 0), now, 'fr', '')).toBe('12 mars 2025');
  });
});
