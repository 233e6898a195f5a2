// The audio and word timings of one page of one story, made once and then served from the media
// store (keyed by the story's generation, the page and the voice).
import type { StoryRow } from '../stories/story-views.ts';
import type { AppContext } from '../../context.ts';
import type { WordTiming } from '../../ai/types.ts';
import { listChapters } from '../stories/story-queries.ts';
import { pageText } from './page-text.ts';
import { notFound } from '../../http/app-error.ts';

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

const inFlight = new Map<string, Promise<PageNarration>>();

export function narrationKey(row: StoryRow, page: number, voice: string): string {
  return `stories/${row.id}/narration-${row.regenerationCount}-${voice}-${page}`;
}

export async function narratePage(ctx: Pick<AppContext, 'database' | 'media' | 'ai'>, row: StoryRow, page: number, voice: string): Promise<PageNarration> {
  const key = narrationKey(row, page, voice);
  const cached = await ctx.media.get(`${key}.json`);
  if (cached) return { ...(JSON.parse(cached.data.toString('utf8')) as PageNarration), cached: true };
  // Two listeners asking for the same page at once share one synthesis.
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const text = pageText(row, await listChapters(ctx.database.db, row.id), page);
    if (!text) throw notFound('No such page in this story.');
    const spoken = await ctx.ai.narrator.narrate(text.text, { language: row.language as never, voice });
    const result: PageNarration = {
      page, title: text.title, durationMs: Math.round(spoken.durationMs), contentOffset: text.contentOffset,
      words: spoken.words, audioKey: `${key}.mp3`, cached: false,
    };
    await ctx.media.put(`${key}.mp3`, spoken.audio, 'audio/mpeg');
    // The JSON is written last: its presence means the MP3 is complete.
    await ctx.media.put(`${key}.json`, Buffer.from(JSON.stringify(result)), 'application/json');
    return result;
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}
