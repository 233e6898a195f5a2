// The Stripe webhook needs the body exactly as sent (the signature covers its bytes), so it lives in
// its own Fastify scope whose JSON parser keeps the raw buffer; every other route parses as usual.
import { stripeWebhookResponseSchema } from '@storyloom/contracts/billing';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { handleStripeWebhook } from './handle-stripe-webhook.ts';
import { createStripeClient } from './providers/stripe-client.ts';

export async function registerBillingWebhook(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const config = ctx.config.billing.stripe;
  const stripe = config ? createStripeClient(config) : undefined;
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/billing/webhook', { schema: { response: { 200: stripeWebhookResponseSchema } } }, async (req) => {
      if (!config || !stripe) throw new AppError('not_found', 'Stripe is not configured on this server.');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
      const signature = req.headers['stripe-signature'];
      return handleStripeWebhook(ctx, stripe, config, raw, Array.isArray(signature) ? signature[0] : signature);
    });
  });
}
