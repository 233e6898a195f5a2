// The door of every /api/admin call (DECISIONS.md 'Identity and roles'): a real signed-in session
// (cookie, or the session token as bearer), never an API key; an active account; the admin role as
// the server decides it. 401 signed out, 403 for everyone else, with a message that says why.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureAppUser, isAdmin, type CurrentUser } from '../auth/ensure-app-user.ts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../auth/identity.ts';
import { findSignedIn } from '../auth/session.ts';

export const ADMIN_SIGN_IN_MESSAGE = 'Please sign in to access the admin dashboard.';
export const ADMIN_FORBIDDEN_MESSAGE = "You don't have permission to access the admin dashboard.";

export type AdminActor = CurrentUser;

export async function requireAdmin(ctx: AppContext, req: FastifyRequest): Promise<AdminActor> {
  // findSignedIn reads only sessions stored by sign-in: a credential that some plugin turns into a
  // session on the fly (an API key) has no row there, so a leaked key can never act as an admin.
  const found = await findSignedIn(ctx, req);
  if (!found) throw new AppError('unauthorized', ADMIN_SIGN_IN_MESSAGE);
  const row = found.user ?? (await ensureAppUser(ctx.database.db, found.identity));
  if (row.suspendedAt) throw new AppError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
  const actor = { ...row, emailVerified: found.identity.emailVerified };
  if (!isAdmin(actor, ctx.config.adminEmails)) throw new AppError('forbidden', ADMIN_FORBIDDEN_MESSAGE);
  return actor;
}
