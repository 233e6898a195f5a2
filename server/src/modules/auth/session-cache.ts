// The session check remembered on the embedded database (docs/decisions/029). PGlite runs inside this
// one process (its data folder is locked to it) and delivers a NOTIFY to its listeners while the
// writing statement is still answering: a trigger on every table the check reads announces the
// identity whose session, user or family changed, and the remembered answers for that identity are
// forgotten before the writer (a sign-out, a suspension, an admin change, a row deleted by hand) hears
// back. So the very next request reads the database again, as it did before this cache.
// On a PostgreSQL server another process's change reaches this one only later, over a connection of
// its own: there every request still asks the database (decision 010).
import type { Database } from '../../db/client.ts';
import { hearTriggers } from '../../db/trigger-notices.ts';

export const IDENTITY_CHANGES_CHANNEL = 'identity_changes';

/** A payload meaning "forget everything" (a table truncated). */
const EVERYONE = '*';

// Installed at each start on the embedded database only (idempotent): a PostgreSQL server pays for no
// notification nobody listens to. Each statement is separate: PGlite's exec runs them in turn.
const TRIGGERS = [
  `CREATE OR REPLACE FUNCTION storyloom_identity_changed() RETURNS trigger AS $$
   BEGIN
     IF TG_OP = 'TRUNCATE' THEN
       PERFORM pg_notify('${IDENTITY_CHANGES_CHANNEL}', '${EVERYONE}');
     ELSIF TG_TABLE_NAME = 'identity_users' THEN
       PERFORM pg_notify('${IDENTITY_CHANGES_CHANNEL}', COALESCE(NEW.id, OLD.id));
     ELSIF TG_TABLE_NAME = 'identity_sessions' THEN
       PERFORM pg_notify('${IDENTITY_CHANGES_CHANNEL}', COALESCE(OLD.user_id, NEW.user_id));
       IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN PERFORM pg_notify('${IDENTITY_CHANGES_CHANNEL}', NEW.user_id); END IF;
     ELSE
       PERFORM pg_notify('${IDENTITY_CHANGES_CHANNEL}', COALESCE(OLD.identity_id, NEW.identity_id));
       IF TG_OP = 'UPDATE' AND NEW.identity_id IS DISTINCT FROM OLD.identity_id THEN PERFORM pg_notify('${IDENTITY_CHANGES_CHANNEL}', NEW.identity_id); END IF;
     END IF;
     RETURN NULL;
   END
   $$ LANGUAGE plpgsql`,
  ...[
    ['identity_users', 'UPDATE OR DELETE'],
    ['identity_sessions', 'UPDATE OR DELETE'],
    // A product user created after the session was remembered (with no product user yet) counts too.
    ['app_users', 'INSERT OR UPDATE OR DELETE'],
  ].flatMap(([table, events]) => [
    `CREATE OR REPLACE TRIGGER ${table}_identity_changed AFTER ${events} ON ${table} FOR EACH ROW EXECUTE FUNCTION storyloom_identity_changed()`,
    `CREATE OR REPLACE TRIGGER ${table}_identity_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION storyloom_identity_changed()`,
  ]),
];

/** Beyond this many sessions the longest remembered is forgotten first. */
const MAX_SESSIONS = 10_000;

export interface SessionCache<Row> {
  /** Changes at every notification: an answer read before a change must not be remembered after it. */
  readonly generation: number;
  get(token: string): Row | undefined;
  /** Remembers `row` for `token`, unless something changed since `generation` was read. */
  set(token: string, identityId: string, row: Row, generation: number): void;
  close(): Promise<void>;
}

/** The cache of a PGlite database, listening before it answers; null on a PostgreSQL server. */
export async function startSessionCache<Row>(database: Database): Promise<SessionCache<Row> | null> {
  const byToken = new Map<string, { identityId: string; row: Row }>();
  const tokensOf = new Map<string, Set<string>>();
  const forget = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    const tokens = tokensOf.get(entry.identityId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.identityId);
  };
  const notices = await hearTriggers(database, TRIGGERS, IDENTITY_CHANGES_CHANNEL, (identityId) => {
    if (identityId === EVERYONE) {
      byToken.clear();
      tokensOf.clear();
      return;
    }
    for (const token of tokensOf.get(identityId) ?? []) byToken.delete(token);
    tokensOf.delete(identityId);
  });
  if (!notices) return null;
  return {
    get generation() {
      return notices.generation;
    },
    get: (token) => byToken.get(token)?.row,
    set(token, identityId, row, since) {
      if (since !== notices.generation) return;
      forget(token);
      if (byToken.size >= MAX_SESSIONS) forget(byToken.keys().next().value!);
      byToken.set(token, { identityId, row });
      const tokens = tokensOf.get(identityId) ?? new Set();
      tokens.add(token);
      tokensOf.set(identityId, tokens);
    },
    close: async () => {
      byToken.clear();
      tokensOf.clear();
      await notices.stop();
    },
  };
}
