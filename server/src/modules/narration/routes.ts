// Narration (issue 5): free text to MP3 for signed-in users, and per-page narration with word
// timings for a story's owner or a share-link reader, kept in the media store after first use.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STORY_LANGUAGES } from '@storyloom/contracts/options';
import { DEFAULT_VOICE, MAX_NARRATE_CHARS, NARRATION_VOICES, pageNarrationSchema } from '@storyloom/contracts/narration';
import type { AppContext } from '../../context.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireUser } from '../auth/current-user.ts';
import { findSharedStory } from '../sharing/find-shared-story.ts';
import { markStoryUsed } from '../stories/mark-story-used.ts';
import { assertReady, findOwnedStory } from '../stories/story-queries.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { sendAudiobook } from './audiobook.ts';
import { narratePage, openPage } from './narrate-page.ts';
import { sendAudio, sendGrowingAudio } from './send-audio.ts';
import { lookAhead } from './warm-up.ts';

const voiceQuery = z.object({ voice: z.enum(NARRATION_VOICES).default(DEFAULT_VOICE) });
const pageParam = z.coerce.number().int().min(0).max(100);

export async function registerNarrationRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  server.withTypeProvider<ZodTypeProvider>().post(
      '/api/narrate',
      {
        config: { rateLimit: RATE_LIMITS.narrate },
        schema: {
          body: z.object({
            text: z.string().trim().min(1, 'Please give some text to read.').max(MAX_NARRATE_CHARS, `At most ${MAX_NARRATE_CHARS} characters.`),
            voice: z.enum(NARRATION_VOICES).default(DEFAULT_VOICE),
            language: z.enum([...STORY_LANGUAGES, 'en', 'fr']).default('english'),
          }),
        },
      },
      async (req, reply) => {
        await requireUser(ctx, req);
        const spoken = await ctx.ai.narrator.narrate(req.body.text, { language: req.body.language, voice: req.body.voice });
        return sendAudio(req, reply, spoken.audio);
      },
    );

  const app = server.withTypeProvider<ZodTypeProvider>();
  const owned = async (req: FastifyRequest, id: string) => findOwnedStory(ctx.database.db, (await requireUser(ctx, req)).id, id);
  const shared = async (_req: FastifyRequest, token: string) => findSharedStory(ctx, token);
  const readers: [string, (req: FastifyRequest, ref: string) => Promise<StoryRow>][] = [
    ['/api/stories/:ref', owned],
    ['/api/shared/:ref', shared],
  ];

  for (const [base, access] of readers) {
    const params = z.object({ ref: z.string(), page: pageParam });
    const ready = async (req: FastifyRequest, ref: string) => assertReady(await access(req, ref));

    app.get(`${base}/narration/:page`, { config: { rateLimit: RATE_LIMITS.narrationPage }, schema: { params, querystring: voiceQuery, response: { 200: pageNarrationSchema } } }, async (req) => {
      const row = await ready(req, req.params.ref);
      const n = await narratePage(ctx, row, req.params.page, req.query.voice);
      lookAhead(ctx, row, req.params.page, req.query.voice);
      const { audioKey: _key, ...rest } = n;
      return { ...rest, audioUrl: `${base.replace(':ref', req.params.ref)}/narration/${n.page}/audio?voice=${req.query.voice}` };
    });

    // MP3 from the first byte, streamed while the page is spoken (docs/decisions/011).
    app.get(`${base}/narration/:page/audio`, { config: { rateLimit: RATE_LIMITS.narrationPage }, schema: { params, querystring: voiceQuery } }, async (req, reply) => {
      const row = await ready(req, req.params.ref);
      const opened = await openPage(ctx, row, req.params.page, req.query.voice);
      if (opened.kind === 'stored') return sendAudio(req, reply, opened.audio);
      return sendGrowingAudio(req, reply, opened.make.audio, async () => (await opened.make.done).audio);
    });

    app.get(`${base}/audiobook.mp3`, { config: { rateLimit: RATE_LIMITS.audiobook }, schema: { params: z.object({ ref: z.string() }), querystring: voiceQuery } }, async (req, reply) => {
      const row = await ready(req, req.params.ref);
      await markStoryUsed(ctx.database.db, row.id, 'exported');
      return sendAudiobook(ctx, req, reply, row, req.query.voice);
    });
  }
}
