import { z } from 'zod';
import {
  deleteStoryResponseSchema, generateHeadersSchema, generateResponseSchema, generationRequestSchema, storyProgressSchema, storySchema,
  bookmarkBodySchema, bookmarkResponseSchema, regenerateResponseSchema, storySummaryListSchema,
} from '@storyloom/contracts/stories';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireUser } from '../auth/current-user.ts';
import { requireStoryApiUser } from '../api-keys/story-api-user.ts';
import { ideaPreviewRequestSchema, ideaPreviewResponseSchema } from '@storyloom/contracts/idea-preview';
import { libraryPageSchema, libraryQuerySchema, libraryStatsSchema, MAX_SEARCH_TERM } from '@storyloom/contracts/library';
import { deleteStory } from './delete-story.ts';
import { rememberedForFamily } from './family-cache.ts';
import { previewIdea } from './preview-idea.ts';
import { regenerateStory } from './regenerate-story.ts';
import { requestStory } from './request-story.ts';
import { libraryPage, libraryStats } from './library-page.ts';
import { sendStoryMedia } from './story-media.ts';
import { findOwnedStory, listUserStories, readOwnedStory, searchUserStories } from './story-queries.ts';
import { toStory, toSummary } from './story-views.ts';
import { progressOf } from './story-progress.ts';
import { streamStoryProgress } from './progress-stream.ts';
import { writerKind } from '../help/writer-kind.ts';

const idParams = z.object({ id: z.string() });

export function registerStoryRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.post('/api/stories/preview-idea', { schema: { body: ideaPreviewRequestSchema, response: { 200: ideaPreviewResponseSchema } } }, async (req) => {
    await requireUser(ctx, req);
    return previewIdea(ctx, req.body);
  });

  app.post('/api/stories/generate', { config: { rateLimit: RATE_LIMITS.generate }, schema: { headers: generateHeadersSchema, body: generationRequestSchema, response: { 200: generateResponseSchema } } }, async (req) => ({
    ...(await requestStory(ctx, await requireStoryApiUser(ctx, req), req.body, req.headers['idempotency-key'] ?? null)),
    writer: writerKind(ctx),
  }));

  app.get('/api/stories/user', { schema: { response: { 200: storySummaryListSchema } } }, async (req) => {
    const user = await requireStoryApiUser(ctx, req);
    return (await listUserStories(db, user.id)).map((r) => toSummary(r.story, r.progress));
  });

  // The library's pages: only what a card shows, a page at a time, searched and filtered on the server.
  app.get('/api/stories/library', { schema: { querystring: libraryQuerySchema, response: { 200: libraryPageSchema } } }, async (req) => {
    const user = await requireStoryApiUser(ctx, req);
    return rememberedForFamily(ctx.familyCache, user.id, `library ${JSON.stringify(req.query)}`, () => libraryPage(db, user.id, req.query));
  });

  app.get('/api/stories/stats', { schema: { response: { 200: libraryStatsSchema } } }, async (req) =>
    libraryStats(db, (await requireUser(ctx, req)).id),
  );

  app.get('/api/stories/search', { schema: { querystring: z.object({ q: z.string().max(MAX_SEARCH_TERM).default('') }), response: { 200: storySummaryListSchema } } }, async (req) => {
    const user = await requireStoryApiUser(ctx, req);
    return rememberedForFamily(ctx.familyCache, user.id, `search ${req.query.q}`, async () =>
      (await searchUserStories(db, user.id, req.query.q)).map((r) => toSummary(r.story, r.progress)));
  });

  app.get('/api/stories/:id', { schema: { params: idParams, response: { 200: storySchema } } }, async (req) => {
    const user = await requireStoryApiUser(ctx, req);
    return rememberedForFamily(ctx.familyCache, user.id, `story ${req.params.id}`, async () => {
      const { story, chapters, progress } = await readOwnedStory(db, user.id, req.params.id);
      return toStory(story, chapters, progress);
    });
  });

  app.get('/api/stories/:id/progress', { schema: { params: idParams, response: { 200: storyProgressSchema } } }, async (req) => {
    const user = await requireStoryApiUser(ctx, req);
    return progressOf(ctx, await findOwnedStory(db, user.id, req.params.id));
  });

  app.get('/api/stories/:id/events', { schema: { params: idParams } }, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const row = await findOwnedStory(db, user.id, req.params.id);
    return streamStoryProgress(ctx, row.id, req, reply);
  });

  app.get('/api/stories/:id/media/:file', { schema: { params: z.object({ id: z.string(), file: z.string() }) } }, async (req, reply) => {
    const user = await requireStoryApiUser(ctx, req);
    const row = await findOwnedStory(db, user.id, req.params.id);
    return sendStoryMedia(ctx.media, row.id, req.params.file, reply);
  });

  app.post('/api/stories/:id/regenerate', { config: { rateLimit: RATE_LIMITS.generate }, schema: { params: idParams, response: { 200: regenerateResponseSchema } } }, async (req) =>
    regenerateStory(ctx, await requireUser(ctx, req), req.params.id),
  );

  app.put('/api/stories/:id/bookmark', { schema: { params: idParams, body: bookmarkBodySchema, response: { 200: bookmarkResponseSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    const row = await findOwnedStory(db, user.id, req.params.id);
    await db.update(stories).set({ bookmarked: req.body.bookmarked }).where(eq(stories.id, row.id));
    return { bookmarked: req.body.bookmarked };
  });

  app.delete('/api/stories/:id', { schema: { params: idParams, response: { 200: deleteStoryResponseSchema } } }, async (req) =>
    deleteStory(ctx, await requireUser(ctx, req), req.params.id),
  );
}
