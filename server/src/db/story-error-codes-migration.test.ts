// Migration 0011: a story that failed before codes existed stored an English sentence; after the
// migration it holds the code the web translates, and the API sends only codes.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from './schema/index.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const MIGRATION = readFileSync(new URL('../../drizzle/0011_story_error_codes.sql', import.meta.url), 'utf8');

describe('migration 0011 (story error codes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('turns the English sentence of an old failed story into its code', async () => {
    const { token } = await t.signUp();
    const user = await t.request('GET', '/api/auth/user', { token });
    const [row] = await t.database.db.insert(stories).values({
      userId: user.body.id, title: 'Old', character: 'wise-owl', theme: 'kindness', length: 'short', language: 'french', ageGroup: '5-8',
      seed: 1, chapterCount: 3, status: 'failed', creditMonth: '2025-01', creditReturned: true,
    }).returning({ id: stories.id });
    await t.database.db.execute(sql`update stories set error = 'We could not finish this story. Your credit has been returned; please try again.' where id = ${row!.id}`);

    await t.database.db.execute(sql.raw(MIGRATION));

    const story = await t.request('GET', `/api/stories/${row!.id}`, { token });
    expect(story.status).toBe(200);
    expect(story.body.error).toBe('generation_failed');
  });
});
