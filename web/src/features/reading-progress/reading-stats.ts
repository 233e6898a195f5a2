import type { ReadingProgress, StorySummary } from '@storyloom/contracts/stories';

/** SPEC §9 'Recently read': the last 7 days, at most 5 stories. */
export const RECENT_DAYS = 7;
export const RECENT_LIMIT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §9 'Achievements': completed stories needed for each badge, in the order they are earned. */
export const ACHIEVEMENTS = [
  { id: 'firstStory', goal: 1 },
  { id: 'explorer', goal: 5 },
  { id: 'bookworm', goal: 10 },
] as const;
export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

/** One story the family has opened, with its progress record. */
export interface ReadingEntry {
  storyId: string;
  title: string;
  coverImageUrl: string | null;
  currentPage: number;
  totalPages: number;
  percent: number;
  lastReadAt: string;
}

export interface ReadingSummary {
  total: number;
  inProgress: number;
  completed: number;
  /** Mean percent over the stories that have a progress record, rounded; 0 when there are none. */
  averagePercent: number;
}

export interface Achievement {
  id: AchievementId;
  goal: number;
  /** Completed stories counted towards the goal, never above it. */
  current: number;
  earned: boolean;
}

export const isCompleted = (entry: ReadingEntry) => entry.percent >= 100;
export const isInProgress = (entry: ReadingEntry) => entry.percent > 0 && entry.percent < 100;

function byLastReadDesc(a: ReadingEntry, b: ReadingEntry): number {
  return Date.parse(b.lastReadAt) - Date.parse(a.lastReadAt);
}

/** Joins progress records to their stories on storyId; a record whose story is gone is dropped. */
export function joinProgress(records: readonly ReadingProgress[], stories: readonly StorySummary[]): ReadingEntry[] {
  const storiesById = new Map(stories.map((story) => [story.id, story]));
  const entries: ReadingEntry[] = [];
  for (const record of records) {
    const story = storiesById.get(record.storyId);
    if (!story) continue;
    entries.push({
      storyId: story.id,
      title: story.title,
      coverImageUrl: story.coverImageUrl,
      currentPage: record.currentPage,
      totalPages: record.totalPages,
      percent: record.progressPercentage,
      lastReadAt: record.lastReadAt,
    });
  }
  return entries.sort(byLastReadDesc);
}

export function summarize(entries: readonly ReadingEntry[], totalStories: number): ReadingSummary {
  const sum = entries.reduce((total, entry) => total + entry.percent, 0);
  return {
    total: totalStories,
    inProgress: entries.filter(isInProgress).length,
    completed: entries.filter(isCompleted).length,
    averagePercent: entries.length === 0 ? 0 : Math.round(sum / entries.length),
  };
}

/** Continue Reading: stories started and not finished, the one read last first. */
export function continueReading(entries: readonly ReadingEntry[]): ReadingEntry[] {
  return entries.filter(isInProgress).sort(byLastReadDesc);
}

/** Recently Read: opened in the last RECENT_DAYS days, newest first, at most RECENT_LIMIT. */
export function recentlyRead(entries: readonly ReadingEntry[], now: Date, limit = RECENT_LIMIT): ReadingEntry[] {
  const since = now.getTime() - RECENT_DAYS * DAY_MS;
  return entries
    .filter((entry) => Date.parse(entry.lastReadAt) >= since)
    .sort(byLastReadDesc)
    .slice(0, limit);
}

export function achievements(completed: number): Achievement[] {
  return ACHIEVEMENTS.map(({ id, goal }) => ({ id, goal, current: Math.min(completed, goal), earned: completed >= goal }));
}

/** SPEC §4 'Page x of y': the reader's page index is 0-based, people count from 1. */
export function pageLabelNumbers(entry: Pick<ReadingEntry, 'currentPage' | 'totalPages'>): { page: number; total: number } {
  return { page: Math.min(entry.currentPage + 1, entry.totalPages), total: entry.totalPages };
}
