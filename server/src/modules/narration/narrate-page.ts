// The audio and word timings of one page of one story, made once and then served from the media
// store (keyed by the story's generation, the page and the voice). A fresh page is MP3 from its first
// byte: its pieces are streamed to every listener as they are spoken and encoded, and the whole page
// is stored when done (docs/decisions/011-narration-streamed-as-mp3.md).
import { eq } from 'drizzle-orm';
import type { StoryRow } from '../stories/story-views.ts';
import type { AppContext } from '../../context.ts';
import type { WordTiming } from '../../ai/types.ts';
import { stories } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { GrowingAudio } from '../../lib/audio/growing-audio.ts';
import { isBackgroundWork } from '../../lib/cpu/cpu-pool.ts';
import { listChapters } from '../stories/story-queries.ts';
import { pageText } from './page-text.ts';

export interface PageNarration {
  page: number;
  title: string;
  durationMs: number;
  contentOffset: number;
  words: WordTiming[];
  /** Object key of the MP3 in the media store. */
  audioKey: string;
  cached: boolean;
}

type NarrationContext = Pick<AppContext, 'database' | 'media' | 'ai'>;

/** A page being made: its MP3 so far, and its description and whole MP3 once stored. */
export interface PageMake {
  audio: GrowingAudio;
  done: Promise<{ narration: PageNarration; audio: Buffer }>;
  /** Whether a parent waits for it: warm-up starts pages that are not, until someone asks. */
  urgent: boolean;
  /** Stored already (a finished page is kept here for a while). */
  finished: boolean;
}

/** An open page: already stored, or being made. */
export type PageAudio = { kind: 'stored'; narration: PageNarration; audio: Buffer } | { kind: 'making'; make: PageMake };

const making = new Map<string, PageMake>();
/**
 * A finished page stays here a little: a request that looked in storage just before the files landed
 * finds it here instead of speaking the page a second time.
 */
const KEEP_FINISHED_MS = 15_000;

export function narrationKey(row: StoryRow, page: number, voice: string): string {
  return `stories/${row.id}/narration-${row.regenerationCount}-${voice}-${page}`;
}

async function readStored(ctx: NarrationContext, key: string): Promise<PageNarration | null> {
  const stored = await ctx.media.get(`${key}.json`);
  if (!stored) return null;
  const narration = JSON.parse(stored.data.toString('utf8')) as PageNarration;
  // Before decision 011 a fresh page was stored as WAV first: such a page is made again, as MP3.
  return narration.audioKey.endsWith('.mp3') ? { ...narration, cached: true } : null;
}

function startMake(ctx: NarrationContext, row: StoryRow, page: number, voice: string, key: string): PageMake {
  const audio = new GrowingAudio();
  const make: PageMake = { audio, urgent: !isBackgroundWork(), finished: false, done: Promise.resolve() as never };
  make.done = (async () => {
    const text = pageText(row, await listChapters(ctx.database.db, row.id), page);
    if (!text) throw notFound('No such page in this story.');
    let streamed = false;
    const spoken = await ctx.ai.narrator.narrate(text.text, {
      language: row.language as never,
      voice,
      onAudio: (bytes) => {
        streamed = true;
        audio.append(bytes);
      },
      urgent: () => make.urgent,
    });
    // A narrator that answers in one go (the AI service's) is heard when it answers.
    if (!streamed) audio.append(spoken.audio);
    audio.end();
    const narration: PageNarration = {
      page, title: text.title, contentOffset: text.contentOffset, durationMs: spoken.durationMs, words: spoken.words, audioKey: `${key}.mp3`, cached: false,
    };
    // Deleted while it was being spoken: writing now would leave files behind the story.
    const story = await ctx.database.db.query.stories.findFirst({ where: eq(stories.id, row.id), columns: { id: true } });
    if (!story) throw notFound('The story was deleted.');
    // The audio first, then its description: the JSON's presence means the MP3 it names is complete.
    await ctx.media.put(narration.audioKey, spoken.audio, 'audio/mpeg');
    await ctx.media.put(`${key}.json`, Buffer.from(JSON.stringify(narration)), 'application/json');
    return { narration, audio: spoken.audio };
  })();
  making.set(key, make);
  make.done.then(
    () => {
      make.finished = true;
      setTimeout(() => making.delete(key), KEEP_FINISHED_MS).unref();
    },
    (err: unknown) => {
      making.delete(key);
      audio.fail(err);
    },
  );
  return make;
}

/**
 * The page's audio as soon as it can be heard: from storage, or joining (or starting) its making.
 * Asked outside asBackgroundWork(), a page being warmed becomes a parent's and stops waiting behind
 * other warm-up.
 */
export async function openPage(ctx: NarrationContext, row: StoryRow, page: number, voice: string): Promise<PageAudio> {
  const key = narrationKey(row, page, voice);
  let make = making.get(key);
  if (!make) {
    const stored = await readStored(ctx, key);
    const audio = stored && (await ctx.media.get(stored.audioKey));
    if (stored && audio) return { kind: 'stored', narration: stored, audio: audio.data };
    make = making.get(key) ?? startMake(ctx, row, page, voice, key);
  }
  if (!isBackgroundWork()) make.urgent = true;
  return { kind: 'making', make };
}

/** The page's description with every word's timing: stored, or once the page is made. */
export async function narratePage(ctx: NarrationContext, row: StoryRow, page: number, voice: string): Promise<PageNarration> {
  const key = narrationKey(row, page, voice);
  const running = making.get(key);
  const stored = running ? null : await readStored(ctx, key);
  if (stored) return stored;
  const opened = await openPage(ctx, row, page, voice);
  if (opened.kind === 'stored') return opened.narration;
  const { finished } = opened.make;
  const { narration } = await opened.make.done;
  return { ...narration, cached: finished };
}
