// POST /api/billing/demo/confirm: the demo provider's card form (DECISIONS.md 'Billing'). Only the
// test cards do anything: 4242… pays, 4000 0000 0000 0002 is declined (nothing changes), and
// 4000 0000 0000 9995 pays now but fails at the first renewal. It pays the first period of an
// incomplete checkout, or the overdue period of a past-due subscription.
import { DEMO_CARDS, type DemoConfirmBody, type SubscriptionView } from '@storyloom/contracts/billing';
import { CURRENCY } from '@storyloom/contracts/plans';
import { demoConfirmBodySchema } from '@storyloom/contracts/billing';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { applySubscriptionEvents } from './apply-subscription-events.ts';
import { priceOf, scheduleDemoJob } from './demo-renewals.ts';
import { periodFrom } from './periods.ts';
import { toSubscriptionView } from './subscription-view.ts';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function expiryPassed(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split('/').map((s) => Number(s.trim()));
  // A card is valid through the last day of its expiry month.
  return new Date(Date.UTC(2000 + (yy ?? 0), mm ?? 0, 1)) <= now;
}

export async function confirmDemoPayment(ctx: AppContext, user: AppUserRow, input: DemoConfirmBody): Promise<SubscriptionView> {
  if (ctx.payments.kind !== 'demo') throw new AppError('not_found', 'The demo payment form is off: this server takes payments with Stripe.');
  const body = demoConfirmBodySchema.parse(input);
  const row = await ctx.database.db.query.subscriptions.findFirst({
    where: and(eq(subscriptions.userId, user.id), eq(subscriptions.clientSecret, body.clientSecret), eq(subscriptions.provider, 'demo')),
  });
  if (!row || (row.state !== 'incomplete' && row.state !== 'past_due')) {
    throw new AppError('not_found', 'This payment is no longer open. Please start again from the pricing page.', 'clientSecret');
  }
  if (!passesLuhn(body.cardNumber)) throw new AppError('bad_request', 'This card number is not valid.', 'cardNumber');
  if (expiryPassed(body.expiry, new Date())) throw new AppError('bad_request', 'This card has expired.', 'expiry');
  if (body.cardNumber === DEMO_CARDS.declined) throw new AppError('payment_failed', 'Your card was declined.', 'cardNumber');
  if (body.cardNumber !== DEMO_CARDS.success && body.cardNumber !== DEMO_CARDS.failsAtRenewal) {
    throw new AppError('payment_failed', 'This is a demo: only the test card 4242 4242 4242 4242 is accepted.', 'cardNumber');
  }
  const period = periodFrom(new Date(), row.interval, ctx.config.billing.demoPeriodSeconds);
  const result = await applySubscriptionEvents(ctx, row.id, {
    eventId: `demo:pay:${row.id}:${body.clientSecret}`,
    provider: 'demo',
    events: [{ type: 'payment_succeeded', period }],
    patch: { cardLast4: body.cardNumber.slice(-4), cardFailsAtRenewal: body.cardNumber === DEMO_CARDS.failsAtRenewal },
    payment: {
      providerInvoiceId: `demo_inv_${row.id}_${period.start.toISOString()}`,
      plan: row.plan, interval: row.interval, amount: priceOf(row.plan, row.interval), currency: CURRENCY, status: 'paid',
    },
  });
  if (!result.duplicate) await scheduleDemoJob(ctx, { subscriptionId: row.id, kind: 'renewal', at: period.end.toISOString() });
  return toSubscriptionView(ctx, result.row, user.subscriptionPlan);
}
