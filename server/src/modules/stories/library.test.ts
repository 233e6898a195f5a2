// The library's pages and search through HTTP (issue 16): a cursor that neither repeats nor skips a
// story while the library changes, another family's stories never shown, filters and sorts done on
// the server, and search from the stored vector: accents, the prefix rule, French stems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, stories } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

interface Fixture { title: string; description?: string; chapter?: string; language?: 'english' | 'french'; theme?: string; createdAt?: Date; status?: 'writing' | 'ready' }

describe.each(TEST_DATABASES)('library pages and search (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  async function family() {
    const { token } = await t.signUp();
    const me = await t.request('GET', '/api/auth/user', { token });
    return { token, userId: me.body.id as string };
  }

  async function addStories(userId: string, list: Fixture[]): Promise<string[]> {
    const rows = await t.database.db.insert(stories).values(list.map((f, i) => ({
      userId, title: f.title, description: f.description ?? '', character: 'friendly-dragon', theme: f.theme ?? 'friendship',
      length: 'short', language: f.language ?? 'english', ageGroup: '5-8', seed: i + 1, chapterCount: 1, status: f.status ?? 'ready',
      progress: f.status === 'writing' ? 40 : 100, creditMonth: '2026-01', createdAt: f.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    }))).returning({ id: stories.id });
    const withText = list.map((f, i) => ({ f, id: rows[i]!.id })).filter((x) => x.f.chapter);
    if (withText.length > 0) {
      await t.database.db.insert(chapters).values(withText.map(({ f, id }) => ({ storyId: id, position: 0, title: 'One', content: f.chapter! })));
    }
    return rows.map((r) => r.id);
  }

  async function allPages(token: string, query: string, limit: number, between?: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const res = await t.request('GET', `/api/stories/library?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token });
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((s: { id: string }) => s.id));
      cursor = res.body.nextCursor;
      if (!cursor) return seen;
      await between?.();
    }
    throw new Error('too many pages');
  }

  it('pages through every story once, in order, while stories are added and others exist', async () => {
    const a = await family();
    const b = await family();
    // Five stories share one instant, across the end of the 3rd page: only the id orders them.
    const tie = new Date(Date.UTC(2026, 0, 1, 0, 0, 16));
    const titles = Array.from({ length: 35 }, (_, i) => ({ title: `Book ${String(i).padStart(2, '0')}`, createdAt: i >= 12 && i <= 16 ? tie : undefined }));
    const ids = await addStories(a.userId, titles);
    const others = await addStories(b.userId, titles.slice(0, 10));

    let added = 0;
    const seen = await allPages(a.token, 'sort=newest', 7, async () => {
      // A story written while the parent scrolls comes first, so it is not on a later page.
      await addStories(a.userId, [{ title: 'Written meanwhile', createdAt: new Date() }]);
      added += 1;
    });
    expect(added).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(seen.some((id) => others.includes(id))).toBe(false);
    const whole = await t.request('GET', '/api/stories/library?limit=60', { token: a.token });
    expect(seen).toEqual(whole.body.items.map((s: { id: string }) => s.id).filter((id: string) => ids.includes(id)));

    const byTitle = await allPages(b.token, 'sort=title', 3);
    expect(byTitle).toEqual(others);

    const first = await t.request('GET', '/api/stories/library?limit=5', { token: a.token });
    expect(first.body.total).toBe(35 + added);
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      ['bookmarked', 'coverImageUrl', 'createdAt', 'error', 'id', 'language', 'progress', 'readingProgress', 'regenerationCount', 'status', 'theme', 'title'],
    );
  });

  it('filters by theme, language and reading state on the server', async () => {
    const a = await family();
    const [read, , french] = await addStories(a.userId, [
      { title: 'Read one' }, { title: 'Space one', theme: 'magic' }, { title: 'Une histoire', language: 'french' },
    ]);
    const done = await t.request('POST', '/api/reading-progress', { token: a.token, body: { storyId: read, currentPage: 3, totalPages: 4, progressPercentage: 100 } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const titles = async (q: string) => {
      const res = await t.request('GET', `/api/stories/library?${q}`, { token: a.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items.map((s: { title: string }) => s.title);
    };
    expect(await titles('theme=magic')).toEqual(['Space one']);
    expect(await titles('language=french')).toEqual(['Une histoire']);
    expect(await titles('state=finished')).toEqual(['Read one']);
    expect((await titles('state=unread')).sort()).toEqual(['Space one', 'Une histoire']);
    expect(await titles('sort=lastRead&limit=1')).toEqual(['Read one']);
    const page = await t.request('GET', '/api/stories/library', { token: a.token });
    expect(page.body.languages).toEqual(['english', 'french']);
    // The count is the filters'; the languages are the family's, even when the filters match nothing.
    const inFrench = await t.request('GET', '/api/stories/library?language=french', { token: a.token });
    expect(inFrench.body).toMatchObject({ total: 1, languages: ['english', 'french'] });
    const none = await t.request('GET', '/api/stories/library?theme=bravery', { token: a.token });
    expect(none.body).toMatchObject({ items: [], total: 0, nextCursor: null, languages: ['english', 'french'] });
    expect(page.body.items.find((s: { id: string }) => s.id === french).readingProgress).toBeNull();
  });

  it('answers a bad cursor or filter with a 400 naming the field, and a stranger with a 401', async () => {
    const a = await family();
    await addStories(a.userId, [{ title: 'x' }, { title: 'y' }]);
    const page = await t.request('GET', '/api/stories/library?limit=1', { token: a.token });
    const title = await t.request('GET', `/api/stories/library?sort=title&cursor=${page.body.nextCursor}`, { token: a.token });
    expect(title.status).toBe(400);
    expect(title.body.error.field).toBe('cursor');
    const junk = await t.request('GET', '/api/stories/library?cursor=not-a-cursor', { token: a.token });
    expect(junk.body.error.field).toBe('cursor');
    const theme = await t.request('GET', '/api/stories/library?theme=horror', { token: a.token });
    expect(theme.status).toBe(400);
    expect(theme.body.error.field).toBe('theme');
    expect((await t.request('GET', '/api/stories/library')).status).toBe(401);
  });

  it('searches the family only, without accents, with whole words except the one being typed', async () => {
    const a = await family();
    const b = await family();
    const [bell, believe, elephant, knights, ate] = await addStories(a.userId, [
      { title: 'The silver bell', chapter: 'The bells rang all night.' },
      { title: 'A quiet night', chapter: 'She did believe it, and she belonged there.' },
      { title: 'Le grand éléphant', language: 'french', chapter: 'Il était une fois.' },
      { title: 'Le preux', language: 'french', chapter: 'Un chevalier partait.' },
      { title: 'Le goûter', language: 'french', chapter: 'Le lapin mangeait une carotte.' },
    ]);
    await addStories(b.userId, [{ title: 'Another silver bell', chapter: 'bells and elephants' }]);
    const found = async (q: string) => {
      const res = await t.request('GET', `/api/stories/library?q=${encodeURIComponent(q)}`, { token: a.token });
      expect(res.status).toBe(200);
      return res.body.items.map((s: { id: string }) => s.id).sort();
    };
    expect(await found('bell')).toEqual([bell]);
    expect(await found('bel')).toEqual([bell, believe].sort());
    expect(await found('bell ')).toEqual([bell]);
    expect(await found('elephant')).toEqual([elephant]);
    expect(await found('ÉLÉPHANT')).toEqual([elephant]);
    expect(await found('chevaliers')).toEqual([knights]);
    expect(await found('manger')).toEqual([ate]);
    expect(await found('silver bells')).toEqual([bell]);
    expect(await found('?!')).toEqual([]);
    // A term with no word finds nothing, and the first page still names the family's languages.
    const wordless = await t.request('GET', `/api/stories/library?q=${encodeURIComponent('?!')}`, { token: a.token });
    expect(wordless.body).toMatchObject({ total: 0, nextCursor: null, languages: ['english', 'french'] });
    // The story API's search reads the same stored vector.
    const api = await t.request('GET', '/api/stories/search?q=believe', { token: a.token });
    expect(api.body.map((s: { id: string }) => s.id)).toEqual([believe]);
  });

  it('ranks by the title and the description: a story whose words are only in its chapters comes after, newest first', async () => {
    const a = await family();
    const at = (hour: number) => new Date(Date.UTC(2026, 1, 1, hour));
    const [inTitle, inDescription, oftenInChapters, onceInChapters] = await addStories(a.userId, [
      { title: 'The lighthouse', chapter: 'A quiet evening.', createdAt: at(1) },
      { title: 'A windy night', description: 'Sam climbs the lighthouse.', chapter: 'Up the stairs.', createdAt: at(2) },
      { title: 'By the sea', chapter: 'The lighthouse, the lighthouse, the lighthouse and its lighthouse keeper.', createdAt: at(3) },
      { title: 'On the rocks', chapter: 'Far away, a lighthouse.', createdAt: at(4) },
    ]);
    const order = async (q: string) => (await t.request('GET', `/api/stories/library?q=${q}`, { token: a.token })).body.items.map((s: { id: string }) => s.id);
    const ranked = await order('lighthouse');
    expect(ranked.slice(0, 2).sort()).toEqual([inTitle, inDescription].sort());
    expect(ranked.slice(2)).toEqual([onceInChapters, oftenInChapters]);
    // The story API's search ranks the same way.
    const api = await t.request('GET', '/api/stories/search?q=lighthouse', { token: a.token });
    expect(api.body.map((s: { id: string }) => s.id).slice(2)).toEqual([onceInChapters, oftenInChapters]);
    // Matching reads only the index: the stored book has no positions or weights to recheck (migration 0012).
    const { sql } = await import('drizzle-orm');
    const stored = await t.database.db.execute(sql`select bool_and(search_vector = strip(search_vector) and length(search_vector) > 0) as stripped, bool_or(search_rank_vector <> strip(search_rank_vector)) as weighted from stories where user_id = ${a.userId}`);
    expect((stored as unknown as { rows: unknown[] }).rows ?? stored).toEqual([{ stripped: true, weighted: true }]);
    // A new title is ranked at once (the trigger keeps the ranking column with the title).
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(stories).set({ title: 'The old lighthouse' }).where(eq(stories.id, oftenInChapters!));
    const after = await order('lighthouse');
    expect(after.slice(0, 3).sort()).toEqual([inTitle, inDescription, oftenInChapters].sort());
    expect(after[3]).toBe(onceInChapters);
  });

  it("finds a book by its chapters' words once it is ready, and by its title while it is written", async () => {
    const a = await family();
    const [zeppelin] = await addStories(a.userId, [{ title: 'The windy morning', chapter: 'A zeppelin drifted over the hills.', status: 'writing' }]);
    const found = async (q: string) => (await t.request('GET', `/api/stories/library?q=${q}`, { token: a.token })).body.items.map((s: { id: string }) => s.id);
    // Being written: the chapters are not read into the search text yet (migration 0013), the title is.
    expect(await found('zeppelin')).toEqual([]);
    expect(await found('windy')).toEqual([zeppelin]);
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(stories).set({ status: 'ready', progress: 100 }).where(eq(stories.id, zeppelin!));
    expect(await found('zeppelin')).toEqual([zeppelin]);
    expect(await found('windy')).toEqual([zeppelin]);
    // A regeneration takes it back to its title until the new text is ready.
    await t.database.db.update(stories).set({ status: 'writing' }).where(eq(stories.id, zeppelin!));
    expect(await found('zeppelin')).toEqual([]);
  });

  it('pages search results and keeps the vector true when chapters are rewritten', async () => {
    const a = await family();
    const ids = await addStories(a.userId, Array.from({ length: 5 }, (_, i) => ({ title: `Moon ${i}`, chapter: 'moonlight' })));
    const seen = await allPages(a.token, 'q=moon', 2);
    expect([...seen].sort()).toEqual([...ids].sort());
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(chapters).set({ content: 'a lighthouse keeper' }).where(eq(chapters.storyId, ids[0]!));
    const light = await t.request('GET', '/api/stories/library?q=lighthouse', { token: a.token });
    expect(light.body.items.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
    await t.database.db.delete(chapters).where(eq(chapters.storyId, ids[0]!));
    expect((await t.request('GET', '/api/stories/library?q=lighthouse', { token: a.token })).body.total).toBe(0);
  });
});
