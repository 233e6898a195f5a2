// A new story and the credit it takes, in one statement (decision 024): the credit's upsert and the
// story's insert commit together or not at all, as the transaction around them did, but with no
// BEGIN and COMMIT round trips, and the family's month row is locked for one statement, not for
// three round trips of a transaction: twenty requests at once waited on that lock in turn.
// The same statement first looks for the story this family's Idempotency-Key already made, and then
// takes no credit and writes nothing (decision 025).
import { sql } from 'drizzle-orm';
import type { PlanId } from '@storyloom/contracts/plans';
import { rowsOf, type Db } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { creditTaken } from '../plans/usage.ts';

/** The unique index (migration 0014) that lets only one of two identical requests at once commit. */
const ONE_STORY_PER_KEY = 'stories_user_idempotency_key_uq';

export interface PaidStory {
  userId: string;
  character: string;
  theme: string;
  length: string;
  language: string;
  ageGroup: string;
  moralLesson: string;
  childName: string;
  customPrompt: string;
  childLook: unknown;
  artStyle: string;
  seed: number;
  chapterCount: number;
  /** The month whose credit it takes ('YYYY-MM'). */
  creditMonth: string;
  /** The request's Idempotency-Key, and what it asked for (request-fingerprint.ts); null without a key. */
  idempotencyKey: string | null;
  requestFingerprint: string | null;
}

/** A story made by an earlier request with the same key: its id, what that request asked for, whether it waits for its job. */
export interface EarlierStory { id: string; requestFingerprint: string | null; queued: boolean; generation: number }

/** The new story's id, or the earlier story of the same key; null when the plan's monthly limit is reached (nothing is then written). */
export type PaidStoryResult = { made: string } | { earlier: EarlierStory };

export async function insertPaidStory(db: Db, plan: PlanId, story: PaidStory): Promise<PaidStoryResult | null> {
  const earlier = earlierStory(story.userId, story.idempotencyKey);
  const credit = creditTaken(story.userId, plan, story.creditMonth, sql`exists (select 1 from earlier)`);
  if (!credit) return null;
  const s = stories;
  const columns = [s.userId, s.character, s.theme, s.length, s.language, s.ageGroup, s.moralLesson, s.childName, s.customPrompt, s.childLook, s.artStyle, s.seed, s.chapterCount, s.creditMonth, s.idempotencyKey, s.requestFingerprint];
  // Typed casts: a value in a SELECT list has no column to take its type from.
  const values = [
    sql`${story.userId}::uuid`, sql`${story.character}::text`, sql`${story.theme}::text`, sql`${story.length}::text`, sql`${story.language}::text`,
    sql`${story.ageGroup}::text`, sql`${story.moralLesson}::text`, sql`${story.childName}::text`, sql`${story.customPrompt}::text`,
    sql`${story.childLook === null || story.childLook === undefined ? null : JSON.stringify(story.childLook)}::jsonb`,
    sql`${story.artStyle}::text`, sql`${story.seed}::int`, sql`${story.chapterCount}::int`, sql`${story.creditMonth}::text`,
    sql`${story.idempotencyKey}::uuid`, sql`${story.requestFingerprint}::text`,
  ];
  try {
    const result = await db.execute(sql`with earlier as (${earlier}), credit as (${credit}),
      made as (insert into ${s} (${sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `)})
        select ${sql.join(values, sql`, `)} from credit
        returning ${sql.identifier(s.id.name)} as id)
      select id, null::text as "requestFingerprint", false as queued, 0 as generation, true as made from made
      union all select *, false from earlier`);
    const row = rowsOf<EarlierStory & { made: boolean }>(result)[0];
    if (row) return row.made ? { made: row.id } : { earlier: earlierOf(row) };
  } catch (err) {
    // Two requests with one key at once (PostgreSQL): both looked before either committed, the index let
    // one commit and failed the other's statement whole, its credit included. It answers the first's story.
    if (!isUniqueViolation(err, ONE_STORY_PER_KEY)) throw err;
    const found = await findEarlier(db, story);
    if (found) return { earlier: found };
    throw err;
  }
  // Refused for the limit: the story may be the one a request with this key made a moment ago, which
  // took the last credit while this statement waited for the month row.
  const found = await findEarlier(db, story);
  return found ? { earlier: found } : null;
}

function earlierStory(userId: string, key: string | null) {
  const s = stories;
  return sql`select ${s.id} as id, ${s.requestFingerprint} as "requestFingerprint", ${s.status} = 'queued' as queued, ${s.regenerationCount} as generation
    from ${s} where ${s.userId} = ${userId}::uuid and ${s.idempotencyKey} = ${key}::uuid`;
}

async function findEarlier(db: Db, story: PaidStory): Promise<EarlierStory | null> {
  if (!story.idempotencyKey) return null;
  const row = rowsOf<EarlierStory>(await db.execute(earlierStory(story.userId, story.idempotencyKey)))[0];
  return row ? earlierOf(row) : null;
}

function earlierOf(row: EarlierStory): EarlierStory {
  return { id: row.id, requestFingerprint: row.requestFingerprint, queued: row.queued, generation: Number(row.generation) };
}
