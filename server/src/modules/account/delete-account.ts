// DELETE /api/account: the family's account goes at once (SPEC §9 allows 48 hours; we need none):
// the subscription is cancelled at the provider first, then the identity row is deleted, which
// cascades to the product user, stories, chapters, share links, progress, usage, payments, API keys
// and sessions; the stories' files go last. A contact message keeps its text but forgets the account.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { identityUsers, stories, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';

const LIVE_STATES = ['incomplete', 'active', 'past_due', 'canceling'];

export async function deleteAccount(ctx: AppContext, user: AppUserRow, confirmEmail: string): Promise<{ deleted: true }> {
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('bad_request', 'The e-mail address does not match this account.', 'confirmEmail');
  }
  const { db } = ctx.database;
  const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  if (sub && LIVE_STATES.includes(sub.state)) {
    try {
      await ctx.payments.cancelNow(sub);
    } catch (err) {
      // Deleting the account while the provider still bills the family would be worse than waiting.
      console.error('[account] subscription not cancelled at the provider', err);
      throw new AppError('service_unavailable', 'The payment provider could not be reached to cancel your subscription. Nothing was deleted; please try again.');
    }
  }
  const storyIds = (await db.select({ id: stories.id }).from(stories).where(eq(stories.userId, user.id))).map((s) => s.id);
  await db.delete(identityUsers).where(eq(identityUsers.id, user.identityId));
  for (const id of storyIds) {
    await ctx.media.deletePrefix(`stories/${id}/`).catch((err: unknown) => console.error(`[account] media of ${id} not removed:`, err));
  }
  return { deleted: true };
}
