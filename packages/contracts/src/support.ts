// Support promises and product facts the help centre, the contact page and the chatbot state
// (SPEC §9 'FAQ facts' and 'Contact response targets'). One place, so every answer says the same.

/** Refund of the first payment on request within this many days (SPEC §9). */
export const SATISFACTION_GUARANTEE_DAYS = 30;
/** An account deletion is carried out at once, and never later than this (SPEC §9, DECISIONS.md). */
export const ACCOUNT_DELETION_MAX_HOURS = 48;

/**
 * How long a story takes to be written and illustrated, by the writer in use. With an AI model, SPEC §9's
 * 2 to 5 minutes; the built-in storyteller and illustrator finish a book in seconds (measured: under one
 * second for a short story on an idle server), so 'under a minute' leaves room for a busy queue.
 */
export const GENERATION_MINUTES = {
  offline: { min: 0, max: 1 },
  service: { min: 2, max: 5 },
} as const;
export type WriterKind = keyof typeof GENERATION_MINUTES;

/** SPEC §9: contact response targets, in hours. */
export const RESPONSE_TIME_HOURS = { general: 24, technical: 12, urgent: 4 } as const;

/** SPEC §9: support hours (24 h clock, Paris time); Sunday closed. */
export const SUPPORT_TIME_ZONE = 'Europe/Paris';
export const SUPPORT_HOURS = [
  { days: 'weekdays', open: 9, close: 18 },
  { days: 'saturday', open: 10, close: 16 },
] as const;
