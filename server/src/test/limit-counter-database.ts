// The database the rate-limit unit tests count in: the PostgreSQL server's when TEST_DATABASE_URL is set
// (connecting takes milliseconds, which matters to the mutation runs that start these tests once per
// mutant), else an in-memory PGlite (some seconds to start). The counter's SQL is the same on both.
import { openPglite, openPostgres, type Database } from '../db/client.ts';

export function openCounterDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgres(url, { maxConnections: 3 }) : openPglite(undefined);
}
