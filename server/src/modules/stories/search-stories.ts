// Full-text search over a family's stories through the stored stories.search_vector (migration
// 0008: title, description and every chapter, accent-free, read three ways and told apart by
// weight: A as written, B English stems, C French stems). A word matches when it appears as written
// or shares an English or French stem; only the word being typed (the last, unless a space follows
// it) also matches as a prefix of a written word: 'bel' finds 'believe', 'bell' finds 'bells' but
// never 'believe' or 'belonged'. Stems are never prefixed: 'bell' stems to 'bel' in French.
import { sql, type SQL } from 'drizzle-orm';

export const MAX_QUERY_WORDS = 8;

/** 'Dragón rouge!' -> ['dragon', 'rouge'] (only letters and digits, lower-case, accents removed). */
export function searchWords(term: string): string[] {
  const words = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).slice(0, MAX_QUERY_WORDS);
}

/** The tsquery for a search term, or null when it holds no word. Words are bound parameters. */
export function searchQuery(term: string): SQL | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const typing = !/\s$/.test(term);
  const parts = words.map((word, i) => {
    const written = typing && i === words.length - 1 ? `${word}:*A` : `${word}:A`;
    return sql`(to_tsquery('simple', ${written}) || to_tsquery('english', ${`${word}:B`}) || to_tsquery('french', ${`${word}:C`}))`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** The stored document column (not in the Drizzle schema: triggers keep it, nothing reads it whole). */
export const searchVector = sql`"stories"."search_vector"`;
