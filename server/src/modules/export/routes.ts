// GET /api/stories/{id}/download-pdf and /download-epub (DECISIONS.md 'PDF and files'): made on the
// server from the stored story and its pictures, for the owner only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireStoryApiUser } from '../api-keys/story-api-user.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { markStoryUsed } from '../stories/mark-story-used.ts';
import { findOwnedStory } from '../stories/story-queries.ts';
import { BOOK_CONTENT_TYPES, bookFile, type BookFormat } from './book-file.ts';
import { storyFileName } from './file-name.ts';

export function registerExportRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  for (const ext of ['pdf', 'epub'] as const satisfies BookFormat[]) {
    app.get(`/api/stories/:id/download-${ext}`, { config: { rateLimit: RATE_LIMITS.export }, schema: { params: z.object({ id: z.string() }) } }, async (req, reply) => {
      // A Pro API key may download too (SPEC §9 'API access').
      const user = await requireStoryApiUser(ctx, req);
      const row = await findOwnedStory(ctx.database.db, user.id, req.params.id);
      const file = await bookFile(ctx, row, ext, `${user.firstName} ${user.lastName}`.trim());
      await markStoryUsed(ctx.database.db, row.id, 'exported');
      const name = storyFileName(row.title, ext);
      return reply
        .header('content-type', BOOK_CONTENT_TYPES[ext])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    });
  }
}
