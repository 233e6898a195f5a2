// GET /api/admin/users: families by join date, searchable by name and e-mail.
import type { AdminListQuery, AdminUserPage } from '@storyloom/contracts/admin';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers, identityUsers } from '../../db/schema/index.ts';
import { toAdminUser } from './admin-views.ts';
import { byDate, cappedCount, pageWindow } from './list-order.ts';
import { matches, USER_SEARCH_TEXT } from './search-pattern.ts';

/** Stories per family, counted from the (user_id, created_at) index for the rows of one page only. */
export const STORY_COUNT = sql<number>`(select count(*)::int from stories s where s.user_id = ${appUsers.id})`;

export async function listUsers(db: Db, query: AdminListQuery, adminEmails: readonly string[]): Promise<AdminUserPage> {
  const where: SQL | undefined = query.q ? matches(USER_SEARCH_TEXT, query.q) : undefined;
  const { limit, offset } = pageWindow(query);
  // The page's ids first, from the (created_at, id) index alone; the joins and story counts then
  // run for those 20 rows, not for every row the offset skips.
  const page = db
    .select({ id: appUsers.id, createdAt: appUsers.createdAt })
    .from(appUsers)
    .where(where)
    .orderBy(...byDate(query.sort, appUsers.createdAt, appUsers.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, count] = await Promise.all([
    db
      .select({ user: appUsers, emailVerified: identityUsers.emailVerified, storyCount: STORY_COUNT })
      .from(page)
      .innerJoin(appUsers, eq(appUsers.id, page.id))
      .innerJoin(identityUsers, eq(identityUsers.id, appUsers.identityId))
      .orderBy(...byDate(query.sort, page.createdAt, page.id)),
    cappedCount(db, appUsers, where),
  ]);
  return {
    items: rows.map((r) => toAdminUser(r.user, r.emailVerified, r.storyCount, adminEmails)),
    ...count,
    page: query.page,
    pageSize: query.pageSize,
  };
}
