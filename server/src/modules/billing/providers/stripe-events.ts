// Stripe's subscription object -> our state machine's events. The webhook handler always reads the
// subscription as Stripe has it NOW (not the event's old copy) and derives the events that lead from
// our row to it: events that arrive late, twice or out of order lead to the same end state.
import type Stripe from 'stripe';
import type { PaidPlanId } from '@storyloom/contracts/billing';
import type { BillingInterval } from '@storyloom/contracts/plans';
import type { StripeConfig } from '../../../config.ts';
import { nextState, type SubscriptionEvent } from '../subscription-machine.ts';
import type { SubscriptionRow } from './payment-provider.ts';

export function planOfPrice(prices: StripeConfig['prices'], priceId: string | undefined): { plan: PaidPlanId; interval: BillingInterval } | null {
  for (const plan of ['basic', 'premium', 'pro'] as const) {
    for (const interval of ['month', 'year'] as const) if (prices[plan][interval] === priceId) return { plan, interval };
  }
  return null;
}

export function eventsFromStripe(row: Pick<SubscriptionRow, 'state' | 'plan' | 'interval' | 'currentPeriodEnd'>, sub: Stripe.Subscription, prices: StripeConfig['prices']): SubscriptionEvent[] {
  const events: SubscriptionEvent[] = [];
  let state = row.state;
  const push = (event: SubscriptionEvent) => {
    const next = nextState(state, event.type);
    if (!next) return;
    events.push(event);
    state = next;
  };
  const item = sub.items.data[0];
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
    push({ type: 'ended' });
    return events;
  }
  if (sub.status === 'active' || sub.status === 'trialing') {
    const period = item ? { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) } : null;
    const renewed = period && (!row.currentPeriodEnd || period.end > row.currentPeriodEnd);
    if (period && (state === 'incomplete' || state === 'past_due' || (state === 'active' && renewed))) push({ type: 'payment_succeeded', period });
    const priced = planOfPrice(prices, item?.price.id);
    if (priced && (priced.plan !== row.plan || priced.interval !== row.interval)) push({ type: 'plan_changed', ...priced });
    if (sub.cancel_at_period_end && state !== 'canceling') push({ type: 'cancel_scheduled' });
    if (!sub.cancel_at_period_end && state === 'canceling') push({ type: 'cancel_undone' });
    return events;
  }
  // Stripe retries the card on its own schedule; the family keeps its plan meanwhile.
  if (sub.status === 'past_due' || sub.status === 'unpaid') push({ type: 'payment_failed' });
  return events;
}
