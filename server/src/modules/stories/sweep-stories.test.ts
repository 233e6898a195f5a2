import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stories } from '../../db/schema/index.ts';
import { jobId } from '../../jobs/queue.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { GENERATE_STORY_QUEUE, generationKey } from './generation-jobs.ts';
import { sweepStories } from './sweep-stories.ts';

// The queue's safety net (issue 15: breaking it passed every test). Without a worker in the process,
// a requested story stays queued, and the sweep is judged on what it does to it: a story whose job was
// lost is queued again, one whose job ended without finishing it fails and its credit comes back, and
// a story whose job is still waiting, or that moved a moment ago, is left alone.
describe.each(TEST_DATABASES)('the sweep of unfinished stories (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { worker: false });
  });
  afterAll(async () => {
    await t.close();
  });
  // On a shared PostgreSQL server other suites leave unfinished stories of their own queues in the same
  // table: a first sweep takes them into this suite's queue (where no worker runs them), so each test's
  // counts are of its own stories.
  beforeEach(async () => {
    await sweepStories(t.ctx);
  });

  const keyOf = (id: string) => jobId(generationKey({ storyId: id, generation: 0 }));
  const jobOf = (id: string) => t.ctx.jobs.boss.getJobById(GENERATE_STORY_QUEUE, keyOf(id), { includeArchive: true });
  /** The story as if its last change was two minutes ago: past the sweep's one-minute wait. */
  const age = (id: string) => t.database.db.update(stories).set({ updatedAt: sql`now() - interval '2 minutes'` }).where(eq(stories.id, id));

  async function request(token: string): Promise<string> {
    const res = await t.request('POST', '/api/stories/generate', { token, body: { character: 'wise-owl', theme: 'kindness', length: 'short' } });
    expect(res.status).toBe(200);
    return res.body.id as string;
  }

  it('queues again a story whose job was lost, once', async () => {
    const { token } = await t.signUp();
    const id = await request(token);
    await t.ctx.jobs.boss.deleteJob(GENERATE_STORY_QUEUE, keyOf(id));
    expect(await jobOf(id)).toBeFalsy();
    await age(id);

    expect(await sweepStories(t.ctx)).toEqual({ queued: 1, failed: 0 });
    expect((await jobOf(id))?.state).toBe('created');
    expect((await t.request('GET', `/api/stories/${id}/progress`, { token })).body.status).toBe('queued');
    // Its job now exists: a second sweep does nothing more.
    expect(await sweepStories(t.ctx)).toEqual({ queued: 0, failed: 0 });
  });

  it('fails a story whose job ended without finishing it, and gives the credit back', async () => {
    const { token } = await t.signUp();
    const id = await request(token);
    expect((await t.request('GET', '/api/auth/plan-status', { token })).body.usage.storiesThisMonth).toBe(1);
    await t.ctx.jobs.boss.cancel(GENERATE_STORY_QUEUE, keyOf(id));
    await age(id);

    expect(await sweepStories(t.ctx)).toEqual({ queued: 0, failed: 1 });
    expect((await t.request('GET', `/api/stories/${id}/progress`, { token })).body.status).toBe('failed');
    expect((await t.request('GET', '/api/auth/plan-status', { token })).body.usage.storiesThisMonth).toBe(0);
  });

  it('leaves a story whose job is still waiting, and one that moved less than a minute ago', async () => {
    const { token } = await t.signUp();
    const waiting = await request(token);
    await age(waiting);
    const lost = await request(token);
    await t.ctx.jobs.boss.deleteJob(GENERATE_STORY_QUEUE, keyOf(lost));

    expect(await sweepStories(t.ctx)).toEqual({ queued: 0, failed: 0 });
    expect(await jobOf(lost)).toBeFalsy();
    expect((await jobOf(waiting))?.state).toBe('created');
    for (const id of [waiting, lost]) expect((await t.request('GET', `/api/stories/${id}/progress`, { token })).body.status).toBe('queued');
  });
});
