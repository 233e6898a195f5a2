// GET /api/admin/generations: stories that failed for good, and stories stuck with no progress for
// longer than a job may take (GENERATION_TIMEOUT_SECONDS), newest first, with the technical reason.
// Both are a small part of the stories, read through the partial index stories_unfinished_idx.
import type { AdminGeneration, AdminGenerationPage, AdminListQuery } from '@storyloom/contracts/admin';
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers, stories } from '../../db/schema/index.ts';
import { byDate, cappedCount, pageWindow } from './list-order.ts';
import { storySearch } from './list-stories.ts';

export const UNFINISHED = ['queued', 'writing', 'illustrating'] as const;

/** Failed, or unfinished and untouched since `stuckBefore`. */
export function failedOrStuck(stuckBefore: Date): SQL {
  const stuck = and(inArray(stories.status, [...UNFINISHED]), lt(stories.updatedAt, stuckBefore));
  return and(sql`${stories.status} <> 'ready'`, or(eq(stories.status, 'failed'), stuck)) as SQL;
}

const LATEST_REASON = sql<string | null>`(select f.reason from generation_failures f where f.story_id = ${stories.id} order by f.failed_at desc limit 1)`;

export async function listGenerations(db: Db, query: AdminListQuery, stuckBefore: Date): Promise<AdminGenerationPage> {
  const where = and(failedOrStuck(stuckBefore), storySearch(query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, count] = await Promise.all([
    db
      .select({
        story: {
          id: stories.id, title: stories.title, status: stories.status, progress: stories.progress, error: stories.error, character: stories.character,
          theme: stories.theme, language: stories.language, updatedAt: stories.updatedAt, createdAt: stories.createdAt,
        },
        reason: LATEST_REASON,
        author: { id: appUsers.id, firstName: appUsers.firstName, lastName: appUsers.lastName, email: appUsers.email },
      })
      .from(stories)
      .leftJoin(appUsers, eq(appUsers.id, stories.userId))
      .where(where)
      .orderBy(...byDate(query.sort, stories.updatedAt, stories.id))
      .limit(limit)
      .offset(offset),
    cappedCount(db, stories, where),
  ]);
  const items: AdminGeneration[] = rows.map(({ story, reason, author }) => ({
    storyId: story.id,
    title: story.title,
    state: story.status === 'failed' ? 'failed' : 'stuck',
    status: story.status,
    progress: story.progress,
    error: story.status === 'failed' ? (reason ?? story.error) : null,
    character: story.character,
    theme: story.theme,
    language: story.language,
    updatedAt: story.updatedAt.toISOString(),
    createdAt: story.createdAt.toISOString(),
    user: author,
  }));
  return { items, ...count, page: query.page, pageSize: query.pageSize };
}
