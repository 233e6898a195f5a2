// What the embedded database's triggers announce, heard in this process (docs/decisions/029). PGlite runs
// inside this one process and hands a NOTIFY to its listeners before the writing statement answers, so a
// cache that forgets on a notice is never behind the database. A PostgreSQL server's other processes would
// be heard later: there nothing is installed and no one listens (null).
import type { Database } from './client.ts';

export interface TriggerNotices {
  /** Bumped by every notice: an answer read across a change must not be remembered after it. */
  readonly generation: number;
  stop(): Promise<void>;
}

/** Installs `triggers` (idempotent statements, one at a time) and hears `channel`; null on a PostgreSQL server. */
export async function hearTriggers(database: Database, triggers: readonly string[], channel: string, onNotice: (payload: string) => void): Promise<TriggerNotices | null> {
  if (database.kind !== 'pglite') return null;
  for (const statement of triggers) await database.sql.executeSql(statement);
  let generation = 0;
  const stop = await database.listen(channel, (payload) => {
    generation++;
    onNotice(payload);
  });
  return {
    get generation() {
      return generation;
    },
    stop,
  };
}
