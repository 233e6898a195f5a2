// Production logging (Fastify's pino): one JSON line per event, each request with an id that the
// answer's x-request-id header repeats, so a family's report can be found. Never logged: headers
// (sessions, API keys, cookies), query strings (searches), share tokens, request bodies (story
// ideas, children's names) and the parameters of a failed SQL query (story text, session tokens).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

const SHARE_TOKEN = /\/(api\/)?shared\/[^/?#]+/;
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The path without its query string, and share tokens (which open a story to anyone) masked. */
export function safeUrl(url: string): string {
  return (url.split('?')[0] ?? '').replace(SHARE_TOKEN, (m) => m.replace(/[^/]+$/, '***'));
}

/** A driver error's message names the query and its parameters; the parameters stay out of the log. */
export function safeMessage(message: string): string {
  return message.split(/\nparams:/)[0]?.slice(0, 500) ?? '';
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: safeMessage(String(err)), stack: '' };
  const message = safeMessage(err.message);
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: err.name,
    message,
    code: e.code,
    statusCode: e.statusCode,
    stack: (err.stack ?? '').replace(err.message, message),
    cause: err.cause !== undefined && depth < 3 ? serializeError(err.cause, depth + 1) : undefined,
  };
}

/** Fastify's logger options; `stream` lets a test read what would be written. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: safeUrl(req.url), remoteAddress: req.ip }),
        err: serializeError,
      },
    },
    requestIdHeader: false,
    // A request id given by a proxy in front is kept when it looks like one; otherwise a new one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

/** better-auth's messages, in the same log and with the same care (its errors carry SQL parameters). */
export function identityLogger(log: () => FastifyBaseLogger | undefined) {
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
    const logger = log();
    const detail = args.map((a) => (a instanceof Error ? serializeError(a) : typeof a === 'string' ? safeMessage(a) : undefined)).filter(Boolean);
    if (logger) logger[level]({ detail }, `[identity] ${safeMessage(message)}`);
    else if (level === 'error' || level === 'warn') console.error(`[identity] ${safeMessage(message)}`, ...detail.map((d) => JSON.stringify(d)));
  };
}
