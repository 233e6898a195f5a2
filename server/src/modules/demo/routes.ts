// The landing page's demo generator (DECISIONS.md 'Landing page'): a real one-page preview from the
// offline storyteller and illustrator, with no account and nothing saved; rate-limited per address.
import { demoRequestSchema, demoResponseSchema } from '@storyloom/contracts/demo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writePreviewPage } from '../../ai/offline/storyteller/preview-page.ts';
import type { AppContext } from '../../context.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { checkStoryInput } from '../stories/check-story-input.ts';


export async function registerDemoRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/demo/preview',
    {
      config: { rateLimit: RATE_LIMITS.demo },
      schema: { body: demoRequestSchema, response: { 200: demoResponseSchema } },
    },
    async (req) => {
      const body = req.body;
      await checkStoryInput(ctx.ai.moderator, { childName: body.childName, customPrompt: '', language: body.language });
      const seed = Math.floor(Math.random() * 2 ** 31);
      const page = writePreviewPage({ ...body, moralLesson: '', customPrompt: '', seed });
      // The demo always uses the built-in illustrator: it is free, instant and needs no account.
      const bible = { heroName: page.title, heroCharacter: body.character, coverScene: page.scene };
      const image = await ctx.ai.illustrator.draw(bible, page.scene, { seed, kind: 'chapter' });
      return {
        title: page.title,
        text: page.text,
        imageUrl: `data:${image.contentType};base64,${image.data.toString('base64')}`,
      };
    },
  );
}
