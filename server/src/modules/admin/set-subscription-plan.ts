// Writes a plan and status on the family record; change-user-plan.ts calls it after billing has had its say.
import type { PlanId } from '@storyloom/contracts/plans';
import type { SubscriptionStatus } from '@storyloom/contracts/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers } from '../../db/schema/index.ts';

export async function setSubscriptionPlan(db: Db, userId: string, plan: PlanId, status: SubscriptionStatus): Promise<void> {
  await db.update(appUsers).set({ subscriptionPlan: plan, subscriptionStatus: status }).where(eq(appUsers.id, userId));
}
