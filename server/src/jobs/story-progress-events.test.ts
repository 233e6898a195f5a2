// Progress across processes (issue 15 item 6): a change to a story row wakes the streams following it
// through PostgreSQL NOTIFY, on PGlite and, between two separate connections pools (two processes'
// worth), on the PostgreSQL server. Without the notification a follower sleeps its whole wait.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { appUsers, stories } from '../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';
import { createStoryProgressEvents, type StoryProgressEvents } from './story-progress-events.ts';

const LONG_WAIT_MS = 10 * 60_000;
const asleep = () => new Promise<'asleep'>((resolve) => setTimeout(() => resolve('asleep'), 15_000));

describe.each(TEST_DATABASES)('story progress notifications (%s)', (kind) => {
  let t: TestApp;
  let other: Database | undefined;
  let events: StoryProgressEvents;
  let storyId: string;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { worker: false });
    // On the server, the writer is another pool: what a worker process is to a web process.
    other = kind === 'postgres' ? await openPostgres(process.env.TEST_DATABASE_URL ?? '', { maxConnections: 2 }) : undefined;
    events = createStoryProgressEvents(t.database);
    const { email } = await t.signUp();
    await t.request('POST', '/api/auth/user', { token: (await t.signUp({ email: `x-${email}` })).token });
    const [user] = await t.database.db.select({ id: appUsers.id }).from(appUsers).limit(1);
    const [row] = await t.database.db.insert(stories).values({
      userId: user!.id, character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english', ageGroup: '5-8', seed: 7, chapterCount: 5, status: 'writing', creditMonth: '2025-01',
    }).returning({ id: stories.id });
    storyId = row!.id;
  }, 60_000);
  afterAll(async () => {
    await events?.close();
    await other?.close();
    await t?.close();
  });

  const writer = () => (other ?? t.database).db;

  it("wakes a follower when its story's row changes, and not for another story", async () => {
    const follower = await events.follow(storyId);
    const bystander = await events.follow('00000000-0000-4000-8000-000000000000');
    const woken = follower.next(LONG_WAIT_MS).then(() => 'woken' as const);
    await writer().update(stories).set({ progress: 40 }).where(eq(stories.id, storyId));
    expect(await Promise.race([woken, asleep()])).toBe('woken');
    const quiet = bystander.next(3_000).then(() => 'timer' as const);
    expect(await quiet).toBe('timer');
    follower.stop();
    bystander.stop();
  }, 30_000);

  it('keeps a change made between two waits, so the stream reads it at once', async () => {
    const follower = await events.follow(storyId);
    await writer().update(stories).set({ progress: 60 }).where(eq(stories.id, storyId));
    // The notification arrives while nobody waits; the next wait returns straight away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await Promise.race([follower.next(LONG_WAIT_MS).then(() => 'woken' as const), asleep()])).toBe('woken');
    follower.stop();
  }, 30_000);
});
