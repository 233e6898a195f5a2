import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureAppUser, type CurrentUser } from './ensure-app-user.ts';
import { ACCOUNT_SUSPENDED_MESSAGE } from './identity.ts';
import { requireSignedIn } from './session.ts';

/** The signed-in product user, or a 401; a suspended family gets a 403. Every user-scoped route starts here. */
export async function requireUser(ctx: AppContext, req: FastifyRequest): Promise<CurrentUser> {
  const { identity, user } = await requireSignedIn(ctx, req);
  // The session check read the product user in the same query; only a first request creates it.
  const row = user ?? (await ensureAppUser(ctx.database.db, identity));
  // Suspending ends the family's sessions; this stops any credential that outlived them.
  if (row.suspendedAt) throw new AppError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
  return { ...row, emailVerified: identity.emailVerified };
}
