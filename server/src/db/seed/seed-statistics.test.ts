// A seeded database is measured as a live one would be: after its bulk writes the planner's
// statistics describe what was written (PostgreSQL's autovacuum would gather them within a minute or
// two, PGlite has none), so a bench's first run plans as its later ones do. Without them bench/api's
// first run on PostgreSQL searched at p99 43 ms, and 21 ms once the database was analysed by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../client.ts';
import { TEST_DATABASES } from '../../test/test-app.ts';
import { seedDatabase } from './seed-database.ts';
import { seedFamilies } from './seed-families.ts';
import { createRandom } from './seed-random.ts';
import { seedWrittenFamily } from './seed-written-family.ts';

const WRITTEN = 40;

describe.each(TEST_DATABASES)('statistics after seeding (%s)', (kind) => {
  let database: Database;
  const rows = async <T>(query: string, params: unknown[] = []) => (await database.sql.executeSql(query, params)).rows as T[];
  /** What the planner believes a table holds (-1: never counted). */
  const reltuples = async (table: string) => Number((await rows<{ n: number }>('select reltuples as n from pg_class where oid = $1::regclass', [table]))[0]!.n);
  /** The planner's row estimate for one family's stories. */
  const familyEstimate = async (userId: string) => {
    const [plan] = await rows<Record<string, unknown>>(`explain (format json) select id from stories where user_id = '${userId}'`);
    const value = Object.values(plan!)[0] as { Plan: { 'Plan Rows': number } }[] | string;
    return (typeof value === 'string' ? JSON.parse(value) : value)[0]!.Plan['Plan Rows'] as number;
  };

  beforeAll(async () => {
    database = kind === 'postgres' ? await openPostgres(process.env.TEST_DATABASE_URL ?? '', { maxConnections: 2 }) : await openPglite(undefined);
  });
  afterAll(() => database?.close());

  it('counts the families, stories and messages the seed wrote, with each column described', async () => {
    await seedDatabase(database.db, { users: 12, stories: 100, seed: 7 });
    expect(await reltuples('stories')).toBeGreaterThanOrEqual(100);
    expect(await reltuples('app_users')).toBeGreaterThanOrEqual(12);
    const described = await rows<{ attname: string }>(`select attname from pg_stats where schemaname = 'public' and tablename = 'stories'`);
    expect(described.map((r) => r.attname)).toEqual(expect.arrayContaining(['user_id', 'created_at', 'search_vector']));
  });

  it("counts a written family's stories and chapters as they are once it is seeded", async () => {
    const [family] = await seedFamilies(database.db, createRandom(Date.now()), 1, new Date());
    await seedWrittenFamily(database.db, family!.id, { count: WRITTEN, books: 2 });
    const [written] = await rows<{ n: number }>('select count(*)::int as n from chapters c join stories s on s.id = c.story_id where s.user_id = $1', [family!.id]);
    expect(await reltuples('chapters')).toBeGreaterThanOrEqual(written!.n);
    // Not the few an average seeded family holds: the planner reads the family's rows as the many they are.
    const estimate = await familyEstimate(family!.id);
    expect(estimate).toBeGreaterThan(WRITTEN / 2);
    expect(estimate).toBeLessThan(WRITTEN * 2);
  });
});
