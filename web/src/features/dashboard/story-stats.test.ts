import type { ReadingProgress, StorySummary } from '@storyloom/contracts/stories';
import { describe, expect, it } from 'vitest';
import { computeStoryStats, pagesRead, recentStories, usagePercent } from './story-stats';

function story(overrides: Partial<StorySummary>): StorySummary {
  return {
    id: 's', title: 'A story', description: '', coverImageUrl: null, createdAt: '2025-01-01T00:00:00Z',
    theme: 'adventure', character: 'wise-owl', language: 'english', ageGroup: '5-8', length: 'short',
    status: 'ready', progress: 100, error: null, chapterCount: 5, regenerationCount: 0,
    bookmarked: false, shared: false, readingProgress: null, ...overrides,
  };
}

function progress(currentPage: number, totalPages: number): ReadingProgress {
  return {
    id: 'p', storyId: 's', currentPage, totalPages, lastReadAt: '2025-01-02T00:00:00Z',
    progressPercentage: Math.round((currentPage / (totalPages - 1)) * 100),
  };
}

describe('the dashboard figures', () => {
  it('count stories, bookmarks and shares, and a minute of reading for each page read', () => {
    const stats = computeStoryStats([
      story({ chapterCount: 5, bookmarked: true, readingProgress: progress(3, 8) }),
      story({ chapterCount: 8, shared: true }),
      story({ chapterCount: 5, bookmarked: true, shared: true, readingProgress: progress(7, 8) }),
      story({ chapterCount: 5, readingProgress: progress(0, 8) }),
    ]);
    expect(stats).toEqual({ created: 4, readingMinutes: 10, bookmarked: 2, shared: 2 });
  });

  it('count no reading time for a family that has not opened a book', () => {
    expect(computeStoryStats([story({}), story({})]).readingMinutes).toBe(0);
    expect(pagesRead(story({ readingProgress: progress(4, 8) }))).toBe(4);
  });

  it('list the five newest stories first', () => {
    const stories = Array.from({ length: 7 }, (_, i) => story({ id: String(i), createdAt: `2025-01-0${i + 1}T00:00:00Z` }));
    expect(recentStories(stories).map((s) => s.id)).toEqual(['6', '5', '4', '3', '2']);
  });

  it('cap the usage bar at 100% and leave it empty when unlimited', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(5, 3)).toBe(100);
    expect(usagePercent(12, -1)).toBe(0);
  });
});
