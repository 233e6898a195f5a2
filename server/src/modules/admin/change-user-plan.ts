// PUT /api/admin/users/{id}/plan: an operator moves a family to another plan (a gift, a refund, a
// fix after a payment problem). The new limits apply at once (SPEC §9: plan changes are immediate).
// The change goes through billing's one plan service, so a running subscription (Stripe or demo)
// and the stored plan never disagree.
import type { AdminUser } from '@storyloom/contracts/admin';
import type { PlanId } from '@storyloom/contracts/plans';
import type { SubscriptionStatus } from '@storyloom/contracts/user';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { changePlan } from '../billing/change-plan.ts';
import { PAID_STATES } from '../billing/subscription-machine.ts';
import { toAdminUser } from './admin-views.ts';
import { findAnyUser } from './find-user.ts';
import { recordAudit } from './record-audit.ts';
import type { AdminActor } from './require-admin.ts';
import { setSubscriptionPlan } from './set-subscription-plan.ts';

export async function changeUserPlan(
  ctx: AppContext, actor: AdminActor, userId: string, change: { plan: PlanId; status: SubscriptionStatus }, adminEmails: readonly string[],
): Promise<AdminUser> {
  const db = ctx.database.db;
  const before = await findAnyUser(db, userId);
  if (change.plan !== before.user.subscriptionPlan) await changePlan(ctx, { userId: before.user.id, plan: change.plan, by: 'admin' });
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // A status set by hand applies only to a family without a running subscription: billing owns the others.
    const [sub] = await t.select({ state: subscriptions.state }).from(subscriptions).where(eq(subscriptions.userId, before.user.id));
    if (!sub || !PAID_STATES.includes(sub.state)) await setSubscriptionPlan(t, before.user.id, change.plan, change.status);
    await recordAudit(t, actor, {
      action: 'change_plan', targetType: 'user', targetId: before.user.id, targetLabel: before.user.email,
      detail: { from: before.user.subscriptionPlan, to: change.plan, fromStatus: before.user.subscriptionStatus, toStatus: change.status },
    });
    const after = await findAnyUser(t, userId);
    return toAdminUser(after.user, after.emailVerified, after.storyCount, adminEmails);
  });
}
