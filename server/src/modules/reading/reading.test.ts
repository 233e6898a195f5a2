import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../db/client.ts';
import { appUsers } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { saveProgress } from './save-progress.ts';

const short = { character: 'wise-owl', theme: 'learning', length: 'short', language: 'english', ageGroup: '3-5' };

describe.each(TEST_DATABASES)('reading progress API (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let storyId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ token } = await t.signUp());
    const res = await t.request('POST', '/api/stories/generate', { token, body: short });
    storyId = res.body.id;
    await t.waitForStory(token, storyId);
  }, 60_000);
  afterAll(() => t?.close());

  it('has no progress for a story never opened', async () => {
    const res = await t.request('GET', `/api/reading-progress/${storyId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('saves a page with pages = chapters + 3 and percent = round(page / (total - 1) * 100)', async () => {
    // 5 chapters -> 8 pages; page 3 of 0..7 -> 43%.
    const res = await t.request('POST', '/api/reading-progress', { token, body: { storyId, currentPage: 3, totalPages: 8 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ storyId, currentPage: 3, totalPages: 8, progressPercentage: 43 });
    const one = await t.request('GET', `/api/reading-progress/${storyId}`, { token });
    expect(one.body.currentPage).toBe(3);
    const last = await t.request('POST', '/api/reading-progress', { token, body: { storyId, currentPage: 7, totalPages: 8 } });
    expect(last.body.progressPercentage).toBe(100);
    const all = await t.request('GET', '/api/reading-progress', { token });
    expect(all.body).toHaveLength(1);
    const list = await t.request('GET', '/api/stories/user', { token });
    expect(list.body[0].readingProgress).toMatchObject({ currentPage: 7, progressPercentage: 100 });
  });

  it('counts the time between two saves as reading, two minutes at most, and keeps the first time a book was finished', async () => {
    const made = await t.request('POST', '/api/stories/generate', { token, body: short });
    await t.waitForStory(token, made.body.id);
    const save = (currentPage: number) => t.request('POST', '/api/reading-progress', { token, body: { storyId: made.body.id, currentPage, totalPages: 8 } });
    const stored = async () => ((await t.database.sql.executeSql(
      'select seconds_read, completed_at from reading_progress where story_id = $1', [made.body.id],
    )).rows[0] as { seconds_read: number; completed_at: Date | string | null });
    // The previous save moved back in time, as if the page had been read meanwhile.
    const readFor = (seconds: number) => t.database.sql.executeSql(
      `update reading_progress set last_read_at = last_read_at - make_interval(secs => $2) where story_id = $1`, [made.body.id, seconds],
    );
    expect((await save(3)).status).toBe(200);
    expect(await stored()).toMatchObject({ seconds_read: 0, completed_at: null });
    await readFor(30);
    await save(7);
    const finished = await stored();
    expect(finished.seconds_read).toBeGreaterThanOrEqual(30);
    expect(finished.seconds_read).toBeLessThan(40);
    expect(finished.completed_at).not.toBeNull();
    await readFor(3600);
    await save(7);
    const again = await stored();
    expect(again.seconds_read - finished.seconds_read).toBe(120);
    expect(new Date(again.completed_at!).getTime()).toBe(new Date(finished.completed_at!).getTime());
    await save(4);
    expect((await stored()).completed_at).toBeNull();
  }, 60_000);

  it("commits a save without waiting for the disk, and that save alone (decision 026)", async () => {
    const commitWaits = async (db: Db) =>
      rowsOf<{ value: string }>(await db.execute(sql`select current_setting('synchronous_commit') as value`))[0]?.value;
    const me = (await t.request('GET', '/api/auth/user', { token })).body.id as string;
    const [user] = await t.database.db.select().from(appUsers).where(eq(appUsers.id, me));
    // Inside a transaction the setting the save's statement leaves for its commit can be read back.
    const inSave = await t.database.db.transaction(async (tx) => {
      const saved = await saveProgress(tx as unknown as Db, user!, { storyId, currentPage: 1, totalPages: 8 });
      expect(saved).toMatchObject({ storyId, currentPage: 1 });
      expect(saved).not.toHaveProperty('durability');
      return commitWaits(tx as unknown as Db);
    });
    expect(inSave).toBe('off');
    expect(await commitWaits(t.database.db)).toBe('on');
    expect((await t.request('GET', `/api/reading-progress/${storyId}`, { token })).body.currentPage).toBe(1);
  });

  it.each([
    [{ currentPage: 8, totalPages: 8 }, 'currentPage'],
    [{ currentPage: -1, totalPages: 8 }, 'currentPage'],
    [{ currentPage: 1, totalPages: 9 }, 'totalPages'],
    [{ currentPage: 'two', totalPages: 8 }, 'currentPage'],
  ])('answers impossible progress %j with a 400 naming %s', async (patch, field) => {
    const res = await t.request('POST', '/api/reading-progress', { token, body: { storyId, ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('answers a missing storyId with a 400 naming it', async () => {
    const res = await t.request('POST', '/api/reading-progress', { token, body: { currentPage: 1, totalPages: 8 } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('storyId');
  });

  it("keeps another family's progress out of reach", async () => {
    const other = await t.signUp();
    expect((await t.request('GET', `/api/reading-progress/${storyId}`, { token: other.token })).status).toBe(404);
    expect((await t.request('POST', '/api/reading-progress', { token: other.token, body: { storyId, currentPage: 1, totalPages: 8 } })).status).toBe(404);
    expect((await t.request('GET', '/api/reading-progress', { token: other.token })).body).toEqual([]);
    expect((await t.request('GET', '/api/reading-progress')).status).toBe(401);
  });

  it('forgets the progress of a story that is regenerated: the new text is unread', async () => {
    const made = await t.request('POST', '/api/stories/generate', { token, body: short });
    await t.waitForStory(token, made.body.id);
    const done = await t.request('POST', '/api/reading-progress', { token, body: { storyId: made.body.id, currentPage: 7, totalPages: 8 } });
    expect(done.body.progressPercentage).toBe(100);
    expect((await t.request('POST', `/api/stories/${made.body.id}/regenerate`, { token })).status).toBe(200);
    expect((await t.request('GET', `/api/reading-progress/${made.body.id}`, { token })).body).toBeNull();
    await t.waitForStory(token, made.body.id);
    const listed = await t.request('GET', '/api/reading-progress', { token });
    expect(listed.body.map((row: { storyId: string }) => row.storyId)).not.toContain(made.body.id);
  }, 60_000);
});
