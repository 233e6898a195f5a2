// Monthly story credits. The credit is taken by one conditional upsert on (user, month), so any
// number of simultaneous requests can never take more than the plan allows (DECISIONS.md), in the
// same statement as the story it pays for (decision 024).
import { PLANS, UNLIMITED, type PlanId } from '@storyloom/contracts/plans';
import type { PlanStatus } from '@storyloom/contracts/user';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
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

/**
 * The statement that takes one credit of `plan` for (userId, month), as a common table expression
 * returning one row when taken and none when the monthly limit is reached. A caller inserts from
 * it in the same statement (stories/insert-paid-story.ts): the conditional upsert locks the
 * family's month row, so simultaneous requests take credits one after another and never more
 * than the plan allows, and what is inserted from it exists exactly when the credit was taken.
 * `unless`, a condition in the same statement, takes none when it holds (the story was already paid
 * for: decision 025). Null for a plan with no stories at all.
 */
export function creditTaken(userId: string, plan: PlanId, month: string, unless?: SQL): SQL | null {
  const limit = PLANS[plan].storiesPerMonth;
  if (limit === 0) return null;
  const u = monthlyUsage;
  const underLimit = limit === UNLIMITED ? sql`` : sql` where ${u.used} < ${limit}`;
  const row = unless ? sql`select ${userId}::uuid, ${month}::text, 1 where not (${unless})` : sql`values (${userId}::uuid, ${month}, 1)`;
  return sql`insert into ${u} (${sql.identifier(u.userId.name)}, ${sql.identifier(u.month.name)}, ${sql.identifier(u.used.name)})
    ${row}
    on conflict (${sql.identifier(u.userId.name)}, ${sql.identifier(u.month.name)}) do update set ${sql.identifier(u.used.name)} = ${u.used} + 1${underLimit}
    returning 1`;
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
