// The mailer provider (STYLE.md 'Providers behind interfaces'): SMTP through nodemailer when SMTP_URL is set;
// otherwise every message is written to the server log, so that a password-reset link still reaches the
// person running an embedded install (DESIGN.md 'Running well under load', mail).
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** 'smtp' delivers; 'log' writes the message to the server log. */
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

export type MailLog = (line: string) => void;

export function createMailer(mail: Config['mail'], log: MailLog = (line) => console.log(line)): Mailer {
  if (!mail.smtpUrl) return createLogMailer(mail.from, log);
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}

function createLogMailer(from: string, log: MailLog): Mailer {
  return {
    kind: 'log',
    async send(message) {
      log(
        [`[mail] no SMTP_URL set; this message was not sent, here it is:`, `  from: ${from}`, `  to: ${message.to}`,
          `  subject: ${message.subject}`, ...message.text.split('\n').map((l) => `  | ${l}`)].join('\n'),
      );
    },
  };
}
