// The door of every /api/admin call (DECISIONS.md 'Identity and roles'): a real signed-in session
// (cookie, or the session token as bearer), never an API key; an active account; the admin role as
// the server decides it. 401 signed out, 403 for everyone else, with a message that says why.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { identitySessions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureAppUser, isAdmin, type CurrentUser } from '../auth/ensure-app-user.ts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../auth/identity.ts';

export const ADMIN_SIGN_IN_MESSAGE = 'Please sign in to access the admin dashboard.';
export const ADMIN_FORBIDDEN_MESSAGE = "You don't have permission to access the admin dashboard.";

export type AdminActor = CurrentUser;

export async function requireAdmin(ctx: AppContext, req: FastifyRequest): Promise<AdminActor> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  if (req.headers.authorization) headers.set('authorization', req.headers.authorization);
  const found = headers.has('cookie') || headers.has('authorization') ? await ctx.identity.api.getSession({ headers }) : null;
  if (!found) throw new AppError('unauthorized', ADMIN_SIGN_IN_MESSAGE);
  // Only a session stored by sign-in counts: a credential that some plugin turns into a session on
  // the fly (an API key) has no row here, so a leaked key can never act as an admin.
  const [stored] = await ctx.database.db
    .select({ id: identitySessions.id })
    .from(identitySessions)
    .where(and(eq(identitySessions.id, found.session.id), eq(identitySessions.token, found.session.token), gt(identitySessions.expiresAt, new Date())))
    .limit(1);
  if (!stored) throw new AppError('unauthorized', ADMIN_SIGN_IN_MESSAGE);
  const row = await ensureAppUser(ctx.database.db, found.user);
  if (row.suspendedAt) throw new AppError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
  const actor = { ...row, emailVerified: found.user.emailVerified };
  if (!isAdmin(actor, ctx.config.adminEmails)) throw new AppError('forbidden', ADMIN_FORBIDDEN_MESSAGE);
  return actor;
}
