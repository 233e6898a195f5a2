// The per-request session check (session.ts, docs/decisions/010-session-cache.md): whatever ends a
// session or changes a family's standing shows on the very next request, even one that follows a
// run of accepted ones, and even when another process made the change straight in the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUsers, identitySessions, identityUsers } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('session check (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  /** Accepted a few times in a row, so that any remembered answer would be in place. */
  async function warm(token: string) {
    for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/auth/user', { token })).status).toBe(200);
  }

  async function cookieSignIn() {
    const { email } = await t.signUp({ password: 'a-long-cookie-password' });
    const res = await fetch(`${t.url}/api/identity/sign-in/email`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({ email, password: 'a-long-cookie-password' }),
    });
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('better-auth.session_token='));
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }
  const withCookie = (cookie: string, path = '/api/auth/user', method = 'GET') =>
    fetch(t.url + path, { method, headers: { cookie, origin: t.url, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });

  it('accepts the signed cookie, refuses a forged signature, and refuses the cookie once signed out', async () => {
    const cookie = await cookieSignIn();
    for (let i = 0; i < 3; i++) expect((await withCookie(cookie)).status).toBe(200);
    const forged = cookie.replace(/\.([^.]*)$/, (_, sig: string) => `.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await withCookie(forged)).status).toBe(401);
    expect((await withCookie(cookie, '/api/identity/sign-out', 'POST')).status).toBe(200);
    expect((await withCookie(cookie)).status).toBe(401);
  });

  it('refuses a bearer token on the request after sign-out', async () => {
    const { token } = await t.signUp();
    await warm(token);
    expect((await t.request('POST', '/api/identity/sign-out', { token, body: {} })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('ends every other session at once on sign-out everywhere', async () => {
    const { token, email } = await t.signUp({ password: 'two-devices-password' });
    const other = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'two-devices-password' } });
    await warm(other.body.token);
    expect((await t.request('POST', '/api/account/sign-out-everywhere', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/user', { token: other.body.token })).status).toBe(401);
  });

  it('sees a session removed or a family suspended by another process on the next request', async () => {
    const a = await t.signUp();
    await warm(a.token);
    await t.database.db.delete(identitySessions).where(eq(identitySessions.token, a.token));
    expect((await t.request('GET', '/api/auth/user', { token: a.token })).status).toBe(401);

    const b = await t.signUp();
    await warm(b.token);
    await t.database.db.update(appUsers).set({ suspendedAt: new Date() }).where(eq(appUsers.email, b.email));
    const refused = await t.request('GET', '/api/stories/library', { token: b.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_suspended');
  });

  it('grants and removes admin on the next request', async () => {
    const { token, email } = await t.signUp();
    await warm(token);
    expect((await t.request('GET', '/api/admin/overview', { token })).status).toBe(403);
    await t.database.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.email, email));
    expect((await t.request('GET', '/api/admin/overview', { token })).status).toBe(200);
    await t.database.db.update(appUsers).set({ isAdmin: false }).where(eq(appUsers.email, email));
    expect((await t.request('GET', '/api/admin/overview', { token })).status).toBe(403);
  });

  it('renews a session due for renewal through better-auth and refuses an expired one', async () => {
    const { token, email } = await t.signUp();
    const [user] = await t.database.db.select({ id: identityUsers.id }).from(identityUsers).where(eq(identityUsers.email, email));
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.update(identitySessions).set({ expiresAt: soon }).where(eq(identitySessions.userId, user!.id));
    expect((await t.request('GET', '/api/auth/user', { token })).status).toBe(200);
    const [renewed] = await t.database.db.select({ expiresAt: identitySessions.expiresAt }).from(identitySessions).where(eq(identitySessions.token, token));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    await t.database.db.update(identitySessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(identitySessions.token, token));
    expect((await t.request('GET', '/api/auth/user', { token })).status).toBe(401);
  });
});
