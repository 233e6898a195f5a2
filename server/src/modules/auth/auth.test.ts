import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityUsers } from '../../db/schema/index.ts';
import { verifyLinkPath } from '../../test/mail-capture.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('identity and the product user (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'boss@example.com' });
  }, 30_000);
  afterAll(() => t?.close());

  it('signs up with e-mail and password, signs in only through the link e-mailed to the address', async () => {
    const email = `anne-${Date.now()}@example.com`;
    const res = await t.request('POST', '/api/identity/sign-up/email', { body: { name: 'Anne Été', email, password: 'secret-123' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ next: 'confirm_email' });
    expect(res.headers.get('set-cookie')).toBeNull();
    // Before the link is opened the password alone opens nothing.
    const early = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'secret-123' } });
    expect(early.status).toBe(401);
    expect(early.body.error.code).toBe('invalid_credentials');

    const mail = await t.mail.waitFor(email, /verify-email\?token=/);
    const link = await fetch(t.url + verifyLinkPath(mail.text), { redirect: 'manual' });
    expect(link.status).toBe(302);
    expect(link.headers.get('set-cookie')).toMatch(/session_token=.*HttpOnly/);
    const me = await t.request('GET', '/api/auth/user', { token: decodeURIComponent(link.headers.get('set-auth-token') ?? '').split('.')[0] });
    expect(me.body).toMatchObject({ email });
    expect((await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'secret-123' } })).status).toBe(200);
  });

  it('creates the product user with first and last name from the identity', async () => {
    const { token, email } = await t.signUp({ name: 'Anne Marie Été' });
    const res = await t.request('POST', '/api/auth/user', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Anne', lastName: 'Marie Été', email, isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'active',
    });
    const again = await t.request('GET', '/api/auth/user', { token });
    expect(again.body.id).toBe(res.body.id);
  });

  it('marks users listed in ADMIN_EMAILS as admin only while their address is verified', async () => {
    const { token } = await t.signUp({ email: `boss@example.com` });
    expect((await t.request('GET', '/api/auth/user', { token })).body.isAdmin).toBe(true);
    await t.database.db.update(identityUsers).set({ emailVerified: false }).where(eq(identityUsers.email, 'boss@example.com'));
    expect((await t.request('GET', '/api/auth/user', { token })).body.isAdmin).toBe(false);
  });

  it('signs in again with the same password and refuses a wrong one', async () => {
    const { email } = await t.signUp({ password: 'my-long-password' });
    const ok = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'my-long-password' } });
    expect(ok.status).toBe(200);
    const me = await t.request('GET', '/api/auth/user', { token: ok.body.token });
    expect(me.body.email).toBe(email);
    const bad = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'not-the-password' } });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('invalid_credentials');
  });

  it('signs out: the token stops working', async () => {
    const { token } = await t.signUp();
    const out = await t.request('POST', '/api/identity/sign-out', { token, body: {} });
    expect(out.status).toBe(200);
    const me = await t.request('GET', '/api/auth/user', { token });
    expect(me.status).toBe(401);
  });

  it('reports the free plan at 0 of 3 stories', async () => {
    const { token } = await t.signUp();
    const res = await t.request('GET', '/api/auth/plan-status', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      plan: 'free',
      usage: { storiesThisMonth: 0, storiesRemaining: 3 },
      limits: { storiesPerMonth: 3, maxChaptersPerStory: 5 },
    });
  });

  it.each([
    ['GET', '/api/auth/user'],
    ['POST', '/api/auth/user'],
    ['GET', '/api/auth/plan-status'],
  ])('answers %s %s with 401 without identity', async (method, path) => {
    const res = await t.request(method, path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    const forged = await t.request(method, path, { token: 'not-a-real-token' });
    expect(forged.status).toBe(401);
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, 'email', 'bad_request'],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, 'password', 'weak_password'],
    [{ email: 'a@example.com', password: 'long-enough' }, 'name', 'bad_request'],
  ])('refuses a bad sign-up body %j with a 400 naming %s', async (body, field, code) => {
    const res = await t.request('POST', '/api/identity/sign-up/email', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, field });
  });

  it('creates no second account on a taken e-mail, and the first password still works', async () => {
    const { email } = await t.signUp({ password: 'first-password-here' });
    const res = await t.request('POST', '/api/identity/sign-up/email', { body: { name: 'Copy', email, password: 'another-password' } });
    expect(res.status).toBe(200);
    expect((await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'another-password' } })).status).toBe(401);
    expect((await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'first-password-here' } })).status).toBe(200);
  });

  it('answers malformed JSON with a 400 naming the body', async () => {
    const res = await t.request('POST', '/api/identity/sign-in/email', { rawBody: '{oops' });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('body');
  });

  it('tells the web app whether Google sign-in is configured', async () => {
    const res = await t.request('GET', '/api/auth/providers');
    expect(res.body).toEqual({ google: false });
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const res = await t.request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  }, 30_000);
  afterAll(() => t?.close());

  it('answers 429 rate_limited after too many sign-in attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/identity/sign-in/email', { body: { email: 'x@example.com', password: 'whatever-pass' } });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error.code).toBe('rate_limited');
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});
