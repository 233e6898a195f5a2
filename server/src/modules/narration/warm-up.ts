// Narration made before a parent asks, limited to what they are likely to play next (issue 16):
// the next page while one is heard, and the first two pages (the title and 'About this story',
// a few seconds of speech) of a book just made. Warm-up runs at background priority on the CPU
// pool and only once this process has no story to write (jobs/when-idle.ts), stops between pages
// when one comes, and stops for good when its app closes: it never delays a book's readiness.
import { eq } from 'drizzle-orm';
import { DEFAULT_VOICE } from '@storyloom/contracts/narration';
import { readerPageCount } from '@storyloom/contracts/stories';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { createIdleQueue, writingBooks } from '../../jobs/when-idle.ts';
import { asBackgroundWork } from '../../lib/cpu/cpu-pool.ts';
import type { StoryRow } from '../stories/story-views.ts';
import { narratePage } from './narrate-page.ts';

type WarmUpContext = Pick<AppContext, 'database' | 'media' | 'ai'>;

/** What 'play' on a new book reads first: the cover's title, then 'About this story'. */
const NEW_BOOK_PAGES = [0, 1];
/** Apps that closed: their books are not warmed (their database is closed). */
const closed = new WeakSet<WarmUpContext>();

/** The listener goes forward: the next page is made now, so it is stored when they turn to it. */
export function lookAhead(ctx: WarmUpContext, row: StoryRow, page: number, voice: string): void {
  if (page + 1 >= readerPageCount(row.chapterCount)) return;
  void asBackgroundWork(() => narratePage(ctx, row, page + 1, voice)).catch((err: unknown) => console.warn('[narration] look-ahead failed:', err));
}

/**
 * Books waiting for warm-up, newest first (the book a parent has just made is the one they are
 * opening); past 8, older ones are let go (twenty books made at once are not all played). A book
 * stopped by a book to write goes back and resumes where it was.
 */
const queue = createIdleQueue<{ ctx: WarmUpContext; storyId: string }>({
  maxWaiting: 8,
  next: 'newest',
  name: 'narration warm-up',
  run: async ({ ctx, storyId }) => closed.has(ctx) || warmBook(ctx, storyId),
});

/** A book just became ready: its first pages are made once nothing more urgent is running. */
export function warmNewBook(ctx: WarmUpContext, storyId: string): void {
  queue.add({ ctx, storyId });
}

/** The app closes: its books waiting are let go and a warm-up under way stops after its page. */
export function stopWarmUp(ctx: WarmUpContext): void {
  closed.add(ctx);
  queue.forget((book) => book.ctx === ctx);
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
