// GET /api/admin/stories: every family's stories by date, searchable by title and by author (name
// or e-mail). The author part is an id list from the users' trigram index, so both halves of the
// OR use an index (a join with an OR across two tables could not).
import type { AdminListQuery, AdminStoryPage } from '@storyloom/contracts/admin';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers, stories } from '../../db/schema/index.ts';
import { toAdminStory } from './admin-views.ts';
import { byDate, cappedCount, pageWindow } from './list-order.ts';
import { likePattern, matches, STORY_SEARCH_TEXT, USER_SEARCH_TEXT } from './search-pattern.ts';

export const STORY_LIST_COLUMNS = {
  id: stories.id, title: stories.title, description: stories.description, theme: stories.theme, character: stories.character,
  language: stories.language, status: stories.status, createdAt: stories.createdAt,
};

export function storySearch(term: string): SQL | undefined {
  if (!term) return undefined;
  const authors = sql`${stories.userId} = any(array(select app_users.id from app_users where ${USER_SEARCH_TEXT} like ${likePattern(term)}))`;
  return or(matches(STORY_SEARCH_TEXT, term), authors);
}

export async function listStories(db: Db, query: AdminListQuery): Promise<AdminStoryPage> {
  const where = storySearch(query.q);
  const { limit, offset } = pageWindow(query);
  // Ids of the page first (an index-only walk of stories_created_idx), then their columns and authors.
  const page = db
    .select({ id: stories.id, createdAt: stories.createdAt })
    .from(stories)
    .where(where)
    .orderBy(...byDate(query.sort, stories.createdAt, stories.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, count] = await Promise.all([
    db
      .select({ story: STORY_LIST_COLUMNS, author: { id: appUsers.id, firstName: appUsers.firstName, lastName: appUsers.lastName, email: appUsers.email } })
      .from(page)
      .innerJoin(stories, eq(stories.id, page.id))
      .leftJoin(appUsers, eq(appUsers.id, stories.userId))
      .orderBy(...byDate(query.sort, page.createdAt, page.id)),
    cappedCount(db, stories, where),
  ]);
  return { items: rows.map((r) => toAdminStory(r.story, r.author)), ...count, page: query.page, pageSize: query.pageSize };
}
