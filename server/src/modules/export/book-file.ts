// A story's book as a file (PDF or EPUB), for its download and for the family's account export: kept in
// media storage, keyed by the story's generation, else rendered on the CPU pool's threads (decision 009:
// hundreds of ms of CPU the event loop must not wait on) and kept. One home, so that both give the same
// file (pictures' captions and stored forms included) and neither renders on the event loop.
import type { AppContext } from '../../context.ts';
import { runCpuTask } from '../../lib/cpu/cpu-pool.ts';
import { assertReady, listChapters } from '../stories/story-queries.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { pictureCaption } from '../stories/picture-caption.ts';
import { withStoredForms } from './stored-forms.ts';
import type { ExportImage, ExportImageType, ExportStory } from './types.ts';

export type BookFormat = 'pdf' | 'epub';

export const BOOK_CONTENT_TYPES: Record<BookFormat, string> = { pdf: 'application/pdf', epub: 'application/epub+zip' };

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

const render: Record<BookFormat, (ctx: AppContext, story: ExportStory, storyId: string) => Promise<Buffer>> = {
  // Each SVG picture's PDF form is read from media storage (made at generation), not converted again.
  pdf: async (ctx, story, storyId) => asBuffer(await runCpuTask('pdf', await withStoredForms(ctx, storyId, story))),
  epub: async (_ctx, story) => asBuffer(await runCpuTask('epub', story)),
};

/** The book of a ready story the caller may read, from the store or rendered on the CPU pool and stored. */
export async function bookFile(ctx: AppContext, row: StoryRow, format: BookFormat, authorName: string): Promise<Buffer> {
  const cacheKey = `stories/${row.id}/book-${row.regenerationCount}.${format}`;
  const kept = (await ctx.media.get(cacheKey))?.data;
  if (kept) return kept;
  const file = await render[format](ctx, await toExportStory(ctx, row, authorName), row.id);
  await ctx.media.put(cacheKey, file, BOOK_CONTENT_TYPES[format]);
  return file;
}
