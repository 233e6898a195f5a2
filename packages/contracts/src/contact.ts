import { z } from 'zod';

/** SPEC §3 'Contact form' categories. */
export const CONTACT_CATEGORIES = ['support', 'billing', 'feature', 'bug', 'general', 'partnership'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const INTERFACE_LANGUAGES = ['en', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const MAX_CONTACT_NAME = 100;
export const MAX_CONTACT_SUBJECT = 200;
export const MAX_CONTACT_MESSAGE = 5000;
export const MAX_ASSIST_PROMPT = 1000;

/** Messages one e-mail address may send in the window; the next gets a 429 with Retry-After. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMinutes: 60 } as const;

const required = (what: string) => `Please enter ${what}.`;

/** POST /api/contact (SPEC §5: name, e-mail, subject and message required; category optional). */
export const contactRequestSchema = z.object({
  name: z.string({ error: required('your name') }).trim().min(1, required('your name')).max(MAX_CONTACT_NAME, `At most ${MAX_CONTACT_NAME} characters.`),
  email: z.string({ error: required('your e-mail address') }).trim().pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose a category from the list.' }).default('general'),
  subject: z.string({ error: required('a subject') }).trim().min(1, required('a subject')).max(MAX_CONTACT_SUBJECT, `At most ${MAX_CONTACT_SUBJECT} characters.`),
  message: z.string({ error: required('a message') }).trim().min(1, required('a message')).max(MAX_CONTACT_MESSAGE, `At most ${MAX_CONTACT_MESSAGE} characters.`),
  language: z.enum(INTERFACE_LANGUAGES).default('en'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** GET /api/contact/details: what the side panel shows; phone and address only when configured. */
export const contactDetailsSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** POST /api/ai-assist-contact (SPEC §7). */
export const assistContactRequestSchema = z.object({
  prompt: z.string({ error: 'Please describe what you need help with first.' }).trim()
    .min(1, 'Please describe what you need help with first.').max(MAX_ASSIST_PROMPT, `At most ${MAX_ASSIST_PROMPT} characters.`),
  category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose a category from the list.' }).default('general'),
  language: z.enum(INTERFACE_LANGUAGES).default('en'),
  /** Signs the message when given. */
  name: z.string().trim().max(MAX_CONTACT_NAME).optional(),
});
export type AssistContactRequest = z.input<typeof assistContactRequestSchema>;

/** Either field may be missing: the form replaces only what is supplied (SPEC §4). */
export const assistContactResponseSchema = z.object({ subject: z.string().optional(), message: z.string().optional() });
export type AssistContactResponse = z.infer<typeof assistContactResponseSchema>;
