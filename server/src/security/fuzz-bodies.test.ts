// Bad input, property-based (issue 15): every route that takes a body, fed generated malformed
// bodies by a signed-in family (so they get past the door to the validation and the handler). The
// answer is never a 5xx; an error is always the error shape; no answer shows a stack trace or SQL.
// The routes are the matrix's table (route-access.ts), so a new JSON route is fuzzed without an edit.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';
import { buildAccessFixture, type AccessFixture } from './access-fixture.ts';
import { anyJson, mutatedBody, rawBodies, TEN_MB_BODIES, type RawBody } from './malformed-bodies.ts';
import { ROUTE_ACCESS } from './route-access.ts';

/** Calls that would end the fuzzing family's own session: fuzzed in its own way below. */
const ENDS_THE_SESSION = new Set(['POST /api/account/sign-out-everywhere']);
const LEAKS = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|SELECT |INSERT INTO|UPDATE \w+ SET|syntax error at|violates|drizzle|postgres|pglite|relation "/i;
/** Sign-up is the one JSON door better-auth opens to anyone: it is fuzzed too. */
const SIGN_UP = { key: 'POST /api/identity/sign-up/email', path: '/api/identity/sign-up/email', body: { name: 'Fuzz', email: 'fuzz@example.com', password: 'correct-horse-battery' } };

describe.each(TEST_DATABASES)('malformed bodies on every JSON route (%s)', (kind) => {
  let t: TestApp;
  let f: AccessFixture;

  const adminEmail = `root-${randomUUID()}@example.com`;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: adminEmail, SUPPORT_RATE_LIMIT_PER_MINUTE: '100000' }, { unlimited: true });
    f = await buildAccessFixture(t, adminEmail);
  }, 180_000);
  afterAll(() => t?.close());

  const targets = () => {
    const routes = Object.entries(ROUTE_ACCESS)
      .filter(([key]) => !key.startsWith('GET ') && !ENDS_THE_SESSION.has(key))
      .map(([key, entry]) => {
        const { path, body } = entry.call(f, 'familyA');
        // Each route is fuzzed by a caller it lets in, so that the body reaches validation and the handler.
        const token = entry.access === 'admin' ? f.tokens.admin : f.tokens.familyA;
        return { key, path, token, body: (body ?? {}) as Record<string, unknown> };
      });
    return [...routes, { ...SIGN_UP, token: undefined }];
  };

  /** Whether the body is JSON sent as JSON: anything else must be refused. */
  const isJson = (raw: RawBody): boolean => {
    try {
      // Fastify, like RFC 8259 allows, ignores a byte order mark before JSON.
      JSON.parse(raw.text.replace(/^\uFEFF/, ''));
      return raw.contentType.startsWith('application/json');
    } catch {
      return false;
    }
  };

  const headers = (token: string | undefined, contentType: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}`, 'content-type': contentType } : { 'content-type': contentType };

  async function send({ key, path, token }: ReturnType<typeof targets>[number], raw: RawBody): Promise<string | null> {
    const [method = 'POST'] = key.split(' ');
    const res = await fetch(t.url + path, { method, headers: headers(token, raw.contentType), body: raw.text });
    const text = await res.text();
    const where = `${key} <- ${raw.contentType} ${JSON.stringify(raw.text.slice(0, 120))}: ${res.status} ${text.slice(0, 200)}`;
    if (res.status >= 500) return where;
    if (res.status < 400 && !isJson(raw)) return `accepted: ${where}`;
    if (LEAKS.test(text)) return `leak: ${where}`;
    if (res.status >= 400) {
      const body = (() => {
        try {
          return JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
        } catch {
          return null;
        }
      })();
      if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string') return `shape: ${where}`;
    }
    return null;
  }

  async function fuzz(arbitrary: (target: ReturnType<typeof targets>[number]) => fc.Arbitrary<RawBody>, numRuns: number) {
    const failures: string[] = [];
    for (const target of targets()) {
      await fc.assert(
        fc.asyncProperty(arbitrary(target), async (raw) => {
          const failure = await send(target, raw).catch((err: unknown) => `no answer: ${target.key} ${raw.text.slice(0, 80)}: ${String(err)}`);
          if (failure) failures.push(failure);
          return failure === null;
        }),
        { numRuns, endOnFailure: true },
        // The failure is recorded above; the other routes are still fuzzed, so that one run lists them all.
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }

  const json = (value: unknown): RawBody => ({ text: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

  it('answers bodies with wrong types, odd unicode, huge strings, nulls and extra fields without a 5xx or a leak', async () => {
    await fuzz((target) => mutatedBody(target.body).map(json), 10);
  }, 300_000);

  it('answers any JSON value as the whole body without a 5xx or a leak', async () => {
    await fuzz(() => anyJson.map(json), 10);
  }, 300_000);

  it('refuses invalid JSON and wrong content types with a 4xx in the error shape, and deep nesting without a 5xx', async () => {
    await fuzz(() => rawBodies, 12);
  }, 300_000);

  it('refuses 10 MB bodies with a 413 on every route', async () => {
    const failures: string[] = [];
    for (const target of targets()) {
      for (const raw of TEN_MB_BODIES) {
        const [method = 'POST'] = target.key.split(' ');
        const res = await fetch(t.url + target.path, { method, headers: headers(target.token, raw.contentType), body: raw.text });
        const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
        if (res.status !== 413 || body?.error?.code !== 'bad_request') failures.push(`${target.key}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers a body on the call that ends every session without a 5xx', async () => {
    for (const raw of fc.sample(rawBodies, 10)) {
      const { token } = await t.signUp();
      const res = await fetch(`${t.url}/api/account/sign-out-everywhere`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': raw.contentType }, body: raw.text });
      expect(res.status, raw.text.slice(0, 80)).toBeLessThan(500);
    }
  }, 120_000);
});
