// Hot queries (the session check, a story read, a progress save, a library page) are built once per
// database and run as named prepared statements: Drizzle's query builder, which cost more CPU per
// request than the query itself, runs once, and PostgreSQL parses and plans each one once per
// connection instead of on every call (bench/api, issue 15 item 8). Values go in as placeholders
// (`sql.placeholder('name')`) filled by `execute({ name: value })`.
import type { Db } from './client.ts';

/** `build(db)` once for each database (PGlite and PostgreSQL in one process, several test apps). */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
