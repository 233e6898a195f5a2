import type { LibraryStats } from '@storyloom/contracts/library';

/**
 * Reading time is measured from what was really read, not estimated from the stories' length (the
 * spec's 5 minutes a story): the server sums the pages turned past on the family's progress records
 * (GET /api/stories/stats), and each page read counts for MINUTES_PER_PAGE_READ; the card says
 * 'about' because it is a rule of thumb.
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

export function toStoryStats(counts: LibraryStats): StoryStats {
  return { created: counts.created, readingMinutes: counts.pagesRead * MINUTES_PER_PAGE_READ, bookmarked: counts.bookmarked, shared: counts.shared };
}

/** Fill of the usage bar in percent, capped at 100; unlimited plans (-1) show an empty bar. */
export function usagePercent(used: number, limit: number): number {
  if (limit < 0) return 0;
  if (limit === 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
