// GET /api/billing/subscription and /api/billing/payments: what the account page shows.
import type { Payment, SubscriptionView } from '@storyloom/contracts/billing';
import type { PlanId } from '@storyloom/contracts/plans';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments, subscriptions } from '../../db/schema/index.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import type { SubscriptionRow } from './providers/payment-provider.ts';
import { effectivePlan } from './subscription-machine.ts';

export function toSubscriptionView(ctx: AppContext, row: SubscriptionRow | undefined, userPlan: PlanId): SubscriptionView {
  if (!row) {
    return { plan: userPlan, interval: null, state: 'none', provider: ctx.payments.kind, currentPeriodEnd: null, graceEndsAt: null, cardLast4: null, retrySecret: null };
  }
  const paid = effectivePlan(row.state, row.plan);
  return {
    // A plan given by an administrator without a subscription shows as such.
    plan: paid === 'free' ? userPlan : paid,
    interval: paid === 'free' ? null : row.interval,
    state: row.state,
    provider: row.provider,
    currentPeriodEnd: paid === 'free' ? null : (row.currentPeriodEnd?.toISOString() ?? null),
    graceEndsAt: row.graceEndsAt?.toISOString() ?? null,
    cardLast4: row.cardLast4,
    retrySecret: row.state === 'past_due' && row.provider === 'demo' ? row.clientSecret : null,
  };
}

export async function getSubscriptionView(ctx: AppContext, user: AppUserRow): Promise<SubscriptionView> {
  const row = await ctx.database.db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  return toSubscriptionView(ctx, row, user.subscriptionPlan);
}

export async function listPayments(ctx: AppContext, user: AppUserRow): Promise<Payment[]> {
  const rows = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.createdAt)).limit(100);
  return rows.map((p) => ({
    id: p.id, createdAt: p.createdAt.toISOString(), plan: p.plan, interval: p.interval, amount: p.amount,
    currency: p.currency, status: p.status, receiptUrl: p.receiptUrl,
  }));
}
