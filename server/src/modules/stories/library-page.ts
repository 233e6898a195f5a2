// One page of a family's library (GET /api/stories/library): scoped to the family first, narrowed
// by search and filters, only the columns a card shows. Pages follow a keyset cursor (the last
// card's sort key, creation time and id), so a story added or removed meanwhile never duplicates
// or skips another; search results come by relevance, where the cursor is a position.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { LibraryPage, LibraryQueryParsed, LibraryStats, LibrarySort, ReadingState, StoryCard } from '@storyloom/contracts/library';
import type { StoryLanguage } from '@storyloom/contracts/options';
import type { Db } from '../../db/client.ts';
import { readingProgress, stories } from '../../db/schema/index.ts';
import { badRequest } from '../../http/app-error.ts';
import { searchQuery, searchRankVector, searchVector } from './search-stories.ts';
import { mediaUrl } from './story-views.ts';

/** The cursor: a relevance position, or the last card's [sort key, created_at as text, id]. */
type Cursor = { s: 'rank'; o: number } | { s: LibrarySort; k: string | null; c: string; i: string };

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(value: string, expected: Cursor['s']): Cursor {
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    cursor = null;
  }
  const c = cursor as Partial<Record<string, unknown>> | null;
  const valid = c !== null && typeof c === 'object' && c.s === expected && (expected === 'rank'
    ? Number.isInteger(c.o) && (c.o as number) >= 0
    : typeof c.c === 'string' && typeof c.i === 'string' && /^[0-9a-f-]{36}$/.test(c.i) && (c.k === null || typeof c.k === 'string'));
  if (!valid) throw badRequest('This cursor does not belong to this list; start again from the first page.', 'cursor');
  return c as Cursor;
}

const STATE: Record<ReadingState, SQL> = {
  unread: sql`(${readingProgress.id} is null or (${readingProgress.currentPage} = 0 and ${readingProgress.progressPercentage} < 100))`,
  inProgress: sql`(${readingProgress.currentPage} > 0 and ${readingProgress.progressPercentage} < 100)`,
  finished: sql`${readingProgress.progressPercentage} >= 100`,
};

/** Each sort's key (compared after the text cast the cursor carries) and its direction. */
const SORT_KEY: Record<LibrarySort, { key: SQL | null; asc: boolean }> = {
  newest: { key: null, asc: false },
  title: { key: sql`lower(${stories.title})`, asc: true },
  lastRead: { key: sql`coalesce(${readingProgress.lastReadAt}, '-infinity'::timestamptz)`, asc: false },
};

/** Rows after the cursor in the list's order: key, then newest first, then id. */
function after(sort: LibrarySort, cursor: Extract<Cursor, { k: unknown }>): SQL {
  const rest = sql`(${stories.createdAt}, ${stories.id}) < (${cursor.c}::timestamptz, ${cursor.i}::uuid)`;
  const { key, asc } = SORT_KEY[sort];
  if (!key || cursor.k === null) return rest;
  const typed = sort === 'lastRead' ? sql`${cursor.k}::timestamptz` : sql`${cursor.k}`;
  return sql`(${key} ${asc ? sql`>` : sql`<`} ${typed} or (${key} = ${typed} and ${rest}))`;
}

export async function libraryPage(db: Db, userId: string, query: LibraryQueryParsed, base = (id: string) => `/api/stories/${id}`): Promise<LibraryPage> {
  const search = query.q.trim() ? searchQuery(query.q) : null;
  const filters: (SQL | undefined)[] = [
    eq(stories.userId, userId),
    query.theme ? eq(stories.theme, query.theme) : undefined,
    query.language ? eq(stories.language, query.language) : undefined,
    query.state ? STATE[query.state] : undefined,
    // A term with no word in it ('?!') matches nothing rather than everything.
    query.q.trim() ? (search ? sql`${searchVector} @@ ${search}` : sql`false`) : undefined,
  ];
  const where = and(...filters);
  const joined = <T extends SelectedFields>(fields: T) =>
    db.select(fields).from(stories)
      .leftJoin(readingProgress, and(eq(readingProgress.storyId, stories.id), eq(readingProgress.userId, userId)));

  const sortName: Cursor['s'] = search ? 'rank' : query.sort;
  const cursor = query.cursor ? decode(query.cursor, sortName) : null;
  const { key, asc } = SORT_KEY[query.sort];
  const fields = {
    id: stories.id, title: stories.title, coverImageKey: stories.coverImageKey, createdAt: stories.createdAt,
    createdText: sql<string>`${stories.createdAt}::text`, theme: stories.theme, language: stories.language,
    status: stories.status, progress: stories.progress, error: stories.error, regenerationCount: stories.regenerationCount,
    bookmarked: stories.bookmarked, currentPage: readingProgress.currentPage, totalPages: readingProgress.totalPages,
    progressPercentage: readingProgress.progressPercentage, lastReadAt: readingProgress.lastReadAt,
    sortKey: sql<string | null>`${key ?? sql`null`}::text`,
  };
  // A search ranks every match anyway, so it counts them in the same pass; a list counts through the
  // index. Counts and languages are for the first page: later pages keep the first page's.
  const firstPage = !cursor;
  const pageRows = search
    ? joined({ ...fields, total: sql<number>`(count(*) over ())::int` }).where(where)
      .orderBy(desc(sql`ts_rank(${searchRankVector}, ${search})`), desc(stories.createdAt), desc(stories.id))
      .offset(cursor?.s === 'rank' ? cursor.o : 0)
    : joined(fields).where(cursor && cursor.s !== 'rank' ? and(where, after(query.sort, cursor)) : where)
      .orderBy(...(key ? [asc ? sql`${key} asc` : sql`${key} desc`] : []), desc(stories.createdAt), desc(stories.id));
  const rows: (Awaited<typeof pageRows>[number] & { total?: number })[] = await pageRows.limit(query.limit + 1);
  let total: number | null = null;
  let languages: StoryLanguage[] | null = null;
  if (firstPage) {
    // The family's languages (for the filter) and, for a list, its count under the filters: one pass
    // over the family's stories instead of two queries.
    const matching = and(...filters.slice(1));
    const [summary] = await joined({
      n: matching && !search ? sql<number>`(count(*) filter (where ${matching}))::int` : sql<number>`count(*)::int`,
      languages: sql<string[]>`array_agg(distinct ${stories.language})`,
    }).where(eq(stories.userId, userId));
    total = search ? rows[0]?.total ?? 0 : summary?.n ?? 0;
    languages = (summary?.languages ?? []).filter((l) => l !== null).map((l) => l as StoryLanguage).sort();
  }

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    nextCursor = encode(search
      ? { s: 'rank', o: (cursor?.s === 'rank' ? cursor.o : 0) + page.length }
      : { s: query.sort, k: last.sortKey, c: last.createdText, i: last.id });
  }
  return {
    items: page.map((r): StoryCard => ({
      id: r.id, title: r.title, coverImageUrl: mediaUrl(base(r.id), r.coverImageKey), createdAt: r.createdAt.toISOString(),
      theme: r.theme as StoryCard['theme'], language: r.language as StoryCard['language'], status: r.status, progress: r.progress,
      error: r.error, regenerationCount: r.regenerationCount, bookmarked: r.bookmarked,
      readingProgress: r.totalPages === null || r.lastReadAt === null ? null : {
        currentPage: r.currentPage ?? 0, totalPages: r.totalPages, progressPercentage: r.progressPercentage ?? 0, lastReadAt: r.lastReadAt.toISOString(),
      },
    })),
    nextCursor,
    total,
    languages,
  };
}

/** The dashboard's counts for the family, in one aggregate instead of every story sent to the browser. */
export async function libraryStats(db: Db, userId: string): Promise<LibraryStats> {
  const [row] = await db
    .select({
      created: sql<number>`count(*)::int`,
      pagesRead: sql<number>`coalesce(sum(${readingProgress.currentPage}), 0)::int`,
      bookmarked: sql<number>`(count(*) filter (where ${stories.bookmarked}))::int`,
      shared: sql<number>`(count(*) filter (where ${stories.shareToken} is not null))::int`,
    })
    .from(stories)
    .leftJoin(readingProgress, and(eq(readingProgress.storyId, stories.id), eq(readingProgress.userId, userId)))
    .where(eq(stories.userId, userId));
  return row ?? { created: 0, pagesRead: 0, bookmarked: 0, shared: 0 };
}
