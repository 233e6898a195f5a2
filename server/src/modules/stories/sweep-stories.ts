// Safety net for the queue. A story whose process died between committing it and queueing its job
// is queued now (the job id makes this idempotent); one whose job ended without finishing it (a
// worker killed during its last attempt) fails for good and its credit comes back.
import { and, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { jobId } from '../../jobs/queue.ts';
import { enqueueGeneration, GENERATE_STORY_QUEUE, generationKey } from './generation-jobs.ts';
import { failForGood } from './run-generation.ts';

export async function sweepStories(ctx: AppContext, olderThanMs = 60_000): Promise<{ queued: number; failed: number }> {
  const { db } = ctx.database;
  const rows = await db
    .select()
    .from(stories)
    .where(and(inArray(stories.status, ['queued', 'writing', 'illustrating']), lt(stories.updatedAt, new Date(Date.now() - olderThanMs))));
  let queued = 0;
  let failed = 0;
  for (const row of rows) {
    const job = { storyId: row.id, generation: row.regenerationCount };
    const found = await ctx.jobs.boss.getJobById(GENERATE_STORY_QUEUE, jobId(generationKey(job)), { includeArchive: true });
    if (!found) {
      await enqueueGeneration(ctx, job);
      queued++;
    } else if (found.state === 'failed' || found.state === 'completed' || found.state === 'cancelled') {
      await failForGood(ctx, row, `the queue's job ended (${found.state}) without finishing the story: a worker stopped during its last attempt`);
      failed++;
    }
  }
  return { queued, failed };
}
