import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { startTestApp, TEST_DATABASES, type DatabaseKind, type TestApp } from '../test/test-app.ts';
import { RATE_LIMITS } from './rate-limits.ts';

// The database store on every database the suite runs on; the Redis store too when a Redis server is given.
const redisUrl = process.env.TEST_REDIS_URL;
const STORES: [string, DatabaseKind, Record<string, string>][] = [
  ...TEST_DATABASES.map((kind): [string, DatabaseKind, Record<string, string>] => [`database, ${kind}`, kind, {}]),
  ...(redisUrl ? [['redis', 'pglite', { REDIS_URL: redisUrl }] as [string, DatabaseKind, Record<string, string>]] : []),
];

describe.each(STORES)('rate limits (%s)', (_name, kind, env) => {
  const namespace = `test:${randomUUID()}:`;
  let t: TestApp;
  // A second web process: the same database (and Redis), its own Fastify instance.
  let other: BuiltApp;
  beforeAll(async () => {
    t = await startTestApp(kind, env, { rateLimitNamespace: namespace });
    other = await buildApp(t.ctx.config, t.database, { rateLimitNamespace: namespace, queueSchema: t.ctx.jobs.schema });
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  const regenerate = (app: BuiltApp['app'], token: string) =>
    app.inject({ method: 'POST', url: `/api/stories/${randomUUID()}/regenerate`, headers: { authorization: `Bearer ${token}` } });

  it("cannot be skipped with a junk Authorization header: narration's limit counts the address", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i <= RATE_LIMITS.narrate.max; i++) {
      last = await fetch(`${t.url}/api/narrate`, {
        method: 'POST',
        headers: { authorization: `Bearer junk-${i}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Hello' }),
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(RATE_LIMITS.narrate.max).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last?.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('counts each signed-in family on its own, even from one address', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    for (let i = 0; i < RATE_LIMITS.generate.max; i++) expect((await regenerate(t.app, a.token)).statusCode).toBe(404);
    const limited = await regenerate(t.app, a.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await regenerate(t.app, b.token)).statusCode).toBe(404);
  });

  it('shares its counters between the web processes of one deployment', async () => {
    const { token } = await t.signUp();
    const half = RATE_LIMITS.generate.max / 2;
    for (let i = 0; i < half; i++) expect((await regenerate(t.app, token)).statusCode).toBe(404);
    for (let i = 0; i < half; i++) expect((await regenerate(other.app, token)).statusCode).toBe(404);
    expect((await regenerate(t.app, token)).statusCode).toBe(429);
    expect((await regenerate(other.app, token)).statusCode).toBe(429);
  });
});
