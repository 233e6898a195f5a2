import { describe, expect, it } from 'vitest';
import { toStoryStats, usagePercent } from './story-stats';

describe('the dashboard figures', () => {
  it('count a minute of reading for each page read', () => {
    expect(toStoryStats({ created: 4, pagesRead: 10, bookmarked: 2, shared: 1 })).toEqual({ created: 4, readingMinutes: 10, bookmarked: 2, shared: 1 });
  });

  it('cap the usage bar at 100% and leave it empty when unlimited', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(5, 3)).toBe(100);
    expect(usagePercent(12, -1)).toBe(0);
  });
});
