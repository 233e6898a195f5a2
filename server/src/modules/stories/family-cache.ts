// A family's library pages and story reads remembered on the embedded database (docs/decisions/029).
// PGlite runs inside this one process and hands a NOTIFY to its listeners before the writing statement
// (or its transaction's COMMIT) answers: triggers on the stories, their chapters and the reading places
// announce the family whose books changed, and its remembered answers are forgotten before the writer
// (the worker writing a chapter, a bookmark, a page turn, a deletion) hears back. The next read asks
// the database again. On a PostgreSQL server another process's write arrives later, so nothing is kept.
import type { Database } from '../../db/client.ts';
import { hearTriggers } from '../../db/trigger-notices.ts';

export const FAMILY_CHANGES_CHANNEL = 'family_changes';

/** A payload meaning "forget every family" (a table truncated). */
const EVERYONE = '*';
/** After a family's id: only its reading places changed. */
const READING = ' reading';

/** What an answer depends on: the books alone (stories, chapters), or their reading places too. */
export type FamilyScope = 'books' | 'books and reading';

// Installed at each start on the embedded database only (idempotent). A chapter names its family through
// its story; a chapter whose story is gone (deleted with it) needs no notice: the story's own trigger sent it.
const TRIGGERS = [
  `CREATE OR REPLACE FUNCTION storyloom_family_changed() RETURNS trigger AS $$
   DECLARE family text;
   BEGIN
     IF TG_OP = 'TRUNCATE' THEN
       PERFORM pg_notify('${FAMILY_CHANGES_CHANNEL}', '${EVERYONE}');
       RETURN NULL;
     END IF;
     IF TG_TABLE_NAME = 'chapters' THEN
       SELECT user_id::text INTO family FROM stories WHERE id = COALESCE(NEW.story_id, OLD.story_id);
     ELSE
       family := COALESCE(OLD.user_id, NEW.user_id)::text;
       IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN PERFORM pg_notify('${FAMILY_CHANGES_CHANNEL}', NEW.user_id::text); END IF;
     END IF;
     -- A reading place changes what a family reads about its books, not the books: said apart.
     IF family IS NOT NULL THEN PERFORM pg_notify('${FAMILY_CHANGES_CHANNEL}', family || CASE WHEN TG_TABLE_NAME = 'reading_progress' THEN '${READING}' ELSE '' END); END IF;
     RETURN NULL;
   END
   $$ LANGUAGE plpgsql`,
  ...['stories', 'chapters', 'reading_progress'].flatMap((table) => [
    `CREATE OR REPLACE TRIGGER ${table}_family_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION storyloom_family_changed()`,
    `CREATE OR REPLACE TRIGGER ${table}_family_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION storyloom_family_changed()`,
  ]),
];

/**
 * Answers remembered at most, all families together (the family remembered longest is forgotten
 * first), and per family. A story read is its whole text (10-50 KB): ~2,000 answers stay under ~60 MB.
 */
const MAX_ANSWERS = 2_000;
const MAX_ANSWERS_PER_FAMILY = 40;

export interface FamilyCache {
  /**
   * The answer remembered for this family and key, else `load()`'s, remembered unless the family's
   * books changed while it was read. A failure is never remembered.
   */
  read<T>(familyId: string, key: string, load: () => Promise<T>, scope?: FamilyScope): Promise<T>;
  close(): Promise<void>;
}

/** The cache of a PGlite database, listening before it answers; null on a PostgreSQL server. */
export async function startFamilyCache(database: Database, maxAnswers = MAX_ANSWERS): Promise<FamilyCache | null> {
  // Each family's answers, by key, with what they depend on.
  const families = new Map<string, Map<string, { value: unknown; scope: FamilyScope }>>();
  // Counted when an answer is added (a miss, never a hit): at most a few thousand families to add up.
  const total = () => {
    let n = 0;
    for (const answers of families.values()) n += answers.size;
    return n;
  };
  // The notice (its generation) that last changed each family's books, or its reading places, while
  // answers were being read: an answer is not kept if its own family changed meanwhile, in what it
  // depends on. Counted by the notices alone, a family's page turns kept every other family's answers,
  // and its own story pages, from ever being kept while anyone was reading (bench/api's progress save
  // read the pages at every save, issue 16).
  const changed = { books: new Map<string, number>(), reading: new Map<string, number>(), everyone: 0 };
  let reading = 0;
  const notices = await hearTriggers(database, TRIGGERS, FAMILY_CHANGES_CHANNEL, (payload) => {
    // Nothing is read before the cache is returned (so `notices` is set by then).
    if (reading > 0) {
      const at = notices!.generation;
      if (payload === EVERYONE || changed.books.size + changed.reading.size >= MAX_ANSWERS) changed.everyone = at; // too many to follow: as if every family had changed
      else if (payload.endsWith(READING)) changed.reading.set(payload.slice(0, -READING.length), at);
      else changed.books.set(payload, at);
    }
    if (payload === EVERYONE) return families.clear();
    if (!payload.endsWith(READING)) return void families.delete(payload);
    const answers = families.get(payload.slice(0, -READING.length));
    for (const [key, answer] of answers ?? []) if (answer.scope !== 'books') answers?.delete(key);
  });
  /** Whether the family changed, in what `scope` depends on, since generation `since`. */
  const changedSince = (familyId: string, scope: FamilyScope, since: number) =>
    changed.everyone > since || (changed.books.get(familyId) ?? 0) > since || (scope !== 'books' && (changed.reading.get(familyId) ?? 0) > since);
  if (!notices) return null;
  return {
    async read<T>(familyId: string, key: string, load: () => Promise<T>, scope: FamilyScope = 'books and reading'): Promise<T> {
      const answers = families.get(familyId);
      const answer = answers?.get(key);
      if (answers && answer) {
        // The family read last is forgotten last.
        families.delete(familyId);
        families.set(familyId, answers);
        return answer.value as T;
      }
      // An answer read across a change of what it depends on is not kept.
      const since = notices.generation;
      reading++;
      let value: T;
      let stale: boolean;
      try {
        value = await load();
      } finally {
        stale = changedSince(familyId, scope, since);
        if (--reading === 0) {
          changed.books.clear();
          changed.reading.clear();
        }
      }
      if (stale) return value;
      let kept = families.get(familyId);
      if (!kept) {
        kept = new Map();
        families.set(familyId, kept);
      }
      while (total() >= maxAnswers) {
        const oldest = families.keys().next().value!;
        if (oldest === familyId) break;
        families.delete(oldest);
      }
      if (kept.size >= MAX_ANSWERS_PER_FAMILY) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, scope });
      return value;
    },
    close: async () => {
      families.clear();
      await notices.stop();
    },
  };
}

/** `load()` through the family cache when there is one (the embedded database), else `load()` alone. */
export function rememberedForFamily<T>(cache: FamilyCache | null | undefined, familyId: string, key: string, load: () => Promise<T>, scope?: FamilyScope): Promise<T> {
  return cache ? cache.read(familyId, key, load, scope) : load();
}
