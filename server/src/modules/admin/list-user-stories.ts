// GET /api/admin/users/{id}/stories: one family and its stories (SPEC: heading with name, e-mail
// and story count), searchable by title, by date.
import type { AdminListQuery, AdminUserStories } from '@storyloom/contracts/admin';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stories } from '../../db/schema/index.ts';
import { toAdminStory, toAdminUser } from './admin-views.ts';
import { findAnyUser } from './find-user.ts';
import { byDate, cappedCount, pageWindow } from './list-order.ts';
import { STORY_LIST_COLUMNS } from './list-stories.ts';
import { matches, STORY_SEARCH_TEXT } from './search-pattern.ts';

export async function listUserStories(db: Db, userId: string, query: AdminListQuery, adminEmails: readonly string[]): Promise<AdminUserStories> {
  const found = await findAnyUser(db, userId);
  const where = and(eq(stories.userId, found.user.id), query.q ? matches(STORY_SEARCH_TEXT, query.q) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, count] = await Promise.all([
    db.select(STORY_LIST_COLUMNS).from(stories).where(where).orderBy(...byDate(query.sort, stories.createdAt, stories.id)).limit(limit).offset(offset),
    cappedCount(db, stories, where),
  ]);
  const user = toAdminUser(found.user, found.emailVerified, found.storyCount, adminEmails);
  return {
    user,
    storyCount: found.storyCount,
    stories: { items: rows.map((r) => toAdminStory(r, found.user)), ...count, page: query.page, pageSize: query.pageSize },
  };
}
