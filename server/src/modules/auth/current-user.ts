import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ensureAppUser, type AppUserRow } from './ensure-app-user.ts';
import { requireIdentity } from './session.ts';

/** The signed-in product user, or a 401. Every user-scoped route starts here. */
export async function requireUser(ctx: AppContext, req: FastifyRequest): Promise<AppUserRow> {
  const who = await requireIdentity(ctx.identity, req);
  return ensureAppUser(ctx.database.db, who);
}
