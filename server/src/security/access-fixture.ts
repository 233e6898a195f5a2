// The people of the authorisation matrix, each with a real credential made through the real routes:
// family A (Pro, owns the stories, one shared, one API key), family B, an admin, a family whose
// session outlived its suspension, a share-link reader (who holds only the share token), A's Pro API
// key, and a token that was signed out.
import { eq } from 'drizzle-orm';
import { appUsers } from '../db/schema/index.ts';
import { insertFailedStory, insertMessage, signUpAdmin, signUpFamily } from '../modules/admin/admin-test-support.ts';
import type { TestApp } from '../test/test-app.ts';

export const ACTORS = ['anonymous', 'familyA', 'familyB', 'admin', 'suspended', 'shareReader', 'proKey', 'signedOut'] as const;
export type Actor = (typeof ACTORS)[number];

export const PASSWORD = 'correct-horse-battery';

export interface AccessFixture {
  /** The credential each actor sends as `Authorization: Bearer`; none for the anonymous visitor. */
  tokens: Record<Actor, string | undefined>;
  emails: Partial<Record<Actor, string>>;
  /** A's stories: `read` (shared), `deleted` (the delete call's), `regenerated` (the regenerate call's). */
  stories: { read: string; deleted: string; regenerated: string };
  shareToken: string;
  coverFile: string;
  apiKeyId: string;
  /** A family the admin acts on (plan, role, suspension, a failed story to retry). */
  target: { id: string; failedStoryId: string };
  messageId: string;
  /** Signs the actor in again (after sign-out-everywhere ended its sessions). */
  signIn(actor: Actor): Promise<string>;
}

const STORY = { character: 'wise-owl', theme: 'kindness', length: 'short', language: 'english' } as const;

export async function makePro(t: TestApp, token: string): Promise<void> {
  const created = await t.request('POST', '/api/create-subscription', { token, body: { plan: 'pro', interval: 'month' } });
  const card = { clientSecret: created.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };
  const paid = await t.request('POST', '/api/billing/demo/confirm', { token, body: card });
  if (paid.status !== 200) throw new Error(`Pro payment failed: ${JSON.stringify(paid.body)}`);
}

async function readyStory(t: TestApp, token: string): Promise<string> {
  const res = await t.request('POST', '/api/stories/generate', { token, body: STORY });
  if (res.status !== 200) throw new Error(`generate failed: ${JSON.stringify(res.body)}`);
  const done = await t.waitForStory(token, res.body.id as string);
  if (done.status !== 'ready') throw new Error(`story ${res.body.id} ${done.status}`);
  return res.body.id as string;
}

export async function buildAccessFixture(t: TestApp, adminEmail: string): Promise<AccessFixture> {
  const admin = await signUpAdmin(t, adminEmail);
  const a = await signUpFamily(t, 'Alice Archer');
  const b = await signUpFamily(t, 'Bruno Baker');
  const suspended = await signUpFamily(t, 'Sam Suspended');
  const target = await signUpFamily(t, 'Tess Target');
  const signedOut = await t.signUp({ name: 'Olga Out' });

  await makePro(t, a.token);
  const [read, deleted, regenerated] = [await readyStory(t, a.token), await readyStory(t, a.token), await readyStory(t, a.token)];
  const shared = await t.request('POST', `/api/stories/${read}/share`, { token: a.token });
  const story = await t.request('GET', `/api/stories/${read}`, { token: a.token });
  const coverFile = String(story.body.coverImageUrl ?? '').split('/').pop() ?? '';
  const key = await t.request('POST', '/api/account/api-keys', { token: a.token, body: { name: 'Matrix key' } });

  // A session that outlived its family's suspension (suspending ends sessions; this is the credential
  // that somehow survived, e.g. issued by another process at that moment): every door must still refuse it.
  const suspendedUser = await t.request('GET', '/api/auth/user', { token: suspended.token });
  await t.database.db.update(appUsers).set({ suspendedAt: new Date() }).where(eq(appUsers.id, suspendedUser.body.id as string));

  const out = await t.request('POST', '/api/identity/sign-out', { token: signedOut.token, body: {} });
  if (out.status !== 200) throw new Error(`sign-out failed: ${out.status}`);

  const emails: AccessFixture['emails'] = { familyA: a.email, familyB: b.email, admin: admin.email };
  const tokens: AccessFixture['tokens'] = {
    anonymous: undefined, familyA: a.token, familyB: b.token, admin: admin.token, suspended: suspended.token,
    shareReader: shared.body.token as string, proKey: key.body.key as string, signedOut: signedOut.token,
  };
  return {
    tokens, emails,
    stories: { read, deleted, regenerated },
    shareToken: shared.body.token as string,
    coverFile,
    apiKeyId: key.body.id as string,
    target: { id: target.id, failedStoryId: await insertFailedStory(t, target.id) },
    messageId: await insertMessage(t),
    signIn: async (actor) => {
      const res = await t.request('POST', '/api/identity/sign-in/email', { body: { email: emails[actor], password: PASSWORD } });
      if (res.status !== 200) throw new Error(`sign-in of ${actor} failed: ${res.status}`);
      tokens[actor] = res.body.token as string;
      return res.body.token as string;
    },
  };
}
