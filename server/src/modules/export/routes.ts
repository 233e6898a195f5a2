// GET /api/stories/{id}/download-pdf and /download-epub (DECISIONS.md 'PDF and files'): made on the
// server from the stored story and its pictures, for the owner only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireStoryApiUser } from '../api-keys/story-api-user.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { runCpuTask } from '../../lib/cpu/cpu-pool.ts';
import { markStoryUsed } from '../stories/mark-story-used.ts';
import { assertReady, findOwnedStory, listChapters } from '../stories/story-queries.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { storyFileName } from './file-name.ts';
import { withStoredForms } from './stored-forms.ts';
import type { ExportImage, ExportImageType, ExportStory } from './types.ts';
import { pictureCaption } from '../stories/picture-caption.ts';

async function loadImage(ctx: AppContext, key: string | null): Promise<ExportImage | undefined> {
  if (!key) return undefined;
  const found = await ctx.media.get(key);
  return found ? { contentType: found.contentType as ExportImageType, data: found.data } : undefined;
}

async function toExportStory(ctx: AppContext, row: StoryRow, authorName: string): Promise<ExportStory> {
  assertReady(row);
  const chapterRows = await listChapters(ctx.database.db, row.id);
  return {
    title: row.title,
    description: row.description,
    language: row.language,
    createdAt: row.createdAt,
    authorName,
    cover: await loadImage(ctx, row.coverImageKey),
    chapters: await Promise.all(
      chapterRows.map(async (c) => ({ title: c.title, content: c.content, imageAlt: pictureCaption(c.scene, row.language), image: await loadImage(ctx, c.imageKey) })),
    ),
  };
}

/** A Buffer comes back from a worker thread as a plain Uint8Array. */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function registerExportRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const formats = {
    // Rendered on the CPU pool's threads: hundreds of ms of CPU the event loop must not wait on.
    // Each SVG picture's PDF form is read from media storage (made at generation), not converted again.
    pdf: { render: async (story: ExportStory, storyId: string) => asBuffer(await runCpuTask('pdf', await withStoredForms(ctx, storyId, story))), type: 'application/pdf' },
    epub: { render: async (story: ExportStory, _storyId: string) => asBuffer(await runCpuTask('epub', story)), type: 'application/epub+zip' },
  } as const;

  for (const [ext, format] of Object.entries(formats) as [keyof typeof formats, (typeof formats)[keyof typeof formats]][]) {
    app.get(`/api/stories/:id/download-${ext}`, { config: { rateLimit: RATE_LIMITS.export }, schema: { params: z.object({ id: z.string() }) } }, async (req, reply) => {
      // A Pro API key may download too (SPEC §9 'API access').
      const user = await requireStoryApiUser(ctx, req);
      const row = await findOwnedStory(ctx.database.db, user.id, req.params.id);
      // Rendering a PDF costs a few hundred ms of CPU: keep it, keyed by the story's generation.
      const cacheKey = `stories/${row.id}/book-${row.regenerationCount}.${ext}`;
      let file = (await ctx.media.get(cacheKey))?.data;
      if (!file) {
        file = await format.render(await toExportStory(ctx, row, `${user.firstName} ${user.lastName}`.trim()), row.id);
        await ctx.media.put(cacheKey, file, format.type);
      }
      await markStoryUsed(ctx.database.db, row.id, 'exported');
      const name = storyFileName(row.title, ext);
      return reply
        .header('content-type', format.type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    });
  }
}
