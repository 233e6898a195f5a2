// The ownership checks every story route stands on (issue 15): a story is found only by its owner,
// lists and searches hold only the asker's stories with the asker's progress, an unfinished story is
// refused. Straight against the embedded database, seeded with a few families (db:seed's code).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { chapters, readingProgress, stories } from '../../db/schema/index.ts';
import { seedFamilies, type SeededFamily } from '../../db/seed/seed-families.ts';
import { createRandom } from '../../db/seed/seed-random.ts';
import { seedStories } from '../../db/seed/seed-stories.ts';
import { assertReady, findOwnedStory, findProgress, listChapters, listUserStories, searchUserStories, STILL_WRITING, STORY_NOT_FOUND } from './story-queries.ts';
import type { StoryRow } from './story-views.ts';

let database: Database;
let alice: SeededFamily;
let bob: SeededFamily;
let aliceStories: StoryRow[];

beforeAll(async () => {
  database = await openPglite(undefined);
  const rng = createRandom(7);
  const now = new Date();
  [alice, bob] = (await seedFamilies(database.db, rng, 2, now)) as [SeededFamily, SeededFamily];
  await seedStories(database.db, rng, [alice, bob], 8, now);
  aliceStories = await database.db.select().from(stories).where(eq(stories.userId, alice.id));
}, 120_000);
afterAll(() => database?.close());

const readyOf = (list: StoryRow[]) => list.find((s) => s.status === 'ready') as StoryRow;

describe('ownership of stories', () => {
  it('finds a story for its owner and for nobody else, with the same 404 as a story that does not exist', async () => {
    const story = readyOf(aliceStories);
    expect((await findOwnedStory(database.db, alice.id, story.id)).id).toBe(story.id);
    await expect(findOwnedStory(database.db, bob.id, story.id)).rejects.toMatchObject({ code: 'not_found', message: STORY_NOT_FOUND });
    await expect(findOwnedStory(database.db, alice.id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'not_found', message: STORY_NOT_FOUND });
    await expect(findOwnedStory(database.db, alice.id, 'not-a-uuid')).rejects.toMatchObject({ code: 'not_found', message: STORY_NOT_FOUND });
  });

  it("lists only the asker's stories, newest first, each with the asker's own progress", async () => {
    const story = readyOf(aliceStories);
    await database.db.delete(readingProgress).where(eq(readingProgress.storyId, story.id));
    await database.db.insert(readingProgress).values({ userId: alice.id, storyId: story.id, currentPage: 3, totalPages: 7 });
    const list = await listUserStories(database.db, alice.id);
    expect(list.map((r) => r.story.id).sort()).toEqual(aliceStories.map((s) => s.id).sort());
    expect(list.every((r) => r.story.userId === alice.id)).toBe(true);
    const dates = list.map((r) => r.story.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.find((r) => r.story.id === story.id)?.progress?.currentPage).toBe(3);
    expect((await findProgress(database.db, alice.id, story.id))?.currentPage).toBe(3);
    expect(await findProgress(database.db, bob.id, story.id)).toBeNull();
    expect((await listUserStories(database.db, bob.id)).some((r) => r.story.userId !== bob.id)).toBe(false);
  });

  it("searches only the asker's stories", async () => {
    const story = readyOf(aliceStories);
    const word = story.title.split(/\s+/).find((w) => w.length > 4) ?? story.title;
    const mine = await searchUserStories(database.db, alice.id, word);
    expect(mine.map((r) => r.story.id)).toContain(story.id);
    const alices = new Set(aliceStories.map((s) => s.id));
    expect(mine.every((r) => alices.has(r.story.id))).toBe(true);
    const theirs = await searchUserStories(database.db, bob.id, word);
    expect(theirs.some((r) => r.story.id === story.id)).toBe(false);
    expect(await searchUserStories(database.db, alice.id, '   ')).toEqual([]);
    expect(await searchUserStories(database.db, alice.id, word, 1)).toHaveLength(Math.min(1, mine.length));
  });

  it("gives a story's chapters in reading order", async () => {
    const story = readyOf(aliceStories);
    // Written out of order: the query, not the insertion, must give the order.
    await database.db.insert(chapters).values([2, 0, 1].map((position) => ({ storyId: story.id, position, title: `Part ${position}`, content: 'Text.' })));
    const list = await listChapters(database.db, story.id);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((c) => c.position)).toEqual([0, 1, 2]);
    const other = aliceStories.find((s) => s.id !== story.id) as StoryRow;
    expect(await listChapters(database.db, other.id)).toEqual([]);
  });

  it('says in words what the reader sees: the same 404 sentence for a missing or foreign story, a wait for an unfinished one', () => {
    expect(STORY_NOT_FOUND).toBe("The story you're looking for doesn't exist or has been deleted.");
    expect(STILL_WRITING).toBe('This story is still being written. Please wait until it is ready.');
  });

  it('refuses a story that is not ready with a conflict', () => {
    const story = readyOf(aliceStories);
    expect(assertReady(story)).toBe(story);
    for (const status of ['queued', 'writing', 'illustrating', 'failed'] as const) {
      expect(() => assertReady({ ...story, status })).toThrow(expect.objectContaining({ code: 'conflict', message: STILL_WRITING }));
    }
  });
});
