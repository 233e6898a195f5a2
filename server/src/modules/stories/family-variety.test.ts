// Issue 10 item 8: a family's next book avoids the plots and stock lines of its last ones. Through HTTP,
// with the real queue and database: the worker stores each book's tellings and feeds them to the next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stories } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const request = { character: 'little-bear', theme: 'adventure', length: 'short', language: 'english', ageGroup: '5-8', childName: 'Ruby' };

describe.each(TEST_DATABASES)("a family's library (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('tells two consecutive books of one family with no stock telling in common', async () => {
    const { token } = await t.signUp();
    const linesOf = async (): Promise<string[]> => {
      const res = await t.request('POST', '/api/stories/generate', { token, body: request });
      expect(res.status).toBe(200);
      expect(await t.waitForStory(token, res.body.id)).toMatchObject({ status: 'ready' });
      const [row] = await t.database.db.select({ lines: stories.lines }).from(stories).where(eq(stories.id, res.body.id));
      return row?.lines ?? [];
    };
    const first = await linesOf();
    const second = await linesOf();
    expect(first.length).toBeGreaterThan(10);
    expect(second.length).toBeGreaterThan(10);
    expect(second.filter((key) => first.includes(key))).toEqual([]);
  }, 60_000);
});
