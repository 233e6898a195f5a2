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
