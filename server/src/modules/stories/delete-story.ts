// DELETE /api/stories/{id}: removes the story, its chapters, progress and media, and gives its
// credit back when it was taken this month, not already returned (once per story) and never used:
// not exported, shared or read past its first chapter (DECISIONS.md 'Plans and limits').
import type { CreditOutcome, DeleteStoryResponse, StoryUse } from '@storyloom/contracts/stories';
import { PLANS } from '@storyloom/contracts/plans';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { monthKey, planStatus, returnCredit, storiesUsed } from '../plans/usage.ts';
import { findOwnedStory } from './story-queries.ts';

function creditOutcome(gone: { creditMonth: string; creditReturned: boolean; firstUse: StoryUse | null } | undefined): CreditOutcome {
  // Deleted by a request at the same moment: that one answers for the credit.
  if (!gone || gone.creditReturned) return 'already_returned';
  if (gone.creditMonth !== monthKey()) return 'earlier_month';
  return gone.firstUse ?? 'returned';
}

export async function deleteStory(ctx: AppContext, user: AppUserRow, storyId: string): Promise<DeleteStoryResponse> {
  const { db } = ctx.database;
  await findOwnedStory(db, user.id, storyId);
  const credit = await db.transaction(async (tx): Promise<CreditOutcome> => {
    const [gone] = await tx
      .delete(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, user.id)))
      .returning({ creditMonth: stories.creditMonth, creditReturned: stories.creditReturned, firstUse: stories.firstUse });
    const outcome = creditOutcome(gone);
    if (gone && outcome === 'returned') await returnCredit(tx as unknown as Db, user.id, gone.creditMonth);
    return outcome;
  });
  // The story is gone once its row is; its files follow, and a failure here is logged, not the family's.
  await ctx.media.deletePrefix(`stories/${storyId}/`).catch((err: unknown) => console.error(`[stories] media of ${storyId} not removed:`, err));
  const status = planStatus(user.subscriptionPlan, await storiesUsed(db, user.id));
  return {
    deleted: true,
    deletedAt: new Date().toISOString(),
    creditRestored: credit === 'returned',
    credit,
    storiesRemaining: status.usage.storiesRemaining,
    storiesPerMonth: PLANS[user.subscriptionPlan].storiesPerMonth,
  };
}
