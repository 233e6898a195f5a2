// Database rows -> the admin contracts (packages/contracts/src/admin.ts).
import type { AdminStory, AdminUser } from '@storyloom/contracts/admin';
import type { appUsers, stories } from '../../db/schema/index.ts';
import { isAdminByConfig } from '../auth/ensure-app-user.ts';

type UserRow = typeof appUsers.$inferSelect;
type StoryRow = typeof stories.$inferSelect;
export type AuthorRow = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;

/** SPEC §9: the description preview is 60 characters. */
export const DESCRIPTION_PREVIEW = 60;

export function toAdminUser(row: UserRow, emailVerified: boolean, storyCount: number, adminEmails: readonly string[]): AdminUser {
  const byConfig = isAdminByConfig(row.email, emailVerified, adminEmails);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified,
    isAdmin: row.isAdmin || byConfig,
    adminByConfig: byConfig,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    storyCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminStory(row: Pick<StoryRow, 'id' | 'title' | 'description' | 'theme' | 'character' | 'language' | 'status' | 'createdAt'>, author: AuthorRow | null): AdminStory {
  return {
    id: row.id,
    title: row.title,
    descriptionPreview: [...row.description].slice(0, DESCRIPTION_PREVIEW).join(''),
    theme: row.theme,
    character: row.character,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    user: author ? { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email } : null,
  };
}
