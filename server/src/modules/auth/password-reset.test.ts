// Issue 14 point 6: a parent who forgot their password gets a link by e-mail (here through a real SMTP
// server on a local port) and chooses a new one; guessable passwords are refused with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

let smtp: SmtpInbox;
beforeAll(async () => { smtp = await startSmtpInbox(); });
afterAll(() => smtp.close());

/** The message body as written (quoted-printable undone). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function mailTo(email: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = smtp.mails.find((mail) => mail.to.includes(email) && subject.test(decoded(mail.raw)));
    if (found) return decoded(found.raw);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

describe.each(TEST_DATABASES)('account recovery (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses a common password at sign-up and says why', async () => {
    const res = await t.request('POST', '/api/identity/sign-up/email', { body: { name: 'Sam', email: `sam-${Date.now()}@example.com`, password: 'password1' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'weak_password', field: 'password' });
    expect(res.body.error.message).toContain('too easy to guess');
  });

  it('resets a forgotten password through a link sent by e-mail', async () => {
    const { email } = await t.signUp({ name: 'Élodie' });
    const asked = await t.request('POST', '/api/identity/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    expect(asked.status).toBe(200);
    const mail = await mailTo(email, /asked to reset the password/);
    const token = /\/api\/identity\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();

    // The link leads to the app's own page with the token.
    const link = await fetch(`${t.url}/api/identity/reset-password/${token}?callbackURL=%2Freset-password`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toContain(`/reset-password?token=${token}`);

    const weak = await t.request('POST', '/api/identity/reset-password', { body: { token, newPassword: 'qwertyuiop' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'weak_password', field: 'newPassword' });
    const reset = await t.request('POST', '/api/identity/reset-password', { body: { token, newPassword: 'moonlit-otter-lantern' } });
    expect(reset.status).toBe(200);

    const oldPassword = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'correct-horse-battery' } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'moonlit-otter-lantern' } });
    expect(newPassword.status).toBe(200);
    // The link works once.
    expect((await t.request('POST', '/api/identity/reset-password', { body: { token, newPassword: 'another-quiet-harbour' } })).status).toBe(400);
  });

  it('sends a verification link on sign-up', async () => {
    const { email } = await t.signUp();
    const mail = await mailTo(email, /confirm that this is your e-mail address/);
    expect(mail).toMatch(/\/api\/identity\/verify-email\?token=/);
  });

  it('lets a signed-in parent change their password, refusing a guessable one', async () => {
    const { token, email } = await t.signUp();
    const change = (newPassword: string) =>
      t.request('POST', '/api/identity/change-password', { token, body: { currentPassword: 'correct-horse-battery', newPassword } });
    const weak = await change('sunshine1');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'weak_password', field: 'newPassword' });
    expect((await change('velvet-river-compass')).status).toBe(200);
    expect((await t.request('POST', '/api/identity/sign-in/email', { body: { email, password: 'velvet-river-compass' } })).status).toBe(200);
  });
});
