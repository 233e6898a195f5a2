// The whole story as one MP3 with chapter marks (issue 16: the first byte within a second). Kept in
// the media store after its first full make. A book whose pages are all stored is joined at once,
// chapter marks included; otherwise it is streamed page by page as the pages are spoken, after a
// tag holding its title (chapter marks need every page's length), and the file with chapter marks
// is stored only once every page is done, so a dropped download never leaves half a book behind.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { buildTitleTag } from '../../lib/audio/id3-tag.ts';
import { joinMp3WithChapters, type Mp3Segment } from '../../lib/audio/join-mp3.ts';
import { inspectMp3 } from '../../lib/audio/mp3-frames.ts';
import { storyFileName } from '../export/file-name.ts';
import { listChapters } from '../stories/story-queries.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { readerPageCount } from '@storyloom/contracts/stories';
import { openPage, type PageAudio } from './narrate-page.ts';
import { sendAudio } from './send-audio.ts';

type AudiobookContext = Pick<AppContext, 'database' | 'media' | 'ai'>;

export function audiobookKey(row: StoryRow, voice: string): string {
  return `stories/${row.id}/audiobook-${row.regenerationCount}-${voice}.mp3`;
}

/** A page's frames as they come (no tag: the book has one tag, at its start), then the page whole. */
async function* pageFrames(opened: PageAudio, segments: Mp3Segment[]): AsyncGenerator<Buffer> {
  if (opened.kind === 'stored') {
    const info = inspectMp3(opened.audio);
    yield opened.audio.subarray(info.audioStart, info.audioEnd);
    segments.push({ title: opened.narration.title, audio: opened.audio });
    return;
  }
  for await (const bytes of opened.make.audio.read()) yield bytes;
  const { narration, audio } = await opened.make.done;
  segments.push({ title: narration.title, audio });
}

async function* streamBook(ctx: AudiobookContext, row: StoryRow, voice: string, pages: number): AsyncGenerator<Buffer> {
  yield buildTitleTag(row.title);
  const segments: Mp3Segment[] = [];
  // One page after the other: each page already keeps the pool's threads busy, and a listener
  // needs the pages in order.
  for (let page = 0; page < pages; page++) yield* pageFrames(await openPage(ctx, row, page, voice), segments);
  // Reached only when every page was made and sent: a dropped connection ends the generator at a yield.
  await ctx.media.put(audiobookKey(row, voice), joinMp3WithChapters(segments), 'audio/mpeg');
}

/** Every page, if all are stored now: the book can be joined with its chapter marks at once. */
async function storedPages(ctx: AudiobookContext, row: StoryRow, voice: string, pages: number): Promise<Mp3Segment[] | null> {
  const segments: Mp3Segment[] = [];
  for (let page = 0; page < pages; page++) {
    const opened = await openPage(ctx, row, page, voice);
    if (opened.kind !== 'stored') return null;
    segments.push({ title: opened.narration.title, audio: opened.audio });
  }
  return segments;
}

export async function sendAudiobook(ctx: AudiobookContext, req: FastifyRequest, reply: FastifyReply, row: StoryRow, voice: string): Promise<FastifyReply> {
  const opts = { fileName: storyFileName(row.title, 'mp3') };
  const key = audiobookKey(row, voice);
  const cached = await ctx.media.get(key);
  if (cached) return sendAudio(req, reply, cached.data, opts);
  const pages = readerPageCount((await listChapters(ctx.database.db, row.id)).length);
  const stored = await storedPages(ctx, row, voice, pages);
  if (stored) {
    const book = joinMp3WithChapters(stored);
    await ctx.media.put(key, book, 'audio/mpeg');
    return sendAudio(req, reply, book, opts);
  }
  if (req.headers.range !== undefined && !/^bytes=0-$/.test(req.headers.range.trim())) {
    // A part of a book not made yet: made whole first, so the part is the stored file's.
    for await (const _ of streamBook(ctx, row, voice, pages));
    const made = await ctx.media.get(key);
    if (made) return sendAudio(req, reply, made.data, opts);
  }
  // Not kept: the stored file that later answers carry chapter marks in its tag.
  reply.header('content-type', 'audio/mpeg').header('cache-control', 'private, no-cache');
  reply.header('content-disposition', `attachment; filename="${opts.fileName}"`);
  return reply.send(Readable.from(streamBook(ctx, row, voice, pages)));
}
