// POST /api/stories/{id}/regenerate: at most MAX_REGENERATIONS per story, enforced here in one
// conditional update; a regeneration costs no credit (DECISIONS.md).
import { randomInt } from 'node:crypto';
import { MAX_REGENERATIONS } from '@storyloom/contracts/options';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { chapters, readingProgress, stories } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { enqueueGeneration } from './generation-jobs.ts';
import { toRequest } from './run-generation.ts';
import { findOwnedStory, STILL_WRITING } from './story-queries.ts';
import type { StoryRow } from './story-views.ts';

export async function regenerateStory(ctx: AppContext, user: AppUserRow, storyId: string): Promise<{ id: string; regenerationCount: number }> {
  const { db } = ctx.database;
  const story = await findOwnedStory(db, user.id, storyId);
  const [updated] = await db
    .update(stories)
    .set({
      regenerationCount: sql`${stories.regenerationCount} + 1`,
      status: 'queued',
      progress: 0,
      error: null,
      seed: differentPlotSeed(ctx, story),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(stories.id, storyId),
        eq(stories.userId, user.id),
        lt(stories.regenerationCount, MAX_REGENERATIONS),
        inArray(stories.status, ['ready', 'failed']),
      ),
    )
    .returning({ regenerationCount: stories.regenerationCount });
  if (!updated) {
    if (story.regenerationCount >= MAX_REGENERATIONS) {
      throw new AppError('regeneration_limit_reached', `Regeneration limit reached: a story can be regenerated ${MAX_REGENERATIONS} times.`);
    }
    throw new AppError('conflict', STILL_WRITING);
  }
  // A new text is a new book: the old one's place and 'finished' do not carry over (issue 14).
  await db.delete(readingProgress).where(eq(readingProgress.storyId, storyId));
  // Its old chapters go too: 'chapters written' then counts the new text only, and a reader opened
  // while it is rewritten shows the new chapters as they arrive, never the old ones (issue 16).
  await db.delete(chapters).where(eq(chapters.storyId, storyId));
  await enqueueGeneration(ctx, { storyId, generation: updated.regenerationCount });
  return { id: storyId, regenerationCount: updated.regenerationCount };
}

const SEED_TRIES = 20;

/** A new seed whose plot differs from the current one, when the writer can tell (the offline one can). */
function differentPlotSeed(ctx: AppContext, story: StoryRow): number {
  const request = toRequest(story, 0);
  const plotOf = (seed: number): string | undefined => {
    try {
      return ctx.ai.writer.plotOf?.({ ...request, seed });
    } catch {
      return undefined; // a language this writer does not write: the job will say so
    }
  };
  const current = plotOf(story.seed);
  let seed = randomInt(1, 2 ** 31 - 1);
  for (let i = 0; i < SEED_TRIES && current !== undefined && plotOf(seed) === current; i++) seed = randomInt(1, 2 ** 31 - 1);
  return seed;
}
