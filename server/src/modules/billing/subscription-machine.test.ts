import { SUBSCRIPTION_STATES, type SubscriptionState } from '@storyloom/contracts/billing';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { eventsFromStripe } from './providers/stripe-events.ts';
import { effectivePlan, nextState, type SubscriptionEventType } from './subscription-machine.ts';

// Every state x event: the expected next state, or null when the event does not apply.
const TABLE: [SubscriptionState, SubscriptionEventType, SubscriptionState | null][] = [
  ['none', 'checkout_started', 'incomplete'],
  ['none', 'payment_succeeded', null],
  ['none', 'cancel_scheduled', null],
  ['incomplete', 'payment_succeeded', 'active'],
  ['incomplete', 'payment_failed', 'incomplete'],
  ['incomplete', 'checkout_started', 'incomplete'],
  ['incomplete', 'cancel_scheduled', null],
  ['incomplete', 'plan_changed', null],
  ['active', 'payment_succeeded', 'active'],
  ['active', 'payment_failed', 'past_due'],
  ['active', 'cancel_scheduled', 'canceling'],
  ['active', 'cancel_undone', null],
  ['active', 'plan_changed', 'active'],
  ['active', 'checkout_started', null],
  ['active', 'ended', 'ended'],
  ['past_due', 'payment_succeeded', 'active'],
  ['past_due', 'ended', 'ended'],
  ['past_due', 'cancel_scheduled', 'canceling'],
  ['canceling', 'cancel_undone', 'active'],
  ['canceling', 'payment_succeeded', null],
  ['canceling', 'cancel_scheduled', null],
  ['canceling', 'ended', 'ended'],
  ['ended', 'checkout_started', 'incomplete'],
  ['ended', 'cancel_undone', null],
  ['ended', 'payment_succeeded', null],
];

describe('the subscription state machine', () => {
  it.each(TABLE)('in %s, %s leads to %s', (state, event, expected) => {
    expect(nextState(state, event)).toBe(expected);
  });

  it.each(SUBSCRIPTION_STATES.map((s) => [s, ['active', 'past_due', 'canceling'].includes(s) ? 'premium' : 'free'] as const))(
    'gives a family in %s the plan %s',
    (state, plan) => {
      expect(effectivePlan(state, 'premium')).toBe(plan);
    },
  );
});

const prices = {
  basic: { month: 'price_basic_m', year: 'price_basic_y' },
  premium: { month: 'price_premium_m', year: 'price_premium_y' },
  pro: { month: 'price_pro_m', year: 'price_pro_y' },
};
const start = 1_780_000_000;
const end = start + 30 * 86_400;
function stripeSub(status: Stripe.Subscription.Status, opts: { cancel?: boolean; price?: string; periodEnd?: number } = {}): Stripe.Subscription {
  return {
    id: 'sub_1', status, cancel_at_period_end: opts.cancel ?? false,
    items: { data: [{ id: 'si_1', price: { id: opts.price ?? 'price_premium_y' }, current_period_start: start, current_period_end: opts.periodEnd ?? end }] },
  } as unknown as Stripe.Subscription;
}
const row = (state: SubscriptionState, currentPeriodEnd: Date | null = null) => ({ state, plan: 'premium' as const, interval: 'year' as const, currentPeriodEnd });

describe('Stripe subscription objects as state-machine events', () => {
  const cases: [string, ReturnType<typeof row>, Stripe.Subscription, string[]][] = [
    ['a paid first invoice activates an incomplete subscription', row('incomplete'), stripeSub('active'), ['payment_succeeded']],
    ['a still-incomplete subscription changes nothing', row('incomplete'), stripeSub('incomplete'), []],
    ['the same active object again changes nothing (replay, reorder)', row('active', new Date(end * 1000)), stripeSub('active'), []],
    ['a later period is a renewal', row('active', new Date(end * 1000)), stripeSub('active', { periodEnd: end + 30 * 86_400 }), ['payment_succeeded']],
    ['a failed renewal makes it past due', row('active', new Date(end * 1000)), stripeSub('past_due'), ['payment_failed']],
    ['cancel at period end is scheduled', row('active', new Date(end * 1000)), stripeSub('active', { cancel: true }), ['cancel_scheduled']],
    ['cancel undone resumes', row('canceling', new Date(end * 1000)), stripeSub('active'), ['cancel_undone']],
    ['a new price is a plan change', row('active', new Date(end * 1000)), stripeSub('active', { price: 'price_pro_m' }), ['plan_changed']],
    ['a deleted subscription ends', row('canceling', new Date(end * 1000)), stripeSub('canceled'), ['ended']],
    ['an old "incomplete" event after activation cannot move it back', row('active', new Date(end * 1000)), stripeSub('incomplete'), []],
    ['an ended subscription ignores a late "active" object', row('ended', new Date(end * 1000)), stripeSub('active'), []],
    ['an expired checkout ends', row('incomplete'), stripeSub('incomplete_expired'), ['ended']],
  ];
  it.each(cases)('%s', (_name, stored, sub, expected) => {
    expect(eventsFromStripe(stored, sub, prices).map((e) => e.type)).toEqual(expected);
  });
});
