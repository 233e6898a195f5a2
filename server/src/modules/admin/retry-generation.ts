// POST /api/admin/generations/{storyId}/retry: puts a failed or stuck story back in the queue,
// through the same pg-boss job path as a family's request. It costs the family nothing: the
// credit given back when it failed stays given back (failForGood returns a credit only once).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { requeueGeneration } from '../stories/generation-jobs.ts';
import { failedOrStuck } from './list-generations.ts';
import { recordAudit } from './record-audit.ts';
import type { AdminActor } from './require-admin.ts';

const STORY_NOT_FOUND = 'No story has this id.';
export const NOTHING_TO_RETRY = 'This story is neither failed nor stuck: there is nothing to retry.';

/** A story with no progress for longer than one job may run counts as stuck. */
export function stuckBefore(ctx: Pick<AppContext, 'config'>, now = Date.now()): Date {
  return new Date(now - ctx.config.generation.timeoutSeconds * 1000);
}

export async function retryGeneration(ctx: AppContext, actor: AdminActor, storyId: string): Promise<{ storyId: string; status: 'queued' }> {
  if (!/^[0-9a-f-]{36}$/i.test(storyId)) throw notFound(STORY_NOT_FOUND);
  const { db } = ctx.database;
  const claimed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // One conditional update: two admins pressing retry at once queue it once.
    const [row] = await t
      .update(stories)
      .set({ status: 'queued', progress: 0, error: null, updatedAt: new Date() })
      .where(and(eq(stories.id, storyId), failedOrStuck(stuckBefore(ctx))))
      .returning({ id: stories.id, title: stories.title, generation: stories.regenerationCount });
    if (!row) return null;
    await recordAudit(t, actor, { action: 'retry_generation', targetType: 'story', targetId: row.id, targetLabel: row.title, detail: { generation: row.generation } });
    return row;
  });
  if (!claimed) {
    const exists = await db.$count(stories, eq(stories.id, storyId));
    throw exists ? new AppError('conflict', NOTHING_TO_RETRY) : notFound(STORY_NOT_FOUND);
  }
  await requeueGeneration(ctx, { storyId: claimed.id, generation: claimed.generation });
  return { storyId: claimed.id, status: 'queued' };
}
