// Narration (issue 5): free text to MP3 for signed-in users, and per-page narration with word
// timings for a story's owner or a share-link reader, kept in the media store after first use.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STORY_LANGUAGES } from '@storyloom/contracts/options';
import { DEFAULT_VOICE, MAX_NARRATE_CHARS, NARRATION_VOICES, pageNarrationSchema } from '@storyloom/contracts/narration';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { asBackgroundWork } from '../../lib/cpu/cpu-pool.ts';
import { requireUser } from '../auth/current-user.ts';
import { findSharedStory } from '../sharing/find-shared-story.ts';
import { markStoryUsed } from '../stories/mark-story-used.ts';
import { assertReady, findOwnedStory, listChapters } from '../stories/story-queries.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { storyFileName } from '../export/file-name.ts';
import { joinMp3WithChapters } from '../../lib/audio/join-mp3.ts';
import { readerPageCount } from '@storyloom/contracts/stories';
import { narratePage, narratePageMp3 } from './narrate-page.ts';
import { sendAudio } from './send-audio.ts';

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
      // Listeners go forward: make the next page now, so it is in storage when they turn to it.
      if (req.params.page + 1 < readerPageCount(row.chapterCount)) {
        void asBackgroundWork(() => narratePage(ctx, row, req.params.page + 1, req.query.voice)).catch((err: unknown) => req.log.warn({ err }, 'narration look-ahead failed'));
      }
      const { audioKey: _key, ...rest } = n;
      return { ...rest, audioUrl: `${base.replace(':ref', req.params.ref)}/narration/${n.page}/audio?voice=${req.query.voice}` };
    });

    // No extension in the address: a fresh page is WAV until its MP3 is made (issue 14: 'audio.mp3'
    // answered audio/wav); the content type always says which.
    app.get(`${base}/narration/:page/audio`, { config: { rateLimit: RATE_LIMITS.narrationPage }, schema: { params, querystring: voiceQuery } }, async (req, reply) => {
      const row = await ready(req, req.params.ref);
      let n = await narratePage(ctx, row, req.params.page, req.query.voice);
      let audio = await ctx.media.get(n.audioKey);
      // The page's WAV may have just been replaced by its MP3: read the description again.
      if (!audio) {
        n = await narratePage(ctx, row, req.params.page, req.query.voice);
        audio = await ctx.media.get(n.audioKey);
      }
      if (!audio) throw notFound('This narration is not available.');
      return sendAudio(req, reply, audio.data, { contentType: audio.contentType });
    });

    app.get(`${base}/audiobook.mp3`, { config: { rateLimit: RATE_LIMITS.audiobook }, schema: { params: z.object({ ref: z.string() }), querystring: voiceQuery } }, async (req, reply) => {
      const row = await ready(req, req.params.ref);
      const pages = readerPageCount((await listChapters(ctx.database.db, row.id)).length);
      const segments = [];
      // Pages are made one at a time: the narrator is single-threaded and cached pages are instant.
      for (let page = 0; page < pages; page++) {
        const n = await narratePageMp3(ctx, row, page, req.query.voice);
        const audio = await ctx.media.get(n.audioKey);
        if (audio) segments.push({ title: n.title, audio: audio.data });
      }
      await markStoryUsed(ctx.database.db, row.id, 'exported');
      return sendAudio(req, reply, joinMp3WithChapters(segments), { fileName: storyFileName(row.title, 'mp3') });
    });
  }
}
