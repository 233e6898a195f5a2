// Pro's personal API keys (SPEC §9 'API access'): created, named, listed and revoked on the account
// page; the key itself is shown once and only its hash is kept.
import { MAX_API_KEYS, type ApiKey, type CreatedApiKey } from '@storyloom/contracts/account';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppUserRow } from '../auth/ensure-app-user.ts';
import { newApiKey } from './api-key-hash.ts';

type ApiKeyRow = typeof apiKeys.$inferSelect;

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id, name: row.name, prefix: row.prefix, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function assertPro(user: AppUserRow): void {
  if (user.subscriptionPlan !== 'pro') throw new AppError('forbidden', 'API access comes with the Pro plan.');
}

export async function createApiKey(ctx: AppContext, user: AppUserRow, name: string): Promise<CreatedApiKey> {
  assertPro(user);
  const { db } = ctx.database;
  const [active] = await db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)));
  if ((active?.n ?? 0) >= MAX_API_KEYS) throw new AppError('conflict', `At most ${MAX_API_KEYS} keys: revoke one first.`, 'name');
  const { key, prefix, hash } = newApiKey();
  const [row] = await db.insert(apiKeys).values({ userId: user.id, name, prefix, hash }).returning();
  if (!row) throw new Error('api key not stored');
  return { ...toApiKey(row), key };
}

export async function listApiKeys(ctx: AppContext, user: AppUserRow): Promise<ApiKey[]> {
  const rows = await ctx.database.db.select().from(apiKeys)
    .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt))).orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKey);
}

export async function revokeApiKey(ctx: AppContext, user: AppUserRow, id: string): Promise<{ revoked: true }> {
  const uuid = /^[0-9a-f-]{36}$/i.test(id) ? id : '00000000-0000-0000-0000-000000000000';
  const [row] = await ctx.database.db.update(apiKeys).set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, uuid), eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  if (!row) throw new AppError('not_found', 'No such key.');
  return { revoked: true };
}
