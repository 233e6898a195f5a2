// POST /api/account/sign-out-everywhere: every session of this family ends, on every device,
// this one included.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { identitySessions } from '../../db/schema/index.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';

export async function signOutEverywhere(ctx: AppContext, user: AppUserRow): Promise<{ sessionsEnded: number }> {
  const ended = await ctx.database.db.delete(identitySessions).where(eq(identitySessions.userId, user.identityId)).returning({ id: identitySessions.id });
  return { sessionsEnded: ended.length };
}
