// The ONE place a family's subscription changes state: it takes provider-neutral events (from the
// demo provider, from a Stripe webhook, or from the family's own request), runs them through the
// state machine, and writes the subscription, the family's plan and the payment in one transaction.
import type { PaymentProvider } from '@storyloom/contracts/billing';
import type { BillingInterval, PlanId } from '@storyloom/contracts/plans';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { appUsers, billingEvents, payments, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { notifyPastDue } from './notify-past-due.ts';
import type { SubscriptionRow } from './providers/payment-provider.ts';
import { effectivePlan, nextState, PAID_STATES, userStatusOf, type SubscriptionEvent } from './subscription-machine.ts';

export interface PaymentRecord {
  providerInvoiceId: string;
  plan: PlanId;
  interval: BillingInterval;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  receiptUrl?: string | null;
  createdAt?: Date;
}

export interface SubscriptionUpdate {
  /** The provider's event id (or the demo's own): an id already handled makes the update a no-op. */
  eventId?: string;
  eventType?: string;
  provider: PaymentProvider;
  events: SubscriptionEvent[];
  /** Provider facts that come with the events (ids, card, secret). */
  patch?: Partial<Pick<SubscriptionRow, 'customerId' | 'providerSubscriptionId' | 'clientSecret' | 'cardLast4' | 'cardFailsAtRenewal' | 'provider'>>;
  payment?: PaymentRecord;
  /** A family's own request: an event that does not apply is refused (409) instead of ignored. */
  strict?: boolean;
}

export interface UpdateResult {
  duplicate: boolean;
  before: SubscriptionRow;
  row: SubscriptionRow;
}

/** Folds the events over the row; events that do not apply in the current state are skipped. */
function fold(row: SubscriptionRow, events: SubscriptionEvent[], strict: boolean): SubscriptionRow {
  let next = { ...row };
  for (const event of events) {
    const state = nextState(next.state, event.type);
    if (!state) {
      if (strict) throw new AppError('conflict', `This cannot be done while the subscription is ${next.state.replace('_', ' ')}.`);
      continue;
    }
    next = { ...next, state };
    if (event.type === 'checkout_started' || event.type === 'plan_changed') next = { ...next, plan: event.plan, interval: event.interval };
    if (event.type === 'payment_succeeded') {
      next = { ...next, currentPeriodStart: event.period.start, currentPeriodEnd: event.period.end, graceEndsAt: null, clientSecret: null };
    }
    if (event.type === 'payment_failed' && event.graceEndsAt) next = { ...next, graceEndsAt: event.graceEndsAt };
    if (event.type === 'ended') next = { ...next, graceEndsAt: null, clientSecret: null };
  }
  return next;
}

/** Inside the caller's transaction, on a row the caller has locked. */
export async function applyEventsInTx(tx: Db, locked: SubscriptionRow, update: SubscriptionUpdate): Promise<UpdateResult> {
  if (update.eventId) {
    const fresh = await tx.insert(billingEvents).values({ id: update.eventId, provider: update.provider, type: update.eventType ?? update.events.map((e) => e.type).join(',') })
      .onConflictDoNothing().returning({ id: billingEvents.id });
    if (fresh.length === 0) return { duplicate: true, before: locked, row: locked };
  }
  const row = fold({ ...locked, ...update.patch }, update.events, update.strict ?? false);
  const [saved] = await tx.update(subscriptions).set({ ...row, id: undefined, updatedAt: new Date() }).where(eq(subscriptions.id, locked.id)).returning();
  if (!saved) throw new Error('subscription row vanished');
  // The family's plan follows the subscription only while it is, or stops being, paid for: a declined
  // first payment (incomplete) leaves whatever plan the family had untouched.
  if (PAID_STATES.includes(saved.state) || PAID_STATES.includes(locked.state)) {
    await tx.update(appUsers)
      .set({ subscriptionPlan: effectivePlan(saved.state, saved.plan), subscriptionStatus: userStatusOf(saved.state) })
      .where(eq(appUsers.id, saved.userId));
  }
  if (update.payment) {
    await tx.insert(payments).values({ ...update.payment, userId: saved.userId, provider: update.provider }).onConflictDoNothing();
  }
  return { duplicate: false, before: locked, row: saved };
}

export async function lockSubscription(tx: Db, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  return row;
}

/** Applies an update to one subscription in its own transaction, then tells the parent what they must know. */
export async function applySubscriptionEvents(ctx: AppContext, subscriptionId: string, update: SubscriptionUpdate): Promise<UpdateResult> {
  const result = await ctx.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockSubscription(tx, subscriptionId);
    if (!row) throw new AppError('not_found', 'No subscription found.');
    return applyEventsInTx(tx, row, update);
  });
  await afterUpdate(ctx, result);
  return result;
}

/** Side effects that must not roll a state change back when they fail. */
export async function afterUpdate(ctx: AppContext, result: UpdateResult): Promise<void> {
  if (result.duplicate) return;
  if (result.row.state === 'past_due' && result.before.state !== 'past_due') {
    await notifyPastDue(ctx, result.row).catch((err: unknown) => console.error('[billing] past-due notice not sent', err));
  }
}
