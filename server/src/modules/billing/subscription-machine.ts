// The subscription state machine: every state, every event and every allowed transition, in ONE
// table shared by the demo and the Stripe provider (docs/decisions/004-subscriptions-state-machine.md).
// Pure: no database, no provider. apply-subscription-events.ts is the only caller that writes.
import type { SubscriptionState } from '@storyloom/contracts/billing';
import type { BillingInterval, PlanId } from '@storyloom/contracts/plans';
import type { PaidPlanId } from '@storyloom/contracts/billing';

export interface Period {
  start: Date;
  end: Date;
}

/** What a provider reports, in provider-neutral words (a Stripe webhook and the demo both send these). */
export type SubscriptionEvent =
  | { type: 'checkout_started'; plan: PaidPlanId; interval: BillingInterval }
  | { type: 'payment_succeeded'; period: Period }
  | { type: 'payment_failed'; graceEndsAt?: Date }
  | { type: 'cancel_scheduled' }
  | { type: 'cancel_undone' }
  | { type: 'plan_changed'; plan: PaidPlanId; interval: BillingInterval }
  | { type: 'ended' };
export type SubscriptionEventType = SubscriptionEvent['type'];

/**
 * state x event -> next state. A missing entry means the event does not apply in that state: a
 * provider event is then ignored (a late or replayed webhook is harmless) and a family's own request
 * is refused with 409.
 */
export const TRANSITIONS: Record<SubscriptionState, Partial<Record<SubscriptionEventType, SubscriptionState>>> = {
  none: { checkout_started: 'incomplete' },
  // A declined first payment changes nothing: the family stays where it was until a card works.
  incomplete: { checkout_started: 'incomplete', payment_succeeded: 'active', payment_failed: 'incomplete', ended: 'ended' },
  // payment_succeeded in active is a renewal: a new period.
  active: { payment_succeeded: 'active', payment_failed: 'past_due', cancel_scheduled: 'canceling', plan_changed: 'active', ended: 'ended' },
  past_due: { payment_succeeded: 'active', payment_failed: 'past_due', cancel_scheduled: 'canceling', plan_changed: 'past_due', ended: 'ended' },
  canceling: { cancel_undone: 'active', plan_changed: 'canceling', ended: 'ended' },
  ended: { checkout_started: 'incomplete' },
};

/** The next state, or null when the event does not apply in this state. */
export function nextState(state: SubscriptionState, event: SubscriptionEventType): SubscriptionState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** States in which the family has the paid plan it subscribed to. */
export const PAID_STATES: readonly SubscriptionState[] = ['active', 'past_due', 'canceling'];

/** The plan the family uses in a state: the subscription's plan while it is paid for, else free. */
export function effectivePlan(state: SubscriptionState, plan: PaidPlanId): PlanId {
  return PAID_STATES.includes(state) ? plan : 'free';
}

/** The database user's subscriptionStatus (SPEC §3) for a state. */
export function userStatusOf(state: SubscriptionState): 'active' | 'past_due' | 'canceled' {
  if (state === 'past_due') return 'past_due';
  if (state === 'ended') return 'canceled';
  return 'active';
}
