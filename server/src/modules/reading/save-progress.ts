// POST /api/reading-progress: pages = chapters + 3 and percent = round(page / (total - 1) * 100)
// (SPEC §9) are computed here from the story itself, so a client cannot store impossible numbers.
import { progressPercent, readerPageCount } from '@storyloom/contracts/stories';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readingProgress } from '../../db/schema/index.ts';
import { badRequest } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { markStoryUsed, readsPastFirstChapter } from '../stories/mark-story-used.ts';
import { findOwnedStory } from '../stories/story-queries.ts';
import type { ProgressRow } from '../stories/story-views.ts';

/** Time between two saves counted as reading, at most this much (a tab left open is not reading). */
const MAX_READING_GAP_SECONDS = 120;

export async function saveProgress(
  db: Db,
  user: AppUserRow,
  body: { storyId: string; currentPage: number; totalPages: number },
): Promise<ProgressRow> {
  const story = await findOwnedStory(db, user.id, body.storyId);
  const total = readerPageCount(story.chapterCount);
  if (body.totalPages !== total) throw badRequest(`totalPages must be ${total} for this story.`, 'totalPages');
  if (body.currentPage >= total) throw badRequest(`currentPage must be between 0 and ${total - 1}.`, 'currentPage');
  const percent = progressPercent(body.currentPage, total);
  const now = new Date();
  const [row] = await db
    .insert(readingProgress)
    .values({
      userId: user.id,
      storyId: story.id,
      currentPage: body.currentPage,
      totalPages: total,
      progressPercentage: percent,
      lastReadAt: now,
      completedAt: percent >= 100 ? now : null,
    })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.storyId],
      set: {
        currentPage: body.currentPage,
        totalPages: total,
        progressPercentage: percent,
        lastReadAt: now,
        secondsRead: sql`${readingProgress.secondsRead} + least(${MAX_READING_GAP_SECONDS}, greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${readingProgress.lastReadAt}))::int))`,
        completedAt: percent >= 100 ? sql`coalesce(${readingProgress.completedAt}, ${now.toISOString()}::timestamptz)` : null,
      },
    })
    .returning();
  if (!row) throw new Error('progress upsert returned nothing');
  if (readsPastFirstChapter(body.currentPage)) await markStoryUsed(db, story.id, 'read');
  return row;
}
