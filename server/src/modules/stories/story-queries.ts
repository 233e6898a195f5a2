// Reads of stories, always scoped to their owner: another user's story is simply not found (404).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { chapters, readingProgress, stories } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { searchQuery, searchRankVector, searchVector } from './search-stories.ts';
import type { ProgressRow, StoryRow } from './story-views.ts';

export const STILL_WRITING = 'This story is still being written. Please wait until it is ready.';

export const STORY_NOT_FOUND = "The story you're looking for doesn't exist or has been deleted.";

export async function findOwnedStory(db: Db, userId: string, storyId: string): Promise<StoryRow> {
  if (!isUuid(storyId)) throw notFound(STORY_NOT_FOUND);
  const row = await db.query.stories.findFirst({ where: and(eq(stories.id, storyId), eq(stories.userId, userId)) });
  if (!row) throw notFound(STORY_NOT_FOUND);
  return row;
}

export async function listChapters(db: Db, storyId: string) {
  return db.select().from(chapters).where(eq(chapters.storyId, storyId)).orderBy(asc(chapters.position));
}

export async function findProgress(db: Db, userId: string, storyId: string): Promise<ProgressRow | null> {
  const row = await db.query.readingProgress.findFirst({
    where: and(eq(readingProgress.userId, userId), eq(readingProgress.storyId, storyId)),
  });
  return row ?? null;
}

/** The owner's stories, newest first, each with the owner's reading progress. */
export async function listUserStories(db: Db, userId: string): Promise<{ story: StoryRow; progress: ProgressRow | null }[]> {
  const rows = await db
    .select({ story: stories, progress: readingProgress })
    .from(stories)
    .leftJoin(readingProgress, and(eq(readingProgress.storyId, stories.id), eq(readingProgress.userId, userId)))
    .where(eq(stories.userId, userId))
    .orderBy(desc(stories.createdAt));
  return rows;
}

/** The owner's stories matching a search term, most relevant first (the story API's search; the library pages through library-page.ts). */
export async function searchUserStories(db: Db, userId: string, term: string, limit = 100): Promise<{ story: StoryRow; progress: ProgressRow | null }[]> {
  const query = searchQuery(term);
  // Stryker disable next-line ConditionalExpression: a blank search finds nothing either way (@@ NULL is never true); this only saves the query.
  if (!query) return [];
  return db
    .select({ story: stories, progress: readingProgress })
    .from(stories)
    .leftJoin(readingProgress, and(eq(readingProgress.storyId, stories.id), eq(readingProgress.userId, userId)))
    .where(and(eq(stories.userId, userId), sql`${searchVector} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${searchRankVector}, ${query})`), desc(stories.createdAt), desc(stories.id))
    .limit(limit);
}

/** Reading, listening and downloading need the finished story. */
export function assertReady(row: StoryRow): StoryRow {
  if (row.status !== 'ready') throw new AppError('conflict', STILL_WRITING);
  return row;
}
