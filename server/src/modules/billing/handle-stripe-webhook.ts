// POST /api/billing/webhook: Stripe tells us what happened. The signature is checked on the raw body;
// each event id is handled once (billing_events); the subscription is read from Stripe as it is now,
// so a late or reordered event cannot move the family back.
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { StripeConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { billingEvents, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { applySubscriptionEvents, type PaymentRecord } from './apply-subscription-events.ts';
import { eventsFromStripe, planOfPrice } from './providers/stripe-events.ts';

export interface WebhookOutcome {
  received: true;
  handled: 'applied' | 'duplicate' | 'ignored';
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice['parent'] };
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') {
    const sub = object.parent?.subscription_details?.subscription;
    return typeof sub === 'string' ? sub : (sub?.id ?? null);
  }
  return null;
}

function paymentOf(event: Stripe.Event, prices: StripeConfig['prices']): PaymentRecord | undefined {
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return undefined;
  const invoice = event.data.object;
  const price = invoice.lines?.data[0]?.pricing?.price_details?.price;
  const priced = planOfPrice(prices, typeof price === 'string' ? price : price?.id);
  if (!priced || !invoice.id) return undefined;
  const paid = event.type === 'invoice.paid';
  return {
    providerInvoiceId: invoice.id,
    ...priced,
    amount: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    status: paid ? 'paid' : 'failed',
    receiptUrl: invoice.hosted_invoice_url ?? null,
    createdAt: new Date(invoice.created * 1000),
  };
}

export async function handleStripeWebhook(ctx: AppContext, stripe: Stripe, config: StripeConfig, raw: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, signature ?? '', config.webhookSecret);
  } catch {
    throw new AppError('bad_request', 'The webhook signature does not match.', 'stripe-signature');
  }
  const stripeSubId = subscriptionIdOf(event);
  const row = stripeSubId
    ? await ctx.database.db.query.subscriptions.findFirst({ where: eq(subscriptions.providerSubscriptionId, stripeSubId) })
    : undefined;
  if (!stripeSubId || !row) {
    // Not about one of our subscriptions (or one replaced before it was paid): noted, nothing to do.
    const fresh = await ctx.database.db.insert(billingEvents).values({ id: event.id, provider: 'stripe', type: event.type }).onConflictDoNothing().returning();
    return { received: true, handled: fresh.length === 0 ? 'duplicate' : 'ignored' };
  }
  const current = await stripe.subscriptions.retrieve(stripeSubId);
  const result = await applySubscriptionEvents(ctx, row.id, {
    eventId: event.id,
    eventType: event.type,
    provider: 'stripe',
    events: eventsFromStripe(row, current, config.prices),
    payment: paymentOf(event, config.prices),
  });
  return { received: true, handled: result.duplicate ? 'duplicate' : 'applied' };
}
