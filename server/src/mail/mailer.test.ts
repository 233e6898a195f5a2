import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.ts';
import { createMailer } from './mailer.ts';

let inbox: SmtpInbox;
beforeAll(async () => { inbox = await startSmtpInbox(); });
afterAll(() => inbox.close());

describe('mailer', () => {
  it('delivers a message over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'Storyloom <hello@storyloom.test>', supportEmail: 'x@y.z' });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'parent@example.com', subject: 'Reset your password', text: 'Open this link: http://x/reset?t=1' });
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]!.from).toBe('hello@storyloom.test');
    expect(inbox.mails[0]!.to).toEqual(['parent@example.com']);
    expect(inbox.mails[0]!.raw).toContain('Subject: Reset your password');
    expect(inbox.mails[0]!.raw).toContain('http://x/reset?t=1');
  });

  it('writes the whole message to the log when no SMTP server is configured', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'a@b.c', supportEmail: 'x@y.z' }, (l) => lines.push(l));
    expect(mailer.kind).toBe('log');
    await mailer.send({ to: 'parent@example.com', subject: 'Verify', text: 'line one\nhttp://x/verify?t=2' });
    expect(lines.join('\n')).toContain('to: parent@example.com');
    expect(lines.join('\n')).toContain('http://x/verify?t=2');
  });
});
