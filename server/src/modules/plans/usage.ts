// Monthly story credits. The credit is taken by one conditional upsert on (user, month), so any
// number of simultaneous requests can never take more than the plan allows (DECISIONS.md).
import { PLANS, UNLIMITED, type PlanId } from '@storyloom/contracts/plans';
import type { PlanStatus } from '@storyloom/contracts/user';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { monthlyUsage } from '../../db/schema/index.ts';

/** Calendar month in UTC, 'YYYY-MM'. */
export function monthKey(at: Date = new Date()): string {
  return at.toISOString().slice(0, 7);
}

export async function storiesUsed(db: Db, userId: string, month = monthKey()): Promise<number> {
  const row = await db.query.monthlyUsage.findFirst({
    where: and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, month)),
  });
  return row?.used ?? 0;
}

/** Takes one credit; false when the plan's monthly limit is reached. Run it inside the caller's transaction. */
export async function takeCredit(db: Db, userId: string, plan: PlanId, month = monthKey()): Promise<boolean> {
  const limit = PLANS[plan].storiesPerMonth;
  if (limit === 0) return false;
  const taken = await db
    .insert(monthlyUsage)
    .values({ userId, month, used: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.userId, monthlyUsage.month],
      set: { used: sql`${monthlyUsage.used} + 1` },
      setWhere: limit === UNLIMITED ? undefined : sql`${monthlyUsage.used} < ${limit}`,
    })
    .returning({ used: monthlyUsage.used });
  return taken.length > 0;
}

/** Gives one credit back for the given month (never below zero). */
export async function returnCredit(db: Db, userId: string, month: string): Promise<void> {
  await db
    .update(monthlyUsage)
    .set({ used: sql`${monthlyUsage.used} - 1` })
    .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, month), gt(monthlyUsage.used, 0)));
}

export function planStatus(plan: PlanId, used: number): PlanStatus {
  const limits = PLANS[plan];
  const remaining = limits.storiesPerMonth === UNLIMITED ? UNLIMITED : Math.max(0, limits.storiesPerMonth - used);
  return {
    plan,
    usage: { storiesThisMonth: used, storiesRemaining: remaining },
    limits: { storiesPerMonth: limits.storiesPerMonth, maxChaptersPerStory: limits.maxChaptersPerStory },
  };
}
