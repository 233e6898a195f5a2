// Narration made before a parent asks, limited to what they are likely to play next (issue 16):
// the next page while one is heard, and the first two pages (the title and 'About this story',
// a few seconds of speech) of a book just made. Warm-up runs at background priority on the CPU
// pool and only once this process has no story to write, so it never delays a book's readiness.
import { eq } from 'drizzle-orm';
import { DEFAULT_VOICE } from '@storyloom/contracts/narration';
import { readerPageCount } from '@storyloom/contracts/stories';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { asBackgroundWork } from '../../lib/cpu/cpu-pool.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { narratePage } from './narrate-page.ts';

type WarmUpContext = Pick<AppContext, 'database' | 'media' | 'ai'>;

/** What 'play' on a new book reads first: the cover's title, then 'About this story'. */
const NEW_BOOK_PAGES = [0, 1];
/** Books waiting for warm-up; older ones are let go (twenty books made at once are not all played). */
const MAX_WAITING_BOOKS = 8;
/** Quiet after the last story written before warm-up starts: longer than the queue's 1 s poll. */
const QUIET_MS = 1500;

let writing = 0;
let lastWritten = 0;
const waiting: { ctx: WarmUpContext; storyId: string }[] = [];
let timer: NodeJS.Timeout | null = null;
let warming = false;

/** Runs one story's generation; warm-up waits until none runs. */
export async function whileWriting<T>(fn: () => Promise<T>): Promise<T> {
  writing++;
  try {
    return await fn();
  } finally {
    writing--;
    lastWritten = Date.now();
  }
}

/** The listener goes forward: the next page is made now, so it is stored when they turn to it. */
export function lookAhead(ctx: WarmUpContext, row: StoryRow, page: number, voice: string): void {
  if (page + 1 >= readerPageCount(row.chapterCount)) return;
  void asBackgroundWork(() => narratePage(ctx, row, page + 1, voice)).catch((err: unknown) => console.warn('[narration] look-ahead failed:', err));
}

/** A book just became ready: its first pages are made once nothing more urgent is running. */
export function warmNewBook(ctx: WarmUpContext, storyId: string): void {
  waiting.push({ ctx, storyId });
  if (waiting.length > MAX_WAITING_BOOKS) waiting.shift();
  schedule(QUIET_MS);
}

function schedule(ms: number): void {
  if (timer || warming) return;
  timer = setTimeout(() => {
    timer = null;
    void warm();
  }, ms);
  timer.unref();
}

const busy = () => writing > 0 || Date.now() - lastWritten < QUIET_MS;

async function warmBook(ctx: WarmUpContext, storyId: string): Promise<void> {
  const row = await ctx.database.db.query.stories.findFirst({ where: eq(stories.id, storyId) });
  if (!row || row.status !== 'ready') return;
  for (const page of NEW_BOOK_PAGES) await asBackgroundWork(() => narratePage(ctx, row, page, DEFAULT_VOICE));
}

async function warm(): Promise<void> {
  warming = true;
  try {
    while (waiting.length > 0 && !busy()) {
      // Newest first: the book a parent has just made is the one they are opening.
      const next = waiting.pop();
      if (next) await warmBook(next.ctx, next.storyId).catch((err: unknown) => console.warn(`[narration] warm-up of ${next.storyId} skipped:`, err));
    }
  } finally {
    warming = false;
    if (waiting.length > 0) schedule(QUIET_MS);
  }
}
