// A family's library pages and story reads remembered on the embedded database (family-cache.ts,
// docs/decisions/029): any write to the family's stories, chapters or reading places makes the next
// read ask the database again, another family's answers stay, and an answer read across a change is
// never kept. library.test.ts and stories.test.ts hold the same promise through the HTTP routes.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { appUsers, chapters, identityUsers, readingProgress, stories } from '../../db/schema/index.ts';
import { startFamilyCache, type FamilyCache } from './family-cache.ts';

describe("a family's remembered books (embedded database)", () => {
  let database: Database;
  let cache: FamilyCache;
  beforeAll(async () => {
    database = await openPglite(undefined);
    cache = (await startFamilyCache(database))!;
  }, 60_000);
  afterAll(async () => {
    await cache?.close();
    await database?.close();
  });

  async function family() {
    const identityId = randomUUID();
    await database.db.insert(identityUsers).values({ id: identityId, name: 'Ada', email: `${identityId}@example.com` });
    const [user] = await database.db.insert(appUsers).values({ identityId, firstName: 'Ada', email: `${identityId}@example.com` }).returning({ id: appUsers.id });
    const [story] = await database.db.insert(stories).values({
      userId: user!.id, title: 'The Owl', character: 'wise-owl', theme: 'magic', length: 'short', language: 'english', ageGroup: '3-5',
      seed: 7, chapterCount: 1, status: 'ready', progress: 100, creditMonth: '2026-11',
    }).returning({ id: stories.id });
    return { userId: user!.id, storyId: story!.id };
  }

  /** Reads through the cache; true when the database was asked. */
  async function asked(familyId: string, key = 'page'): Promise<boolean> {
    let loaded = false;
    await cache.read(familyId, key, async () => {
      loaded = true;
      return { familyId };
    });
    return loaded;
  }

  /** Remembered: the second read does not ask. */
  async function remembered(familyId: string, key = 'page') {
    await asked(familyId, key);
    expect(await asked(familyId, key)).toBe(false);
  }

  it('is read again after a write to the family\'s stories, chapters or reading places', async () => {
    const a = await family();
    const writes = [
      () => database.db.update(stories).set({ bookmarked: true }).where(eq(stories.id, a.storyId)),
      () => database.db.insert(chapters).values({ storyId: a.storyId, position: 0, title: 'One', content: 'Once upon a time.' }),
      // A picture arrives after its chapter's words: only the chapter row changes.
      () => database.db.update(chapters).set({ imageKey: 'chapter-0.webp' }).where(eq(chapters.storyId, a.storyId)),
      () => database.db.insert(readingProgress).values({ userId: a.userId, storyId: a.storyId, totalPages: 4 }),
      () => database.db.update(readingProgress).set({ currentPage: 2 }).where(eq(readingProgress.storyId, a.storyId)),
      () => database.db.insert(stories).values({
        userId: a.userId, title: 'The Bear', character: 'little-bear', theme: 'family', length: 'short', language: 'french', ageGroup: '3-5',
        seed: 8, chapterCount: 1, creditMonth: '2026-11',
      }),
      () => database.db.delete(stories).where(eq(stories.id, a.storyId)),
    ];
    for (const write of writes) {
      await remembered(a.userId);
      await write();
      expect(await asked(a.userId)).toBe(true);
    }
  });

  it("keeps what depends on the books alone (a story's pages) when only a reading place changes", async () => {
    const a = await family();
    const pages = async () => {
      let loaded = false;
      await cache.read(a.userId, 'pages', async () => {
        loaded = true;
        return 4;
      }, 'books');
      return loaded;
    };
    await pages();
    await remembered(a.userId);
    await database.db.insert(readingProgress).values({ userId: a.userId, storyId: a.storyId, totalPages: 4 });
    expect(await pages()).toBe(false);
    expect(await asked(a.userId)).toBe(true);
    await database.db.update(stories).set({ firstUse: 'read' }).where(eq(stories.id, a.storyId));
    expect(await pages()).toBe(true);
  });

  it("keeps another family's answers when one family's books change", async () => {
    const a = await family();
    const b = await family();
    await remembered(a.userId);
    await remembered(b.userId);
    await database.db.update(stories).set({ title: 'The Wise Owl' }).where(eq(stories.id, a.storyId));
    expect(await asked(b.userId)).toBe(false);
    expect(await asked(a.userId)).toBe(true);
  });

  it('forgets every family when a table is emptied', async () => {
    const a = await family();
    await remembered(a.userId);
    await database.db.execute(sql`TRUNCATE reading_progress`);
    expect(await asked(a.userId)).toBe(true);
  });

  it('never keeps an answer read across a change, nor a failure', async () => {
    const a = await family();
    await cache.read(a.userId, 'page', async () => {
      await database.db.update(stories).set({ bookmarked: true }).where(eq(stories.id, a.storyId));
      return 'read before the bookmark';
    });
    expect(await asked(a.userId)).toBe(true);
    await expect(cache.read(a.userId, 'story', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await asked(a.userId, 'story')).toBe(true);
  });

  it("keeps an answer read while another family's books, or its own reading places alone, changed", async () => {
    const a = await family();
    const b = await family();
    // Another family writes while this family's page is read: the answer is still this family's.
    await cache.read(a.userId, 'page', async () => {
      await database.db.update(stories).set({ bookmarked: true }).where(eq(stories.id, b.storyId));
      return 'read while another family bookmarked';
    });
    expect(await asked(a.userId)).toBe(false);
    // A page turn of the family while its story's pages are read: they do not depend on reading places.
    await cache.read(a.userId, 'pages', async () => {
      await database.db.insert(readingProgress).values({ userId: a.userId, storyId: a.storyId, totalPages: 4 });
      return 4;
    }, 'books');
    expect(await asked(a.userId, 'pages')).toBe(false);
    // What shows reading places is not kept across that page turn.
    await cache.read(a.userId, 'library', async () => {
      await database.db.update(readingProgress).set({ currentPage: 2 }).where(eq(readingProgress.storyId, a.storyId));
      return 'read across a page turn';
    });
    expect(await asked(a.userId, 'library')).toBe(true);
  });

  it('keeps a bounded number of answers, forgetting first the family read longest ago', async () => {
    const small = (await startFamilyCache(database, 4))!;
    try {
      const read = async (familyId: string, key: string) => {
        let loaded = false;
        await small.read(familyId, key, async () => {
          loaded = true;
          return key;
        });
        return loaded;
      };
      await read('family-a', 'page 1');
      await read('family-a', 'page 2');
      await read('family-b', 'page 1');
      await read('family-c', 'page 1');
      expect(await read('family-a', 'page 1')).toBe(false); // read again: now the latest
      await read('family-d', 'page 1'); // a fifth answer: family b, read longest ago, goes
      expect(await read('family-a', 'page 2')).toBe(false);
      expect(await read('family-c', 'page 1')).toBe(false);
      expect(await read('family-b', 'page 1')).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('is not kept on a PostgreSQL server, where another process writes unseen', async () => {
    expect(await startFamilyCache({ ...database, kind: 'postgres' })).toBeNull();
  });
});
