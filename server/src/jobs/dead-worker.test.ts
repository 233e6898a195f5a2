import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { GENERATE_STORY_QUEUE } from '../modules/stories/generation-jobs.ts';
import { startTestApp, TEST_DATABASES } from '../test/test-app.ts';
import { claimDeadJobs } from './job-leases.ts';

describe.each(TEST_DATABASES)('claiming the jobs of dead workers (%s)', (kind) => {
  it('claims an active job with no heartbeat once, and leaves a job whose lease is fresh', async () => {
    const t = await startTestApp(kind, {}, { worker: false });
    try {
      const { boss, schema } = t.ctx.jobs;
      const dead = randomUUID();
      const alive = randomUUID();
      for (const id of [dead, alive]) await boss.send(GENERATE_STORY_QUEUE, { storyId: randomUUID(), generation: 0 }, { id });
      await t.database.sql.executeSql(`UPDATE ${schema}.job SET state = 'active', started_on = now() - interval '1 minute' WHERE id = ANY($1::uuid[])`, [[dead, alive]]);
      await t.database.sql.executeSql('INSERT INTO job_leases (job_id, beat_at) VALUES ($1, now())', [alive]);

      const opts = { deadAfterSeconds: 5 };
      const [first, second] = await Promise.all([
        claimDeadJobs(t.database, schema, GENERATE_STORY_QUEUE, opts),
        claimDeadJobs(t.database, schema, GENERATE_STORY_QUEUE, opts),
      ]);
      expect([...first, ...second]).toEqual([dead]);
      expect(await claimDeadJobs(t.database, schema, GENERATE_STORY_QUEUE, opts)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('a worker process killed with SIGKILL in the middle of a story', () => {
  let child: ChildProcess | undefined;
  afterAll(() => void child?.kill('SIGKILL'));

  it('is noticed within seconds: the story is retried on a live worker, completes once and is charged once', async () => {
    // The job's own time limit is ten minutes: only the lease can bring the story back within the test.
    const env = { WORKER_DEAD_AFTER_SECONDS: '3', GENERATION_TIMEOUT_SECONDS: '600' };
    const queueSchema = `pgboss_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const t = await startTestApp('postgres', env, { worker: false, queueSchema });
    try {
      child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../test/stuck-worker.ts', import.meta.url))], {
        env: { ...process.env, ...env, NODE_ENV: 'test', DATABASE_URL: serverUrl, QUEUE_SCHEMA: queueSchema, DATA_DIR: t.ctx.config.dataDir, SESSION_SECRET: t.ctx.config.sessionSecret, NARRATION_PREWARM: 'false' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      const said = (word: string) => new Promise<void>((resolve) => {
        const check = () => out.includes(word) && resolve();
        child?.stdout?.on('data', (d: Buffer) => { out += d.toString(); check(); });
        check();
      });
      await said('ready');

      const { token } = await t.signUp();
      const gen = await t.request('POST', '/api/stories/generate', { token, body: { character: 'brave-knight', theme: 'bravery', length: 'short' } });
      expect(gen.status).toBe(200);
      await said('writing');
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));

      const live = await buildApp(t.ctx.config, t.database, { worker: true, queueSchema });
      try {
        expect((await t.waitForStory(token, gen.body.id, 120_000)).status).toBe('ready');
        const story = await t.request('GET', `/api/stories/${gen.body.id}`, { token });
        expect(story.body.chapters).toHaveLength(5);
        const plan = await t.request('GET', '/api/auth/plan-status', { token });
        expect(plan.body.usage.storiesThisMonth).toBe(1);
        const { rows } = await t.database.sql.executeSql(`SELECT state, retry_count FROM ${queueSchema}.job WHERE name = $1`, [GENERATE_STORY_QUEUE]);
        expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
      } finally {
        await live.app.close();
      }
    } finally {
      await t.close();
    }
  }, 180_000);
});
