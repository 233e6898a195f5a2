import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from './identity.ts';

export interface SessionIdentity {
  id: string;
  name: string;
  email: string;
  /** Whether the address was proven; an ADMIN_EMAILS address counts only once it is (DECISIONS.md). */
  emailVerified: boolean;
}

// One look-up per request: the rate limiter and the route both ask who is calling.
const asked = new WeakMap<FastifyRequest, Promise<SessionIdentity | null>>();

/** The signed-in identity from the session cookie or an `Authorization: Bearer <token>` header. */
export function findIdentity(identity: Identity, req: FastifyRequest): Promise<SessionIdentity | null> {
  let found = asked.get(req);
  if (!found) {
    found = lookUpIdentity(identity, req);
    asked.set(req, found);
  }
  return found;
}

async function lookUpIdentity(identity: Identity, req: FastifyRequest): Promise<SessionIdentity | null> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  if (req.headers.authorization) headers.set('authorization', req.headers.authorization);
  if (!headers.has('cookie') && !headers.has('authorization')) return null;
  const session = await identity.api.getSession({ headers });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email, emailVerified: session.user.emailVerified };
}

export async function requireIdentity(identity: Identity, req: FastifyRequest): Promise<SessionIdentity> {
  const found = await findIdentity(identity, req);
  if (!found) throw new AppError('unauthorized', 'Please sign in to continue.');
  return found;
}
