import Stripe from 'stripe';
import type { StripeConfig } from '../../../config.ts';

/** The official SDK; STRIPE_API_URL points it at another host (the tests' local stand-in). */
export function createStripeClient(config: StripeConfig): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    options.host = url.hostname;
    options.port = url.port;
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(config.secretKey, options);
}
