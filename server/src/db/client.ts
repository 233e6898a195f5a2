// The database: PGlite (PostgreSQL in WASM) under DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both run the same Drizzle schema and the same committed migrations.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for libraries that bring their own queries (pg-boss). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Called with each notification's payload on a channel. */
export type NotificationHandler = (payload: string) => void;

export interface Database {
  db: Db;
  sql: SqlExecutor;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on `channel` (one connection of its own on a PostgreSQL server, re-opened when it drops).
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, onNotify: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = join(fileURLToPath(new URL('.', import.meta.url)), '../../drizzle');

/**
 * A data folder created with extensions must be reopened with the same ones, so the list is fixed
 * here and never varies between starts.
 */
/** The rows of a raw `db.execute(sql...)`: both drivers answer with them (PGlite's results, node-postgres's QueryResult). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm, unaccent };

/** Sees every query Drizzle runs (bench/admin.ts explains them). */
export type QueryLogger = (query: string, params: unknown[]) => void;
const loggerOf = (logQuery?: QueryLogger) => (logQuery ? { logQuery } : undefined);

/**
 * PostgreSQL's buffer cache lives inside PGlite's WASM memory and is never given back: 128 MB by
 * default. 32 MB holds a family product's hot pages (the files behind it stay in the OS page cache);
 * it took ~90 MB off the idle server (README 'Memory', bench/memory.ts).
 */
const PGLITE_OPTIONS = { extensions: PGLITE_EXTENSIONS, postgresqlconf: ['shared_buffers=32MB'] };

/**
 * Opens PGlite. A new data folder is first created (initdb) and closed, then opened again: the first
 * start's initdb leaves ~450 MB of WASM memory behind for the life of the process otherwise.
 */
async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await (await PGlite.create(dataDir, PGLITE_OPTIONS)).close();
  return PGlite.create(dataDir, PGLITE_OPTIONS);
}

export async function openPglite(dataDir: string | undefined, logQuery?: QueryLogger): Promise<Database> {
  const unlock = dataDir ? lockDataFolder(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await createPglite(dataDir);
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema, logger: loggerOf(logQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    // pg-boss sends multi-statement DDL without parameters; PGlite's query() takes one statement.
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      },
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export interface PostgresOptions {
  maxConnections?: number;
  /** Sees every query (bench/admin.ts). */
  logQuery?: QueryLogger;
  /** Shown in pg_stat_activity, so an operator (or a test) can tell this process's connections apart. */
  applicationName?: string;
}

/**
 * A pool that outlives its connections. node-postgres emits 'error' on a connection the server
 * ends (restart, fail-over, pg_terminate_backend, a proxy's idle timeout); with no listener that
 * event kills the process. Here it is logged, the pool drops the broken connection and opens a new
 * one on the next query, so a database restart costs the requests in flight and nothing more.
 */
export function createPool(url: string, opts: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.maxConnections ?? 10,
    application_name: opts.applicationName ?? 'storyloom',
    // Without a limit, a request waits forever for a database that does not answer.
    connectionTimeoutMillis: 5_000,
  });
  const report = (err: Error) => console.error(`[database] connection lost: ${err.message}`);
  pool.on('error', report);
  // A connection checked out for a transaction has no pool listener while it is held.
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const pool = createPool(url, opts);
  const db = drizzlePg(pool, { schema, logger: loggerOf(opts.logQuery) }) as unknown as Db;
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
    listen: (channel, onNotify) => listenOnServer(url, opts.applicationName ?? 'storyloom', channel, onNotify),
    sql: { executeSql: async (text, values) => pool.query(text, values as unknown[] | undefined) },
    close: () => pool.end(),
  };
}

/**
 * A LISTEN needs a connection held for as long as it lasts, so it has one of its own, outside the
 * pool. When the server ends it (restart, fail-over, proxy timeout) it is opened again after a
 * second; notifications sent meanwhile are lost, which is why listeners also re-read now and then.
 */
async function listenOnServer(url: string, applicationName: string, channel: string, onNotify: NotificationHandler): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: `${applicationName}:listen`, connectionTimeoutMillis: 5_000 });
    const reopen = (err?: Error) => {
      if (err) console.error(`[database] ${channel} listener lost: ${err.message}`);
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void open().catch(() => reopen()), 1_000);
      retry.unref();
    };
    client = next;
    next.on('error', reopen);
    next.on('end', () => reopen());
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
