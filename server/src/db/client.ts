// The database: PGlite (PostgreSQL in WASM) under DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both run the same Drizzle schema and the same committed migrations.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for libraries that bring their own queries (pg-boss). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  sql: SqlExecutor;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(fileURLToPath(new URL('.', import.meta.url)), '../../drizzle');

/**
 * A data folder created with extensions must be reopened with the same ones, so the list is fixed
 * here and never varies between starts.
 */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Sees every query Drizzle runs (bench/admin.ts explains them). */
export type QueryLogger = (query: string, params: unknown[]) => void;
const loggerOf = (logQuery?: QueryLogger) => (logQuery ? { logQuery } : undefined);

export async function openPglite(dataDir: string | undefined, logQuery?: QueryLogger): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema, logger: loggerOf(logQuery) }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    // pg-boss sends multi-statement DDL without parameters; PGlite's query() takes one statement.
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      },
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, maxConnections = 10, logQuery?: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  const db = drizzlePg(pool, { schema, logger: loggerOf(logQuery) }) as unknown as Db;
  // Several web processes, workers or test files may start together: one migrates at a time.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(726354)');
    await migratePg(drizzlePg(pool), { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(726354)').catch(() => undefined);
    lock.release();
  }
  return {
    db,
    kind: 'postgres',
    sql: { executeSql: async (text, values) => pool.query(text, values as unknown[] | undefined) },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
