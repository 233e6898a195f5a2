// Stripe (DECISIONS.md 'Billing'): one customer per family, subscriptions created incomplete and
// confirmed in the browser with the Payment Element; what happens next arrives by webhook
// (handle-stripe-webhook.ts) and goes through the same state machine as the demo provider.
import type Stripe from 'stripe';
import type { StripeConfig } from '../../../config.ts';
import type { PaymentProviderAdapter, SubscriptionRow } from './payment-provider.ts';
import { createStripeClient } from './stripe-client.ts';

function subscriptionId(row: SubscriptionRow): string {
  if (!row.providerSubscriptionId) throw new Error('subscription has no Stripe id');
  return row.providerSubscriptionId;
}

export function createStripeProvider(config: StripeConfig, client: Stripe = createStripeClient(config)): PaymentProviderAdapter {
  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,
    async startCheckout({ user, previous, plan, interval }) {
      const customerId = previous?.customerId
        // The idempotency key makes two simultaneous first checkouts share one customer.
        ?? (await client.customers.create({ email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` })).id;
      const sub = await client.subscriptions.create({
        customer: customerId,
        items: [{ price: config.prices[plan][interval] }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { userId: user.id, plan, interval },
      });
      const invoice = sub.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error('No client secret received');
      return { customerId, providerSubscriptionId: sub.id, clientSecret };
    },
    async setCancelAtPeriodEnd(row, cancel) {
      await client.subscriptions.update(subscriptionId(row), { cancel_at_period_end: cancel });
    },
    async changePlan(row, plan, interval) {
      const sub = await client.subscriptions.retrieve(subscriptionId(row));
      const item = sub.items.data[0];
      if (!item) throw new Error('Stripe subscription has no item');
      await client.subscriptions.update(sub.id, {
        items: [{ id: item.id, price: config.prices[plan][interval] }],
        proration_behavior: 'create_prorations',
        metadata: { plan, interval },
      });
    },
    async cancelNow(row) {
      if (row.providerSubscriptionId) await client.subscriptions.cancel(row.providerSubscriptionId);
    },
  };
}
