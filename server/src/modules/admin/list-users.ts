// GET /api/admin/users: families by join date, searchable by name and e-mail.
import type { AdminListQuery, AdminUserPage } from '@storyloom/contracts/admin';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers, identityUsers } from '../../db/schema/index.ts';
import { toAdminUser } from './admin-views.ts';
import { byDate, pageWindow } from './list-order.ts';
import { matches, USER_SEARCH_TEXT } from './search-pattern.ts';

/** Stories per family, counted from the (user_id, created_at) index for the rows of one page only. */
export const STORY_COUNT = sql<number>`(select count(*)::int from stories s where s.user_id = ${appUsers.id})`;

export async function listUsers(db: Db, query: AdminListQuery, adminEmails: readonly string[]): Promise<AdminUserPage> {
  const where: SQL | undefined = query.q ? matches(USER_SEARCH_TEXT, query.q) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select({ user: appUsers, emailVerified: identityUsers.emailVerified, storyCount: STORY_COUNT })
      .from(appUsers)
      .innerJoin(identityUsers, eq(identityUsers.id, appUsers.identityId))
      .where(where)
      .orderBy(...byDate(query.sort, appUsers.createdAt, appUsers.id))
      .limit(limit)
      .offset(offset),
    db.$count(appUsers, where),
  ]);
  return {
    items: rows.map((r) => toAdminUser(r.user, r.emailVerified, r.storyCount, adminEmails)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
