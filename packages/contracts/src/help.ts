import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './contact.ts';

/** SPEC §2 '/help' categories, in the order the page shows them. */
export const HELP_CATEGORIES = ['general', 'stories', 'account', 'billing', 'technical'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const helpEntrySchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type HelpEntry = z.infer<typeof helpEntrySchema>;

/** GET /api/help?language=: the help centre with its numbers filled from the contracts. */
export const helpContentSchema = z.object({
  language: z.enum(INTERFACE_LANGUAGES),
  categories: z.array(z.object({ id: z.enum(HELP_CATEGORIES), entries: z.array(helpEntrySchema) })),
});
export type HelpContent = z.infer<typeof helpContentSchema>;
export const helpQuerySchema = z.object({ language: z.enum(INTERFACE_LANGUAGES).default('en') });

/** Where a help entry lives in the web app: /help opens that entry. */
export function helpEntryPath(id: string): string {
  return `/help?entry=${encodeURIComponent(id)}`;
}
