import type { DbUser } from '@storyloom/contracts/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers } from '../../db/schema/index.ts';
import type { SessionIdentity } from './session.ts';

export type AppUserRow = typeof appUsers.$inferSelect;
/** The signed-in product user with what the identity knows about its address. */
export type CurrentUser = AppUserRow & { emailVerified: boolean };

export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** An ADMIN_EMAILS address makes an admin only once it is verified: anyone can sign up with any address. */
export function isAdminByConfig(email: string, emailVerified: boolean, adminEmails: readonly string[]): boolean {
  return emailVerified && adminEmails.includes(email.toLowerCase());
}

/** Admin is decided on the server: a verified ADMIN_EMAILS address or the record's flag (DECISIONS.md). */
export function isAdmin(row: CurrentUser, adminEmails: readonly string[]): boolean {
  return row.isAdmin || isAdminByConfig(row.email, row.emailVerified, adminEmails);
}

export function toDbUser(row: CurrentUser, adminEmails: readonly string[]): DbUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isAdmin: isAdmin(row, adminEmails),
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates or returns the product's user for a signed-in identity; safe under concurrent calls. */
export async function ensureAppUser(db: Db, who: SessionIdentity): Promise<AppUserRow> {
  const existing = await db.query.appUsers.findFirst({ where: eq(appUsers.identityId, who.id) });
  if (existing) return existing;
  const { firstName, lastName } = splitName(who.name);
  await db
    .insert(appUsers)
    .values({ identityId: who.id, firstName, lastName, email: who.email.toLowerCase() })
    .onConflictDoNothing({ target: appUsers.identityId });
  const created = await db.query.appUsers.findFirst({ where: eq(appUsers.identityId, who.id) });
  if (!created) throw new Error('app user vanished after insert');
  return created;
}
