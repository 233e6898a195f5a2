// Full-text search over a family's stories through two stored columns (migrations 0008 and 0012,
// docs/decisions/017-search-matches-by-index-ranks-on-title.md): stories.search_vector, the whole
// book (title, description, chapters, accent-free) read three ways and merged without positions or
// weights, so the GIN index answers a match without reading any row; and search_rank_vector, the
// title and description alone with positions and weights, which orders the results. A word matches
// when it appears as written or shares an English or French stem; only the word being typed (the
// last, unless a space follows it) also matches as a prefix: 'bel' finds 'believe', 'bell' finds
// 'bells' but never 'believe' or 'belonged'. Stems are never prefixed: 'bell' stems to 'bel' in French.
import { sql, type SQL } from 'drizzle-orm';

export const MAX_QUERY_WORDS = 8;

/** 'Dragón rouge!' -> ['dragon', 'rouge'] (only letters and digits, lower-case, accents removed). */
export function searchWords(term: string): string[] {
  const words = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).slice(0, MAX_QUERY_WORDS);
}

/** The tsquery for a search term, or null when it holds no word. Words are bound parameters. */
export function searchQuery(term: string): SQL | null {
  const search = searchValues(term);
  if (!search) return null;
  return tsquery(Array.from({ length: search.count }, (_, i) => ({ written: search.values[`w${i}`], word: search.values[`s${i}`] })));
}

/**
 * The same tsquery for a prepared statement (db/prepared.ts), for a term of `count` words: placeholders
 * w0, w1… (each word as written, the one being typed with its prefix mark) and s0, s1… (the word, for
 * its stems), whose values searchValues gives.
 */
export function preparedSearchQuery(count: number): SQL {
  return tsquery(Array.from({ length: count }, (_, i) => ({ written: sql.placeholder(`w${i}`), word: sql.placeholder(`s${i}`) })));
}

/** A term's word count and the values of its tsquery's placeholders; null when it holds no word. */
export function searchValues(term: string): { count: number; values: Record<string, string> } | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const typing = !/\s$/.test(term);
  const values: Record<string, string> = {};
  words.forEach((word, i) => {
    values[`w${i}`] = typing && i === words.length - 1 ? `${word}:*` : word;
    values[`s${i}`] = word;
  });
  return { count: words.length, values };
}

function tsquery(words: { written: unknown; word: unknown }[]): SQL {
  // No weights: a weight in the query makes the GIN index recheck every row it finds (migration 0012).
  const parts = words.map(({ written, word }) => sql`(to_tsquery('simple', ${written}) || to_tsquery('english', ${word}) || to_tsquery('french', ${word}))`);
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** The stored document column, for matching only (not in the Drizzle schema: triggers keep it, nothing reads it whole). */
export const searchVector = sql`"stories"."search_vector"`;

/**
 * What results are ranked by: the title and description alone, read the same three ways (migration
 * 0012, docs/decisions/017-search-matches-by-index-ranks-on-title.md). A story matching only in its
 * chapters ranks 0 and comes after those whose title or description holds the words, newest first.
 */
export const searchRankVector = sql`"stories"."search_rank_vector"`;
