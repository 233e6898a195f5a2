// The built-in demo provider (DECISIONS.md 'Billing'): no network, no real money. Checkout gives the
// browser a secret for our own card form (confirm-demo-payment.ts), renewals run as scheduled jobs
// (demo-renewals.ts). It changes nothing itself: payments and renewals go through the same
// subscription events a Stripe webhook would produce.
import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentProviderAdapter } from './payment-provider.ts';

export function createDemoProvider(): PaymentProviderAdapter {
  return {
    kind: 'demo',
    async startCheckout({ previous }) {
      return {
        customerId: previous?.customerId ?? `demo_cus_${randomUUID()}`,
        providerSubscriptionId: `demo_sub_${randomUUID()}`,
        clientSecret: `demo_secret_${randomBytes(24).toString('base64url')}`,
      };
    },
    // The demo keeps no state of its own beyond our row, so these have nothing to tell anyone.
    async setCancelAtPeriodEnd() {},
    async changePlan() {},
    async cancelNow() {},
  };
}
