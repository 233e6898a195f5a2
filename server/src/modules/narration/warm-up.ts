// Narration made before a parent asks, limited to what they are likely to play next (issue 16):
// the next page while one is heard, and the first two pages (the title and 'About this story',
// a few seconds of speech) of a book just made. Warm-up runs at background priority on the CPU
// pool and only once this process has no story to write (jobs/after-writing.ts), stops between pages
// when one comes, and stops for good when its app closes: it never delays a book's readiness.
import { eq } from 'drizzle-orm';
import { DEFAULT_VOICE } from '@storyloom/contracts/narration';
import { readerPageCount } from '@storyloom/contracts/stories';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { QUIET_MS, writingBooks } from '../../jobs/after-writing.ts';
import { asBackgroundWork } from '../../lib/cpu/cpu-pool.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { narratePage } from './narrate-page.ts';

type WarmUpContext = Pick<AppContext, 'database' | 'media' | 'ai'>;

/** What 'play' on a new book reads first: the cover's title, then 'About this story'. */
const NEW_BOOK_PAGES = [0, 1];
/** Books waiting for warm-up; older ones are let go (twenty books made at once are not all played). */
const MAX_WAITING_BOOKS = 8;
const waiting: { ctx: WarmUpContext; storyId: string }[] = [];
let timer: NodeJS.Timeout | null = null;
let warming = false;
/** Apps that closed: their books are not warmed (their database is closed). */
const closed = new WeakSet<WarmUpContext>();

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

/** The app closes: its books waiting are let go and a warm-up under way stops after its page. */
export function stopWarmUp(ctx: WarmUpContext): void {
  closed.add(ctx);
  for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]?.ctx === ctx) waiting.splice(i, 1);
  if (waiting.length === 0 && timer) {
    clearTimeout(timer);
    timer = null;
  }
}

function schedule(ms: number): void {
  if (timer || warming) return;
  timer = setTimeout(() => {
    timer = null;
    void warm();
  }, ms);
  timer.unref();
}

/** Warms a book's first pages; false when a book to write (or a close) stopped it before the last. */
async function warmBook(ctx: WarmUpContext, storyId: string): Promise<boolean> {
  const row = await ctx.database.db.query.stories.findFirst({ where: eq(stories.id, storyId) });
  if (!row || row.status !== 'ready') return true;
  for (const page of NEW_BOOK_PAGES) {
    if (closed.has(ctx)) return true;
    if (writingBooks()) return false;
    // A page already stored is read, not spoken again: a book stopped halfway resumes where it was.
    await asBackgroundWork(() => narratePage(ctx, row, page, DEFAULT_VOICE));
  }
  return true;
}

async function warm(): Promise<void> {
  warming = true;
  try {
    while (waiting.length > 0 && !writingBooks()) {
      // Newest first: the book a parent has just made is the one they are opening.
      const next = waiting.pop();
      if (!next || closed.has(next.ctx)) continue;
      const done = await warmBook(next.ctx, next.storyId).catch((err: unknown) => {
        console.warn(`[narration] warm-up of ${next.storyId} skipped:`, err);
        return true;
      });
      if (!done) waiting.push(next);
    }
  } finally {
    warming = false;
    if (waiting.length > 0) schedule(QUIET_MS);
  }
}
