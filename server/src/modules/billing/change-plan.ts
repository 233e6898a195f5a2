// The ONE function that changes a family's plan, for the family (account and pricing pages) and for
// an administrator (admin dashboard). Plan changes take effect at once (SPEC §9 FAQ):
// - a paid subscription moves to the new paid plan or interval through its provider;
// - 'free' ends a running subscription now (an administrator's decision; a family cancels instead);
// - an administrator may give a paid plan to a family without a subscription (nothing is charged).
import type { PaidPlanId, SubscriptionView } from '@storyloom/contracts/billing';
import type { BillingInterval, PlanId } from '@storyloom/contracts/plans';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { appUsers, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { afterUpdate, applyEventsInTx, type UpdateResult } from './apply-subscription-events.ts';
import { PAID_STATES, type SubscriptionEvent } from './subscription-machine.ts';
import { toSubscriptionView } from './subscription-view.ts';

export interface PlanChange {
  userId: string;
  plan: PlanId;
  /** Needed for a paid plan; kept from the subscription when omitted. */
  interval?: BillingInterval;
  by: 'family' | 'admin';
}

export async function changePlan(ctx: AppContext, change: PlanChange): Promise<SubscriptionView> {
  const { db } = ctx.database;
  let result: UpdateResult | undefined;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, change.userId)).for('update');
    const running = row && PAID_STATES.includes(row.state) ? row : undefined;
    if (!running) {
      if (change.by === 'family') {
        throw new AppError('conflict', change.plan === 'free' ? 'Your family is already on the free plan.' : 'Subscribe first: choose a plan on the pricing page.', 'plan');
      }
      await tx.update(appUsers).set({ subscriptionPlan: change.plan, subscriptionStatus: 'active' }).where(eq(appUsers.id, change.userId));
      return;
    }
    let event: SubscriptionEvent;
    try {
      if (change.plan === 'free') {
        if (change.by === 'family') throw new AppError('conflict', 'To return to the free plan, cancel your subscription: it ends with the paid period.', 'plan');
        await ctx.payments.cancelNow(running);
        event = { type: 'ended' };
      } else {
        const plan = change.plan as PaidPlanId;
        const interval = change.interval ?? running.interval;
        if (plan === running.plan && interval === running.interval) throw new AppError('conflict', 'This is already your plan.', 'plan');
        await ctx.payments.changePlan(running, plan, interval);
        event = { type: 'plan_changed', plan, interval };
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      console.error('[billing] provider refused the plan change', err);
      throw new AppError('service_unavailable', 'The payment provider could not be reached. Your plan is unchanged.');
    }
    result = await applyEventsInTx(tx, running, { provider: running.provider, events: [event], strict: true });
  });
  if (result) await afterUpdate(ctx, result);
  const user = await db.query.appUsers.findFirst({ where: eq(appUsers.id, change.userId) });
  const row = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, change.userId) });
  return toSubscriptionView(ctx, row, user?.subscriptionPlan ?? 'free');
}
