import type { ErrorCode } from '@storyloom/contracts/errors';

/** The one application error type: a code from contracts' ERROR_CODES, a readable message, maybe a field. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Sent as Retry-After (a 429 or a 503 says when to try again). */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const badRequest = (message: string, field?: string) => new AppError('bad_request', message, field);
