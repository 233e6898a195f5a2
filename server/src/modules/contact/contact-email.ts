// The e-mail the support team receives for a contact message: plain text, the parent's words quoted as
// they were typed, and Reply-To set to the parent so answering is one click.
import type { MailMessage } from '../../mail/mailer.ts';

export interface StoredContact {
  id: string;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  language: string;
  signedInAs: string | null;
}

/** Header values must stay on one line: a typed newline could otherwise add headers. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

export function contactEmail(to: string, contact: StoredContact): MailMessage {
  return {
    to,
    replyTo: `${oneLine(contact.name).replace(/["<>]/g, '')} <${contact.email}>`,
    subject: `[Storyloom contact: ${contact.category}] ${oneLine(contact.subject)}`,
    text: [
      `From: ${contact.name} <${contact.email}>`,
      `Category: ${contact.category}`,
      `Language: ${contact.language}`,
      `Account: ${contact.signedInAs ?? 'not signed in'}`,
      `Message id: ${contact.id}`,
      '',
      contact.message,
    ].join('\n'),
  };
}
