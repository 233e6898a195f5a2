// The library's first page reads the family's summary (its count and languages) once, however many
// stories match (issue 16). When that summary was a joined derived table, PostgreSQL could guess a
// small family and run it again for every matching row: a 200-story family searching 'dragon' read
// its stories 200 times (19 ms a page instead of 1; search held to 197 requests/s). The plan is
// checked here, on the statement the route sends, rather than its time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryQuerySchema } from '@storyloom/contracts/library';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';
import { seedFamilies } from '../../db/seed/seed-families.ts';
import { createRandom } from '../../db/seed/seed-random.ts';
import { TEST_DATABASES } from '../../test/test-app.ts';
import { libraryPage } from './library-page.ts';

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Actual Loops': number; Plans?: PlanNode[] }

// The plan PostgreSQL takes when it guesses a small family (as for a big family in a table of many
// small ones): nested loops, nothing kept between rows. PGlite is one session, so a SET holds; each
// connection to a PostgreSQL server gets them at start.
const GUESSING_SMALL = ['enable_hashjoin', 'enable_mergejoin', 'enable_material'];
const guessingSmall = (url: string) => {
  const withOptions = new URL(url);
  withOptions.searchParams.set('options', GUESSING_SMALL.map((s) => `-c ${s}=off`).join(' '));
  return withOptions.toString();
};

/** How many times each read of the family's stories ran: each scan of the table, each count over it. */
function storyScanLoops(node: PlanNode): number[] {
  const own = node['Relation Name'] === 'stories' || node['Node Type'] === 'Aggregate' ? [node['Actual Loops']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(storyScanLoops)];
}

describe.each(TEST_DATABASES)('the library page plan (%s)', (kind) => {
  let database: Database;
  let logged: { query: string; params: unknown[] }[] = [];
  let userId: string;

  beforeAll(async () => {
    const logQuery = (query: string, params: unknown[]) => logged.push({ query, params });
    database = kind === 'postgres'
      ? await openPostgres(guessingSmall(process.env.TEST_DATABASE_URL ?? ''), { maxConnections: 2, logQuery })
      : await openPglite(undefined, logQuery);
    const [family] = await seedFamilies(database.db, createRandom(Date.now()), 1, new Date());
    userId = family!.id;
    await database.db.insert(stories).values(Array.from({ length: 60 }, (_, i) => ({
      userId, title: `The dragon's day ${i}`, description: 'A dragon story', character: 'friendly-dragon', theme: 'friendship',
      length: 'short', language: i % 2 ? 'english' : 'french', ageGroup: '5-8', seed: i + 1, chapterCount: 1, status: 'ready' as const,
      progress: 100, creditMonth: '2026-01',
    })));
  }, 60_000);
  afterAll(() => database?.close());

  async function plannedLoops(q: string): Promise<number[]> {
    logged = [];
    const page = await libraryPage(database.db, userId, libraryQuerySchema.parse({ q, limit: 5 }));
    expect(page.items).toHaveLength(5);
    expect(page.languages).toEqual(['english', 'french']);
    const statement = logged.find((l) => /^select/i.test(l.query))!;
    if (kind === 'pglite') for (const setting of GUESSING_SMALL) await database.sql.executeSql(`set ${setting} = off`);
    const [row] = (await database.sql.executeSql(`explain (analyze, format json) ${statement.query}`, statement.params)).rows as Record<string, unknown>[];
    const plan = Object.values(row!)[0] as { Plan: PlanNode }[] | string;
    return storyScanLoops((typeof plan === 'string' ? JSON.parse(plan) : plan)[0]!.Plan);
  }

  it('searches the family, with its languages, scanning each of its story reads once', async () => {
    const loops = await plannedLoops('dragon');
    expect(loops.length).toBeGreaterThanOrEqual(2);
    expect(loops).toEqual(loops.map(() => 1));
  });

  it('lists the first page with the family count, scanning each of its story reads once', async () => {
    const loops = await plannedLoops('');
    expect(loops.length).toBeGreaterThanOrEqual(2);
    expect(loops).toEqual(loops.map(() => 1));
  });
});
