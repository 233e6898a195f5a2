// The demo provider's renewals, as scheduled jobs in the queue (issue 11): at the end of each period
// a job renews the subscription (4242), fails it (4000 0000 0000 9995: past due, the parent is told),
// or ends it when it was cancelled; a second job at the end of the grace period returns a family that
// never paid to free. Each job carries the period it was made for, so a stale one does nothing.
import { PLANS } from '@storyloom/contracts/plans';
import { CURRENCY } from '@storyloom/contracts/plans';
import type { AppContext } from '../../context.ts';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import { applySubscriptionEvents } from './apply-subscription-events.ts';
import { graceEnd, periodFrom } from './periods.ts';
import { randomBytes } from 'node:crypto';

export const DEMO_RENEWAL_QUEUE = 'billing-demo-renewal';

export interface DemoRenewalJob {
  subscriptionId: string;
  /** 'renewal' at the period end, 'grace' at the end of a past-due grace period. */
  kind: 'renewal' | 'grace';
  /** The period end (renewal) or grace end (grace) this job was scheduled for, ISO. */
  at: string;
}

export async function scheduleDemoJob(ctx: AppContext, job: DemoRenewalJob): Promise<void> {
  await ctx.jobs.send(DEMO_RENEWAL_QUEUE, job, {
    key: `demo-${job.kind}:${job.subscriptionId}:${job.at}`,
    expireInSeconds: 60,
    retryLimit: 3,
    startAfter: new Date(job.at),
  });
}

export function priceOf(plan: 'basic' | 'premium' | 'pro', interval: 'month' | 'year'): number {
  return interval === 'month' ? PLANS[plan].priceMonth : PLANS[plan].priceYear;
}

export async function runDemoRenewal(ctx: AppContext, job: DemoRenewalJob): Promise<void> {
  const row = await ctx.database.db.query.subscriptions.findFirst({ where: eq(subscriptions.id, job.subscriptionId) });
  if (!row || row.provider !== 'demo') return;
  const eventId = `demo:${job.kind}:${row.id}:${job.at}`;
  if (job.kind === 'grace') {
    if (row.state === 'past_due' && row.graceEndsAt?.toISOString() === job.at) {
      await applySubscriptionEvents(ctx, row.id, { eventId, provider: 'demo', events: [{ type: 'ended' }] });
    }
    return;
  }
  if (row.currentPeriodEnd?.toISOString() !== job.at) return;
  if (row.state === 'canceling') {
    await applySubscriptionEvents(ctx, row.id, { eventId, provider: 'demo', events: [{ type: 'ended' }] });
    return;
  }
  if (row.state !== 'active') return;
  const demoSeconds = ctx.config.billing.demoPeriodSeconds;
  const base = { providerInvoiceId: `demo_inv_${row.id}_${job.at}`, plan: row.plan, interval: row.interval, amount: priceOf(row.plan, row.interval), currency: CURRENCY };
  if (row.cardFailsAtRenewal) {
    const graceEndsAt = graceEnd(new Date(), demoSeconds);
    await applySubscriptionEvents(ctx, row.id, {
      eventId, provider: 'demo', events: [{ type: 'payment_failed', graceEndsAt }],
      // A fresh secret lets the parent pay the overdue period with another card on the account page.
      patch: { clientSecret: `demo_secret_${randomBytes(24).toString('base64url')}` },
      payment: { ...base, status: 'failed' },
    });
    await scheduleDemoJob(ctx, { subscriptionId: row.id, kind: 'grace', at: graceEndsAt.toISOString() });
    return;
  }
  const period = periodFrom(new Date(job.at), row.interval, demoSeconds);
  const result = await applySubscriptionEvents(ctx, row.id, { eventId, provider: 'demo', events: [{ type: 'payment_succeeded', period }], payment: { ...base, status: 'paid' } });
  if (!result.duplicate) await scheduleDemoJob(ctx, { subscriptionId: row.id, kind: 'renewal', at: period.end.toISOString() });
}

export async function startDemoRenewalWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<DemoRenewalJob>(DEMO_RENEWAL_QUEUE, 1, (job) => runDemoRenewal(ctx, job.data));
}
