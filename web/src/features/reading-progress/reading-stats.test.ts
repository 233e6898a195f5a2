import type { ReadingProgress, StorySummary } from '@storyloom/contracts/stories';
import { describe, expect, it } from 'vitest';
import {
  achievements, continueReading, joinProgress, pageLabelNumbers, recentlyRead, summarize, type ReadingEntry,
} from './reading-stats';

const NOW = new Date('2025-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

function story(id: string): StorySummary {
  return {
    id, title: `Story ${id}`, description: '', coverImageUrl: null, createdAt: '2025-01-01T00:00:00Z',
    theme: 'adventure', character: 'wise-owl', language: 'english', ageGroup: '5-8', length: 'short',
    status: 'ready', progress: 100, error: null, chapterCount: 5, regenerationCount: 0,
    bookmarked: false, shared: false, readingProgress: null,
  };
}

function record(storyId: string, percent: number, lastReadAt: string): ReadingProgress {
  return { id: `p-${storyId}`, storyId, currentPage: Math.round((percent / 100) * 7), totalPages: 8, progressPercentage: percent, lastReadAt };
}

function entry(storyId: string, percent: number, lastReadAt: string): ReadingEntry {
  return { storyId, title: storyId, coverImageUrl: null, currentPage: 0, totalPages: 8, percent, lastReadAt };
}

describe('the reading overview', () => {
  it('joins progress records to their stories and drops records of deleted stories', () => {
    const joined = joinProgress(
      [record('a', 50, daysAgo(2)), record('gone', 100, daysAgo(1)), record('b', 100, daysAgo(0))],
      [story('a'), story('b'), story('c')],
    );
    expect(joined.map((e) => [e.storyId, e.title, e.percent])).toEqual([['b', 'Story b', 100], ['a', 'Story a', 50]]);
  });

  it('counts every story, those in progress, those completed and the rounded average of those opened', () => {
    const entries = [entry('a', 0, daysAgo(1)), entry('b', 33, daysAgo(1)), entry('c', 67, daysAgo(1)), entry('d', 100, daysAgo(1))];
    expect(summarize(entries, 6)).toEqual({ total: 6, inProgress: 2, completed: 1, averagePercent: 50 });
  });

  it('gives an average of 0 when nothing has been read', () => {
    expect(summarize([], 3)).toEqual({ total: 3, inProgress: 0, completed: 0, averagePercent: 0 });
  });

  it('lists stories to continue, the one read last first, leaving out unstarted and finished ones', () => {
    const list = continueReading([entry('old', 40, daysAgo(3)), entry('done', 100, daysAgo(0)), entry('new', 20, daysAgo(1)), entry('cover', 0, daysAgo(0))]);
    expect(list.map((e) => e.storyId)).toEqual(['new', 'old']);
  });

  it('keeps the five stories read most recently within the last seven days', () => {
    const entries = [
      entry('8d', 50, daysAgo(8)), entry('1d', 100, daysAgo(1)), entry('2d', 0, daysAgo(2)), entry('3d', 20, daysAgo(3)),
      entry('4d', 20, daysAgo(4)), entry('5d', 20, daysAgo(5)), entry('6d', 20, daysAgo(6)), entry('now', 20, daysAgo(0)),
    ];
    expect(recentlyRead(entries, NOW).map((e) => e.storyId)).toEqual(['now', '1d', '2d', '3d', '4d']);
  });

  it('earns the three achievements at 1, 5 and 10 completed stories and shows the way to the next', () => {
    expect(achievements(0).map((a) => [a.id, a.current, a.earned])).toEqual([['firstStory', 0, false], ['explorer', 0, false], ['bookworm', 0, false]]);
    expect(achievements(3).map((a) => [a.id, a.current, a.goal, a.earned])).toEqual([
      ['firstStory', 1, 1, true], ['explorer', 3, 5, false], ['bookworm', 3, 10, false],
    ]);
    expect(achievements(12).every((a) => a.earned && a.current === a.goal)).toBe(true);
  });

  it('numbers pages from one for people', () => {
    expect(pageLabelNumbers({ currentPage: 0, totalPages: 8 })).toEqual({ page: 1, total: 8 });
    expect(pageLabelNumbers({ currentPage: 7, totalPages: 8 })).toEqual({ page: 8, total: 8 });
  });
});
