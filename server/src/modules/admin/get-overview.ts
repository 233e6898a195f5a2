// GET /api/admin/overview: the figures an operator looks at first. Every count reads an index
// range or a table of families (thousands of rows), never all stories' text; the whole is reused
// for 30 s, since a dashboard refreshed by several operators would otherwise count the same rows.
import type { AdminOverview } from '@storyloom/contracts/admin';
import { PLAN_IDS } from '@storyloom/contracts/plans';
import { and, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers, contactMessages, generationFailures, stories } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Every day from `days - 1` days ago to today (UTC), with 0 where nothing happened. */
export function fillDays(days: number, now: Date, counts: { date: string; count: number }[]): { date: string; count: number }[] {
  const byDate = new Map(counts.map((c) => [c.date, c.count]));
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
}

async function perDay(db: Db, column: typeof stories.createdAt | typeof generationFailures.failedAt, from: Date) {
  const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const table = column === stories.createdAt ? stories : generationFailures;
  return db.select({ date: day, count: sql<number>`count(*)::int` }).from(table).where(gte(column, from)).groupBy(day);
}

/** How long an overview is reused: counting 100,000 stories on each visit is the one cost worth saving. */
export const OVERVIEW_MAX_AGE_MS = 30_000;
const recent = new WeakMap<Db, { at: number; overview: AdminOverview }>();

/** The overview, computed at most every OVERVIEW_MAX_AGE_MS per database (each process keeps its own). */
export async function getCachedOverview(db: Db, maxAgeMs = OVERVIEW_MAX_AGE_MS): Promise<AdminOverview> {
  const hit = recent.get(db);
  if (hit && Date.now() - hit.at < maxAgeMs) return hit.overview;
  const overview = await getOverview(db);
  recent.set(db, { at: Date.now(), overview });
  return overview;
}

export async function getOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const today = startOfUtcDay(now).getTime();
  const [plans, families, suspended, storiesTotal, storiesThisMonth, storyDays, failureDays, unreadMessages] = await Promise.all([
    db.select({ plan: appUsers.subscriptionPlan, count: sql<number>`count(*)::int` }).from(appUsers).groupBy(appUsers.subscriptionPlan),
    db.$count(appUsers),
    db.$count(appUsers, isNotNull(appUsers.suspendedAt)),
    db.$count(stories),
    db.$count(stories, gte(stories.createdAt, monthStart)),
    perDay(db, stories.createdAt, new Date(today - 29 * DAY_MS)),
    perDay(db, generationFailures.failedAt, new Date(today - 6 * DAY_MS)),
    db.$count(contactMessages, and(isNull(contactMessages.readAt))),
  ]);
  const planCounts = Object.fromEntries(PLAN_IDS.map((id) => [id, plans.find((p) => p.plan === id)?.count ?? 0])) as AdminOverview['plans'];
  return {
    families,
    suspended,
    storiesTotal,
    storiesThisMonth,
    plans: planCounts,
    storiesPerDay: fillDays(30, now, storyDays),
    failuresPerDay: fillDays(7, now, failureDays),
    unreadMessages,
  };
}
