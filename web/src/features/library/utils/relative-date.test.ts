import { describe, expect, it } from 'vitest';
import { formatRelativeDate, isNewStory, relativeDate } from './relative-date';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative dates on story cards', () => {
  it('say just now under a minute, even for a clock slightly ahead', () => {
    expect(relativeDate(ago(30_000), now)).toEqual({ kind: 'justNow' });
    expect(relativeDate(new Date(now.getTime() + 5_000), now)).toEqual({ kind: 'justNow' });
    expect(formatRelativeDate(ago(10_000), now, 'en', 'just now')).toBe('just now');
  });

  it('count minutes, then hours, in the reader language', () => {
    expect(formatRelativeDate(ago(5 * MIN), now, 'en', '')).toBe('5 minutes ago');
    expect(formatRelativeDate(ago(3 * HOUR + 20 * MIN), now, 'en', '')).toBe('3 hours ago');
    expect(formatRelativeDate(ago(3 * HOUR), now, 'fr', '')).toBe('il y a 3 heures');
  });

  it('say yesterday between one and two days, then days under a week', () => {
    expect(formatRelativeDate(ago(30 * HOUR), now, 'en', '')).toBe('yesterday');
    expect(formatRelativeDate(ago(30 * HOUR), now, 'fr', '')).toBe('hier');
    expect(formatRelativeDate(ago(4 * DAY), now, 'en', '')).toBe('4 days ago');
    expect(formatRelativeDate(ago(6 * DAY + 23 * HOUR), now, 'en', '')).toBe('6 days ago');
  });

  it('show a local date from a week on', () => {
    const date = ago(8 * DAY);
    expect(relativeDate(date, now)).toEqual({ kind: 'date', date });
    expect(formatRelativeDate(date, now, 'en', '')).toBe('Mar 2, 2026');
    expect(formatRelativeDate(date, now, 'fr', '')).toBe('2 mars 2026');
  });

  it('mark a story new for its first 24 hours only', () => {
    expect(isNewStory(ago(2 * MIN), now)).toBe(true);
    expect(isNewStory(ago(23 * HOUR), now)).toBe(true);
    expect(isNewStory(ago(DAY), now)).toBe(false);
  });
});
