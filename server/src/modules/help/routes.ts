// The help centre's content for /help (SPEC §2), filled from the contracts and the writer in use.
import { HELP_CATEGORIES, helpContentSchema, helpQuerySchema, type HelpContent } from '@storyloom/contracts/help';
import { helpEntries } from '@storyloom/help-content/help-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { writerKind } from './writer-kind.ts';

export function registerHelpRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get('/api/help', { schema: { querystring: helpQuerySchema, response: { 200: helpContentSchema } } }, async (req): Promise<HelpContent> => {
    const { language } = req.query;
    const entries = helpEntries(language, writerKind(ctx));
    return {
      language,
      categories: HELP_CATEGORIES.map((id) => ({
        id,
        entries: entries.filter((e) => e.category === id).map(({ id: entryId, question, answer }) => ({ id: entryId, question, answer })),
      })),
    };
  });
}
