// The generation worker: in the web process in embedded mode, in `npm run worker` processes in
// production. Each process takes GENERATION_CONCURRENCY stories at a time.
import type { AppContext } from '../../context.ts';
import { GENERATE_STORY_QUEUE, type GenerateStoryJob } from './generation-jobs.ts';
import { runGeneration } from './run-generation.ts';
import { sweepStories } from './sweep-stories.ts';

const SWEEP_EVERY_MS = 30_000;

export async function startGenerationWorker(ctx: AppContext): Promise<() => void> {
  await ctx.jobs.work<GenerateStoryJob>(GENERATE_STORY_QUEUE, ctx.config.generation.concurrency, (job) => runGeneration(ctx, job));
  const sweep = () => sweepStories(ctx).catch((err: unknown) => console.error('[generation] sweep failed', err));
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
