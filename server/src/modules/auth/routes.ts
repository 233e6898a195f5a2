import { dbUserSchema, identityProvidersSchema, planStatusSchema } from '@storyloom/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { planStatus, storiesUsed } from '../plans/usage.ts';
import { requireUser } from './current-user.ts';
import { toDbUser } from './ensure-app-user.ts';

export function registerAuthRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const userReply = { response: { 200: dbUserSchema } };

  // POST creates the product's user for the signed-in identity; GET also does, so a Google sign-in
  // that lands straight on a page never sees an identity without its record.
  app.post('/api/auth/user', { schema: userReply }, async (req) => toDbUser(await requireUser(ctx, req), ctx.config.adminEmails));
  app.get('/api/auth/user', { schema: userReply }, async (req) => toDbUser(await requireUser(ctx, req), ctx.config.adminEmails));

  app.get('/api/auth/plan-status', { schema: { response: { 200: planStatusSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    return planStatus(user.subscriptionPlan, await storiesUsed(ctx.database.db, user.id));
  });

  app.get('/api/auth/providers', { schema: { response: { 200: identityProvidersSchema } } }, async () => ({
    google: Boolean(ctx.config.google),
  }));
}
