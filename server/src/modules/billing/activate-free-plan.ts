// POST /api/activate-free-plan (SPEC §7): the free plan needs no payment. A family already on free
// is simply sent on to the generator; a paying family chooses free by cancelling, which ends its
// subscription with the paid period (SPEC §9 FAQ), so nothing already paid for is lost.
import type { AppContext } from '../../context.ts';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { setCancelAtPeriodEnd } from './cancel-subscription.ts';
import { getSubscriptionView } from './subscription-view.ts';
import type { SubscriptionView } from '@storyloom/contracts/billing';

export async function activateFreePlan(ctx: AppContext, user: AppUserRow): Promise<SubscriptionView> {
  const row = await ctx.database.db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  if (row && (row.state === 'active' || row.state === 'past_due')) return setCancelAtPeriodEnd(ctx, user, true);
  return getSubscriptionView(ctx, user);
}
