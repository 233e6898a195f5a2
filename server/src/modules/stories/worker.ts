// The generation worker: in the web process in embedded mode, in `npm run worker` processes in
// production. Each process takes GENERATION_CONCURRENCY stories at a time.
import type { AppContext } from '../../context.ts';
import { GENERATE_STORY_QUEUE, type GenerateStoryJob } from './generation-jobs.ts';
import { whileWriting } from '../../jobs/when-idle.ts';
import { runGeneration } from './run-generation.ts';
import { sweepStories } from './sweep-stories.ts';

const SWEEP_EVERY_MS = 30_000;

/**
 * With the embedded database only this process can run jobs, so a job still 'active' at start-up
 * belongs to a process that died: hand it back to the queue now instead of waiting for it to expire.
 * (With a PostgreSQL server other workers may be alive; there, expiry does this.)
 */
async function reclaimOrphanedJobs(ctx: AppContext): Promise<number> {
  if (ctx.database.kind !== 'pglite') return 0;
  const { rows } = await ctx.database.sql.executeSql(
    `SELECT id FROM ${ctx.jobs.schema}.job WHERE name = $1 AND state = 'active'`,
    [GENERATE_STORY_QUEUE],
  );
  const ids = (rows as { id: string }[]).map((r) => r.id);
  // fail() moves a job with retries left back to 'retry'; one without is settled by the sweep.
  if (ids.length > 0) await ctx.jobs.boss.fail(GENERATE_STORY_QUEUE, ids);
  return ids.length;
}

export async function startGenerationWorker(ctx: AppContext, { sweep: sweeping = true } = {}): Promise<() => void> {
  const reclaimed = await reclaimOrphanedJobs(ctx);
  if (reclaimed > 0) console.log(`[generation] ${reclaimed} story job(s) interrupted by a stop are being retried`);
  await ctx.jobs.work<GenerateStoryJob>(GENERATE_STORY_QUEUE, ctx.config.generation.concurrency, (job) => whileWriting(() => runGeneration(ctx, job)));
  if (!sweeping) return () => {};
  const sweep = () => sweepStories(ctx).catch((err: unknown) => console.error('[generation] sweep failed', err));
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
