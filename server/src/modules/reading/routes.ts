import { readingProgressListSchema, readingProgressOrNullSchema, readingProgressSchema, saveProgressBodySchema } from '@storyloom/contracts/stories';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { readingProgress } from '../../db/schema/index.ts';
import { requireUser } from '../auth/current-user.ts';
import { findOwnedStory } from '../stories/story-queries.ts';
import { toProgress } from '../stories/story-views.ts';
import { saveProgress } from './save-progress.ts';

export function registerReadingRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.post('/api/reading-progress', { schema: { body: saveProgressBodySchema, response: { 200: readingProgressSchema } } }, async (req) =>
    toProgress(await saveProgress(db, await requireUser(ctx, req), req.body, ctx.familyCache)),
  );

  app.get('/api/reading-progress', { schema: { response: { 200: readingProgressListSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    const rows = await db.select().from(readingProgress).where(eq(readingProgress.userId, user.id)).orderBy(desc(readingProgress.lastReadAt));
    return rows.map(toProgress);
  });

  app.get('/api/reading-progress/:storyId', { schema: { params: z.object({ storyId: z.string() }), response: { 200: readingProgressOrNullSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    const story = await findOwnedStory(db, user.id, req.params.storyId);
    const row = await db.query.readingProgress.findFirst({
      where: and(eq(readingProgress.userId, user.id), eq(readingProgress.storyId, story.id)),
    });
    // Never opened yet: null, not 404 (404 means the story itself is not yours or not there).
    return row ? toProgress(row) : null;
  });
}
