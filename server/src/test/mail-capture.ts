// A mailer that keeps what it is given, for in-process tests: a sign-up is confirmed through the
// link in its e-mail, as a family does (docs/decisions/012).
import type { MailMessage, Mailer } from '../mail/mailer.ts';

export interface CapturingMailer extends Mailer {
  messages: MailMessage[];
  /** Waits for the next e-mail to `to` whose text matches, counting from `after` messages. */
  waitFor(to: string, pattern: RegExp, after?: number): Promise<MailMessage>;
}

/** Keeps every message, and hands it on to `forward` too (a suite's own SMTP server) when given. */
export function createCapturingMailer(forward?: Mailer): CapturingMailer {
  const messages: MailMessage[] = [];
  return {
    kind: 'smtp',
    messages,
    async send(message) {
      messages.push(message);
      await forward?.send(message);
    },
    async waitFor(to, pattern, after = 0) {
      const wanted = to.toLowerCase();
      for (let i = 0; i < 200; i++) {
        const found = messages.slice(after).find((m) => m.to.toLowerCase() === wanted && pattern.test(m.text));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no e-mail to ${to} matching ${pattern}`);
    },
  };
}

/** The path and query of the confirmation link in an e-mail (the host is PUBLIC_URL's, not the test server's). */
export function verifyLinkPath(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/api\/identity\/verify-email\?token=[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error('no confirmation link in the e-mail');
  return match[1];
}
