import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_IDS } from './plans.ts';

/** The plans a family pays for; free is reached by POST /api/activate-free-plan, never bought. */
export const PAID_PLAN_IDS = ['basic', 'premium', 'pro'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The states of a family's subscription (docs/decisions/004-subscriptions-state-machine.md):
 * none (never subscribed), incomplete (created, first payment not made), active, past_due (a renewal
 * failed), canceling (cancelled at the end of the period, still paid for), ended (back to free).
 */
export const SUBSCRIPTION_STATES = ['none', 'incomplete', 'active', 'past_due', 'canceling', 'ended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Days a family keeps its paid plan after a failed renewal before returning to free. */
export const PAST_DUE_GRACE_DAYS = 7;

const planField = z.enum(PAID_PLAN_IDS, { error: 'plan must be one of basic, premium, pro.' });
const intervalField = z.enum(BILLING_INTERVALS, { error: 'interval must be month or year.' });

/** POST /api/create-subscription */
export const createSubscriptionBodySchema = z.object({ plan: planField, interval: intervalField });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;
export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key, for Stripe.js in the browser; absent for the demo provider. */
  publishableKey: z.string().optional(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /api/billing/change-plan: a paid family moves to another paid plan or interval at once. */
export const changePlanBodySchema = createSubscriptionBodySchema;

/** POST /api/billing/demo/confirm: the demo provider's card form. */
export const demoConfirmBodySchema = z.object({
  clientSecret: z.string().min(1, 'clientSecret is missing.'),
  cardNumber: z
    .string({ error: 'Please enter a card number.' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number.')),
  expiry: z.string({ error: 'Please enter the expiry date.' }).regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Use the form MM/YY.'),
  cvc: z.string({ error: 'Please enter the security code.' }).regex(/^\d{3,4}$/, 'Three or four digits.'),
});
export type DemoConfirmBody = z.input<typeof demoConfirmBodySchema>;

/** The family's subscription as the account page shows it. */
export const subscriptionViewSchema = z.object({
  plan: z.enum(PLAN_IDS),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  state: z.enum(SUBSCRIPTION_STATES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** End of the paid period: the next renewal, or the day the plan ends when canceling. */
  currentPeriodEnd: z.string().nullable(),
  /** When past_due: the day the family returns to free unless it pays. */
  graceEndsAt: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** Demo provider, past due: the secret with which the parent pays the overdue period with another card. */
  retrySecret: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  plan: z.enum(PLAN_IDS),
  interval: z.enum(BILLING_INTERVALS),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  /** The provider's receipt or invoice page, when it has one. */
  receiptUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Which payment provider this server uses, for the pricing and subscribe pages. */
export const billingInfoSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
export type BillingInfo = z.infer<typeof billingInfoSchema>;

export const DEMO_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  failsAtRenewal: '4000000000009995',
} as const;

export const paymentListSchema = z.array(paymentSchema);
/** POST /api/billing/webhook: what Stripe is told (a replayed event is a 'duplicate', never applied twice). */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), handled: z.enum(['applied', 'duplicate', 'ignored']) });
