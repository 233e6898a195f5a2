// Database rows -> the API's story shapes (contracts' StorySummary and Story).
import type { Chapter, ReadingProgress, Story, StorySummary } from '@storyloom/contracts/stories';
import type { chapters, readingProgress, stories } from '../../db/schema/index.ts';
import { pictureCaption } from './picture-caption.ts';

export type StoryRow = typeof stories.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type ProgressRow = typeof readingProgress.$inferSelect;
/** What the API's story shapes read of a story row (story-queries.ts selects just these for the reader). */
export type StoryViewRow = Pick<StoryRow,
  'id' | 'title' | 'description' | 'coverImageKey' | 'createdAt' | 'theme' | 'character' | 'language' | 'ageGroup' | 'length'
  | 'status' | 'progress' | 'error' | 'chapterCount' | 'regenerationCount' | 'bookmarked' | 'shareToken'>;

/** Media of a story is served under its own URL so that access follows access to the story. */
export function mediaUrl(base: string, key: string | null): string | null {
  if (!key) return null;
  return `${base}/media/${key.split('/').pop()}`;
}

export function toProgress(row: ProgressRow): ReadingProgress {
  return {
    id: row.id,
    storyId: row.storyId,
    currentPage: row.currentPage,
    totalPages: row.totalPages,
    progressPercentage: row.progressPercentage,
    lastReadAt: row.lastReadAt.toISOString(),
  };
}

export function toSummary(row: StoryViewRow, progress: ProgressRow | null, base = `/api/stories/${row.id}`): StorySummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    coverImageUrl: mediaUrl(base, row.coverImageKey),
    createdAt: row.createdAt.toISOString(),
    theme: row.theme as StorySummary['theme'],
    character: row.character as StorySummary['character'],
    language: row.language as StorySummary['language'],
    ageGroup: row.ageGroup as StorySummary['ageGroup'],
    length: row.length as StorySummary['length'],
    status: row.status,
    progress: row.progress,
    error: row.error,
    chapterCount: row.chapterCount,
    regenerationCount: row.regenerationCount,
    bookmarked: row.bookmarked,
    shared: row.shareToken !== null,
    readingProgress: progress ? toProgress(progress) : null,
  };
}

export function toChapter(row: ChapterRow, base: string, language: string): Chapter {
  return { title: row.title, content: row.content, imageUrl: mediaUrl(base, row.imageKey), imageAlt: pictureCaption(row.scene, language), page: row.position + 1 };
}

export function toStory(row: StoryViewRow, chapterRows: ChapterRow[], progress: ProgressRow | null, base = `/api/stories/${row.id}`): Story {
  return {
    ...toSummary(row, progress, base),
    chapters: [...chapterRows].sort((a, b) => a.position - b.position).map((c) => toChapter(c, base, row.language)),
  };
}
