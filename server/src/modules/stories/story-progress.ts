import type { StoryProgress } from '@storyloom/contracts/stories';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { chapters } from '../../db/schema/index.ts';
import type { StoryRow } from './story-views.ts';

export async function progressOf(ctx: Pick<AppContext, 'database'>, row: StoryRow): Promise<StoryProgress> {
  const done = await ctx.database.db.$count(chapters, eq(chapters.storyId, row.id));
  return { id: row.id, status: row.status, progress: row.progress, chaptersDone: done, chapterCount: row.chapterCount, error: row.error };
}
