// The database the rate-limit unit tests count in: the PostgreSQL server's when TEST_DATABASE_URL is set
// (connecting takes milliseconds, which matters to the mutation runs that start these tests once per
// mutant), else an in-memory PGlite (some seconds to start). The counter's SQL is the same on both.
import { afterAll, beforeAll } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

export function openCounterDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgres(url, { maxConnections: 3 }) : openPglite(undefined);
}

/** Opens the counter database before the tests of the file (or describe block) that calls it, closes it after. */
export function useCounterDatabase(): () => Database['db'] {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openCounterDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the counter database is opened in beforeAll');
    return database.db;
  };
}
