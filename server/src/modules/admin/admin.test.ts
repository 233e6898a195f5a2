// What the admin dashboard's calls do, through HTTP on a real database: who counts as admin, the
// actions and their audit lines, searches and pages, and suspension.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityUsers, stories } from '../../db/schema/index.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { insertFailedStory, insertMessage, planOf, signUpAdmin, signUpFamily, verifyEmail } from './admin-test-support.ts';

async function insertReadyStory(t: TestApp, userId: string, title: string, description = 'A story.'): Promise<string> {
  const [row] = await t.database.db
    .insert(stories)
    .values({
      userId, title, description, character: 'little-bear', theme: 'family', length: 'short', language: 'french', ageGroup: '3-5',
      seed: 7, chapterCount: 5, status: 'ready', progress: 100, creditMonth: '2025-01',
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('story insert returned nothing');
  return row.id;
}

describe.each(TEST_DATABASES)('the admin dashboard (%s)', (kind) => {
  let t: TestApp;
  let admin: { token: string; id: string; email: string };
  const adminEmail = `chief-${randomUUID()}@example.com`;
  const otherAdminEmail = `deputy-${randomUUID()}@example.com`;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: `${adminEmail},${otherAdminEmail}` });
    admin = await signUpAdmin(t, adminEmail);
  }, 90_000);
  afterAll(() => t?.close());

  it('makes an ADMIN_EMAILS address admin only while the address is verified', async () => {
    // Signing up confirms the address through its link (docs/decisions/012); the flag is then taken
    // away, as a change of address would, to see the server check it.
    const { token } = await t.signUp({ email: otherAdminEmail });
    await t.database.db.update(identityUsers).set({ emailVerified: false }).where(eq(identityUsers.email, otherAdminEmail.toLowerCase()));
    const before = await t.request('GET', '/api/auth/user', { token });
    expect(before.body.isAdmin).toBe(false);
    expect((await t.request('GET', '/api/admin/users', { token })).status).toBe(403);
    await verifyEmail(t, otherAdminEmail);
    const after = await t.request('GET', '/api/auth/user', { token });
    expect(after.body.isAdmin).toBe(true);
    expect((await t.request('GET', '/api/admin/users', { token })).status).toBe(200);
  });

  it('changes a family plan at once and writes who did what and when in the audit log', async () => {
    const family = await signUpFamily(t, 'Hugo Lefèvre');
    const startedAt = Date.now();
    const res = await t.request('PUT', `/api/admin/users/${family.id}/plan`, { token: admin.token, body: { plan: 'premium' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: family.id, subscriptionPlan: 'premium', subscriptionStatus: 'active' });
    expect(await planOf(t, family.id)).toBe('premium');
    const status = await t.request('GET', '/api/auth/plan-status', { token: family.token });
    expect(status.body.limits.storiesPerMonth).toBe(50);

    const audit = await t.request('GET', `/api/admin/audit?q=${encodeURIComponent(family.email)}`, { token: admin.token });
    expect(audit.body.items).toHaveLength(1);
    const [line] = audit.body.items;
    expect(line).toMatchObject({
      actorEmail: adminEmail, action: 'change_plan', targetType: 'user', targetId: family.id, targetLabel: family.email,
      detail: { from: 'free', to: 'premium' },
    });
    expect(new Date(line.createdAt).getTime()).toBeGreaterThanOrEqual(startedAt - 5_000);
  });

  it('refuses a plan that does not exist with a 400 naming the field', async () => {
    const family = await signUpFamily(t);
    const res = await t.request('PUT', `/api/admin/users/${family.id}/plan`, { token: admin.token, body: { plan: 'gold' } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('plan');
  });

  it('answers 404 for a family that does not exist', async () => {
    const res = await t.request('PUT', `/api/admin/users/${randomUUID()}/plan`, { token: admin.token, body: { plan: 'basic' } });
    expect(res.status).toBe(404);
  });

  it('refuses to let an admin remove their own admin role or suspend themselves, and logs nothing', async () => {
    const own = await t.request('PUT', `/api/admin/users/${admin.id}/admin`, { token: admin.token, body: { isAdmin: false } });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toMatch(/your own admin role/);
    const suspend = await t.request('PUT', `/api/admin/users/${admin.id}/suspension`, { token: admin.token, body: { suspended: true } });
    expect(suspend.status).toBe(403);
    expect((await t.request('GET', '/api/auth/user', { token: admin.token })).body.isAdmin).toBe(true);
    const audit = await t.request('GET', `/api/admin/audit?q=${encodeURIComponent(`${adminEmail} remove_admin`)}`, { token: admin.token });
    expect(audit.body.total).toBe(0);
  });

  it('grants the admin role to a family, who can then open the dashboard, and removes it again', async () => {
    const family = await signUpFamily(t, 'Nadia Benali');
    const granted = await t.request('PUT', `/api/admin/users/${family.id}/admin`, { token: admin.token, body: { isAdmin: true } });
    expect(granted.body).toMatchObject({ isAdmin: true, adminByConfig: false });
    expect((await t.request('GET', '/api/admin/messages', { token: family.token })).status).toBe(200);
    await t.request('PUT', `/api/admin/users/${family.id}/admin`, { token: admin.token, body: { isAdmin: false } });
    expect((await t.request('GET', '/api/admin/messages', { token: family.token })).status).toBe(403);
    const audit = await t.request('GET', `/api/admin/audit?q=${encodeURIComponent(family.email)}&sort=oldest`, { token: admin.token });
    expect(audit.body.items.map((l: { action: string }) => l.action)).toEqual(['grant_admin', 'remove_admin']);
  });

  it('will not take away an admin role that comes from ADMIN_EMAILS', async () => {
    const users = await t.request('GET', `/api/admin/users?q=${encodeURIComponent(otherAdminEmail)}`, { token: admin.token });
    const [deputy] = users.body.items;
    expect(deputy).toMatchObject({ isAdmin: true, adminByConfig: true });
    const res = await t.request('PUT', `/api/admin/users/${deputy.id}/admin`, { token: admin.token, body: { isAdmin: false } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/ADMIN_EMAILS/);
  });

  it('suspends a family: its session ends, it cannot sign in, its share links stop; restoring brings all back', async () => {
    const password = 'suspend-me-please';
    const email = `family-${randomUUID()}@example.com`;
    const { token } = await t.signUp({ email, password, name: 'Léa Moreau' });
    const me = await t.request('POST', '/api/auth/user', { token });
    const storyId = await insertReadyStory(t, me.body.id, 'Le Petit Ours');
    const share = await t.request('POST', `/api/stories/${storyId}/share`, { token });
    expect((await t.request('GET', `/api/shared/${share.body.token}`)).status).toBe(200);

    const suspended = await t.request('PUT', `/api/admin/users/${me.body.id}/suspension`, { token: admin.token, body: { suspended: true } });
    expect(suspended.status).toBe(200);
    expect(suspended.body.suspendedAt).not.toBeNull();
    expect((await t.request('GET', '/api/stories/user', { token })).status).toBe(401);
    const signIn = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password } });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error).toEqual({ code: 'account_suspended', message: 'This account is suspended. Please contact support.' });
    expect((await t.request('GET', `/api/shared/${share.body.token}`)).status).toBe(404);

    await t.request('PUT', `/api/admin/users/${me.body.id}/suspension`, { token: admin.token, body: { suspended: false } });
    const again = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password } });
    expect(again.status).toBe(200);
    expect((await t.request('GET', '/api/stories/user', { token: again.body.token })).status).toBe(200);
    expect((await t.request('GET', `/api/shared/${share.body.token}`)).status).toBe(200);
    const audit = await t.request('GET', `/api/admin/audit?q=${encodeURIComponent(email)}&sort=oldest`, { token: admin.token });
    expect(audit.body.items.map((l: { action: string }) => l.action)).toEqual(['suspend_user', 'restore_user']);
  });

  it('searches families by name or e-mail, pages on the server and sorts by join date', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (const [name, id] of [['Zoé Garnier', 'zoe'], ['Arthur Petit', 'arthur'], ['Inès Roux', 'ines']]) {
      made.push(await t.signUp({ name, email: `${tag}-${id}@example.com` }));
    }
    for (const m of made) await t.request('POST', '/api/auth/user', { token: m.token });
    const page1 = await t.request('GET', `/api/admin/users?q=${tag}&pageSize=2&sort=oldest`, { token: admin.token });
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Zoé', 'Arthur']);
    const page2 = await t.request('GET', `/api/admin/users?q=${tag}&pageSize=2&page=2&sort=oldest`, { token: admin.token });
    expect(page2.body.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Inès']);
    const newest = await t.request('GET', `/api/admin/users?q=${tag}&sort=newest`, { token: admin.token });
    expect(newest.body.items[0].firstName).toBe('Inès');
    const byName = await t.request('GET', '/api/admin/users?q=ARTHUR%20PET', { token: admin.token });
    expect(byName.body.items.some((u: { email: string }) => u.email.startsWith(`${tag}-arthur`))).toBe(true);
    const bad = await t.request('GET', '/api/admin/users?page=0', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('page');
  });

  it('lists stories with the first 60 characters of the description and finds them by title or author', async () => {
    const family = await signUpFamily(t, 'Gabriel Faure');
    const description = 'Un petit ours cherche le miel le plus doux de toute la forêt, avec ses amis les oiseaux.';
    const title = `Miel ${randomUUID().slice(0, 6)}`;
    const storyId = await insertReadyStory(t, family.id, title, description);
    const byTitle = await t.request('GET', `/api/admin/stories?q=${encodeURIComponent(title.toLowerCase())}`, { token: admin.token });
    expect(byTitle.body.items).toHaveLength(1);
    expect(byTitle.body.items[0]).toMatchObject({
      id: storyId, title, descriptionPreview: description.slice(0, 60), theme: 'family', language: 'french',
      user: { firstName: 'Gabriel', lastName: 'Faure', email: family.email },
    });
    const byAuthor = await t.request('GET', `/api/admin/stories?q=${encodeURIComponent(family.email)}`, { token: admin.token });
    expect(byAuthor.body.items.map((s: { id: string }) => s.id)).toEqual([storyId]);

    const theirs = await t.request('GET', `/api/admin/users/${family.id}/stories`, { token: admin.token });
    expect(theirs.body).toMatchObject({ user: { id: family.id, email: family.email }, storyCount: 1, stories: { total: 1 } });
    expect(theirs.body.stories.items[0]).toMatchObject({ title, character: 'little-bear' });
  });

  it('lists a failed generation with its reason and retries it through the queue until the story is ready', async () => {
    const family = await signUpFamily(t, 'Tom Bernard');
    const storyId = await insertFailedStory(t, family.id, `Lost Map ${randomUUID().slice(0, 6)}`);
    const list = await t.request('GET', `/api/admin/generations?q=${encodeURIComponent(family.email)}`, { token: admin.token });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ storyId, state: 'failed', error: 'the illustrator timed out' });

    const retry = await t.request('POST', `/api/admin/generations/${storyId}/retry`, { token: admin.token });
    expect(retry.body).toEqual({ storyId, status: 'queued' });
    const again = await t.request('POST', `/api/admin/generations/${storyId}/retry`, { token: admin.token });
    expect(again.status).toBe(409);
    expect((await t.waitForStory(family.token, storyId)).status).toBe('ready');
    const after = await t.request('GET', `/api/admin/generations?q=${encodeURIComponent(family.email)}`, { token: admin.token });
    expect(after.body.total).toBe(0);
    const audit = await t.request('GET', '/api/admin/audit?q=retry_generation', { token: admin.token });
    expect(audit.body.items.some((l: { targetId: string }) => l.targetId === storyId)).toBe(true);
  }, 120_000);

  it('marks a contact message read and unread, and filters the unread ones', async () => {
    const subject = `Facture ${randomUUID().slice(0, 8)}`;
    const id = await insertMessage(t, subject);
    const unread = await t.request('GET', `/api/admin/messages?filter=unread&q=${encodeURIComponent(subject)}`, { token: admin.token });
    expect(unread.body.items.map((m: { id: string }) => m.id)).toEqual([id]);
    const read = await t.request('PUT', `/api/admin/messages/${id}/read`, { token: admin.token, body: { read: true } });
    expect(read.body.readAt).not.toBeNull();
    const stillUnread = await t.request('GET', `/api/admin/messages?filter=unread&q=${encodeURIComponent(subject)}`, { token: admin.token });
    expect(stillUnread.body.total).toBe(0);
    const back = await t.request('PUT', `/api/admin/messages/${id}/read`, { token: admin.token, body: { read: false } });
    expect(back.body.readAt).toBeNull();
  });

  it('counts families, plans and stories per day for the overview, with every day of the window', async () => {
    const res = await t.request('GET', '/api/admin/overview', { token: admin.token });
    expect(res.body.storiesPerDay).toHaveLength(30);
    expect(res.body.failuresPerDay).toHaveLength(7);
    expect(res.body.storiesPerDay.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const { free, basic, premium, pro } = res.body.plans;
    expect(res.body.families).toBeGreaterThanOrEqual(2);
    // A shared PostgreSQL database gains other suites' families between two queries; PGlite is ours alone.
    if (kind === 'pglite') {
      const families = (await t.request('GET', '/api/admin/users?pageSize=1', { token: admin.token })).body.total;
      expect(res.body.families).toBe(families);
      expect(free + basic + premium + pro).toBe(families);
    }
    // The overview is computed on the first call of this suite (the others do not ask for it).
    expect(res.body.storiesTotal).toBeGreaterThanOrEqual(3);
    expect(res.body.failuresPerDay.at(-1).count).toBeGreaterThanOrEqual(1);
  });
});
