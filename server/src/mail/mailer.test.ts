import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

interface Received { from: string; to: string[]; raw: string }

// A real SMTP server on a free local port: the mailer speaks SMTP to it as it would to a provider.
let server: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mailer', () => {
  it('delivers a message over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Storyloom <hello@storyloom.test>', supportEmail: 'x@y.z' });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'parent@example.com', subject: 'Reset your password', text: 'Open this link: http://x/reset?t=1' });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('hello@storyloom.test');
    expect(received[0]!.to).toEqual(['parent@example.com']);
    expect(received[0]!.raw).toContain('Subject: Reset your password');
    expect(received[0]!.raw).toContain('http://x/reset?t=1');
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
