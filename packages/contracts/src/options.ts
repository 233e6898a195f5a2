// Option lists of SPEC.md §3 'Option lists'. The generator, the server's validation and the
// offline storyteller all read them from here.
export const CHARACTERS = [
  'brave-knight', 'clever-princess', 'friendly-dragon', 'wise-owl',
  'playful-cat', 'curious-mouse', 'magical-unicorn', 'little-bear',
] as const;
export type Character = (typeof CHARACTERS)[number];

export const THEMES = [
  'adventure', 'friendship', 'magic', 'learning', 'kindness', 'bravery', 'discovery', 'family',
] as const;
export type Theme = (typeof THEMES)[number];

export const MORAL_LESSONS = [
  'sharing', 'honesty', 'perseverance', 'empathy', 'responsibility', 'creativity', 'none',
] as const;
export type MoralLesson = (typeof MORAL_LESSONS)[number];

export const AGE_GROUPS = ['3-5', '5-8', '8-12'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const STORY_LENGTHS = ['short', 'medium', 'long'] as const;
export type StoryLength = (typeof STORY_LENGTHS)[number];

/** Chapters per length (DECISIONS.md: short 5, medium 8, long 12). */
export const CHAPTERS_BY_LENGTH: Record<StoryLength, number> = { short: 5, medium: 8, long: 12 };

export const STORY_LANGUAGES = [
  'english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'russian', 'chinese', 'japanese',
  'korean', 'arabic', 'hindi', 'dutch', 'swedish', 'norwegian', 'danish', 'finnish', 'polish', 'czech',
  'hungarian', 'romanian', 'bulgarian', 'croatian', 'serbian', 'slovak', 'slovenian', 'greek', 'turkish',
  'hebrew', 'thai', 'vietnamese', 'indonesian', 'malay', 'filipino', 'ukrainian', 'estonian', 'latvian',
  'lithuanian', 'icelandic', 'irish', 'welsh', 'catalan', 'basque', 'galician', 'maltese',
  'luxembourgish', 'persian', 'urdu', 'bengali', 'punjabi', 'gujarati', 'tamil', 'telugu', 'kannada',
  'malayalam', 'marathi', 'nepali', 'sinhalese', 'swahili', 'amharic', 'yoruba', 'zulu', 'afrikaans',
] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/**
 * The one table of language codes (issue 15): each story language's BCP 47 code, for `lang`
 * attributes, the browser's language names, PDF /Lang and EPUB dc:language, on the server and the web.
 */
export const STORY_LANGUAGE_CODES: Record<StoryLanguage, string> = {
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

/** The BCP 47 code of a story language; undefined for a value that is not one (an old or foreign row). */
export function storyLanguageCode(language: string): string | undefined {
  return Object.hasOwn(STORY_LANGUAGE_CODES, language) ? STORY_LANGUAGE_CODES[language as StoryLanguage] : undefined;
}

/** Languages the built-in offline storyteller writes (DECISIONS.md 'Languages'). */
export const OFFLINE_STORY_LANGUAGES = ['english', 'french'] as const satisfies readonly StoryLanguage[];

export const GENERATION_DEFAULTS = {
  length: 'medium',
  language: 'english',
  ageGroup: '5-8',
} as const;

export const MAX_CHILD_NAME = 40;
export const MAX_CUSTOM_PROMPT = 500;
export const MAX_REGENERATIONS = 2;
