// Mounts better-auth at /api/identity on Fastify, validating our two forms with the shared contracts
// first and rewriting its errors into the product's one error shape.
import type { ErrorCode } from '@storyloom/contracts/errors';
import { SIGN_UP_RESPONSE, signInBodySchema, signUpBodySchema } from '@storyloom/contracts/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { errorBody } from '../../http/errors.ts';
import type { Config } from '../../config.ts';
import { refusedOriginMessage } from '../../http/trusted-origins.ts';
import { assertStrongPassword } from './password-strength.ts';
import { CLIENT_IP_HEADER, IDENTITY_BASE_PATH, type Identity } from './identity.ts';

const BODY_SCHEMAS: Record<string, ZodType> = {
  '/sign-up/email': signUpBodySchema,
  '/sign-in/email': signInBodySchema,
};

function validate(path: string, body: unknown): void {
  const schema = BODY_SCHEMAS[path];
  if (!schema) return;
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    const code: ErrorCode = field === 'password' && issue?.code === 'too_small' ? 'weak_password' : 'bad_request';
    throw new AppError(code, issue?.message ?? `${field} is invalid.`, field);
  }
}

/** Where a request sets a password, the password must not be a guessable one. */
function checkNewPassword(path: string, body: unknown): void {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (path === '/sign-up/email') assertStrongPassword(fields.password, 'password', [fields.email, fields.name]);
  if (path === '/reset-password' || path === '/change-password') assertStrongPassword(fields.newPassword, 'newPassword');
}

/** Said for a wrong password and for an address not confirmed yet alike (see mapIdentityError). */
export const INVALID_CREDENTIALS_MESSAGE =
  'The e-mail address or password is not correct, or the address is not confirmed yet: after signing up, open the link we e-mailed you.';

/** better-auth's own codes -> ours, with the field they concern. */
function mapIdentityError(status: number, code: string | undefined): { code: ErrorCode; field?: string } {
  if (status === 429) return { code: 'rate_limited' };
  if (code === 'ACCOUNT_SUSPENDED') return { code: 'account_suspended' };
  if (code?.startsWith('USER_ALREADY_EXISTS')) return { code: 'email_in_use', field: 'email' };
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') return { code: 'weak_password', field: 'password' };
  if (code === 'INVALID_EMAIL') return { code: 'bad_request', field: 'email' };
  // An unconfirmed account answers like a wrong password: otherwise signing up with an address and
  // then signing in with the same password would tell a new address (403) from a taken one (401).
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'EMAIL_NOT_VERIFIED') return { code: 'invalid_credentials' };
  if (status === 401) return { code: 'unauthorized' };
  if (status === 403) return { code: 'forbidden' };
  if (status === 404) return { code: 'not_found' };
  return { code: status >= 500 ? 'internal' : 'bad_request' };
}

export function toWebRequest(req: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  // better-auth asks for an Origin when a request looks like a browser's (sec-fetch-*). A request
  // carrying no cookie has no ambient credentials to forge, so an API client (Node's fetch sends
  // sec-fetch-mode) is let through; a browser request with cookies keeps the full origin check.
  const cookieless = !req.headers.cookie && !req.headers.origin;
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (cookieless && key.startsWith('sec-fetch-')) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(new URL(req.url, baseUrl), {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

export function registerIdentityRoutes(app: FastifyInstance, identity: Identity, config: Pick<Config, 'publicUrl' | 'port'>): void {
  const baseUrl = config.publicUrl;
  app.route({
    method: ['GET', 'POST'],
    url: `${IDENTITY_BASE_PATH}/*`,
    handler: async (req, reply) => {
      const path = req.url.slice(IDENTITY_BASE_PATH.length).split('?')[0] ?? '';
      if (req.method === 'POST') {
        validate(path, req.body);
        checkNewPassword(path, req.body);
      }
      const res = await identity.handler(toWebRequest(req, baseUrl));
      reply.status(res.status);
      res.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      // better-auth says when to come back in a header of its own; clients and proxies read the standard one.
      const retryAfter = res.headers.get('x-retry-after');
      if (res.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
      const cookies = res.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await res.text();
      // better-auth's sign-up answer carries the user it made (or a look-alike for a taken address);
      // ours carries nothing that could tell them apart, not even an id.
      if (res.status < 400 && path === '/sign-up/email') return reply.type('application/json').send(SIGN_UP_RESPONSE);
      if (res.status < 400) return reply.send(text);
      let raw: { code?: string; message?: string } = {};
      try {
        raw = JSON.parse(text) as typeof raw;
      } catch {
        // Non-JSON error bodies keep the status text as message.
      }
      const mapped = raw.code === 'INVALID_ORIGIN' ? { code: 'untrusted_origin' as const } : mapIdentityError(res.status, raw.code);
      const status = mapped.code === 'email_in_use' ? 409 : mapped.code === 'invalid_credentials' ? 401 : res.status;
      const message = mapped.code === 'rate_limited'
        ? 'Too many attempts. Please wait a minute and try again.'
        : mapped.code === 'invalid_credentials'
          ? INVALID_CREDENTIALS_MESSAGE
          : raw.code === 'INVALID_ORIGIN' && req.headers.origin
            ? refusedOriginMessage(config, req.headers.origin)
            : raw.message ?? (res.statusText || 'Request failed');
      return reply.status(status).type('application/json').send(errorBody(mapped.code, message, mapped.field));
    },
  });
}
