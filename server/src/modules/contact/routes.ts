// The contact page's calls (SPEC §7): the message itself, its writing help, and the side panel's details.
import {
  assistContactRequestSchema, assistContactResponseSchema, contactDetailsSchema, contactRequestSchema, contactResponseSchema,
} from '@storyloom/contracts/contact';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { supportRateLimit } from '../../http/rate-limits.ts';
import { ensureAppUser } from '../auth/ensure-app-user.ts';
import { findIdentity } from '../auth/session.ts';
import { assistContactMessage } from './assist-contact-message.ts';
import { ContactRateLimited, sendContactMessage } from './send-contact-message.ts';

export async function registerContactRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const account = async (req: FastifyRequest) => {
    const who = await findIdentity(ctx, req);
    return who ? ensureAppUser(ctx.database.db, who) : null;
  };

  await server.register(async (scoped) => {
    // Per family or address, shared by all processes: a burst guard in front of the per-e-mail limit kept in the database.
    const limited = { config: { rateLimit: supportRateLimit(ctx.config.support.rateLimitPerMinute) } };
    const app = scoped.withTypeProvider<ZodTypeProvider>();

    app.post('/api/contact', { ...limited, schema: { body: contactRequestSchema, response: { 200: contactResponseSchema } } }, async (req, reply) => {
      try {
        return await sendContactMessage(ctx, req.body, await account(req));
      } catch (error) {
        if (error instanceof ContactRateLimited) void reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    });

    app.post('/api/ai-assist-contact', { ...limited, schema: { body: assistContactRequestSchema, response: { 200: assistContactResponseSchema } } }, async (req) =>
      assistContactMessage(ctx, req.body),
    );
  });

  server.withTypeProvider<ZodTypeProvider>().get('/api/contact/details', { schema: { response: { 200: contactDetailsSchema } } }, async () => ({
    email: ctx.config.mail.supportEmail,
    phone: ctx.config.support.phone ?? null,
    address: ctx.config.support.address ?? null,
  }));
}
