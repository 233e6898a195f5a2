// The authorisation matrix (issue 15): every route the server registered, called by every kind of
// caller, every answer checked. The route list is the server's own (BuiltApp.routes), so a route
// added without an entry in ROUTE_ACCESS fails the first test. Refusals run first (they must change
// nothing); then the allowed calls, in ROUTE_ACCESS order, ending with those that undo the fixture.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FORBIDDEN_MESSAGE, ADMIN_SIGN_IN_MESSAGE } from '../modules/admin/require-admin.ts';
import { ADMIN_PREFIX } from '../modules/admin/routes.ts';
import { startTestApp, TEST_DATABASES, type TestApp, type TestResponse } from '../test/test-app.ts';
import { signUpFamily } from '../modules/admin/admin-test-support.ts';
import { ACTORS, buildAccessFixture, makePro, type AccessFixture, type Actor } from './access-fixture.ts';
import { expectedStatus, okStatus, ROUTE_ACCESS, type RouteAccess } from './route-access.ts';

const REFUSAL_CODES: Record<number, string[]> = {
  401: ['unauthorized', 'invalid_credentials'],
  403: ['account_suspended', 'forbidden'],
  404: ['not_found'],
};

describe.each(TEST_DATABASES)('authorisation matrix (%s)', (kind) => {
  let t: TestApp;
  let f: AccessFixture;
  const adminEmail = `root-${randomUUID()}@example.com`;
  const routeKeys = () => t.routes.filter((r) => r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: adminEmail, SUPPORT_RATE_LIMIT_PER_MINUTE: '1000' });
    f = await buildAccessFixture(t, adminEmail);
  }, 180_000);
  afterAll(() => t?.close());

  const call = (key: string, entry: RouteAccess, actor: Actor): Promise<TestResponse> => {
    const [method = 'GET'] = key.split(' ');
    const { path, body } = entry.call(f, actor);
    return t.request(method, path, { token: f.tokens[actor], body });
  };

  /** Every wrong answer of a run, so that one run lists them all. */
  const wrong: string[] = [];
  const differs = (key: string, actor: Actor, expected: string, res: TestResponse) =>
    wrong.push(`${key} as ${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);

  function checkRefusal(key: string, actor: Actor, status: number, res: TestResponse): void {
    const error = res.body?.error as { code?: string; message?: unknown } | undefined;
    let message: string | undefined;
    if (key.includes(` ${ADMIN_PREFIX}/`)) {
      if (status === 401) message = ADMIN_SIGN_IN_MESSAGE;
      if (error?.code === 'forbidden') message = ADMIN_FORBIDDEN_MESSAGE;
    }
    const right = res.status === status && REFUSAL_CODES[status]?.includes(error?.code ?? '') && typeof error?.message === 'string'
      && (!message || error.message === message);
    if (!right) differs(key, actor, `${status} ${REFUSAL_CODES[status]?.join('|')}${message ? ` "${message}"` : ''}`, res);
  }

  it('has an entry for every /api route the server registered, and none for a route that does not exist', () => {
    expect(routeKeys().length).toBeGreaterThanOrEqual(70);
    expect(routeKeys().sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('refuses every caller who may not call a route, with the right status and error, before any allowed call', async () => {
    wrong.length = 0;
    let refusals = 0;
    for (const [key, entry] of Object.entries(ROUTE_ACCESS)) {
      for (const actor of ACTORS) {
        const expected = expectedStatus(entry.access, actor);
        if (expected === 'ok') continue;
        checkRefusal(key, actor, expected, await call(key, entry, actor));
        refusals++;
      }
    }
    expect(wrong).toEqual([]);
    expect(refusals).toBeGreaterThan(300);
  }, 180_000);

  it("refuses a suspended family's Pro API key on the story API", async () => {
    const family = await signUpFamily(t, 'Kim Keyholder');
    await makePro(t, family.token);
    const key = (await t.request('POST', '/api/account/api-keys', { token: family.token, body: { name: 'Tablet' } })).body.key as string;
    expect((await t.request('GET', '/api/stories/user', { token: key })).status).toBe(200);
    const suspended = await t.request('PUT', `/api/admin/users/${family.id}/suspension`, { token: f.tokens.admin, body: { suspended: true } });
    expect(suspended.status).toBe(200);
    const refused = await t.request('GET', '/api/stories/user', { token: key });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_suspended');
  });

  it('answers every allowed caller, then stops the shared link and every door it opened', async () => {
    wrong.length = 0;
    const ordered = Object.entries(ROUTE_ACCESS).sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
    for (const [key, entry] of ordered) {
      for (const actor of ACTORS) {
        if (expectedStatus(entry.access, actor) !== 'ok') continue;
        const res = await call(key, entry, actor);
        if (res.status !== okStatus(entry, actor)) differs(key, actor, String(okStatus(entry, actor)), res);
      }
      // Signing out everywhere ended the families' sessions: they sign in again for the last call.
      if (key === 'POST /api/account/sign-out-everywhere') {
        for (const actor of ['familyA', 'familyB', 'admin'] as const) {
          checkRefusal('GET /api/auth/user after sign-out-everywhere', actor, 401, await t.request('GET', '/api/auth/user', { token: f.tokens[actor] }));
          await f.signIn(actor);
        }
      }
      if (key === 'DELETE /api/stories/:id/share') {
        for (const [sharedKey, sharedEntry] of Object.entries(ROUTE_ACCESS).filter(([, e]) => e.access === 'shared')) {
          for (const actor of ACTORS) checkRefusal(`${sharedKey} after the link was stopped`, actor, 404, await call(sharedKey, sharedEntry, actor));
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
