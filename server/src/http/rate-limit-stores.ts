// Where the API's rate-limit counters live: in Redis when REDIS_URL is set, else in the database.
// Either way every web process counts into the same place, so a limit holds behind a load balancer.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';


/** Rows whose window ended this long ago are deleted now and then, so the table stays small. */
const PRUNE_AFTER_MS = 10 * 60_000;

export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const t = rateLimitCounters;
  // One statement per hit: a new window starts when the old one has ended, and two processes
  // counting at once both land in the same row.
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`CASE WHEN ${t.resetsAt} <= now() THEN 1 ELSE ${t.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${t.resetsAt} <= now() THEN excluded.resets_at ELSE ${t.resetsAt} END`,
      },
    })
    .returning({ hits: t.hits, ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.resetsAt} - now()) * 1000))::int` });
  if (Math.random() < 0.01) {
    void db.delete(t).where(sql`${t.resetsAt} < now() - ${PRUNE_AFTER_MS} * interval '1 millisecond'`).catch(() => undefined);
  }
  return { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? windowMs) };
}

/** A store class for @fastify/rate-limit's `store` option, counting in the `rate_limit_counters` table. */
export function databaseStore(db: Db, namespace: string): FastifyRateLimitStoreCtor {
  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key, cb, timeWindow) {
      countHit(db, prefix + key, timeWindow).then((r) => cb(null, r), (err: Error) => cb(err));
    },
    // The same route key as the Redis store's: method and URL pattern. (At run time the plugin
    // passes the route's merged limit settings, with the route itself under routeInfo.)
    child: (settings) => {
      const route = (settings as unknown as { routeInfo: { method?: unknown; url?: string } }).routeInfo;
      return make(`${prefix}${String(route.method)}${route.url ?? ''}|`);
    },
  });
  return class {
    constructor() {
      return make(namespace);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
