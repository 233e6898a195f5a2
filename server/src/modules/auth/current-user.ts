import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureAppUser, type CurrentUser } from './ensure-app-user.ts';
import { ACCOUNT_SUSPENDED_MESSAGE } from './identity.ts';
import { requireIdentity } from './session.ts';

/** The signed-in product user, or a 401; a suspended family gets a 403. Every user-scoped route starts here. */
export async function requireUser(ctx: AppContext, req: FastifyRequest): Promise<CurrentUser> {
  const who = await requireIdentity(ctx.identity, req);
  const row = await ensureAppUser(ctx.database.db, who);
  // Suspending ends the family's sessions; this stops any credential that outlived them.
  if (row.suspendedAt) throw new AppError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
  return { ...row, emailVerified: who.emailVerified };
}
