import { CONTACT_RATE_LIMIT } from '@storyloom/contracts/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

let smtp: SmtpInbox;
beforeAll(async () => { smtp = await startSmtpInbox(); });
afterAll(() => smtp.close());

const message = (email: string) => ({ name: 'Camille Martin', email, category: 'bug', subject: 'Narration stops', message: 'The narration stops after page 2.\nOn my tablet.', language: 'en' });

describe.each(TEST_DATABASES)('POST /api/contact (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help-desk@storyloom.test', SUPPORT_RATE_LIMIT_PER_MINUTE: '100' }, { worker: false });
  }, 60_000);
  afterAll(() => t?.close());

  it('keeps the message in the database and e-mails it to SUPPORT_EMAIL with the parent as Reply-To', async () => {
    const email = `parent-${crypto.randomUUID()}@example.com`;
    const res = await t.request('POST', '/api/contact', { body: message(email) });
    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(rows[0]).toMatchObject({ name: 'Camille Martin', email, category: 'bug', subject: 'Narration stops', message: 'The narration stops after page 2.\nOn my tablet.', language: 'en', userId: null });
    const mail = smtp.mails.find((m) => m.raw.includes(res.body.id));
    expect(mail?.to).toEqual(['help-desk@storyloom.test']);
    expect(mail?.raw).toContain('Subject: [Storyloom contact');
    expect(mail?.raw).toContain(`Reply-To: Camille Martin <${email}>`);
    expect(mail?.raw).toContain('The narration stops after page 2.');
  });

  it('links the message to the signed-in family', async () => {
    const { token, email } = await t.signUp();
    const res = await t.request('POST', '/api/contact', { token, body: message(email) });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row?.userId).toBeTruthy();
  });

  it.each([
    ['name', { name: '  ' }],
    ['email', { email: 'not-an-address' }],
    ['subject', { subject: '' }],
    ['message', { message: '\n\t ' }],
    ['message', { message: 'x'.repeat(10_000) }],
    ['category', { category: 'spam' }],
  ])('refuses a bad %s with a 400 naming it, and keeps nothing', async (field, change) => {
    const email = `parent-${crypto.randomUUID()}@example.com`;
    const res = await t.request('POST', '/api/contact', { body: { ...message(email), ...change } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', field });
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
  });

  it('stores markup exactly as typed, as text', async () => {
    const email = `parent-${crypto.randomUUID()}@example.com`;
    const res = await t.request('POST', '/api/contact', { body: { ...message(email), subject: '<b>hi</b>\r\nBcc: x@evil.test', message: '<script>alert(1)</script>' } });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row?.message).toBe('<script>alert(1)</script>');
    const mail = smtp.mails.find((m) => m.raw.includes(res.body.id));
    // A typed line break cannot add a header.
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
  });

  it(`accepts ${CONTACT_RATE_LIMIT.messages} messages an hour from one address, then answers 429 with Retry-After`, async () => {
    const email = `Parent-${crypto.randomUUID()}@Example.com`;
    for (let i = 0; i < CONTACT_RATE_LIMIT.messages; i++) {
      expect((await t.request('POST', '/api/contact', { body: message(email) })).status).toBe(200);
    }
    const refused = await t.request('POST', '/api/contact', { body: message(email.toLowerCase()) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMinutes * 60);
    const other = await t.request('POST', '/api/contact', { body: message(`parent-${crypto.randomUUID()}@example.com`) });
    expect(other.status).toBe(200);
  });

  it('shows the support address on the contact page', async () => {
    const res = await t.request('GET', '/api/contact/details');
    expect(res.body).toEqual({ email: 'help-desk@storyloom.test', phone: null, address: null });
  });
});

describe.each(TEST_DATABASES)('POST /api/ai-assist-contact, built-in assistant (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { worker: false });
  }, 60_000);
  afterAll(() => t?.close());

  it("writes an English subject and message from the parent's words and the category", async () => {
    const res = await t.request('POST', '/api/ai-assist-contact', { body: { prompt: 'the narration stops after page 2 on my tablet', category: 'bug', language: 'en', name: 'Camille' } });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Problem report: The narration stops after page 2 on my tablet');
    expect(res.body.message).toContain('report a problem');
    expect(res.body.message).toContain('The narration stops after page 2 on my tablet.');
    expect(res.body.message).toMatch(/Camille$/);
  });

  it("writes a French subject and message from the parent's words and the category", async () => {
    const res = await t.request('POST', '/api/ai-assist-contact', { body: { prompt: "je voudrais passer à l'abonnement annuel", category: 'billing', language: 'fr' } });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe("Question de facturation : Je voudrais passer à l'abonnement annuel");
    expect(res.body.message).toContain('Bonjour');
    expect(res.body.message).toContain("Je voudrais passer à l'abonnement annuel.");
    expect(res.body.message).toContain('abonnement ou sur un paiement');
  });

  it('refuses a 10,000-character prompt with a 400 naming it, and answers markup with plain text', async () => {
    const long = await t.request('POST', '/api/ai-assist-contact', { body: { prompt: 'x'.repeat(10_000), category: 'general', language: 'en' } });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'bad_request', field: 'prompt' });
    const markup = '<img src=x onerror=alert(1)> my <b>refund</b>';
    const res = await t.request('POST', '/api/ai-assist-contact', { body: { prompt: markup, category: 'billing', language: 'en' } });
    expect(res.status).toBe(200);
    // The form puts these in text fields, never as HTML: they are strings that keep the parent's words.
    expect(typeof res.body.subject).toBe('string');
    expect(res.body.message).toContain('refund');
  });

  it('refuses a blank prompt with the message the form shows', async () => {
    const res = await t.request('POST', '/api/ai-assist-contact', { body: { prompt: '   ', category: 'general', language: 'en' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'prompt' });
    expect(res.body.error.message).toContain('Please describe what you need help with first.');
  });
});
