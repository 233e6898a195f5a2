// The chatbot (SPEC §7 POST /api/chatbot): open to everyone; a signed-in family can also ask about its
// own plan. Rate-limited per family and per address in the shared store, so it cannot be used to load the AI service.
import { chatRequestSchema, chatResponseSchema } from '@storyloom/contracts/chatbot';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { supportRateLimit } from '../../http/rate-limits.ts';
import { ensureAppUser } from '../auth/ensure-app-user.ts';
import { findIdentity } from '../auth/session.ts';
import { planStatus, storiesUsed } from '../plans/usage.ts';
import { answerChat } from './answer-chat.ts';

export async function registerChatbotRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  await server.register(async (scoped) => {
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/chatbot',
      { config: { rateLimit: supportRateLimit(ctx.config.support.rateLimitPerMinute) }, schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } } },
      async (req) => {
        const status = async () => {
          const who = await findIdentity(ctx, req);
          if (!who) return null;
          const user = await ensureAppUser(ctx.database.db, who);
          return planStatus(user.subscriptionPlan, await storiesUsed(ctx.database.db, user.id));
        };
        return answerChat(ctx, { message: req.body.message, language: req.body.language, history: req.body.history ?? [] }, status);
      },
    );
  });
}
