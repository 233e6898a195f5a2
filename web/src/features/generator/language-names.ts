import type { StoryLanguage } from '@storyloom/contracts/options';

// BCP 47 codes for the story languages, so the browser names each one in the interface language
// (Intl.DisplayNames) instead of 128 hand-written catalog entries.
const CODES: Record<StoryLanguage, string> = {
  english: 'en', spanish: 'es', french: 'fr', german: 'de', italian: 'it', portuguese: 'pt', russian: 'ru',
  chinese: 'zh', japanese: 'ja', korean: 'ko', arabic: 'ar', hindi: 'hi', dutch: 'nl', swedish: 'sv',
  norwegian: 'no', danish: 'da', finnish: 'fi', polish: 'pl', czech: 'cs', hungarian: 'hu', romanian: 'ro',
  bulgarian: 'bg', croatian: 'hr', serbian: 'sr', slovak: 'sk', slovenian: 'sl', greek: 'el', turkish: 'tr',
  hebrew: 'he', thai: 'th', vietnamese: 'vi', indonesian: 'id', malay: 'ms', filipino: 'fil', ukrainian: 'uk',
  estonian: 'et', latvian: 'lv', lithuanian: 'lt', icelandic: 'is', irish: 'ga', welsh: 'cy', catalan: 'ca',
  basque: 'eu', galician: 'gl', maltese: 'mt', luxembourgish: 'lb', persian: 'fa', urdu: 'ur', bengali: 'bn',
  punjabi: 'pa', gujarati: 'gu', tamil: 'ta', telugu: 'te', kannada: 'kn', malayalam: 'ml', marathi: 'mr',
  nepali: 'ne', sinhalese: 'si', swahili: 'sw', amharic: 'am', yoruba: 'yo', zulu: 'zu', afrikaans: 'af',
};

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
  const name = displayNames(locale)?.of(CODES[language]) ?? language;
  // French writes language names in lower case inside a sentence ('en français').
  return inline && locale.startsWith('fr') ? name.toLocaleLowerCase(locale) : capitalise(name, locale);
}

/** Lower-cased and without accents, for the language search. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
