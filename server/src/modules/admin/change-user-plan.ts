// PUT /api/admin/users/{id}/plan: an operator moves a family to another plan (a gift, a refund, a
// fix after a payment problem). The new limits apply at once (SPEC §9: plan changes are immediate).
import type { AdminUser } from '@storyloom/contracts/admin';
import type { PlanId } from '@storyloom/contracts/plans';
import type { SubscriptionStatus } from '@storyloom/contracts/user';
import type { Db } from '../../db/client.ts';
import { toAdminUser } from './admin-views.ts';
import { findAnyUser } from './find-user.ts';
import { recordAudit } from './record-audit.ts';
import type { AdminActor } from './require-admin.ts';
import { setSubscriptionPlan } from './set-subscription-plan.ts';

export async function changeUserPlan(
  db: Db, actor: AdminActor, userId: string, change: { plan: PlanId; status: SubscriptionStatus }, adminEmails: readonly string[],
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await findAnyUser(t, userId);
    await setSubscriptionPlan(t, before.user.id, change.plan, change.status);
    await recordAudit(t, actor, {
      action: 'change_plan', targetType: 'user', targetId: before.user.id, targetLabel: before.user.email,
      detail: { from: before.user.subscriptionPlan, to: change.plan, fromStatus: before.user.subscriptionStatus, toStatus: change.status },
    });
    const after = await findAnyUser(t, userId);
    return toAdminUser(after.user, after.emailVerified, after.storyCount, adminEmails);
  });
}
