// The one place where error codes become HTTP statuses and JSON bodies
// ({ "error": { "code", "message", "field"? } }, DESIGN.md 'Rules every module follows').
import type { ErrorBody, ErrorCode } from '@storyloom/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './app-error.ts';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unsafe_input: 400,
  weak_password: 400,
  language_needs_ai_model: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  payment_failed: 402,
  forbidden: 403,
  account_suspended: 403,
  untrusted_origin: 403,
  story_limit_reached: 403,
  chapter_limit_exceeded: 403,
  art_style_locked: 403,
  regeneration_limit_reached: 403,
  not_found: 404,
  conflict: 409,
  idempotency_key_reused: 422,
  email_in_use: 409,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.options.retryAfterSeconds) void reply.header('retry-after', String(err.options.retryAfterSeconds));
      return reply.status(STATUS_BY_CODE[err.code]).send(errorBody(err.code, err.message, err.field));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field = path || (first?.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path?.join('.') || err.validationContext || 'body';
      const message = `${field}: ${first?.message ?? 'invalid value'}`;
      return reply.status(400).send(errorBody('bad_request', message, field));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(errorBody('rate_limited', 'Too many requests. Please wait a moment and try again.'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      const field = err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body' : undefined;
      return reply.status(err.statusCode).send(errorBody('bad_request', err.message, field));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
  });
}
