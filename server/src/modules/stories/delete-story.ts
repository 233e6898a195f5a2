// DELETE /api/stories/{id}: removes the story, its chapters, progress and media, and gives its
// credit back when it was taken this month and not already returned (once per story).
import type { DeleteStoryResponse } from '@storyloom/contracts/stories';
import { PLANS } from '@storyloom/contracts/plans';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { monthKey, planStatus, returnCredit, storiesUsed } from '../plans/usage.ts';
import { findOwnedStory } from './story-queries.ts';

export async function deleteStory(ctx: AppContext, user: AppUserRow, storyId: string): Promise<DeleteStoryResponse> {
  const { db } = ctx.database;
  await findOwnedStory(db, user.id, storyId);
  const creditRestored = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, user.id)))
      .returning({ creditMonth: stories.creditMonth, creditReturned: stories.creditReturned });
    if (!gone || gone.creditReturned || gone.creditMonth !== monthKey()) return false;
    await returnCredit(tx as unknown as Db, user.id, gone.creditMonth);
    return true;
  });
  // The story is gone once its row is; its files follow, and a failure here is logged, not the family's.
  await ctx.media.deletePrefix(`stories/${storyId}/`).catch((err: unknown) => console.error(`[stories] media of ${storyId} not removed:`, err));
  const status = planStatus(user.subscriptionPlan, await storiesUsed(db, user.id));
  return {
    deleted: true,
    deletedAt: new Date().toISOString(),
    creditRestored,
    storiesRemaining: status.usage.storiesRemaining,
    storiesPerMonth: PLANS[user.subscriptionPlan].storiesPerMonth,
  };
}
