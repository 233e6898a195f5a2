import type { StorySummary } from '@storyloom/contracts/stories';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, clampPage, filterStories, pageNumbers, pageSlice, readingStateOf, showsPagination, sortStories,
} from './library-view';

function story(overrides: Partial<StorySummary>): StorySummary {
  return {
    id: 's', title: 'A story', description: '', coverImageUrl: null, createdAt: '2026-01-01T00:00:00Z',
    theme: 'adventure', character: 'wise-owl', language: 'english', ageGroup: '5-8', length: 'short',
    status: 'ready', progress: 100, error: null, chapterCount: 5, regenerationCount: 0,
    bookmarked: false, shared: false, readingProgress: null, ...overrides,
  };
}

function progress(currentPage: number, progressPercentage: number, lastReadAt = '2026-02-01T00:00:00Z') {
  return { id: 'p', storyId: 's', currentPage, totalPages: 8, progressPercentage, lastReadAt };
}

describe('the library view', () => {
  it('tells unread, in-progress and finished stories apart', () => {
    expect(readingStateOf(story({}))).toBe('unread');
    expect(readingStateOf(story({ readingProgress: progress(0, 0) }))).toBe('unread');
    expect(readingStateOf(story({ readingProgress: progress(3, 43) }))).toBe('inProgress');
    expect(readingStateOf(story({ readingProgress: progress(7, 100) }))).toBe('finished');
  });

  it('keeps only stories matching every chosen filter, and counts the filters', () => {
    const stories = [
      story({ id: 'a', theme: 'magic', language: 'french' }),
      story({ id: 'b', theme: 'magic', language: 'english', readingProgress: progress(2, 29) }),
      story({ id: 'c', theme: 'family', language: 'french' }),
    ];
    expect(filterStories(stories, { theme: 'magic', language: null, state: null }).map((s) => s.id)).toEqual(['a', 'b']);
    expect(filterStories(stories, { theme: null, language: 'french', state: 'unread' }).map((s) => s.id)).toEqual(['a', 'c']);
    expect(filterStories(stories, { theme: 'magic', language: null, state: 'inProgress' }).map((s) => s.id)).toEqual(['b']);
    expect(activeFilterCount({ theme: 'magic', language: null, state: 'finished' })).toBe(2);
  });

  it('sorts by newest, by title in the reader language, and by last read with unread stories after', () => {
    const stories = [
      story({ id: 'old', title: 'Zoé et la lune', createdAt: '2026-01-01T00:00:00Z', readingProgress: progress(1, 14, '2026-03-01T00:00:00Z') }),
      story({ id: 'mid', title: 'éclair le chat', createdAt: '2026-01-02T00:00:00Z' }),
      story({ id: 'new', title: 'Anna', createdAt: '2026-01-03T00:00:00Z', readingProgress: progress(1, 14, '2026-02-01T00:00:00Z') }),
    ];
    expect(sortStories(stories, 'newest', 'en').map((s) => s.id)).toEqual(['new', 'mid', 'old']);
    expect(sortStories(stories, 'title', 'fr').map((s) => s.id)).toEqual(['new', 'mid', 'old']);
    expect(sortStories(stories, 'lastRead', 'en').map((s) => s.id)).toEqual(['old', 'new', 'mid']);
  });

  it('pages by twenty and keeps the page inside the range', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageSlice(items, 1)).toHaveLength(20);
    expect(pageSlice(items, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(clampPage(9, 45)).toBe(3);
    expect(clampPage(0, 45)).toBe(1);
    expect(clampPage(Number.NaN, 45)).toBe(1);
    expect(showsPagination(19)).toBe(false);
    expect(showsPagination(20)).toBe(true);
  });

  it('lists every page number for short runs and elides the middle of long ones', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
  });
});
