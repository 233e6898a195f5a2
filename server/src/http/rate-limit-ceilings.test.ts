import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import { useCounterDatabase } from '../test/limit-counter-database.ts';
import { IDENTITY_BASE_PATH } from '../modules/auth/identity.ts';
import { errorBody, registerErrorHandling } from './errors.ts';
import { ADDRESS_CEILING_FACTOR, registerRateLimitCeilings, sharedCounter, type Hit } from './rate-limit-ceilings.ts';

// The ceilings on their own, on a bare Fastify with a counter kept in memory (the shared stores are
// tested in rate-limits.test.ts): the exact number let through per address and per e-mail address, the
// key each is counted under, Retry-After from the counter's time left, and a counter that is down.
const SIGN_IN_PER_MINUTE = 3;

function memoryHit(ttl = 42_000): Hit & { keys: string[]; windows: number[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  const windows: number[] = [];
  const hit = async (key: string, windowMs: number) => {
    keys.push(key);
    windows.push(windowMs);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return { current: counts.get(key) ?? 0, ttl };
  };
  return Object.assign(hit, { keys, windows });
}

/** The log lines of the app, parsed, when `logs` is given. */
async function appWith(hit: Hit, logs?: { msg: string; key?: string; err?: { message: string } }[]): Promise<FastifyInstance> {
  const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (logs?.push(JSON.parse(chunk.toString())), done()) });
  const app = Fastify(logs ? { logger: { level: 'info', stream } } : {});
  registerErrorHandling(app);
  registerRateLimitCeilings(app, hit, SIGN_IN_PER_MINUTE);
  // A route's own hooks still run beside the ceiling.
  const own = async (_req: unknown, reply: { header: (k: string, v: string) => void }) => void reply.header('x-own-hook', 'ran');
  app.post('/api/narrate', { config: { rateLimit: { max: 2, timeWindow: 60_000 } }, onRequest: own }, async () => ({ ok: true }));
  app.get('/api/demo', { config: { rateLimit: { max: 1, timeWindow: 30_000 } } }, async () => ({ ok: true }));
  app.get('/api/open', async () => ({ ok: true }));
  // A limit whose max is worked out per request is @fastify/rate-limit's alone: no ceiling to derive.
  app.get('/api/computed', { config: { rateLimit: { max: () => 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.route({ method: ['GET', 'HEAD'], url: '/api/two-methods', config: { rateLimit: { max: 1, timeWindow: 60_000 } }, handler: async () => ({ ok: true }) });
  app.route({ method: ['GET', 'POST'], url: `${IDENTITY_BASE_PATH}/*`, preHandler: own, handler: async () => ({ ok: true }) });
  await app.ready();
  return app;
}

const narrate = (app: FastifyInstance, ip = '10.0.0.1') => app.inject({ method: 'POST', url: '/api/narrate', remoteAddress: ip, payload: {} });
const signIn = (app: FastifyInstance, email: unknown, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `${IDENTITY_BASE_PATH}/sign-in/email`, remoteAddress: ip, payload: { email, password: 'x' } });

describe('rate-limit ceilings', () => {
  it('lets an address make four times the route limit, no more, and says when to come back', async () => {
    const app = await appWith(memoryHit(1_500));
    for (let i = 0; i < 2 * ADDRESS_CEILING_FACTOR; i++) expect((await narrate(app)).statusCode).toBe(200);
    const refused = await narrate(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorBody('rate_limited', 'Too many requests. Please wait a moment and try again.'));
    expect(refused.headers['retry-after']).toBe('2');
    // Another address has its own count.
    expect((await narrate(app, '10.0.0.2')).statusCode).toBe(200);
    expect((await narrate(app, '10.0.0.2')).headers['x-own-hook']).toBe('ran');
    await app.close();
  });

  it('counts each route under its own key, with its own window, and leaves unlimited routes alone', async () => {
    const hit = memoryHit();
    const app = await appWith(hit);
    await narrate(app);
    await app.inject({ method: 'GET', url: '/api/demo', remoteAddress: '10.0.0.1' });
    await app.inject({ method: 'GET', url: '/api/open', remoteAddress: '10.0.0.1' });
    expect(hit.keys).toEqual(['ip:10.0.0.1|POST /api/narrate', 'ip:10.0.0.1|GET /api/demo']);
    expect(hit.windows).toEqual([60_000, 30_000]);
    await app.inject({ method: 'GET', url: '/api/computed', remoteAddress: '10.0.0.1' });
    await app.inject({ method: 'GET', url: '/api/two-methods', remoteAddress: '10.0.0.1' });
    expect(hit.keys.slice(2)).toEqual(['ip:10.0.0.1|GET,HEAD /api/two-methods']);
    for (let i = 0; i < 6; i++) expect((await app.inject({ method: 'GET', url: '/api/computed', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    for (let i = 0; i < ADDRESS_CEILING_FACTOR; i++) expect((await app.inject({ method: 'GET', url: '/api/demo', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/demo', remoteAddress: '10.0.0.9' })).statusCode).toBe(429);
    await app.close();
  });

  it('says at least one second when the window is about to end', async () => {
    const app = await appWith(memoryHit(0));
    for (let i = 0; i < 2 * ADDRESS_CEILING_FACTOR; i++) await narrate(app);
    expect((await narrate(app)).headers['retry-after']).toBe('1');
    await app.close();
  });

  it('lets requests through when the counter is down, and logs why', async () => {
    const logs: { msg: string; err?: { message: string } }[] = [];
    const app = await appWith(async () => {
      throw new Error('store down');
    }, logs);
    for (let i = 0; i < 2 * ADDRESS_CEILING_FACTOR + 2; i++) expect((await narrate(app)).statusCode).toBe(200);
    const down = logs.filter((l) => l.msg === 'rate-limit ceiling store unavailable');
    expect(down).toHaveLength(2 * ADDRESS_CEILING_FACTOR + 2);
    expect(down[0]?.err?.message).toBe('store down');
    await app.close();
  });

  it('logs a refusal with the kind of key (an address or an e-mail address), never the key itself', async () => {
    const logs: { msg: string; key?: string }[] = [];
    const app = await appWith(memoryHit(), logs);
    for (let i = 0; i <= 2 * ADDRESS_CEILING_FACTOR; i++) await narrate(app);
    for (let i = 0; i <= SIGN_IN_PER_MINUTE; i++) await signIn(app, 'secret-mia@example.com');
    expect(logs.filter((l) => l.msg === 'rate limit reached').map((l) => l.key)).toEqual(['ip', 'email']);
    expect(JSON.stringify(logs)).not.toContain('secret-mia');
    await app.close();
  });

  it('counts sign-in per e-mail address, whatever its case and spaces, from any address', async () => {
    const hit = memoryHit();
    const app = await appWith(hit);
    for (let i = 0; i < SIGN_IN_PER_MINUTE; i++) expect((await signIn(app, i === 0 ? ' Mia@Example.com ' : 'mia@example.com', `10.0.1.${i}`)).statusCode).toBe(200);
    const refused = await signIn(app, 'MIA@example.com', '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(hit.keys[0]).toBe('email:mia@example.com|sign-in');
    expect(hit.windows[0]).toBe(60_000);
    // A query string does not make a sign-in uncounted; the route's own pre-handler still runs.
    const withQuery = await app.inject({ method: 'POST', url: `${IDENTITY_BASE_PATH}/sign-in/email?callbackURL=%2F`, remoteAddress: '10.0.3.1', payload: { email: 'mia@example.com', password: 'x' } });
    expect(withQuery.statusCode).toBe(429);
    // Another e-mail address is counted apart.
    expect((await signIn(app, 'leo@example.com')).statusCode).toBe(200);
    await app.close();
  });

  it('counts only e-mail sign-ins: not other identity calls, not a GET, not a body without an e-mail', async () => {
    const hit = memoryHit();
    const app = await appWith(hit);
    await app.inject({ method: 'POST', url: `${IDENTITY_BASE_PATH}/sign-up/email`, payload: { email: 'mia@example.com' } });
    await app.inject({ method: 'GET', url: `${IDENTITY_BASE_PATH}/sign-in/email` });
    expect((await signIn(app, 42)).statusCode).toBe(200);
    expect((await signIn(app, undefined)).statusCode).toBe(200);
    // No body at all.
    const bare = await app.inject({ method: 'POST', url: `${IDENTITY_BASE_PATH}/sign-in/email` });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['x-own-hook']).toBe('ran');
    expect(hit.keys).toEqual([]);
    await app.close();
  });
});

// The Redis counter the ceilings share between processes, when a Redis server is given for the tests
// (TEST_REDIS_URL, as in rate-limits.test.ts).
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) describe('the shared ceiling counter in Redis', () => {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  afterAll(async () => {
    await redis.quit();
  });

  it('counts in one window that starts at the first hit, under the namespace', async () => {
    const namespace = `test:${randomUUID()}:`;
    const hit = sharedCounter({} as never, redis, namespace);
    const first = await hit('ip:1|x', 5_000);
    expect(first).toEqual({ current: 1, ttl: 5_000 });
    await new Promise((r) => setTimeout(r, 120));
    const second = await hit('ip:1|x', 5_000);
    expect(second.current).toBe(2);
    // The window did not start again with the second hit.
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThan(4_950);
    const left = await redis.pttl(`${namespace}ceiling|ip:1|x`);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(second.ttl);
  });
});

// The database counter the ceilings share when there is no Redis (TEST_DATABASE_URL's server, else PGlite).
describe('the shared ceiling counter in the database', () => {
  const counterDb = useCounterDatabase();

  it('counts under the namespace, apart from the route limits', async () => {
    const namespace = `test:${randomUUID()}:`;
    const hit = sharedCounter(counterDb(), undefined, namespace);
    expect((await hit('ip:1|x', 5_000)).current).toBe(1);
    const second = await hit('ip:1|x', 5_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(5_000);
    const keys = (await counterDb().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key).filter((k) => k.startsWith(namespace));
    expect(keys).toEqual([`${namespace}ceiling|ip:1|x`]);
  });
});
