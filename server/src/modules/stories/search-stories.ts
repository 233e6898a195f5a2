// Full-text search over the owner's stories: title, description and every chapter; accent-insensitive
// (unaccent), word prefixes ('drag' finds 'dragon'), and English and French stemming ('dragons',
// 'chevaliers') all count. Scoped to one user, so no index is needed at family-library sizes.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readingProgress, stories } from '../../db/schema/index.ts';
import type { ProgressRow, StoryRow } from './story-views.ts';

/** 'Dragón rouge!' -> 'dragon:* & rouge:*' (only letters and digits reach the query). */
export function prefixQuery(term: string): string | null {
  const words = term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  return words.slice(0, 8).map((w) => `${w}:*`).join(' & ');
}

export async function searchStories(db: Db, userId: string, term: string): Promise<{ story: StoryRow; progress: ProgressRow | null }[]> {
  const query = prefixQuery(term);
  if (!query) return [];
  const doc = sql`unaccent(${stories.title} || ' ' || ${stories.description} || ' ' || coalesce((
    select string_agg(c.title || ' ' || c.content, ' ') from chapters c where c.story_id = ${stories.id}), ''))`;
  const matches = await db
    .select({ id: stories.id, rank: sql<number>`ts_rank(to_tsvector('simple', ${doc}), to_tsquery('simple', ${query}))` })
    .from(stories)
    .where(
      and(
        eq(stories.userId, userId),
        sql`(to_tsvector('simple', ${doc}) @@ to_tsquery('simple', ${query})
          or to_tsvector('english', ${doc}) @@ to_tsquery('english', ${query})
          or to_tsvector('french', ${doc}) @@ to_tsquery('french', ${query}))`,
      ),
    )
    .orderBy(desc(sql`2`), desc(stories.createdAt))
    .limit(100);
  if (matches.length === 0) return [];
  const ids = matches.map((m) => m.id);
  const rows = await db
    .select({ story: stories, progress: readingProgress })
    .from(stories)
    .leftJoin(readingProgress, and(eq(readingProgress.storyId, stories.id), eq(readingProgress.userId, userId)))
    .where(inArray(stories.id, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.story.id) ?? 0) - (order.get(b.story.id) ?? 0));
}
