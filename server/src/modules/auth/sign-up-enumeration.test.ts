// Issue 15 ('Also'): sign-up must not say whether an e-mail address already has an account. The
// answer to a new address and to a taken one is the same, byte for byte, headers included; the owner
// of a taken address hears of the attempt by e-mail (through a real SMTP server on a local port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

let smtp: SmtpInbox;
beforeAll(async () => { smtp = await startSmtpInbox(); });
afterAll(() => smtp.close());

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function mailsTo(email: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const found = smtp.mails.filter((mail) => mail.to.includes(email)).map((mail) => decoded(mail.raw));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

/** Headers that differ between any two answers (the clock, the request id). */
const VARYING = new Set(['date', 'x-request-id']);

async function rawSignUp(t: TestApp, email: string, password: string) {
  const res = await fetch(`${t.url}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Mallory', email, password }),
  });
  const headers = [...res.headers].filter(([key]) => !VARYING.has(key)).sort();
  return { status: res.status, headers, body: await res.text() };
}

describe.each(TEST_DATABASES)('sign-up without enumeration (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers a taken address exactly as a new one, and e-mails the owner instead', async () => {
    const owner = `owner-${Date.now()}@example.com`;
    await t.request('POST', '/api/identity/sign-up/email', { body: { name: 'Olive', email: owner, password: 'olive-tree-garden' } });
    const [welcome] = await mailsTo(owner, 1);
    const link = /(\/api\/identity\/verify-email\?token=\S+)/.exec(welcome ?? '')?.[1];
    expect((await fetch(t.url + (link ?? ''), { redirect: 'manual' })).status).toBe(302);

    const fresh = await rawSignUp(t, `fresh-${Date.now()}@example.com`, 'quiet-harbour-lamp');
    const taken = await rawSignUp(t, owner, 'quiet-harbour-lamp');
    expect(taken).toEqual(fresh);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.find(([key]) => key === 'set-cookie')).toBeUndefined();

    // The owner hears of it; the visitor learns nothing, and no second account exists.
    const [, notice] = await mailsTo(owner, 2);
    expect(notice).toContain('already has one');
    expect(notice).toContain('/forgot-password');
    const stolen = await t.request('POST', '/api/identity/sign-in/email', { body: { email: owner, password: 'quiet-harbour-lamp' } });
    expect(stolen.status).toBe(401);
  });

  it('signing in after signing up says the same for a new address and a taken one', async () => {
    // Mallory signs up with a password, then tries it: a new address (unconfirmed account) and a
    // taken one (someone else's password) must look alike here too.
    const owner = (await t.signUp({ password: 'owner-secret-words' })).email;
    const fresh = `new-${Date.now()}@example.com`;
    for (const email of [owner, fresh]) await rawSignUp(t, email, 'mallory-guess-words');
    const tryIt = async (email: string) => {
      const res = await fetch(`${t.url}/api/identity/sign-in/email`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'mallory-guess-words' }),
      });
      return { status: res.status, body: await res.text() };
    };
    expect(await tryIt(fresh)).toEqual(await tryIt(owner));
  });

  it('sends a new confirmation link when an unconfirmed address signs up again', async () => {
    const email = `twice-${Date.now()}@example.com`;
    await rawSignUp(t, email, 'first-lantern-moon');
    await rawSignUp(t, email, 'second-lantern-moon');
    const mails = await mailsTo(email, 2);
    for (const mail of mails) expect(mail).toMatch(/verify-email\?token=/);
    // The second link confirms the account made first, with its first password.
    const link = /(\/api\/identity\/verify-email\?token=\S+)/.exec(mails[1] ?? '')?.[1];
    expect((await fetch(t.url + (link ?? ''), { redirect: 'manual' })).status).toBe(302);
    expect((await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'first-lantern-moon' } })).status).toBe(200);
  });
});
