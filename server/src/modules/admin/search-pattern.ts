// Admin searches are case-insensitive substring matches served by trigram indexes (the custom
// migration admin_search_indexes): the SQL expressions here must stay identical to the indexed ones.
import { sql, type SQL } from 'drizzle-orm';

export const USER_SEARCH_TEXT = sql.raw(`lower(app_users.first_name || ' ' || app_users.last_name || ' ' || app_users.email)`);
export const STORY_SEARCH_TEXT = sql.raw('lower(stories.title)');
export const MESSAGE_SEARCH_TEXT = sql.raw(`lower(contact_messages.name || ' ' || contact_messages.email || ' ' || contact_messages.subject)`);

/** 'Léa_%' -> '%léa\_\%%': the term matches literally, anywhere. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function matches(text: SQL, term: string): SQL {
  return sql`${text} like ${likePattern(term)}`;
}
