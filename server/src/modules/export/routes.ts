// GET /api/stories/{id}/download-pdf and /download-epub (DECISIONS.md 'PDF and files'): made on the
// server from the stored story and its pictures, for the owner only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/current-user.ts';
import { assertReady, findOwnedStory, listChapters } from '../stories/story-queries.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { storyFileName } from './file-name.ts';
import { renderStoryEpub } from './render-epub.ts';
import { renderStoryPdf } from './render-pdf.ts';
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

export function registerExportRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const formats = {
    pdf: { render: renderStoryPdf, type: 'application/pdf' },
    epub: { render: renderStoryEpub, type: 'application/epub+zip' },
  } as const;

  for (const [ext, format] of Object.entries(formats) as [keyof typeof formats, (typeof formats)[keyof typeof formats]][]) {
    app.get(`/api/stories/:id/download-${ext}`, { schema: { params: z.object({ id: z.string() }) } }, async (req, reply) => {
      const user = await requireUser(ctx, req);
      const row = await findOwnedStory(ctx.database.db, user.id, req.params.id);
      // Rendering a PDF costs a few hundred ms of CPU: keep it, keyed by the story's generation.
      const cacheKey = `stories/${row.id}/book-${row.regenerationCount}.${ext}`;
      let file = (await ctx.media.get(cacheKey))?.data;
      if (!file) {
        file = await format.render(await toExportStory(ctx, row, `${user.firstName} ${user.lastName}`.trim()));
        await ctx.media.put(cacheKey, file, format.type);
      }
      const name = storyFileName(row.title, ext);
      return reply
        .header('content-type', format.type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    });
  }
}
