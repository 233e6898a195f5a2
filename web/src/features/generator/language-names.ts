// The browser names each story language in the interface language (Intl.DisplayNames), from the
// codebase's one table of language codes, instead of 128 hand-written catalog entries.
import { STORY_LANGUAGE_CODES, type StoryLanguage } from '@storyloom/contracts/options';


const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale], { type: 'language' }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** 'Français' / 'French' for 'french', in the interface language; as a sentence fragment when `inline`. */
export function languageName(language: StoryLanguage, locale: string, inline = false): string {
  // The contract's values are the English names of SPEC §3 ('bengali', not CLDR's 'Bangla').
  if (locale.startsWith('en')) return capitalise(language, locale);
  const name = displayNames(locale)?.of(STORY_LANGUAGE_CODES[language]) ?? language;
  // French writes language names in lower case inside a sentence ('en français').
  return inline && locale.startsWith('fr') ? name.toLocaleLowerCase(locale) : capitalise(name, locale);
}

/** Lower-cased and without accents, for the language search. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
