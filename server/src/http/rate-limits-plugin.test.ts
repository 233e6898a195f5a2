import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { useCounterDatabase } from '../test/limit-counter-database.ts';
import { IDENTITY_BASE_PATH } from '../modules/auth/identity.ts';
import { errorBody, registerErrorHandling } from './errors.ts';
import { ADDRESS_CEILING_FACTOR } from './rate-limit-ceilings.ts';
import { RATE_LIMITS, registerRateLimits, supportRateLimit } from './rate-limits.ts';

// The limiter on its own (registerRateLimits: @fastify/rate-limit with our key, store and ceilings) on a
// bare Fastify with an in-memory database: milliseconds per request instead of the whole app's start.
// Who is signed in is faked ('Bearer family-<id>' is that family; 'Bearer broken' makes the look-up
// fail), since the behaviour under test is the limiter's. The whole app's limits, route by route, are
// in rate-limit-table.test.ts and rate-limits.test.ts.
vi.mock('../modules/auth/session.ts', () => ({
  findIdentity: async (_ctx: unknown, req: { headers: Record<string, string | undefined> }) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (token === 'broken') throw new Error('session store down');
    return token.startsWith('family-') ? { id: token.slice('family-'.length) } : null;
  },
}));

const SIGN_IN_PER_MINUTE = 2;
const redisUrl = process.env.TEST_REDIS_URL;
const counterDb = useCounterDatabase();

const contextWith = (db: Database['db'], redis?: string) =>
  ({ config: { redisUrl: redis, authRateLimitPerMinute: SIGN_IN_PER_MINUTE }, database: { db } }) as unknown as AppContext;

interface Options { namespace?: string | null; unlimited?: boolean; db?: Database['db']; redis?: string; logs?: string[] }

async function limitedApp(opts: Options = {}): Promise<FastifyInstance> {
  const logs = opts.logs;
  const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (logs?.push(chunk.toString()), done()) });
  const app = Fastify(logs ? { logger: { level: 'info', stream } } : {});
  registerErrorHandling(app);
  await registerRateLimits(app, contextWith(opts.db ?? counterDb(), opts.redis), opts.namespace === null ? undefined : (opts.namespace ?? `test:${randomUUID()}:`), opts.unlimited);
  app.post('/api/narrate', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get('/api/demo', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.post('/api/chatbot', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get('/api/open', async () => ({ ok: true }));
  app.post(`${IDENTITY_BASE_PATH}/*`, async () => ({ ok: true }));
  await app.ready();
  // The Redis client connects on its own after start (no offline queue: until then the limit lapses).
  if (opts.redis) await new Promise((r) => setTimeout(r, 150));
  return app;
}

const narrate = (app: FastifyInstance, who?: string, ip = '10.1.0.1') =>
  app.inject({ method: 'POST', url: '/api/narrate', remoteAddress: ip, payload: {}, headers: who ? { authorization: `Bearer ${who}` } : {} });
const statuses = async (n: number, call: () => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call()).statusCode);
  return out;
};

describe('the limits table', () => {
  it('holds the documented requests per minute (docs/api.md, DESIGN.md "Running well under load")', () => {
    const perMinute = Object.fromEntries(Object.entries(RATE_LIMITS).map(([k, v]) => [k, v.max * (60_000 / v.timeWindow)]));
    expect(perMinute).toEqual({ narrate: 30, narrationPage: 120, audiobook: 10, demo: 12, generate: 20, export: 20 });
    expect(Object.values(RATE_LIMITS).map((v) => v.timeWindow)).toEqual(Array(6).fill(60_000));
    expect(supportRateLimit(7)).toEqual({ max: 7, timeWindow: 60_000 });
  });
});

describe.each([
  ['database', undefined],
  ...(redisUrl ? [['redis', redisUrl] as [string, string]] : []),
])('the limiter with its %s store', (_name, redis) => {
  it('answers the call over the limit with a 429, the error shape and Retry-After of the window left', async () => {
    const app = await limitedApp({ redis });
    expect(await statuses(2, () => narrate(app))).toEqual([200, 200]);
    const refused = await narrate(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorBody('rate_limited', 'Too many requests. Please wait a moment and try again.'));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(58);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // An unlimited route of the same app is not counted.
    expect(await statuses(5, () => app.inject({ method: 'GET', url: '/api/open', remoteAddress: '10.1.0.1' }))).toEqual(Array(5).fill(200));
    expect((await app.inject({ method: 'GET', url: '/api/open', remoteAddress: '10.1.0.1' })).headers['x-ratelimit-limit']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/demo', remoteAddress: '10.1.0.1' })).headers['x-ratelimit-limit']).toBe('2');
    await app.close();
  });

  it('counts a signed-in family on its own: a second family at the same address goes on', async () => {
    const app = await limitedApp({ redis });
    expect(await statuses(3, () => narrate(app, 'family-a'))).toEqual([200, 200, 429]);
    expect(await statuses(2, () => narrate(app, 'family-b'))).toEqual([200, 200]);
    // The family is counted wherever it calls from.
    expect((await narrate(app, 'family-a', '10.1.9.9')).statusCode).toBe(429);
    await app.close();
  });

  it('counts an anonymous caller, a junk token and a failed look-up by address, all in one bucket', async () => {
    const app = await limitedApp({ redis });
    expect((await narrate(app)).statusCode).toBe(200);
    expect((await narrate(app, 'junk-1')).statusCode).toBe(200);
    expect((await narrate(app, 'broken')).statusCode).toBe(429);
    // Another address has its own count.
    expect((await narrate(app, 'junk-2', '10.1.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('counts each route apart', async () => {
    const app = await limitedApp({ redis });
    expect(await statuses(3, () => narrate(app))).toEqual([200, 200, 429]);
    expect((await app.inject({ method: 'GET', url: '/api/demo', remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
    // Another route of the same method too.
    expect((await app.inject({ method: 'POST', url: '/api/chatbot', remoteAddress: '10.1.0.1', payload: {} })).statusCode).toBe(200);
    await app.close();
  });

  it('shares counts between the processes of one deployment, not with another namespace', async () => {
    const namespace = `test:${randomUUID()}:`;
    const one = await limitedApp({ namespace, redis });
    const two = await limitedApp({ namespace, redis });
    const elsewhere = await limitedApp({ redis });
    expect((await narrate(one, 'family-s')).statusCode).toBe(200);
    expect((await narrate(two, 'family-s')).statusCode).toBe(200);
    expect((await narrate(one, 'family-s')).statusCode).toBe(429);
    expect((await narrate(two, 'family-s')).statusCode).toBe(429);
    expect((await narrate(elsewhere, 'family-s')).statusCode).toBe(200);
    await Promise.all([one.close(), two.close(), elsewhere.close()]);
  });

  it('shares counts between processes started with the default namespace', async () => {
    const [one, two] = [await limitedApp({ namespace: null, redis }), await limitedApp({ namespace: null, redis })];
    const family = `family-${randomUUID()}`;
    // An address of its own: the default namespace outlives the test, and with it the address ceiling's count.
    const ip = `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;
    expect([(await narrate(one, family, ip)).statusCode, (await narrate(two, family, ip)).statusCode, (await narrate(one, family, ip)).statusCode]).toEqual([200, 200, 429]);
    // Under the product's own prefix, apart from anything else in a shared Redis or database.
    const id = family.slice('family-'.length);
    const keys = redis
      ? await (async () => { const probe = new Redis(redis); const k = await probe.keys(`storyloom:rl:*${id}*`); await probe.quit(); return k; })()
      : (await counterDb().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key).filter((k) => k.includes(id));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.startsWith('storyloom:rl:')), keys.join(' ')).toBe(true);
    await Promise.all([one.close(), two.close()]);
  });

  it('puts a ceiling on an address over all of its families', async () => {
    const app = await limitedApp({ redis });
    for (let f = 0; f < ADDRESS_CEILING_FACTOR; f++) expect(await statuses(2, () => narrate(app, `family-c${f}`)), `family ${f}`).toEqual([200, 200]);
    const over = await narrate(app, 'family-c-last');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await narrate(app, 'family-c-last', '10.1.0.7')).statusCode).toBe(200);
    await app.close();
  });

  it('limits sign-in per e-mail address at the configured rate', async () => {
    const app = await limitedApp({ redis });
    const signIn = (ip: string) => app.inject({ method: 'POST', url: `${IDENTITY_BASE_PATH}/sign-in/email`, remoteAddress: ip, payload: { email: 'mia@example.com', password: 'x' } });
    expect([(await signIn('10.2.0.1')).statusCode, (await signIn('10.2.0.2')).statusCode, (await signIn('10.2.0.3')).statusCode]).toEqual([200, 200, 429]);
    await app.close();
  });

  it('lets everything through when asked to be unlimited (the test apps that are not about limits)', async () => {
    const app = await limitedApp({ redis, unlimited: true });
    expect(await statuses(ADDRESS_CEILING_FACTOR * 2 + 2, () => narrate(app, 'family-u'))).toEqual(Array(ADDRESS_CEILING_FACTOR * 2 + 2).fill(200));
    const signIn = () => app.inject({ method: 'POST', url: `${IDENTITY_BASE_PATH}/sign-in/email`, payload: { email: 'u@example.com', password: 'x' } });
    expect(await statuses(SIGN_IN_PER_MINUTE + 1, signIn)).toEqual(Array(SIGN_IN_PER_MINUTE + 1).fill(200));
    await app.close();
  });

  it('logs a refusal with whether a family or an address hit it, never the key itself', async () => {
    const logs: string[] = [];
    const app = await limitedApp({ redis, logs });
    await statuses(3, () => narrate(app, 'family-secret'));
    await statuses(3, () => narrate(app, undefined, '10.1.0.5'));
    const reached = logs.map((l) => JSON.parse(l) as { msg: string; key?: string }).filter((l) => l.msg === 'rate limit reached');
    expect(reached.map((l) => l.key)).toEqual(['family', 'address']);
    expect(logs.join('')).not.toContain('secret');
    await app.close();
  });
});

describe('the limiter when its store is down', () => {
  it('lets the calls through rather than take the product down', async () => {
    const down = new Proxy({}, { get: () => () => { throw new Error('database down'); } }) as unknown as Database['db'];
    const app = await limitedApp({ db: down });
    expect(await statuses(ADDRESS_CEILING_FACTOR * 2 + 1, () => narrate(app))).toEqual(Array(ADDRESS_CEILING_FACTOR * 2 + 1).fill(200));
    await app.close();
  });
});

describe('the limiter when Redis is down', () => {
  it('lets the calls through at once (no queue of commands waiting for it), and says so in the log', async () => {
    const logs: string[] = [];
    const app = await limitedApp({ redis: 'redis://127.0.0.1:1', logs });
    const started = Date.now();
    expect(await statuses(4, () => narrate(app))).toEqual([200, 200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(logs.some((l) => l.includes('rate-limit store (Redis) unavailable') && l.includes('ECONNREFUSED'))).toBe(true);
    await app.close();
  }, 8_000);
});

if (redisUrl) describe('the limiter with Redis', () => {
  it('lets go of its connection when the app closes', async () => {
    const quit = vi.spyOn(Redis.prototype, 'quit');
    const app = await limitedApp({ redis: redisUrl });
    expect(quit).not.toHaveBeenCalled();
    await app.close();
    expect(quit).toHaveBeenCalledTimes(1);
    quit.mockRestore();
  });

  it('counts in Redis under the namespace', async () => {
    const namespace = `test:${randomUUID()}:`;
    const app = await limitedApp({ namespace, redis: redisUrl });
    await narrate(app, 'family-r');
    const probe = new Redis(redisUrl);
    expect((await probe.keys(`${namespace}*`)).length).toBeGreaterThan(0);
    await probe.quit();
    await app.close();
  });
});
