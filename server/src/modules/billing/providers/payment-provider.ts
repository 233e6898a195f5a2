// The payment provider interface (STYLE.md 'Providers behind interfaces'): the built-in demo provider
// by default, Stripe when its keys are configured. Providers only talk to the payment service; every
// change of a family's subscription goes through apply-subscription-events.ts.
import type { PaidPlanId, PaymentProvider } from '@storyloom/contracts/billing';
import type { BillingInterval } from '@storyloom/contracts/plans';
import type { subscriptions } from '../../../db/schema/index.ts';
import type { AppUserRow } from '../../auth/ensure-app-user.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface CheckoutResult {
  customerId: string;
  providerSubscriptionId: string;
  clientSecret: string;
}

export interface PaymentProviderAdapter {
  readonly kind: PaymentProvider;
  /** Stripe.js needs it in the browser; the demo has none. */
  readonly publishableKey?: string;
  /**
   * Creates the provider's subscription in its 'incomplete' state and returns what the browser needs
   * to confirm the first payment. `previous` is the family's earlier row (customer id to reuse).
   */
  startCheckout(args: { user: AppUserRow; previous: SubscriptionRow | null; plan: PaidPlanId; interval: BillingInterval }): Promise<CheckoutResult>;
  /** Cancels at the end of the paid period (true) or undoes that (false). */
  setCancelAtPeriodEnd(row: SubscriptionRow, cancel: boolean): Promise<void>;
  /** Moves a paid subscription to another plan or interval at once. */
  changePlan(row: SubscriptionRow, plan: PaidPlanId, interval: BillingInterval): Promise<void>;
  /** Ends the subscription now (account deletion, admin). */
  cancelNow(row: SubscriptionRow): Promise<void>;
}

/** A provider that could not be reached or refused for its own reasons: the family's plan is kept. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
