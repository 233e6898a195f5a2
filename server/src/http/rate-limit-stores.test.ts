import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCounterDatabase, useCounterDatabase } from '../test/limit-counter-database.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { countHit } from './rate-limit-stores.ts';

// The database counter every web process shares when there is no Redis: one window per key that starts
// at the first hit and ends when it ends (then counting starts again), and old rows cleared now and then.
const counterDb = useCounterDatabase();
afterEach(() => {
  vi.restoreAllMocks();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const keysLike = async (prefix: string) =>
  (await counterDb().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key).filter((k) => k.startsWith(prefix)).sort();

describe('the database rate-limit counter', () => {
  it('counts hits in a window that starts at the first, with the time left, then starts again', async () => {
    const key = `k:${randomUUID()}`;
    const first = await countHit(counterDb(), key, 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(300);
    expect(first.ttl).toBeLessThanOrEqual(400);
    await sleep(150);
    const second = await countHit(counterDb(), key, 400);
    expect(second.current).toBe(2);
    // The window did not move with the second hit.
    expect(second.ttl).toBeLessThan(first.ttl - 100);
    expect(second.ttl).toBeGreaterThan(0);
    await sleep(300);
    const third = await countHit(counterDb(), key, 400);
    expect(third).toEqual({ current: 1, ttl: expect.any(Number) });
    expect(third.ttl).toBeGreaterThan(300);
    // Another key is counted apart.
    expect((await countHit(counterDb(), `${key}-other`, 400)).current).toBe(1);
  });

  it('clears, now and then, the rows whose window ended over ten minutes ago, and only those', async () => {
    const prefix = `old:${randomUUID()}:`;
    const ago = (minutes: number) => sql`now() - ${minutes} * interval '1 minute'`;
    await counterDb().insert(rateLimitCounters).values([
      { key: `${prefix}11`, hits: 3, resetsAt: ago(11) },
      { key: `${prefix}9`, hits: 3, resetsAt: ago(9) },
    ]);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await countHit(counterDb(), `${prefix}now`, 60_000);
    await sleep(50);
    expect(await keysLike(prefix)).toEqual([`${prefix}11`, `${prefix}9`, `${prefix}now`]);
    vi.spyOn(Math, 'random').mockReturnValue(0.009);
    await countHit(counterDb(), `${prefix}now`, 60_000);
    await sleep(50);
    expect(await keysLike(prefix)).toEqual([`${prefix}9`, `${prefix}now`]);
  });

  it('counts hits that arrive together in one statement, each in its own place in its key\'s count', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const db = counterDb();
    let statements = 0;
    const counting = new Proxy(db, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (prop === 'execute') statements++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const family = `family:${randomUUID()}`;
    const address = `ip:${randomUUID()}`;
    // Twenty requests at once, each counted for its family and its address.
    const hits = Array.from({ length: 20 }, () => [countHit(counting, family, 60_000), countHit(counting, address, 60_000)]).flat();
    const counted = await Promise.all(hits);
    expect(counted.filter((_, i) => i % 2 === 0).map((c) => c.current)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(counted.filter((_, i) => i % 2 === 1).map((c) => c.current)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const c of counted) expect(c.ttl).toBeGreaterThan(0);
    // The first hit is counted at once; the 39 that came while it was under way, together.
    expect(statements).toBe(2);
    // Counted alone afterwards, the next hit follows on.
    expect((await countHit(db, family, 60_000)).current).toBe(21);
  });

  it('counts in the same rows from two processes counting at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    // On a PostgreSQL server, a second pool as another process has; an embedded database admits one
    // process, so there a second handle on it (its own batches) stands in for it.
    const other = process.env.TEST_DATABASE_URL ? await openCounterDatabase() : undefined;
    const second = other?.db ?? new Proxy(counterDb(), {});
    try {
      const key = `shared:${randomUUID()}`;
      const counted = await Promise.all(Array.from({ length: 30 }, (_, i) => countHit(i % 2 ? counterDb() : second, key, 60_000)));
      expect(counted.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    } finally {
      await other?.close();
    }
  });
});

