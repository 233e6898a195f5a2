// Sharing (DECISIONS.md 'Sharing'): an unguessable public link to one story, read-only, no
// account needed; the owner can revoke it, after which the link answers 404.
import { randomBytes } from 'node:crypto';
import { storySchema } from '@storyloom/contracts/stories';
import { findSharedStory } from './find-shared-story.ts';
import { shareLinkOrNullSchema, shareLinkSchema, shareTextBodySchema, shareTextResponseSchema, storyShareTextBodySchema, unshareResponseSchema } from '@storyloom/contracts/sharing';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { requireUser } from '../auth/current-user.ts';
import { linkOrigin } from '../../http/trusted-origins.ts';
import { sendStoryMedia } from '../stories/story-media.ts';
import { findOwnedStory, listChapters } from '../stories/story-queries.ts';
import { markStoryUsed } from '../stories/mark-story-used.ts';
import { toStory } from '../stories/story-views.ts';
import { shareText } from './share-text.ts';

const idParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

export function registerSharingRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const linkOf = (token: string, req: FastifyRequest) => ({ token, url: `${linkOrigin(ctx.config, req.headers.origin, req.headers.host)}/shared/${token}` });

  // The story's link if it is shared, else null: opening the sharing dialog publishes nothing (issue 14).
  app.get('/api/stories/:id/share', { schema: { params: idParams, response: { 200: shareLinkOrNullSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    const story = await findOwnedStory(db, user.id, req.params.id);
    return story.shareToken ? linkOf(story.shareToken, req) : null;
  });

  app.post('/api/stories/:id/share', { schema: { params: idParams, response: { 200: shareLinkSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    const story = await findOwnedStory(db, user.id, req.params.id);
    if (story.shareToken) return linkOf(story.shareToken, req);
    const token = randomBytes(18).toString('base64url');
    // Only set when still unshared, so two clicks at once agree on one link.
    await db.update(stories).set({ shareToken: token }).where(and(eq(stories.id, story.id), isNull(stories.shareToken)));
    await markStoryUsed(db, story.id, 'shared');
    const fresh = await findOwnedStory(db, user.id, story.id);
    return linkOf(fresh.shareToken ?? token, req);
  });

  app.delete('/api/stories/:id/share', { schema: { params: idParams, response: { 200: unshareResponseSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    const story = await findOwnedStory(db, user.id, req.params.id);
    await db.update(stories).set({ shareToken: null }).where(eq(stories.id, story.id));
    return { shared: false as const };
  });

  app.post('/api/stories/:id/generate-share-text', { schema: { params: idParams, body: storyShareTextBodySchema, response: { 200: shareTextResponseSchema } } }, async (req) => {
    const user = await requireUser(ctx, req);
    const story = await findOwnedStory(db, user.id, req.params.id);
    return { shareText: shareText(story.title, story.description, story.language) };
  });

  app.post('/api/generate-share-text', { schema: { body: shareTextBodySchema, response: { 200: shareTextResponseSchema } } }, async (req) => {
    await requireUser(ctx, req);
    return { shareText: shareText(req.body.title, req.body.description, req.body.language ?? 'english') };
  });

  app.get('/api/shared/:token', { schema: { params: tokenParams, response: { 200: storySchema } } }, async (req) => {
    const row = await findSharedStory(ctx, req.params.token);
    const base = `/api/shared/${req.params.token}`;
    // A reader of a shared link sees the story, not the owner's private state.
    return { ...toStory(row, await listChapters(db, row.id), null, base), bookmarked: false };
  });

  app.get('/api/shared/:token/media/:file', { schema: { params: tokenParams.extend({ file: z.string() }) } }, async (req, reply) => {
    const row = await findSharedStory(ctx, req.params.token);
    return sendStoryMedia(ctx.media, row.id, req.params.file, reply);
  });
}
