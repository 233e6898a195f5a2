import { CONTACT_CATEGORIES, type ContactCategory } from '@storyloom/contracts/contact';

export interface ContactDraft {
  name: string;
  email: string;
  category: ContactCategory | '';
  subject: string;
  message: string;
}

export function emptyDraft(prefill: { name?: string; email?: string }): ContactDraft {
  return { name: prefill.name ?? '', email: prefill.email ?? '', category: '', subject: '', message: '' };
}

export function isContactCategory(value: string): value is ContactCategory {
  return (CONTACT_CATEGORIES as readonly string[]).includes(value);
}

/** SPEC §5 'Contact': name, e-mail, subject and message are required; category is not. */
export function missingFields(draft: ContactDraft): (keyof ContactDraft)[] {
  return (['name', 'email', 'subject', 'message'] as const).filter((field) => draft[field].trim() === '');
}

/** The browser's own idea of an e-mail address (the server checks again). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
