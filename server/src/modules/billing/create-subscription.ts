// POST /api/create-subscription: opens a checkout with the configured provider. The family's row is
// locked for the whole call, so two calls at once end in ONE provider subscription: the second finds
// the first's open checkout and gets the same client secret.
import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '@storyloom/contracts/billing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { applyEventsInTx } from './apply-subscription-events.ts';
import { PAID_STATES } from './subscription-machine.ts';

export const SUBSCRIPTION_FAILED = 'Could not create subscription. Please try again.';

/** Locks the family's subscription row, creating an empty one ('none') first if there is none. */
export async function lockFamilySubscription(tx: Db, ctx: AppContext, user: AppUserRow, body: CreateSubscriptionBody) {
  await tx.insert(subscriptions)
    .values({ userId: user.id, provider: ctx.payments.kind, plan: body.plan, interval: body.interval, state: 'none' })
    .onConflictDoNothing({ target: subscriptions.userId });
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).for('update');
  if (!row) throw new Error('subscription row vanished');
  return row;
}

export async function createSubscription(ctx: AppContext, user: AppUserRow, body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
  const provider = ctx.payments;
  const reply = (clientSecret: string): CreateSubscriptionResponse => ({
    clientSecret, provider: provider.kind, ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  });
  return ctx.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockFamilySubscription(tx, ctx, user, body);
    if (PAID_STATES.includes(row.state)) {
      throw new AppError('conflict', 'Your family already has a subscription: change its plan from your account page.', 'plan');
    }
    const sameCheckout = row.state === 'incomplete' && row.provider === provider.kind && row.plan === body.plan && row.interval === body.interval;
    if (sameCheckout && row.clientSecret) return reply(row.clientSecret);
    let checkout;
    try {
      // An open checkout for another plan is replaced; the provider forgets the old one.
      if (row.state === 'incomplete' && row.provider === provider.kind) await provider.cancelNow(row);
      checkout = await provider.startCheckout({ user, previous: row.state === 'none' ? null : row, plan: body.plan, interval: body.interval });
    } catch (err) {
      console.error('[billing] checkout failed at the payment provider', err);
      throw new AppError('service_unavailable', SUBSCRIPTION_FAILED);
    }
    const { row: saved } = await applyEventsInTx(tx, row, {
      provider: provider.kind,
      events: [{ type: 'checkout_started', plan: body.plan, interval: body.interval }],
      patch: { ...checkout, provider: provider.kind, cardFailsAtRenewal: false },
      strict: true,
    });
    return reply(saved.clientSecret ?? checkout.clientSecret);
  });
}
