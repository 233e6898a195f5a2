// A generate request sent again with its Idempotency-Key (a double click, a connection dropped after
// the server took it) answers the first request's story: no second story, job or credit (decision 025).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationRequestSchema } from '@storyloom/contracts/stories';
import { rowsOf } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { appUsers, stories } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { monthKey, storiesUsed } from '../plans/usage.ts';
import { insertPaidStory, type PaidStory } from './insert-paid-story.ts';
import { requestFingerprint } from './request-fingerprint.ts';

const short = { character: 'friendly-dragon', theme: 'friendship', length: 'short', language: 'english', ageGroup: '5-8' };

describe.each(TEST_DATABASES)('a generate request sent again with its Idempotency-Key (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  /** A signed-in family, its product user made (by its first signed-in request). */
  async function family(): Promise<{ token: string; userId: string }> {
    const { token, email } = await t.signUp();
    expect((await t.request('GET', '/api/auth/plan-status', { token })).status).toBe(200);
    const user = await t.database.db.query.appUsers.findFirst({ where: eq(appUsers.email, email) });
    return { token, userId: user!.id };
  }

  const generate = (token: string, key: string | null, body: object = short) =>
    t.request('POST', '/api/stories/generate', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });

  /** What the family was charged, and what it has, as stored. */
  async function charged(userId: string): Promise<{ credits: number; stories: number }> {
    return { credits: await storiesUsed(t.database.db, userId), stories: await t.database.db.$count(stories, eq(stories.userId, userId)) };
  }

  it('answers the first request\'s story, with the same status and body, taking no second credit', async () => {
    const { token, userId } = await family();
    const key = randomUUID();
    const first = await generate(token, key);
    const again = await generate(token, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await charged(userId)).toEqual({ credits: 1, stories: 1 });
    expect(await t.waitForStory(token, first.body.id)).toMatchObject({ status: 'ready' });
  });

  it('makes one story and takes one credit from five identical requests at once', async () => {
    const { token, userId } = await family();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => generate(token, key)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await charged(userId)).toEqual({ credits: 1, stories: 1 });
  });

  it('answers the story that took the month\'s last credit, not the limit', async () => {
    const { token, userId } = await family();
    expect((await generate(token, null)).status).toBe(200);
    expect((await generate(token, null)).status).toBe(200);
    const key = randomUUID();
    // The free plan's third and last story, asked for three times at once and once more afterwards.
    const results = await Promise.all([generate(token, key), generate(token, key), generate(token, key)]);
    const later = await generate(token, key);
    expect([...results, later].map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set([...results, later].map((r) => r.body.id)).size).toBe(1);
    expect(await charged(userId)).toEqual({ credits: 3, stories: 3 });
    expect((await generate(token, randomUUID())).body.error.code).toBe('story_limit_reached');
  });

  it('makes a new story for each request without a key, as before', async () => {
    const { token, userId } = await family();
    const [a, b] = [await generate(token, null), await generate(token, null)];
    expect(a.body.id).not.toBe(b.body.id);
    expect(await charged(userId)).toEqual({ credits: 2, stories: 2 });
  });

  it('keeps the same key from another family unrelated', async () => {
    const [one, two] = [await family(), await family()];
    const key = randomUUID();
    const a = await generate(one.token, key);
    const b = await generate(two.token, key, { ...short, theme: 'adventure' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await charged(one.userId)).toEqual({ credits: 1, stories: 1 });
    expect(await charged(two.userId)).toEqual({ credits: 1, stories: 1 });
  });

  it('treats a choice left to its default and the same choice sent as one request', async () => {
    const { token, userId } = await family();
    const key = randomUUID();
    const { language: _default, ...withoutLanguage } = short;
    const first = await generate(token, key, short);
    const again = await generate(token, key, { ...withoutLanguage, childName: '  ' });
    expect(again.body.id).toBe(first.body.id);
    expect(await charged(userId)).toEqual({ credits: 1, stories: 1 });
  });

  it('refuses the key sent again with other choices with a 422 naming the header', async () => {
    const { token, userId } = await family();
    const key = randomUUID();
    expect((await generate(token, key)).status).toBe(200);
    const other = await generate(token, key, { ...short, theme: 'adventure' });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'idempotency_key_reused', field: 'Idempotency-Key' });
    expect(other.body.error.message).toContain('Idempotency-Key');
    expect(await charged(userId)).toEqual({ credits: 1, stories: 1 });
  });

  it('refuses a key that is not a UUID with a 400 naming the header, taking nothing', async () => {
    const { token, userId } = await family();
    const res = await generate(token, 'press-1');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.message).toContain('Idempotency-Key');
    expect(await charged(userId)).toEqual({ credits: 0, stories: 0 });
  });

  it('queues the story of a first request that died between its commit and its job', async () => {
    const { token, userId } = await family();
    const key = randomUUID();
    // What the first request committed before its process died: the story and its credit, no job.
    const paid = await insertPaidStory(t.database.db, 'free', {
      userId, ...generationRequestSchema.parse(short), moralLesson: '', childName: '', customPrompt: '', childLook: null, artStyle: 'classic',
      seed: 7, chapterCount: 5, creditMonth: monthKey(), idempotencyKey: key, requestFingerprint: requestFingerprint(generationRequestSchema.parse(short)),
    });
    expect(paid).toEqual({ made: expect.any(String) });
    const again = await generate(token, key);
    expect(again.body.id).toBe(paid && 'made' in paid ? paid.made : '');
    expect(await t.waitForStory(token, again.body.id)).toMatchObject({ status: 'ready' });
    expect(await charged(userId)).toEqual({ credits: 1, stories: 1 });
  });
});

// On PGlite one connection runs one statement at a time, so a request sent again always sees the first
// one's story. On PostgreSQL the two statements can overlap: the second starts before the first commits
// and waits for the family's month row. Here the first runs in a transaction left open on a connection
// of its own, and is committed once the second waits for it.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('two requests with one key whose statements overlap (PostgreSQL)', () => {
  let t: TestApp;
  let first: pg.Client;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    first = new pg.Client({ connectionString: serverUrl });
    await first.connect();
  }, 60_000);
  afterAll(async () => {
    await first?.end();
    await t?.close();
  });

  async function story(): Promise<PaidStory> {
    const { token, email } = await t.signUp();
    expect((await t.request('GET', '/api/auth/plan-status', { token })).status).toBe(200);
    const user = await t.database.db.query.appUsers.findFirst({ where: eq(appUsers.email, email) });
    const request = generationRequestSchema.parse(short);
    return {
      userId: user!.id, ...request, childLook: null, seed: 7, chapterCount: 5, creditMonth: monthKey(),
      idempotencyKey: randomUUID(), requestFingerprint: requestFingerprint(request),
    };
  }

  /** The first request's statement made and left uncommitted, the second's run until it waits for it, then the first committed. */
  async function overlapping(paid: PaidStory): Promise<{ made: unknown; again: unknown }> {
    await first.query('begin');
    const made = await insertPaidStory(drizzle(first, { schema }), 'free', paid);
    const again = insertPaidStory(t.database.db, 'free', paid);
    const pid = (await first.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    for (;;) {
      const waiting = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`));
      if (waiting[0]!.n > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await first.query('commit');
    return { made, again: await again };
  }

  async function charged(userId: string): Promise<{ credits: number; stories: number }> {
    return { credits: await storiesUsed(t.database.db, userId), stories: await t.database.db.$count(stories, eq(stories.userId, userId)) };
  }

  it('answers the first story when both took a credit: the second statement fails whole on the key and is answered', async () => {
    const paid = await story();
    const { made, again } = await overlapping(paid);
    expect(made).toEqual({ made: expect.any(String) });
    expect(again).toMatchObject({ earlier: { id: (made as { made: string }).made } });
    expect(await charged(paid.userId)).toEqual({ credits: 1, stories: 1 });
  });

  it('answers the first story when it took the month\'s last credit and the second found none left', async () => {
    const paid = await story();
    for (const seed of [1, 2]) await insertPaidStory(t.database.db, 'free', { ...paid, seed, idempotencyKey: null, requestFingerprint: null });
    const { made, again } = await overlapping(paid);
    expect(made).toEqual({ made: expect.any(String) });
    expect(again).toMatchObject({ earlier: { id: (made as { made: string }).made } });
    expect(await charged(paid.userId)).toEqual({ credits: 3, stories: 3 });
  });
});
