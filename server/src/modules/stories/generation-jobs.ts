import type { AppContext } from '../../context.ts';
import { jobId } from '../../jobs/queue.ts';

export const GENERATE_STORY_QUEUE = 'generate-story';

export interface GenerateStoryJob {
  storyId: string;
  /** 0 for the first writing, then the regeneration number: a job for an older one is stale. */
  generation: number;
}

/** Retries after a crash or a transient failure; the last failure marks the story failed. */
export const GENERATION_RETRIES = 2;

export function generationKey(job: GenerateStoryJob): string {
  return `story:${job.storyId}:${job.generation}`;
}

export async function enqueueGeneration(ctx: Pick<AppContext, 'jobs' | 'config'>, job: GenerateStoryJob): Promise<void> {
  await ctx.jobs.send(GENERATE_STORY_QUEUE, job, {
    key: generationKey(job),
    expireInSeconds: ctx.config.generation.timeoutSeconds,
    retryLimit: GENERATION_RETRIES,
  });
}

/**
 * Queues a job that already ran (failed for good, or stuck) once more: the old job of this key is
 * removed first, since sending a known id again is a no-op by design. Used by the admin's retry.
 */
export async function requeueGeneration(ctx: Pick<AppContext, 'jobs' | 'config'>, job: GenerateStoryJob): Promise<void> {
  await ctx.jobs.boss.deleteJob(GENERATE_STORY_QUEUE, jobId(generationKey(job)));
  await enqueueGeneration(ctx, job);
}
