// POST /api/reading-progress: pages = chapters + 3 and percent = round(page / (total - 1) * 100)
// (SPEC §9) are computed here from the story itself, so a client cannot store impossible numbers.
import { progressPercent, readerPageCount } from '@storyloom/contracts/stories';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitWithoutWaitingForDisk } from '../../db/durability.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { readingProgress } from '../../db/schema/index.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { rememberedForFamily, type FamilyCache } from '../stories/family-cache.ts';
import { markStoryUsed, readsPastFirstChapter } from '../stories/mark-story-used.ts';
import { findOwnedStoryPages } from '../stories/story-queries.ts';
import type { ProgressRow } from '../stories/story-views.ts';

/** Time between two saves counted as reading, at most this much (a tab left open is not reading). */
const MAX_READING_GAP_SECONDS = 120;

// Prepared (db/prepared.ts): a reader saves its page at every turn.
// Times go in as text: a placeholder in a timestamp column would be encoded by the column, which cannot take null.
const now = sql`${sql.placeholder('now')}::timestamptz`;
const completedAt = sql`${sql.placeholder('completedAt')}::timestamptz`;
const upsertProgress = preparedPerDatabase((db) =>
  db
    .insert(readingProgress)
    .values({
      userId: sql.placeholder('userId'),
      storyId: sql.placeholder('storyId'),
      currentPage: sql.placeholder('currentPage'),
      totalPages: sql.placeholder('totalPages'),
      progressPercentage: sql.placeholder('percent'),
      lastReadAt: now,
      completedAt,
    })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.storyId],
      set: {
        currentPage: sql`excluded.current_page`,
        totalPages: sql`excluded.total_pages`,
        progressPercentage: sql`excluded.progress_percentage`,
        lastReadAt: sql`excluded.last_read_at`,
        secondsRead: sql`${readingProgress.secondsRead} + least(${MAX_READING_GAP_SECONDS}, greatest(0, extract(epoch from (excluded.last_read_at - ${readingProgress.lastReadAt}))::int))`,
        // Finished once: a later save at 100 % keeps the first time; one below it clears it.
        completedAt: sql`case when excluded.completed_at is null then null else coalesce(${readingProgress.completedAt}, excluded.completed_at) end`,
      },
    })
    // A reader saves at every page turn, each save replacing the last: it does not wait for the disk
    // (db/durability.ts), so saves of one book do not queue behind each other's WAL flush.
    .returning({ ...getTableColumns(readingProgress), durability: commitWithoutWaitingForDisk })
    .prepare('progress_upsert'));

export async function saveProgress(
  db: Db,
  user: AppUserRow,
  body: { storyId: string; currentPage: number; totalPages: number },
  cache?: FamilyCache | null,
): Promise<ProgressRow> {
  // A reader saves at every page turn: the story's pages are remembered on the embedded database (they
  // change with the story, not with the reading place: stories/family-cache.ts).
  const story = await rememberedForFamily(cache, user.id, `pages ${body.storyId}`, () => findOwnedStoryPages(db, user.id, body.storyId), 'books');
  const total = readerPageCount(story.chapterCount);
  if (body.totalPages !== total) throw badRequest(`totalPages must be ${total} for this story.`, 'totalPages');
  if (body.currentPage >= total) throw badRequest(`currentPage must be between 0 and ${total - 1}.`, 'currentPage');
  const percent = progressPercent(body.currentPage, total);
  const at = new Date().toISOString();
  const [saved] = await upsertProgress(db).execute({
    userId: user.id, storyId: story.id, currentPage: body.currentPage, totalPages: total, percent,
    now: at, completedAt: percent >= 100 ? at : null,
  });
  if (!saved) throw new Error('progress upsert returned nothing');
  const { durability: _durability, ...row } = saved;
  // markStoryUsed records the first use only; a story already used needs no write.
  if (readsPastFirstChapter(body.currentPage) && story.firstUse === null) await markStoryUsed(db, story.id, 'read');
  return row;
}
