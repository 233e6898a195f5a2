// The language a page starts in, before the translator (translator.ts) is loaded: boot.ts reads it to fetch the first texts while the
// app's code is still downloading, and i18n/index.ts starts the translator in it.
import { STORAGE_KEYS, readStorage } from '../lib/storage';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's first language we speak ('fr-FR' is French), for a first visit (issue 14). */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The visitor's saved choice, else the browser's language. */
export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : browserLanguage(navigator.languages ?? [navigator.language]);
}

