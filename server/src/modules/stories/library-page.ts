// One page of a family's library (GET /api/stories/library): scoped to the family first, narrowed
// by search and filters, only the columns a card shows. Pages follow a keyset cursor (the last
// card's sort key, creation time and id), so a story added or removed meanwhile never duplicates
// or skips another; search results come by relevance, where the cursor is a position.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { LibraryPage, LibraryQueryParsed, LibraryStats, LibrarySort, ReadingState, StoryCard } from '@storyloom/contracts/library';
import type { StoryLanguage } from '@storyloom/contracts/options';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { readingProgress, stories } from '../../db/schema/index.ts';
import { badRequest } from '../../http/app-error.ts';
import { preparedSearchQuery, searchRankVector, searchValues, searchVector } from './search-stories.ts';
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

const cursorCreated = sql`${sql.placeholder('cursorCreated')}::timestamptz`;
const cursorId = sql`${sql.placeholder('cursorId')}::uuid`;

/** Rows after the cursor in the list's order: key, then newest first, then id. */
function after(sort: LibrarySort, keyed: boolean): SQL {
  const rest = sql`(${stories.createdAt}, ${stories.id}) < (${cursorCreated}, ${cursorId})`;
  const { key, asc } = SORT_KEY[sort];
  if (!key || !keyed) return rest;
  const typed = sort === 'lastRead' ? sql`${sql.placeholder('cursorKey')}::timestamptz` : sql`${sql.placeholder('cursorKey')}::text`;
  return sql`(${key} ${asc ? sql`>` : sql`<`} ${typed} or (${key} = ${typed} and ${rest}))`;
}

/**
 * What a page's SQL depends on (its values go in as placeholders): each shape is built and prepared
 * once per database (db/prepared.ts), the first time a family asks for it.
 */
interface Shape {
  sort: LibrarySort;
  theme: boolean;
  language: boolean;
  state: ReadingState | undefined;
  /** Words in the search term; 0 when not searching. */
  words: number;
  /** No cursor (the first page), a relevance offset, or a keyset cursor with or without a sort key. */
  cursor: 'none' | 'rank' | 'keyed' | 'unkeyed';
}

/** Shapes kept (a PostgreSQL connection keeps each named one); beyond this many, a shape is built for its call. */
const MAX_PREPARED_SHAPES = 100;

function buildPageQueries(db: Db, shape: Shape, name: string | undefined) {
  const userId = sql.placeholder('userId');
  const search = shape.words > 0 ? preparedSearchQuery(shape.words) : null;
  const filters: (SQL | undefined)[] = [
    eq(stories.userId, userId),
    shape.theme ? eq(stories.theme, sql.placeholder('theme')) : undefined,
    shape.language ? eq(stories.language, sql.placeholder('language')) : undefined,
    shape.state ? STATE[shape.state] : undefined,
    search ? sql`${searchVector} @@ ${search}` : undefined,
  ];
  const where = and(...filters);
  const joined = <T extends SelectedFields>(fields: T) =>
    db.select(fields).from(stories)
      .leftJoin(readingProgress, and(eq(readingProgress.storyId, stories.id), eq(readingProgress.userId, userId)));
  const { key, asc } = SORT_KEY[shape.sort];
  const fields = {
    id: stories.id, title: stories.title, coverImageKey: stories.coverImageKey, createdAt: stories.createdAt,
    createdText: sql<string>`${stories.createdAt}::text`, theme: stories.theme, language: stories.language,
    status: stories.status, progress: stories.progress, error: stories.error, regenerationCount: stories.regenerationCount,
    bookmarked: stories.bookmarked, currentPage: readingProgress.currentPage, totalPages: readingProgress.totalPages,
    progressPercentage: readingProgress.progressPercentage, lastReadAt: readingProgress.lastReadAt,
    sortKey: sql<string | null>`${key ?? sql`null`}::text`,
  };
  // The family's languages (for the filter) and, for a list, its count under the filters. The first
  // page reads them in the same statement (one round trip to the database instead of two), as
  // uncorrelated scalar subqueries: PostgreSQL runs each once (an InitPlan). A joined derived table
  // was run again for every matching row when the planner guessed a small family (a 200-story family
  // searching: the family's stories read 200 times, 19 ms instead of 1). A first page with no story
  // asks the summary alone.
  const matching = and(...filters.slice(1));
  const count = matching && !search ? sql<number>`(count(*) filter (where ${matching}))::int` : sql<number>`count(*)::int`;
  const languagesOfFamily = sql<(string | null)[]>`array_agg(distinct ${stories.language})`;
  const countQuery = joined({ n: count }).where(eq(stories.userId, userId));
  const languagesQuery = db.select({ languages: languagesOfFamily }).from(stories).where(eq(stories.userId, userId));
  const summary = joined({ n: count.as('n'), languages: languagesOfFamily.as('languages') }).where(eq(stories.userId, userId));
  const first = shape.cursor === 'none';
  const limit = sql.placeholder('limit');
  const page = joined({
    ...fields,
    // A search ranks every match anyway, so it counts them in the same pass; a list counts through the index.
    total: search ? sql<number | null>`(count(*) over ())::int` : sql<number | null>`null::int`,
    familyCount: first && !search ? sql<number | null>`(${countQuery})` : sql<number | null>`null::int`,
    familyLanguages: first ? sql<(string | null)[] | null>`(${languagesQuery})` : sql<(string | null)[] | null>`null::text[]`,
  }).$dynamic();
  if (search) {
    page.where(where)
      .orderBy(desc(sql`ts_rank(${searchRankVector}, ${search})`), desc(stories.createdAt), desc(stories.id))
      .offset(shape.cursor === 'rank' ? sql.placeholder('offset') : 0);
  } else {
    page.where(shape.cursor === 'keyed' || shape.cursor === 'unkeyed' ? and(where, after(shape.sort, shape.cursor === 'keyed')) : where)
      .orderBy(...(key ? [asc ? sql`${key} asc` : sql`${key} desc`] : []), desc(stories.createdAt), desc(stories.id));
  }
  page.limit(limit);
  // Without a name (shapes past MAX_PREPARED_SHAPES, built for one call) node-postgres parses it every time.
  const unnamed = undefined as unknown as string;
  return { page: page.prepare(name ? `${name}_page` : unnamed), summary: summary.prepare(name ? `${name}_summary` : unnamed) };
}

type PageQueries = ReturnType<typeof buildPageQueries>;
const preparedShapes = preparedPerDatabase(() => new Map<string, PageQueries>());

function pageQueries(db: Db, shape: Shape): PageQueries {
  const shapes = preparedShapes(db);
  const key = [shape.sort, shape.theme ? 't' : '', shape.language ? 'l' : '', shape.state ?? '', shape.words, shape.cursor].join('_');
  let queries = shapes.get(key);
  if (!queries) {
    if (shapes.size >= MAX_PREPARED_SHAPES) return buildPageQueries(db, shape, undefined);
    // A search stays unnamed: PostgreSQL would soon plan a named one once for any words (a generic
    // plan), which cannot fold the words' tsquery into a constant and runs to_tsquery on every row
    // (8.5 ms instead of 1.5 for the bench family's 200 matches). Unnamed, it is planned for its words.
    queries = buildPageQueries(db, shape, shape.words > 0 ? undefined : `library_${key}`);
    shapes.set(key, queries);
  }
  return queries;
}

export async function libraryPage(db: Db, userId: string, query: LibraryQueryParsed, base = (id: string) => `/api/stories/${id}`): Promise<LibraryPage> {
  const searching = query.q.trim() !== '';
  const search = searching ? searchValues(query.q) : null;
  const sortName: Cursor['s'] = search ? 'rank' : query.sort;
  const cursor = query.cursor ? decode(query.cursor, sortName) : null;
  // A term with no word in it ('?!') matches nothing rather than everything.
  if (searching && !search) return { items: [], nextCursor: null, total: cursor ? null : 0, languages: cursor ? null : await familyLanguages(db, userId) };
  const shape: Shape = {
    sort: query.sort, theme: query.theme !== undefined, language: query.language !== undefined, state: query.state, words: search?.count ?? 0,
    cursor: !cursor ? 'none' : cursor.s === 'rank' ? 'rank' : cursor.k === null || !SORT_KEY[query.sort].key ? 'unkeyed' : 'keyed',
  };
  const queries = pageQueries(db, shape);
  const values: Record<string, unknown> = {
    userId, limit: query.limit + 1, ...search?.values,
    ...(query.theme ? { theme: query.theme } : {}),
    ...(query.language ? { language: query.language } : {}),
    ...(cursor?.s === 'rank' ? { offset: cursor.o } : cursor ? { cursorCreated: cursor.c, cursorId: cursor.i, cursorKey: cursor.k } : {}),
  };
  const rows = await queries.page.execute(values);
  let total: number | null = null;
  let languages: StoryLanguage[] | null = null;
  if (!cursor) {
    const family = rows[0] ? { n: rows[0].familyCount ?? 0, languages: rows[0].familyLanguages } : (await queries.summary.execute(values))[0];
    total = search ? rows[0]?.total ?? 0 : family?.n ?? 0;
    languages = languagesOf(family?.languages ?? []);
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

const languagesOf = (list: (string | null)[] | undefined): StoryLanguage[] =>
  (list ?? []).filter((l) => l !== null).map((l) => l as StoryLanguage).sort();

/** The family's languages alone, for a search with no word in it. */
async function familyLanguages(db: Db, userId: string): Promise<StoryLanguage[]> {
  const [row] = await pageQueries(db, { sort: 'newest', theme: false, language: false, state: undefined, words: 0, cursor: 'none' }).summary.execute({ userId });
  return languagesOf(row?.languages);
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
