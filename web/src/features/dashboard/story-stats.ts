import type { StorySummary } from '@storyloom/contracts/stories';

/** Minutes of reading per chapter, for the reading-time estimate. */
export const MINUTES_PER_CHAPTER = 2;
/** SPEC §9: the dashboard lists the 5 most recent stories. */
export const RECENT_STORY_COUNT = 5;

export interface StoryStats {
  created: number;
  readingMinutes: number;
  bookmarked: number;
  shared: number;
}

// Computed from the family's real stories (the spec's dashboard used fixed percentages).
export function computeStoryStats(stories: readonly StorySummary[]): StoryStats {
  return {
    created: stories.length,
    readingMinutes: stories.reduce((sum, story) => sum + story.chapterCount * MINUTES_PER_CHAPTER, 0),
    bookmarked: stories.filter((story) => story.bookmarked).length,
    shared: stories.filter((story) => story.shared).length,
  };
}

export function recentStories(stories: readonly StorySummary[], count = RECENT_STORY_COUNT): StorySummary[] {
  return [...stories].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}

/** Fill of the usage bar in percent, capped at 100; unlimited plans (-1) show an empty bar. */
export function usagePercent(used: number, limit: number): number {
  if (limit < 0) return 0;
  if (limit === 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
