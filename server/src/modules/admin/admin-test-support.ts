// Helpers for the admin tests: an admin (a verified ADMIN_EMAILS address, as in production), a
// family with a failed story, and a contact message, all created on the test's own database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appUsers, contactMessages, generationFailures, identityUsers, stories } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  await t.database.db.update(identityUsers).set({ emailVerified: true }).where(eq(identityUsers.email, email.toLowerCase()));
}

/** Signs up `email` (listed in the test app's ADMIN_EMAILS) and verifies it. */
export async function signUpAdmin(t: TestApp, email: string): Promise<{ token: string; id: string; email: string }> {
  const { token } = await t.signUp({ email, name: 'Ada Admin' });
  await verifyEmail(t, email);
  const me = await t.request('GET', '/api/auth/user', { token });
  if (!me.body.isAdmin) throw new Error(`${email} did not become admin: ${JSON.stringify(me.body)}`);
  return { token, id: me.body.id as string, email };
}

export async function signUpFamily(t: TestApp, name = 'Camille Martin'): Promise<{ token: string; id: string; email: string }> {
  const { token, email } = await t.signUp({ name });
  const me = await t.request('POST', '/api/auth/user', { token });
  return { token, id: me.body.id as string, email };
}

/** A story that failed for good, as the worker leaves it (with its reason recorded). */
export async function insertFailedStory(t: TestApp, userId: string, title = 'The Owl Who Lost Her Map'): Promise<string> {
  const [row] = await t.database.db
    .insert(stories)
    .values({
      userId, title, description: 'A wise owl looks for her map.', character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english',
      ageGroup: '5-8', seed: 4242, chapterCount: 5, status: 'failed', error: 'generation_failed', creditMonth: '2025-01', creditReturned: true,
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('story insert returned nothing');
  await t.database.db.insert(generationFailures).values({ storyId: row.id, generation: 0, reason: 'the illustrator timed out' });
  return row.id;
}

export async function insertMessage(t: TestApp, subject = `Question ${randomUUID().slice(0, 8)}`): Promise<string> {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Jeanne Dupont', email: 'jeanne@example.com', category: 'billing', subject, message: 'How do I change my plan?', language: 'fr' })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('message insert returned nothing');
  return row.id;
}

export async function planOf(t: TestApp, userId: string): Promise<string | undefined> {
  return (await t.database.db.query.appUsers.findFirst({ where: eq(appUsers.id, userId) }))?.subscriptionPlan;
}
