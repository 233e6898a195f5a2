// Reads of stories, always scoped to their owner: another user's story is simply not found (404).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { chapters, readingProgress, stories } from '../../db/schema/index.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { searchQuery, searchRankVector, searchVector } from './search-stories.ts';
import type { ChapterRow, ProgressRow, StoryRow, StoryViewRow } from './story-views.ts';

export const STILL_WRITING = 'This story is still being written. Please wait until it is ready.';

export const STORY_NOT_FOUND = "The story you're looking for doesn't exist or has been deleted.";

// Prepared statements (db/prepared.ts): these run on nearly every story route.
const ownedStory = preparedPerDatabase((db) =>
  db.select().from(stories)
    .where(and(eq(stories.id, sql.placeholder('storyId')), eq(stories.userId, sql.placeholder('userId'))))
    .prepare('owned_story'));

const storyChapters = preparedPerDatabase((db) =>
  db.select().from(chapters).where(eq(chapters.storyId, sql.placeholder('storyId'))).orderBy(asc(chapters.position))
    .prepare('story_chapters'));

const storyProgress = preparedPerDatabase((db) =>
  db.select().from(readingProgress)
    .where(and(eq(readingProgress.userId, sql.placeholder('userId')), eq(readingProgress.storyId, sql.placeholder('storyId'))))
    .prepare('story_progress'));

/** The columns the API's story shapes show (story-views.ts), not the plan, bible and lines generation keeps. */
const viewColumns = {
  id: stories.id, title: stories.title, description: stories.description, coverImageKey: stories.coverImageKey,
  createdAt: stories.createdAt, theme: stories.theme, character: stories.character, language: stories.language,
  ageGroup: stories.ageGroup, length: stories.length, status: stories.status, progress: stories.progress, error: stories.error,
  chapterCount: stories.chapterCount, regenerationCount: stories.regenerationCount, bookmarked: stories.bookmarked,
  shareToken: stories.shareToken,
} satisfies { [K in keyof StoryViewRow]: unknown };

const storyPages = preparedPerDatabase((db) =>
  db.select({ id: stories.id, chapterCount: stories.chapterCount, firstUse: stories.firstUse }).from(stories)
    .where(and(eq(stories.id, sql.placeholder('storyId')), eq(stories.userId, sql.placeholder('userId'))))
    .prepare('owned_story_pages'));

const storyForReader = preparedPerDatabase((db) =>
  db.select({ story: viewColumns, progress: readingProgress }).from(stories)
    .leftJoin(readingProgress, and(eq(readingProgress.storyId, stories.id), eq(readingProgress.userId, sql.placeholder('userId'))))
    .where(and(eq(stories.id, sql.placeholder('storyId')), eq(stories.userId, sql.placeholder('userId'))))
    .prepare('story_for_reader'));

export async function findOwnedStory(db: Db, userId: string, storyId: string): Promise<StoryRow> {
  if (!isUuid(storyId)) throw notFound(STORY_NOT_FOUND);
  const [row] = await ownedStory(db).execute({ storyId, userId });
  if (!row) throw notFound(STORY_NOT_FOUND);
  return row;
}

/** What a progress save needs of the owner's story (its chapters give its pages), or the same 404. */
export async function findOwnedStoryPages(db: Db, userId: string, storyId: string): Promise<Pick<StoryRow, 'id' | 'chapterCount' | 'firstUse'>> {
  if (!isUuid(storyId)) throw notFound(STORY_NOT_FOUND);
  const [row] = await storyPages(db).execute({ storyId, userId });
  if (!row) throw notFound(STORY_NOT_FOUND);
  return row;
}

/**
 * GET /api/stories/:id: the owner's story with its chapters and the owner's progress. The chapters
 * are asked for beside the story (two connections at once, not one after the other); a story that is
 * not the asker's is a 404 before anything of it is used.
 */
export async function readOwnedStory(db: Db, userId: string, storyId: string): Promise<{ story: StoryViewRow; progress: ProgressRow | null; chapters: ChapterRow[] }> {
  if (!isUuid(storyId)) throw notFound(STORY_NOT_FOUND);
  const [[row], chapterRows] = await Promise.all([storyForReader(db).execute({ storyId, userId }), listChapters(db, storyId)]);
  if (!row) throw notFound(STORY_NOT_FOUND);
  return { story: row.story, progress: row.progress, chapters: chapterRows };
}

export async function listChapters(db: Db, storyId: string): Promise<ChapterRow[]> {
  return storyChapters(db).execute({ storyId });
}

export async function findProgress(db: Db, userId: string, storyId: string): Promise<ProgressRow | null> {
  const [row] = await storyProgress(db).execute({ userId, storyId });
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
export async function searchUserStories(db: Db, userId: string, term: string, limit = 100): Promise<{ story: StoryViewRow; progress: ProgressRow | null }[]> {
  const query = searchQuery(term);
  // Stryker disable next-line ConditionalExpression: a blank search finds nothing either way (@@ NULL is never true); this only saves the query.
  if (!query) return [];
  // Only what a summary shows: a whole row carries the story's plan, bible and lines, read 100 times over.
  return db
    .select({ story: viewColumns, progress: readingProgress })
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
