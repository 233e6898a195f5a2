// A new story and the credit it takes, in one statement (decision 024): the credit's upsert and the
// story's insert commit together or not at all, as the transaction around them did, but with no
// BEGIN and COMMIT round trips, and the family's month row is locked for one statement, not for
// three round trips of a transaction: twenty requests at once waited on that lock in turn.
import { sql } from 'drizzle-orm';
import type { PlanId } from '@storyloom/contracts/plans';
import { rowsOf, type Db } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';
import { creditTaken } from '../plans/usage.ts';

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
}

/** The new story's id, or null when the plan's monthly limit is reached (nothing is then written). */
export async function insertPaidStory(db: Db, plan: PlanId, story: PaidStory): Promise<string | null> {
  const credit = creditTaken(story.userId, plan, story.creditMonth);
  if (!credit) return null;
  const s = stories;
  const columns = [s.userId, s.character, s.theme, s.length, s.language, s.ageGroup, s.moralLesson, s.childName, s.customPrompt, s.childLook, s.artStyle, s.seed, s.chapterCount, s.creditMonth];
  // Typed casts: a value in a SELECT list has no column to take its type from.
  const values = [
    sql`${story.userId}::uuid`, sql`${story.character}::text`, sql`${story.theme}::text`, sql`${story.length}::text`, sql`${story.language}::text`,
    sql`${story.ageGroup}::text`, sql`${story.moralLesson}::text`, sql`${story.childName}::text`, sql`${story.customPrompt}::text`,
    sql`${story.childLook === null || story.childLook === undefined ? null : JSON.stringify(story.childLook)}::jsonb`,
    sql`${story.artStyle}::text`, sql`${story.seed}::int`, sql`${story.chapterCount}::int`, sql`${story.creditMonth}::text`,
  ];
  const result = await db.execute(sql`with credit as (${credit})
    insert into ${s} (${sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `)})
    select ${sql.join(values, sql`, `)} from credit
    returning ${sql.identifier(s.id.name)} as id`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}
