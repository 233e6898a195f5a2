// The audio and word timings of one page of one story, made once and then served from the media
// store (keyed by the story's generation, the page and the voice). A fresh page is answered with
// WAV as soon as it is spoken; its MP3 is encoded in the background and replaces it
// (docs/decisions/003-narration-cached-and-prewarmed.md).
import type { StoryRow } from '../stories/story-views.ts';
import type { AppContext } from '../../context.ts';
import type { Narration, WordTiming } from '../../ai/types.ts';
import { listChapters } from '../stories/story-queries.ts';
import { pageText } from './page-text.ts';
import { notFound } from '../../http/app-error.ts';
import { eq } from 'drizzle-orm';
import { stories } from '../../db/schema/index.ts';

export interface PageNarration {
  page: number;
  title: string;
  durationMs: number;
  contentOffset: number;
  words: WordTiming[];
  /** Object key of the audio (MP3, or WAV until the MP3 is ready) in the media store. */
  audioKey: string;
  cached: boolean;
}

type NarrationContext = Pick<AppContext, 'database' | 'media' | 'ai'>;

const inFlight = new Map<string, Promise<PageNarration>>();
const encoding = new Map<string, Promise<PageNarration>>();

export function narrationKey(row: StoryRow, page: number, voice: string): string {
  return `stories/${row.id}/narration-${row.regenerationCount}-${voice}-${page}`;
}

async function readStored(ctx: NarrationContext, key: string): Promise<PageNarration | null> {
  const stored = await ctx.media.get(`${key}.json`);
  return stored ? { ...(JSON.parse(stored.data.toString('utf8')) as PageNarration), cached: true } : null;
}

/** Stores audio then its description: the JSON's presence means the audio it names is complete. */
async function store(ctx: NarrationContext, key: string, base: Omit<PageNarration, 'audioKey' | 'cached' | 'durationMs' | 'words'>, spoken: Narration): Promise<PageNarration> {
  const ext = spoken.contentType === 'audio/wav' ? 'wav' : 'mp3';
  const result: PageNarration = { ...base, durationMs: Math.round(spoken.durationMs), words: spoken.words, audioKey: `${key}.${ext}`, cached: false };
  await ctx.media.put(result.audioKey, spoken.audio, spoken.contentType ?? 'audio/mpeg');
  await ctx.media.put(`${key}.json`, Buffer.from(JSON.stringify(result)), 'application/json');
  return result;
}

async function once(map: Map<string, Promise<PageNarration>>, key: string, work: () => Promise<PageNarration>): Promise<PageNarration> {
  const running = map.get(key);
  if (running) return running;
  const promise = work();
  map.set(key, promise);
  try {
    return await promise;
  } finally {
    map.delete(key);
  }
}

/** The page's narration, as fast as possible: stored, or spoken now (WAV when the narrator can). */
export async function narratePage(ctx: NarrationContext, row: StoryRow, page: number, voice: string): Promise<PageNarration> {
  const key = narrationKey(row, page, voice);
  const stored = await readStored(ctx, key);
  if (stored) return stored;
  return once(inFlight, key, async () => {
    const text = pageText(row, await listChapters(ctx.database.db, row.id), page);
    if (!text) throw notFound('No such page in this story.');
    const base = { page, title: text.title, contentOffset: text.contentOffset };
    const language = row.language as never;
    const spoken = await ctx.ai.narrator.narrate(text.text, { language, voice, format: 'wav' });
    const result = await store(ctx, key, base, spoken);
    if (spoken.contentType === 'audio/wav') {
      void encodeMp3Later(ctx, row.id, key, base, text.text, language, voice).catch((err: unknown) => console.warn(`[narration] MP3 for ${key} failed:`, err));
    }
    return result;
  });
}

function encodeMp3Later(ctx: NarrationContext, storyId: string, key: string, base: Omit<PageNarration, 'audioKey' | 'cached' | 'durationMs' | 'words'>, text: string, language: never, voice: string): Promise<PageNarration> {
  return once(encoding, key, async () => {
    const spoken = await ctx.ai.narrator.narrate(text, { language, voice, format: 'mp3' });
    // Deleted while it was being encoded: writing now would leave files behind the story.
    const story = await ctx.database.db.query.stories.findFirst({ where: eq(stories.id, storyId), columns: { id: true } });
    if (!story) throw notFound('The story was deleted.');
    const result = await store(ctx, key, base, spoken);
    await ctx.media.deletePrefix(`${key}.wav`);
    return result;
  });
}

/** The page's narration as MP3 (the audiobook joins MP3s): waits for the background encoding. */
export async function narratePageMp3(ctx: NarrationContext, row: StoryRow, page: number, voice: string): Promise<PageNarration> {
  const first = await narratePage(ctx, row, page, voice);
  if (first.audioKey.endsWith('.mp3')) return first;
  const key = narrationKey(row, page, voice);
  const pending = encoding.get(key);
  if (pending) return pending;
  const again = await readStored(ctx, key);
  if (again?.audioKey.endsWith('.mp3')) return again;
  // Stored as WAV by a process that stopped before encoding: encode now.
  const text = pageText(row, await listChapters(ctx.database.db, row.id), page);
  if (!text) throw notFound('No such page in this story.');
  return encodeMp3Later(ctx, row.id, key, { page, title: text.title, contentOffset: text.contentOffset }, text.text, row.language as never, voice);
}
