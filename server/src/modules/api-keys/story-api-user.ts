// The story API (generate, list, search, read, pictures, downloads) accepts a Pro family's API key
// as a bearer credential; every other route uses requireUser, which knows nothing of API keys, so a
// key can never reach the account, billing or admin calls.
import { API_KEY_PREFIX } from '@storyloom/contracts/account';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { apiKeys, appUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireUser } from '../auth/current-user.ts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../auth/identity.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { hashApiKey } from './api-key-hash.ts';
import { assertPro } from './manage-api-keys.ts';

/** Last-used dates are written at most once a minute per key, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export async function requireStoryApiUser(ctx: AppContext, req: FastifyRequest): Promise<AppUserRow> {
  const header = req.headers.authorization ?? '';
  const key = header.startsWith(`Bearer ${API_KEY_PREFIX}`) ? header.slice('Bearer '.length).trim() : null;
  if (!key) return requireUser(ctx, req);
  const { db } = ctx.database;
  const found = await db.query.apiKeys.findFirst({ where: and(eq(apiKeys.hash, hashApiKey(key)), isNull(apiKeys.revokedAt)) });
  if (!found) throw new AppError('unauthorized', 'This API key is not valid or has been revoked.');
  const user = await db.query.appUsers.findFirst({ where: eq(appUsers.id, found.userId) });
  if (!user) throw new AppError('unauthorized', 'This API key is not valid or has been revoked.');
  // A suspended family's keys stop with its sessions (found by the authorisation matrix).
  if (user.suspendedAt) throw new AppError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
  assertPro(user);
  const now = new Date();
  await db.update(apiKeys).set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, found.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)))));
  return user;
}
