// The one list of application error codes. The server maps each to an HTTP status in exactly one
// place (server/src/http/errors.ts); the web shows the translated message for the code.
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'account_suspended',
  /** A cookie-authenticated request from a page at an address this server does not answer at. */
  'untrusted_origin',
  'not_found',
  'conflict',
  /** An Idempotency-Key sent again with a different request (decision 025). */
  'idempotency_key_reused',
  'email_in_use',
  'invalid_credentials',
  'weak_password',
  'rate_limited',
  'story_limit_reached',
  'chapter_limit_exceeded',
  'art_style_locked',
  'regeneration_limit_reached',
  'language_needs_ai_model',
  'unsafe_input',
  'payment_failed',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}
