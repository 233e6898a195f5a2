// The storyteller's languages: each a folder under locales/ with its grammar, content and idea reader.
// Content is loaded and checked once, on first use of the language, and at start by checkStoryContent().
import { storyLanguageCode } from '@storyloom/contracts/options';
import { loadLocale, type LocaleContent } from './content/load-content.ts';
import { perLanguage } from './content/read-yaml.ts';
import { ideaTables } from './idea/tables.ts';
import { EN_GRAMMAR } from './locales/en/grammar.ts';
import { FR_GRAMMAR } from './locales/fr/grammar.ts';
import type { Lang } from './plan/types.ts';

export { readIdea } from './idea/read-idea.ts';

export const UNSUPPORTED_LANGUAGE = 'Language not supported offline';

export function langOf(language: string): Lang {
  const code = storyLanguageCode(language);
  if (code === 'en' || code === 'fr') return code;
  throw new Error(UNSUPPORTED_LANGUAGE);
}

export const contentFor = perLanguage((lang): LocaleContent => loadLocale(lang, lang === 'en' ? EN_GRAMMAR : FR_GRAMMAR));

/** Loads every language's content: a broken content file stops the server at start, not a story later. */
export function checkStoryContent(): void {
  for (const lang of ['en', 'fr'] as const) {
    contentFor(lang);
    ideaTables(lang);
  }
}
