// Every /api/admin route, taken from the server's own route list: 401 signed out, 403 for a family,
// 200 for an admin. A new admin route without an entry in CALLS fails the first test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { insertFailedStory, insertMessage, signUpAdmin, signUpFamily } from './admin-test-support.ts';
import { ADMIN_PREFIX } from './routes.ts';

interface Fixture { familyId: string; failedStoryId: string; messageId: string }
type Call = (f: Fixture) => { path: string; body?: unknown };

/** How to call each admin route successfully ('METHOD url' as the server registered it). */
const CALLS: Record<string, Call> = {
  'GET /api/admin/overview': () => ({ path: '/api/admin/overview' }),
  'GET /api/admin/users': () => ({ path: '/api/admin/users?q=camille&page=1&pageSize=10&sort=oldest' }),
  'GET /api/admin/stories': () => ({ path: '/api/admin/stories?q=owl' }),
  'GET /api/admin/users/:id/stories': (f) => ({ path: `/api/admin/users/${f.familyId}/stories` }),
  'PUT /api/admin/users/:id/plan': (f) => ({ path: `/api/admin/users/${f.familyId}/plan`, body: { plan: 'basic' } }),
  'PUT /api/admin/users/:id/admin': (f) => ({ path: `/api/admin/users/${f.familyId}/admin`, body: { isAdmin: false } }),
  'PUT /api/admin/users/:id/suspension': (f) => ({ path: `/api/admin/users/${f.familyId}/suspension`, body: { suspended: false } }),
  'GET /api/admin/messages': () => ({ path: '/api/admin/messages?filter=unread' }),
  'PUT /api/admin/messages/:id/read': (f) => ({ path: `/api/admin/messages/${f.messageId}/read`, body: { read: true } }),
  'GET /api/admin/generations': () => ({ path: '/api/admin/generations' }),
  'POST /api/admin/generations/:id/retry': (f) => ({ path: `/api/admin/generations/${f.failedStoryId}/retry` }),
  'GET /api/admin/audit': () => ({ path: '/api/admin/audit' }),
};

describe.each(TEST_DATABASES)('every admin route is for admins only (%s)', (kind) => {
  let t: TestApp;
  let admin: { token: string };
  let family: { token: string; id: string };
  const adminEmail = `root-${randomUUID()}@example.com`;
  const adminRoutes = () => t.routes.filter((r) => r.url.startsWith(ADMIN_PREFIX)).map((r) => `${r.method} ${r.url}`);

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: adminEmail });
    admin = await signUpAdmin(t, adminEmail);
    family = await signUpFamily(t);
  }, 90_000);
  afterAll(() => t?.close());

  it('knows how to call every admin route the server registered, and no route that does not exist', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(12);
    expect(adminRoutes().sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('answers every admin route with 401 when signed out, 403 for a family and 200 for an admin', async () => {
    for (const route of adminRoutes()) {
      const [method = 'GET'] = route.split(' ');
      const call = CALLS[route];
      if (!call) throw new Error(`no entry in CALLS for ${route}`);
      const fixture: Fixture = { familyId: family.id, failedStoryId: await insertFailedStory(t, family.id), messageId: await insertMessage(t) };
      const { path, body } = call(fixture);

      const anonymous = await t.request(method, path, { body });
      expect(anonymous.status, `${route} signed out`).toBe(401);
      expect(anonymous.body.error).toEqual({ code: 'unauthorized', message: 'Please sign in to access the admin dashboard.' });

      const asFamily = await t.request(method, path, { token: family.token, body });
      expect(asFamily.status, `${route} as a family`).toBe(403);
      expect(asFamily.body.error).toEqual({ code: 'forbidden', message: "You don't have permission to access the admin dashboard." });

      const asAdmin = await t.request(method, path, { token: admin.token, body });
      expect(asAdmin.status, `${route} as an admin: ${JSON.stringify(asAdmin.body)}`).toBe(200);
    }
  });

  it('refuses a made-up bearer credential such as an API key with 401', async () => {
    const res = await t.request('GET', '/api/admin/users', { token: `sl_live_${randomUUID()}` });
    expect(res.status).toBe(401);
  });
});
