// PostgreSQL's autovacuum, in small, for the embedded database (docs/decisions/028). PGlite runs no
// autovacuum: left alone, its planner statistics stay those of the last ANALYZE (a seed, or none) and
// its dead rows (rate-limit counters, the job queue, reading places) are never cleared. A family whose
// stories outgrow what the statistics say is then planned as a small one (bench/api's family search:
// 760 buffers instead of 97). Once a minute, while no book is being written, the tables autovacuum
// would visit are vacuumed and analysed, one at a time, by the same thresholds as its defaults.
// PGlite's activity counters are lost when it closes, so a table is also due when its file has
// grown by a tenth since the planner last counted its pages: what was written before a restart counts.
import type { Database } from './client.ts';
import { writingBooks } from '../jobs/when-idle.ts';

/** autovacuum_naptime's default. */
const CHECK_EVERY_MS = 60_000;
/** Above this, a pass is logged: PGlite answers nothing else meanwhile (20,000 stories: ~3 s). */
const SLOW_PASS_MS = 1_000;

/**
 * The tables autovacuum would visit now (its default thresholds: analyze after 50 + 10 % of the rows
 * changed, vacuum after 50 + 20 % dead or 1,000 + 20 % inserted), or whose file has grown by more
 * than a tenth and a page since the planner last counted it.
 */
const DUE = `
  select n.nspname as schema, c.relname as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_stat_user_tables s on s.relid = c.oid
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    and (coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0)
      or coalesce(s.n_dead_tup, 0) > 50 + 0.2 * greatest(c.reltuples, 0)
      or coalesce(s.n_ins_since_vacuum, 0) > 1000 + 0.2 * greatest(c.reltuples, 0)
      or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 1)
  order by n.nspname, c.relname`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Vacuums and analyses each table that is due, one statement at a time; the tables' names. */
export async function vacuumDueTables(database: Database): Promise<string[]> {
  const { rows } = await database.sql.executeSql(DUE);
  const due = rows as { schema: string; name: string }[];
  for (const table of due) await database.sql.executeSql(`vacuum (analyze) ${quoted(table.schema)}.${quoted(table.name)}`);
  return due.map((t) => `${t.schema}.${t.name}`);
}

/** Starts the checks on an embedded database (nothing on PostgreSQL, whose autovacuum does this); the stop waits for a pass under way. */
export function startEmbeddedAutovacuum(database: Database, everyMs = CHECK_EVERY_MS): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  let running: Promise<void> | null = null;
  const pass = async () => {
    const started = performance.now();
    const tables = await vacuumDueTables(database);
    const ms = performance.now() - started;
    if (ms > SLOW_PASS_MS) console.warn(`[database] vacuumed and analysed ${tables.join(', ')} in ${Math.round(ms)} ms`);
  };
  const timer = setInterval(() => {
    // A book being written needs the CPU and the database; its turn comes at a later check.
    if (running || writingBooks()) return;
    running = pass()
      .catch((err: unknown) => console.error('[database] vacuum and analyse failed', err))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
