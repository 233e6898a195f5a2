// The generation pipeline a worker runs for one story (DESIGN.md 'Generation, end to end'):
// 15 preparing, 30 characters and setting, 30->60 while writing (each chapter stored as it is written,
// behind the writer: story-writes.ts), 60->85 illustrating, 100 ready. Idempotent, so a retry after
// a crash simply redoes it.
import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { AgeGroup, Character, MoralLesson, StoryLanguage, StoryLength, Theme } from '@storyloom/contracts/options';
import type { StoryFailure } from '@storyloom/contracts/stories';
import type { AppContext } from '../../context.ts';
import { chapters, generationFailures, stories } from '../../db/schema/index.ts';
import type { QueueJob } from '../../jobs/queue.ts';
import type { StoryRequest, WrittenStory } from '../../ai/types.ts';
import { returnCredit } from '../plans/usage.ts';
import { warmNewBook } from '../narration/warm-up.ts';
import { storeFormsLater } from '../export/stored-forms.ts';
import { afterWriting } from '../../jobs/after-writing.ts';
import type { GenerateStoryJob } from './generation-jobs.ts';
import type { StoryRow } from './story-views.ts';
import { pictureBible, pictureStyle } from './picture-options.ts';
import { storyWrites, type StoryWrites } from './story-writes.ts';

type WorkerContext = Pick<AppContext, 'database' | 'ai' | 'media' | 'config'>;


/** What the family's last books told: their plots and stock tellings, which the next book avoids. */
export interface FamilyRecent {
  plots: readonly string[];
  lines: readonly string[];
}

export function toRequest(row: StoryRow, attempt: number, recent: FamilyRecent = { plots: [], lines: [] }): StoryRequest {
  return {
    character: row.character as Character,
    theme: row.theme as Theme,
    length: row.length as StoryLength,
    language: row.language as StoryLanguage,
    ageGroup: row.ageGroup as AgeGroup,
    moralLesson: row.moralLesson as MoralLesson | '',
    childName: row.childName,
    customPrompt: row.customPrompt,
    // A retry after unsafe output must not write the same story again.
    seed: row.seed + attempt * 7919,
    ...(recent.plots.length > 0 ? { recentPlots: recent.plots } : {}),
    ...(recent.lines.length > 0 ? { recentLines: recent.lines } : {}),
  };
}

export async function runGeneration(ctx: WorkerContext, job: QueueJob<GenerateStoryJob>): Promise<void> {
  const { db } = ctx.database;
  const row = await db.query.stories.findFirst({ where: eq(stories.id, job.data.storyId) });
  // Deleted, already finished, or superseded by a newer regeneration: nothing to do.
  if (!row || row.status === 'ready' || row.status === 'failed' || row.regenerationCount !== job.data.generation) return;

  // Stage changes (status) are written at once and touch updated_at, which the sweep and the admin's
  // stuck view read; chapters, pictures and progress within a stage are written behind (story-writes.ts).
  const setStage = async (status: StoryRow['status'], progress: number) => {
    await db.update(stories).set({ status, progress, updatedAt: new Date() }).where(eq(stories.id, row.id));
  };

  try {
    await setStage('writing', 15);
    const n = row.chapterCount;
    const writes = storyWrites(db, row.id);
    writes.progress(30);
    const written = await writeSafely(ctx, row, job.retryCount, (chapter, i) => {
      writes.chapter({ position: i, title: chapter.title, content: chapter.content, scene: chapter.scene });
      writes.progress(30 + Math.round((30 * (i + 1)) / n));
    });
    await writes.settled();
    // A regeneration may be shorter than what it replaces.
    await db.delete(chapters).where(and(eq(chapters.storyId, row.id), gt(chapters.position, written.chapters.length - 1)));
    await db
      .update(stories)
      .set({
        title: written.title, description: written.description, bible: written.bible, status: 'illustrating', progress: 60, updatedAt: new Date(),
        ...(written.plan ? { plan: written.plan, plot: written.plan.plot } : {}),
        ...(written.lines ? { lines: written.lines } : {}),
      })
      .where(eq(stories.id, row.id));

    const pictures = await illustrate(ctx, row, written, writes, (done) => writes.progress(60 + Math.round((25 * done) / (n + 1))));
    await writes.settled();
    // Ready: the trigger of migration 0013 reads the whole book into its search text now, once.
    await setStage('ready', 100);
    // The pictures' PDF forms, so that the book's first download converts none (export/stored-forms.ts),
    // made once this process writes no book: on two cores they took the CPU of the books still written.
    afterWriting(ctx, () => storeFormsLater(ctx, row.id, pictures));
    // Warm-up waits for the writing to end and behind anything a parent waits for (narration/warm-up.ts).
    if (ctx.config.generation.prewarmNarration) warmNewBook(ctx, row.id);
  } catch (err) {
    if (job.retryCount < job.retryLimit) throw err;
    console.error(`[generation] story ${row.id} failed for good:`, err);
    await failForGood(ctx, row, err instanceof Error ? err.message : String(err));
  }
}

/** Writes the story, checking every chapter; unsafe output is rewritten (new seed), never stored. */
async function writeSafely(
  ctx: WorkerContext,
  row: StoryRow,
  attempt: number,
  onChapter: (chapter: WrittenStory['chapters'][number], index: number) => void,
): Promise<WrittenStory> {
  const recent = await familyRecentOf(ctx, row);
  for (let rewrite = 0; rewrite < 3; rewrite++) {
    let unsafe = false;
    const written = await ctx.ai.writer.write(toRequest(row, attempt * 3 + rewrite, recent), async (chapter, i) => {
      const verdict = await ctx.ai.moderator.check(`${chapter.title}\n${chapter.content}`, { language: row.language, kind: 'output' });
      if (!verdict.ok) unsafe = true;
      if (!unsafe) onChapter(chapter, i);
    }, async (title) => {
      // A book read while it is written shows its title from the start (issue 16), once it is judged safe.
      const verdict = await ctx.ai.moderator.check(title, { language: row.language, kind: 'output' });
      if (verdict.ok) await ctx.database.db.update(stories).set({ title }).where(eq(stories.id, row.id));
    });
    const head = await ctx.ai.moderator.check(`${written.title}\n${written.description}`, { language: row.language, kind: 'output' });
    if (!unsafe && head.ok) return written;
    console.warn(`[generation] story ${row.id}: unsafe output replaced (rewrite ${rewrite + 1})`);
  }
  throw new Error('the writer kept producing text that failed the safety check');
}

/** The plots and stock tellings of the family's last three other books, newest first (issue 10: a library stays varied). */
async function familyRecentOf(ctx: WorkerContext, row: StoryRow): Promise<FamilyRecent> {
  const rows = await ctx.database.db
    .select({ plot: stories.plot, lines: stories.lines })
    .from(stories)
    .where(and(eq(stories.userId, row.userId), ne(stories.id, row.id), isNotNull(stories.plot)))
    .orderBy(desc(stories.createdAt))
    .limit(3);
  return { plots: rows.flatMap((r) => (r.plot ? [r.plot] : [])), lines: [...new Set(rows.flatMap((r) => r.lines ?? []))] };
}

/** Draws and stores the cover and every chapter's picture; returns the SVG ones (for their PDF forms). */
async function illustrate(ctx: WorkerContext, row: StoryRow, written: WrittenStory, writes: StoryWrites, onDone: (done: number) => void): Promise<Buffer[]> {
  const ext = (type: string) => (type === 'image/svg+xml' ? 'svg' : type.split('/')[1] ?? 'png');
  // The child drawn as the parent described them, in the chosen art style, on every page.
  const bible = pictureBible(written.bible, row.childLook, row.childName);
  const style = pictureStyle(row.artStyle);
  const cover = await ctx.ai.illustrator.draw(bible, written.bible.coverScene, { seed: row.seed, kind: 'cover', style });
  const coverKey = `stories/${row.id}/cover-${row.regenerationCount}.${ext(cover.contentType)}`;
  await ctx.media.put(coverKey, cover.data, cover.contentType);
  const svgs = cover.contentType === 'image/svg+xml' ? [cover.data] : [];
  writes.picture('cover', coverKey);
  onDone(1);
  for (const [i, chapter] of written.chapters.entries()) {
    const image = await ctx.ai.illustrator.draw(bible, chapter.scene, { seed: row.seed + i + 1, kind: 'chapter', style });
    const key = `stories/${row.id}/chapter-${i + 1}-${row.regenerationCount}.${ext(image.contentType)}`;
    await ctx.media.put(key, image.data, image.contentType);
    if (image.contentType === 'image/svg+xml') svgs.push(image.data);
    writes.picture(i, key);
    onDone(i + 2);
  }
  return svgs;
}

/**
 * Marks the story failed and gives its credit back, at most once (DECISIONS.md). The technical
 * reason goes to generation_failures for the admin's Generations view, never to the family.
 */
export async function failForGood(ctx: WorkerContext, row: StoryRow, reason: string): Promise<void> {
  const { db } = ctx.database;
  await db.insert(generationFailures).values({ storyId: row.id, generation: row.regenerationCount, reason: reason.slice(0, 2000) });
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(stories)
      .set({ status: 'failed', error: 'generation_failed' satisfies StoryFailure, updatedAt: new Date(), creditReturned: sql`${stories.creditReturned} or ${row.regenerationCount === 0}` })
      .where(and(eq(stories.id, row.id), eq(stories.creditReturned, false)))
      .returning({ id: stories.id });
    if (claimed && row.regenerationCount === 0) await returnCredit(tx as never, row.userId, row.creditMonth);
  });
  // A failed regeneration costs nothing either: it is given back so the family can try again.
  if (row.regenerationCount > 0) {
    await db
      .update(stories)
      .set({ status: 'failed', error: 'regeneration_failed' satisfies StoryFailure, regenerationCount: sql`${stories.regenerationCount} - 1` })
      .where(eq(stories.id, row.id));
  }
}
