import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { injectConfirmedSignUp } from '../../test/confirmed-sign-up.ts';
import { createCapturingMailer } from '../../test/mail-capture.ts';

// A process that dies in the middle of writing a story: the job it held is taken up again after
// the restart, the story completes, and the family is charged once.
describe('a worker that dies mid-job', () => {
  it('is retried after a restart and the story completes, charged once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storyloom-crash-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40), NARRATION_PREWARM: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    let stuck!: () => void;
    const firstDb = await openPglite(join(dir, 'db'));
    const mail = createCapturingMailer();
    const first = await buildApp(config, firstDb, {
      worker: true,
      mailer: mail,
      ai: {
        writer: {
          languages: ['english', 'french'],
          // Stands in for a process that stops answering while it writes.
          write: () => new Promise((resolve) => { stuck = () => resolve(undefined as never); }),
        },
      },
    });
    const token = await injectConfirmedSignUp(first.app, mail, { name: 'Crash Test', email: 'crash@example.com', password: 'story-time-123' });
    const auth = { authorization: `Bearer ${token}` };
    const gen = await first.app.inject({ method: 'POST', url: '/api/stories/generate', headers: auth, payload: { character: 'brave-knight', theme: 'bravery', length: 'short' } });
    const { id } = gen.json<{ id: string }>();
    for (;;) {
      const p = await first.app.inject({ method: 'GET', url: `/api/stories/${id}/progress`, headers: auth });
      if (p.json<{ status: string }>().status === 'writing') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    // The "crash": the process goes away. pg-boss's own stop would hand the job back politely, so
    // afterwards the job is put back the way a killed process leaves it: still active.
    await first.ctx.jobs.boss.stop({ graceful: false, wait: true });
    await firstDb.sql.executeSql("UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = 'generate-story'", []);
    await firstDb.close();

    const secondDb = await openPglite(join(dir, 'db'));
    const second = await buildApp(config, secondDb, { worker: true });
    let status = '';
    for (let i = 0; i < 300 && status !== 'ready' && status !== 'failed'; i++) {
      const p = await second.app.inject({ method: 'GET', url: `/api/stories/${id}/progress`, headers: auth });
      status = p.json<{ status: string }>().status;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('ready');
    const story = await second.app.inject({ method: 'GET', url: `/api/stories/${id}`, headers: auth });
    expect(story.json<{ chapters: unknown[] }>().chapters).toHaveLength(5);
    const plan = await second.app.inject({ method: 'GET', url: '/api/auth/plan-status', headers: auth });
    expect(plan.json<{ usage: { storiesThisMonth: number } }>().usage.storiesThisMonth).toBe(1);
    void stuck; // the first process is gone: its writer is never answered
    await second.app.close();
    await secondDb.close();
  }, 60_000);
});
