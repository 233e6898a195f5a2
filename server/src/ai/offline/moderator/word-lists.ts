// The curated lists, in the order their reasons win when a text trips several, compiled once per
// language: the words of every list plus the few that only mean harm in that language.
import type { CategoryList } from './lists/category-list.ts';
import { ADULT } from './lists/adult.ts';
import { DRUGS } from './lists/drugs.ts';
import { HATE } from './lists/hate.ts';
import { HORROR } from './lists/horror.ts';
import { PROFANITY } from './lists/profanity.ts';
import { SELF_HARM } from './lists/self-harm.ts';
import { VIOLENCE } from './lists/violence.ts';
import { WEAPONS } from './lists/weapons.ts';
import { createTermMatcher, type TermMatcher } from './term-matcher.ts';

export const CATEGORY_LISTS: readonly CategoryList[] = [SELF_HARM, ADULT, HATE, VIOLENCE, WEAPONS, DRUGS, HORROR, PROFANITY];

/** 'other' = any story language but English and French: only the words that mean harm everywhere. */
export type ListLanguage = 'en' | 'fr' | 'other';

const matchers = new Map<ListLanguage, TermMatcher>();

export function matcherFor(language: ListLanguage): TermMatcher {
  const cached = matchers.get(language);
  if (cached) return cached;
  const terms: (readonly [string, string])[] = [];
  for (const list of CATEGORY_LISTS) {
    const own = language === 'en' ? list.en : language === 'fr' ? list.fr : [];
    for (const term of [...list.any, ...own]) terms.push([list.reason, term]);
  }
  const matcher = createTermMatcher(terms, CATEGORY_LISTS.flatMap((list) => list.allowed));
  matchers.set(language, matcher);
  return matcher;
}

/** 'english', 'en', 'en-GB' -> 'en'; 'french', 'fr' -> 'fr'; anything else -> 'other'. */
export function listLanguageOf(language: string): ListLanguage {
  const lower = language.toLowerCase();
  if (lower === 'english' || lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'french' || lower === 'fr' || lower.startsWith('fr-')) return 'fr';
  return 'other';
}

/** Everyday words that mark an idea as written in English or in French (guessInputLanguage). */
export const EN_WORDS = new Set(['the', 'a', 'an', 'and', 'is', 'are', 'with', 'who', 'of', 'to', 'he', 'she', 'it', 'his', 'her', 'they', 'we', 'you', 'my', 'on', 'in', 'that', 'this', 'was', 'not', 'does', 'doesn', 'likes', 'loves', 'want', 'wants']);
export const FR_WORDS = new Set(['le', 'la', 'les', 'un', 'une', 'des', 'et', 'est', 'sont', 'avec', 'qui', 'du', 'au', 'aux', 'il', 'elle', 'ils', 'nous', 'vous', 'mon', 'ma', 'mes', 'sur', 'dans', 'que', 'pas', 'ne', 'pour', 'aime', 'veut', 'son', 'sa']);

/**
 * Parents type custom ideas in the interface's language (English or French), which need not be the
 * story's. The input's own words decide when they are clear; otherwise the story language does.
 */
export function guessInputLanguage(words: readonly string[], fallback: ListLanguage): ListLanguage {
  let en = 0;
  let fr = 0;
  for (const word of words) {
    if (EN_WORDS.has(word)) en++;
    if (FR_WORDS.has(word)) fr++;
  }
  if (en >= 2 && en > fr * 2) return 'en';
  if (fr >= 2 && fr > en * 2) return 'fr';
  return fallback;
}
