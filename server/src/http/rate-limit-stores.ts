// Where the API's rate-limit counters live: in Redis when REDIS_URL is set, else in the database.
// Either way every web process counts into the same place, so a limit holds behind a load balancer.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';


/** Rows whose window ended this long ago are deleted now and then, so the table stays small. */
const PRUNE_AFTER_MS = 10 * 60_000;

interface Hit {
  key: string;
  windowMs: number;
  done: (counted: { current: number; ttl: number }) => void;
  fail: (err: unknown) => void;
}

/**
 * Hits that arrive while a statement is under way wait for the next one, which counts them all
 * (decision 024): a lone hit is counted at once, as before, and twenty requests at once cost a few
 * statements instead of forty. Each hit gets its own place in its key's count, as if counted alone.
 */
class HitBatcher {
  private waiting: Hit[] = [];
  private busy = false;

  constructor(private readonly db: Db) {}

  hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    return new Promise((done, fail) => {
      this.waiting.push({ key, windowMs, done, fail });
      if (!this.busy) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.busy = true;
    while (this.waiting.length > 0) {
      const hits = this.waiting;
      this.waiting = [];
      await countTogether(this.db, hits).catch((err: unknown) => {
        for (const hit of hits) hit.fail(err);
      });
    }
    this.busy = false;
  }
}

/** One statement for many hits, a row per key (a statement may not update one row twice). */
async function countTogether(db: Db, hits: Hit[]): Promise<void> {
  const byKey = new Map<string, Hit[]>();
  for (const hit of hits) byKey.set(hit.key, [...(byKey.get(hit.key) ?? []), hit]);
  // Keys in one order, so two processes counting the same keys lock their rows in the same order.
  const keys = [...byKey.keys()].sort();
  const t = rateLimitCounters;
  const rows = keys.map((key) => {
    const group = byKey.get(key) ?? [];
    return sql`(${key}::text, ${group.length}::int, now() + ${group[0]?.windowMs ?? 0}::int * interval '1 millisecond')`;
  });
  // A new window starts when the old one has ended, and two processes counting at once land in the same row.
  const result = await db.execute(sql`insert into ${t} (key, hits, resets_at) values ${sql.join(rows, sql`, `)}
    on conflict (key) do update set
      hits = case when ${t.resetsAt} <= now() then excluded.hits else ${t.hits} + excluded.hits end,
      resets_at = case when ${t.resetsAt} <= now() then excluded.resets_at else ${t.resetsAt} end
    returning key, hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl`);
  for (const row of rowsOf<{ key: string; hits: number; ttl: number }>(result)) {
    const group = byKey.get(row.key) ?? [];
    // The key's hits of this statement are its last ones, in the order they came.
    group.forEach((hit, i) => hit.done({ current: Number(row.hits) - group.length + 1 + i, ttl: Number(row.ttl) }));
    byKey.delete(row.key);
  }
  for (const group of byKey.values()) for (const hit of group) hit.fail(new Error('rate-limit counter: no row returned'));
  if (Math.random() < 0.01) {
    void db.delete(t).where(sql`${t.resetsAt} < now() - ${PRUNE_AFTER_MS} * interval '1 millisecond'`).catch(() => undefined);
  }
}

const batchers = new WeakMap<Db, HitBatcher>();

/** Counts one hit of `key` in a window of `windowMs` that starts at the key's first hit; the count and the time left. */
export function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new HitBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher.hit(key, windowMs);
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
