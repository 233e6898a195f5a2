// `npm run test:scale` (issue 15 item 6): two web processes and one worker against a fresh PostgreSQL
// database and a local S3-compatible store (s3rver), all started here. One family signs up on one web
// process and confirms on the other, then asks for twenty stories at once across both; each story's
// progress is followed on the web process that did NOT take the request. Checks: all complete, none
// twice (one job, one charge and one set of chapters per story), sessions work on either process,
// progress reaches the other process (PostgreSQL LISTEN/NOTIFY), pictures are read from the bucket.
// Needs a PostgreSQL server: TEST_DATABASE_URL's, else postgres://postgres@127.0.0.1:5432 (trust).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startSmtpInbox } from '../../server/src/test/smtp-inbox.ts';
import { startProcess, stopProcess, waitFor, type Started } from './processes.ts';

const STORIES = 20;
const PASSWORD = 'scale-out-lantern-owl';
const STORY = { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' };
const NAMES = ['Alba', 'Bruno', 'Chloe', 'Dario', 'Elise', 'Farid', 'Gaia', 'Hugo', 'Ines', 'Jules'];

interface Progress { status: string; progress: number; chaptersDone: number; chapterCount: number }

async function serverUrl(): Promise<string> {
  const candidates = process.env.TEST_DATABASE_URL
    ? [process.env.TEST_DATABASE_URL]
    : ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`no PostgreSQL server answered at ${candidates.join(' or ')}`);
}

async function json<T>(url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Reads a story's server-sent progress events until the story is done; every distinct event is kept. */
async function followEvents(base: string, token: string, id: string): Promise<Progress[]> {
  const res = await fetch(`${base}/api/stories/${id}/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
  assert.equal(res.status, 200, `events of ${id}`);
  const events: Progress[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)) as Progress);
    }
  }
  return events;
}

async function main(): Promise<void> {
  const started = Date.now();
  const admin = await serverUrl();
  const dbName = `storyloom_scale_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = new URL(admin);
  databaseUrl.pathname = `/${dbName}`;

  const s3Dir = mkdtempSync(join(tmpdir(), 'storyloom-scale-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'media', configs: [] }] });
  const s3Address = await s3.run();
  const smtp = await startSmtpInbox();
  const logDir = mkdtempSync(join(tmpdir(), 'storyloom-scale-logs-'));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.toString(),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    S3_BUCKET: 'media', S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true',
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    NARRATION_PREWARM: 'false',
    LOG_LEVEL: 'warn',
  };
  const processes: Started[] = [];
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  try {
    // The first web process migrates; the others find the schema ready.
    const webA = await startProcess('web-a', 'web', { ...env, PUBLIC_URL: 'http://127.0.0.1' }, logDir);
    processes.push(webA);
    const [webB, worker] = await Promise.all([
      startProcess('web-b', 'web', { ...env, PUBLIC_URL: 'http://127.0.0.1' }, logDir),
      startProcess('worker', 'worker', env, logDir),
    ]);
    processes.push(webB, worker);
    await db.connect();
    const ready = Date.now();

    // Sign up on A; the link e-mailed (through SMTP) is opened on B and starts the session there.
    const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
    const up = await json<unknown>(`${webA.url}/api/identity/sign-up/email`, { method: 'POST', body: { name: 'Sacha Scale', email, password: PASSWORD } });
    assert.equal(up.status, 200, 'sign-up on A');
    await waitFor(async () => smtp.mails.some((m) => m.to.includes(email)), 15_000, 'the confirmation e-mail');
    const raw = smtp.mails.find((m) => m.to.includes(email))?.raw ?? '';
    const text = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = /\/api\/identity\/verify-email\?token=[^\s]+/.exec(text)?.[0];
    assert.ok(link, 'a confirmation link in the e-mail');
    const confirmed = await fetch(webB.url + link, { redirect: 'manual' });
    const tokenFromB = decodeURIComponent(confirmed.headers.get('set-auth-token') ?? '').split('.')[0] ?? '';
    assert.ok(tokenFromB, 'the link opened on B started a session');
    const meOnA = await json<{ email: string }>(`${webA.url}/api/auth/user`, { method: 'POST', token: tokenFromB });
    assert.equal(meOnA.status, 200, "B's session works on A");
    assert.equal(meOnA.body.email, email);
    const signInA = await json<{ token: string }>(`${webA.url}/api/identity/sign-in/email`, { method: 'POST', body: { email, password: PASSWORD } });
    assert.equal((await json(`${webB.url}/api/auth/user`, { token: signInA.body.token })).status, 200, "A's session works on B");
    const token = tokenFromB;

    // Pro (no monthly cap) through the demo payment, on A.
    const sub = await json<{ clientSecret: string }>(`${webA.url}/api/create-subscription`, { method: 'POST', token, body: { plan: 'pro', interval: 'month' } });
    const paid = await json(`${webB.url}/api/billing/demo/confirm`, { method: 'POST', token, body: { clientSecret: sub.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } });
    assert.equal(paid.status, 200, 'pro plan paid');

    // Twenty stories at once, alternating between the two web processes.
    const webs = [webA, webB];
    const asked = Date.now();
    const requests = await Promise.all(Array.from({ length: STORIES }, async (_, i) => {
      const creator = webs[i % 2]!;
      const res = await json<{ id: string }>(`${creator.url}/api/stories/generate`, { method: 'POST', token, body: { ...STORY, childName: NAMES[i % NAMES.length] } });
      assert.equal(res.status, 200, `generate #${i} on ${creator.name}: ${JSON.stringify(res.body)}`);
      return { id: res.body.id, creator, watcher: webs[(i + 1) % 2]! };
    }));
    // Each story's progress is followed on the process that did not create it.
    const followed = await Promise.all(requests.map(async (r) => ({ ...r, events: await followEvents(r.watcher.url, token, r.id) })));
    const allDone = Date.now();

    for (const f of followed) {
      const last = f.events.at(-1);
      assert.equal(last?.status, 'ready', `story ${f.id} ended ${last?.status} (events on ${f.watcher.name})`);
      assert.equal(last.chaptersDone, last.chapterCount, `story ${f.id} has all its chapters`);
    }
    // Every change of a story reaches the other process (one event per change it saw): a stream that
    // only re-read the row now and then (every 10 s) would see 2-3 events over a run this long.
    const seen = followed.map((f) => f.events.length);
    assert.ok(seen.every((n) => n >= 6), `progress events per story on the other process: ${seen.join(',')}`);

    // None twice: one job per story, one charge per story, one set of chapters per story.
    const schema = 'pgboss';
    const jobs = await db.query<{ story: string; n: string }>(`SELECT data->>'storyId' AS story, count(*) AS n FROM ${schema}.job WHERE name = 'generate-story' GROUP BY 1`);
    assert.equal(jobs.rows.length, STORIES, 'a job for every story');
    assert.ok(jobs.rows.every((r) => Number(r.n) === 1), `one job per story: ${jobs.rows.map((r) => r.n).join(',')}`);
    // A job is marked completed just after its story's last event (the handler returns, then pg-boss writes
    // the state): on a busy machine the last ones may still be active for a moment, so wait for them.
    const unfinished = async (): Promise<number> => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.job WHERE name = 'generate-story' AND state <> 'completed'`)).rows[0]?.n);
    for (const until = Date.now() + 15_000; (await unfinished()) > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 200));
    assert.equal(await unfinished(), 0, 'every job completed');
    const retried = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.job WHERE name = 'generate-story' AND retry_count > 0`);
    assert.equal(Number(retried.rows[0]?.n), 0, 'every job completed on its first attempt');
    const chapters = await db.query<{ n: string; want: string }>(`SELECT count(c.*) AS n, s.chapter_count AS want FROM stories s LEFT JOIN chapters c ON c.story_id = s.id GROUP BY s.id`);
    assert.ok(chapters.rows.every((r) => Number(r.n) === Number(r.want)), 'no chapter written twice');
    const plan = await json<{ usage: { storiesThisMonth: number } }>(`${webA.url}/api/auth/plan-status`, { token });
    assert.equal(plan.body.usage.storiesThisMonth, STORIES, 'charged once per story');

    // Pictures are in the bucket and served by either process.
    const story = await json<{ coverImageUrl: string }>(`${webB.url}/api/stories/${requests[0]!.id}`, { token });
    const cover = await fetch(webA.url + story.body.coverImageUrl, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(cover.status, 200, 'cover read from the bucket through the other process');
    assert.ok(readdirSync(s3Dir, { recursive: true }).some((f) => String(f).includes('cover')), 'the cover is in the S3 store');

    // Progress is LISTENed for by each web process on one connection, not polled per row.
    const listeners = await db.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%story_progress%'`, [dbName]);
    assert.equal(Number(listeners.rows[0]?.n), 2, 'one LISTEN connection per web process');

    console.log(`test:scale passed: ${STORIES} stories over 2 web processes and 1 worker, each once`);
    console.log(`  processes ready in ${((ready - started) / 1000).toFixed(1)} s; stories asked to all ready in ${((allDone - asked) / 1000).toFixed(1)} s`);
    console.log(`  progress events per story seen on the other process: min ${Math.min(...followed.map((f) => f.events.length))}, max ${Math.max(...followed.map((f) => f.events.length))}`);
    console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s (logs in ${logDir})`);
  } catch (err) {
    console.error(`test:scale FAILED (process logs in ${logDir})`);
    throw err;
  } finally {
    await Promise.all(processes.map(stopProcess));
    await db.end().catch(() => undefined);
    await s3.close().catch(() => undefined);
    await smtp.close().catch(() => undefined);
    await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((err: unknown) => console.error('could not drop', dbName, err));
    await adminClient.end();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
