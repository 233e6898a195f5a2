// The embedded database keeps its statistics and clears its dead rows as PostgreSQL's autovacuum
// would (decision 028): PGlite runs none of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { startEmbeddedAutovacuum, vacuumDueTables } from './embedded-autovacuum.ts';

const ROWS = 2_000;

const rowsOf = async <T>(database: Database, query: string) => (await database.sql.executeSql(query)).rows as T[];
/** What the planner believes the table holds (-1: never counted). */
const reltuples = async (database: Database, table: string) =>
  Number((await rowsOf<{ n: number }>(database, `select reltuples as n from pg_class where oid = '${table}'::regclass`))[0]!.n);

/** Waits for a condition, asking again every 50 ms (PGlite reports its counters about once a second). */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function fill(database: Database, table: string): Promise<void> {
  await database.sql.executeSql(`create table ${table} (id int primary key, note text)`);
  await database.sql.executeSql(`insert into ${table} select g, repeat('n', 40) from generate_series(1, ${ROWS}) g`);
}

describe('the embedded database, vacuumed and analysed as autovacuum would', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('analyses a table once its changed rows pass the threshold, and leaves it alone after', async () => {
    const database = await openPglite(undefined);
    try {
      await vacuumDueTables(database);
      await fill(database, 'written');
      await until(async () => (await rowsOf<{ n: number }>(database, `select n_mod_since_analyze as n from pg_stat_user_tables where relname = 'written'`))[0]!.n >= ROWS);
      expect(await vacuumDueTables(database)).toContain('public.written');
      expect(await reltuples(database, 'written')).toBe(ROWS);
      expect(await vacuumDueTables(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('counts a table written before the database was closed (its activity counters are lost)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'autovacuum-'));
    folders.push(folder);
    const before = await openPglite(folder);
    await fill(before, 'kept');
    await before.close();
    const after = await openPglite(folder);
    try {
      expect(await reltuples(after, 'kept')).toBe(-1);
      expect(await vacuumDueTables(after)).toContain('public.kept');
      expect(await reltuples(after, 'kept')).toBe(ROWS);
    } finally {
      await after.close();
    }
  });

  it('checks on its own while the server runs, and stops', async () => {
    const database = await openPglite(undefined);
    const stop = startEmbeddedAutovacuum(database, 20);
    try {
      await fill(database, 'running');
      await until(async () => (await reltuples(database, 'running')) === ROWS);
    } finally {
      await stop();
      await database.close();
    }
  });
});
