// The one place the admin dashboard changes a family's plan. Billing (Stripe or the demo provider)
// owns subscriptions; at merge this is the seam to route through billing's own plan service, so a
// paid subscription and the stored plan never disagree.
import type { PlanId } from '@storyloom/contracts/plans';
import type { SubscriptionStatus } from '@storyloom/contracts/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers } from '../../db/schema/index.ts';

export async function setSubscriptionPlan(db: Db, userId: string, plan: PlanId, status: SubscriptionStatus): Promise<void> {
  await db.update(appUsers).set({ subscriptionPlan: plan, subscriptionStatus: status }).where(eq(appUsers.id, userId));
}
