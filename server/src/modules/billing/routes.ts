// Plans and payments (issue 11). Thin: authenticate, validate with the contracts, call one service.
import {
  billingInfoSchema, changePlanBodySchema, createSubscriptionBodySchema, createSubscriptionResponseSchema,
  demoConfirmBodySchema, paymentListSchema, subscriptionViewSchema,
} from '@storyloom/contracts/billing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/current-user.ts';
import { activateFreePlan } from './activate-free-plan.ts';
import { setCancelAtPeriodEnd } from './cancel-subscription.ts';
import { changePlan } from './change-plan.ts';
import { confirmDemoPayment } from './confirm-demo-payment.ts';
import { createSubscription } from './create-subscription.ts';
import { getSubscriptionView, listPayments } from './subscription-view.ts';

export function registerBillingRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const view = { response: { 200: subscriptionViewSchema } };

  app.get('/api/billing/info', { schema: { response: { 200: billingInfoSchema } } }, async () => ({ provider: ctx.payments.kind }));

  app.post('/api/create-subscription', { schema: { body: createSubscriptionBodySchema, response: { 200: createSubscriptionResponseSchema } } }, async (req) =>
    createSubscription(ctx, await requireUser(ctx, req), req.body),
  );

  app.post('/api/activate-free-plan', { schema: view }, async (req) => activateFreePlan(ctx, await requireUser(ctx, req)));

  app.post('/api/billing/demo/confirm', { schema: { body: demoConfirmBodySchema, ...view } }, async (req) =>
    confirmDemoPayment(ctx, await requireUser(ctx, req), req.body),
  );

  app.get('/api/billing/subscription', { schema: view }, async (req) => getSubscriptionView(ctx, await requireUser(ctx, req)));

  app.get('/api/billing/payments', { schema: { response: { 200: paymentListSchema } } }, async (req) =>
    listPayments(ctx, await requireUser(ctx, req)),
  );

  app.post('/api/billing/cancel', { schema: view }, async (req) => setCancelAtPeriodEnd(ctx, await requireUser(ctx, req), true));
  app.post('/api/billing/resume', { schema: view }, async (req) => setCancelAtPeriodEnd(ctx, await requireUser(ctx, req), false));

  app.post('/api/billing/change-plan', { schema: { body: changePlanBodySchema, ...view } }, async (req) => {
    const user = await requireUser(ctx, req);
    return changePlan(ctx, { userId: user.id, plan: req.body.plan, interval: req.body.interval, by: 'family' });
  });
}
