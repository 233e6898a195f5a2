// Chooses the payment provider once, from configuration: Stripe when its keys are set, else the demo.
import type { Config } from '../../config.ts';
import { createDemoProvider } from './providers/demo-provider.ts';
import type { PaymentProviderAdapter } from './providers/payment-provider.ts';
import { createStripeProvider } from './providers/stripe-provider.ts';

export function createPaymentProvider(config: Config): PaymentProviderAdapter {
  return config.billing.stripe ? createStripeProvider(config.billing.stripe) : createDemoProvider();
}
