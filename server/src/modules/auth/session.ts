// Who is calling, checked on every request (docs/decisions/010-session-cache.md). better-auth's own
// getSession costs about a millisecond of CPU per call (a context, its hooks, the bearer plugin's
// header copies, two queries) and was ÷19 of the bare route. Here the session cookie or bearer token
// is verified with one HMAC and one indexed query that reads the session, the identity and the
// product user together. Nothing revocable is kept between requests: a signed-out, expired,
// suspended or deleted family is refused on its very next request, on every process. better-auth
// still does the rare work it owns: a session due for its daily renewal goes through getSession.
// On the embedded database the answer is remembered until a trigger says it changed (session-cache.ts,
// docs/decisions/029): PGlite's query costs more than the rest of the request.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@storyloom/contracts/account';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appUsers, identitySessions, identityUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from './ensure-app-user.ts';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './identity.ts';

export interface SessionIdentity {
  id: string;
  name: string;
  email: string;
  /** Whether the address was proven; an ADMIN_EMAILS address counts only once it is (DECISIONS.md). */
  emailVerified: boolean;
}

/** A stored, unexpired session: the identity, and the product user when one exists yet. */
export interface SignedIn {
  sessionId: string;
  identity: SessionIdentity;
  user: AppUserRow | null;
}

// The cookie better-auth sets: `better-auth.session_token`, `__Secure-` prefixed over HTTPS.
const COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** The raw session token from the bearer header (signed or not) or the signed cookie; null if absent or forged. */
export function sessionToken(req: FastifyRequest, secret: string): string | null {
  const auth = req.headers.authorization;
  // As better-auth's bearer plugin: a bearer credential wins over a cookie.
  if (auth && auth.slice(0, 7).toLowerCase() === 'bearer ') {
    const value = safeDecode(auth.slice(7).trim());
    if (!value || value.startsWith(API_KEY_PREFIX)) return null;
    return value.includes('.') ? verified(value, secret) : value;
  }
  const cookie = req.headers.cookie?.match(COOKIE)?.[1];
  return cookie ? verified(safeDecode(cookie), secret) : null;
}

function safeDecode(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** `token.signature`, the signature an HMAC-SHA256 of the token in base64 (padded or URL-safe). */
function verified(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

// Prepared once per database (db/prepared.ts).
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: identitySessions.id, expiresAt: identitySessions.expiresAt,
      id: identityUsers.id, name: identityUsers.name, email: identityUsers.email, emailVerified: identityUsers.emailVerified,
      user: appUsers,
    })
    .from(identitySessions)
    .innerJoin(identityUsers, eq(identityUsers.id, identitySessions.userId))
    .leftJoin(appUsers, eq(appUsers.identityId, identityUsers.id))
    .where(eq(identitySessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_check'));

/** What the session check reads: the session, its identity, and its product user if any. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

// One look-up per request: the rate limiter and the route both ask who is calling.
const asked = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

/** The signed-in session of this request, or null. */
export function findSignedIn(ctx: AppContext, req: FastifyRequest): Promise<SignedIn | null> {
  let found = asked.get(req);
  if (!found) {
    found = lookUp(ctx, req);
    asked.set(req, found);
  }
  return found;
}

async function lookUp(ctx: AppContext, req: FastifyRequest): Promise<SignedIn | null> {
  const token = sessionToken(req, ctx.config.sessionSecret);
  if (!token) return null;
  const cache = ctx.sessionCache;
  let row = cache?.get(token);
  if (!row) {
    const since = cache?.generation ?? 0;
    [row] = await sessionQuery(ctx.database.db).execute({ token });
    if (!row) return null;
    cache?.set(token, row.id, row, since);
  }
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt <= now) return null;
  // Once a day better-auth pushes the expiry forward (its updateAge); it does that in getSession.
  if (expiresAt - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now) await renew(ctx, req);
  // A copy: a route may change what it was given, never what the next request is given.
  const { sessionId, user, ...identity } = row;
  return { sessionId, identity, user: user && { ...user } };
}

async function renew(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  if (req.headers.authorization) headers.set('authorization', req.headers.authorization);
  await ctx.identity.api.getSession({ headers }).catch((err: unknown) => req.log.warn({ err }, 'session renewal failed'));
}

/** The signed-in identity from the session cookie or an `Authorization: Bearer <token>` header. */
export async function findIdentity(ctx: AppContext, req: FastifyRequest): Promise<SessionIdentity | null> {
  return (await findSignedIn(ctx, req))?.identity ?? null;
}

export async function requireSignedIn(ctx: AppContext, req: FastifyRequest): Promise<SignedIn> {
  const found = await findSignedIn(ctx, req);
  if (!found) throw new AppError('unauthorized', 'Please sign in to continue.');
  return found;
}
