// Which espeak-ng voice reads which story language. Every STORY_LANGUAGES value is listed so that
// adding a language to the contract is a type error here until someone decides its voice.
import type { StoryLanguage } from '@storyloom/contracts/options';

/** The voice used when espeak-ng has none for a language (its English is the most intelligible). */
export const FALLBACK_VOICE = 'en-us';

/** espeak-ng 1.51 voice ids (see list_voices()); null where espeak-ng has no voice for the language. */
export const VOICE_BY_LANGUAGE: Record<StoryLanguage, string | null> = {
  english: 'en-us', spanish: 'es', french: 'fr', german: 'de', italian: 'it', portuguese: 'pt',
  russian: 'ru', chinese: 'cmn', japanese: 'ja', korean: 'ko', arabic: 'ar', hindi: 'hi', dutch: 'nl',
  swedish: 'sv', norwegian: 'nb', danish: 'da', finnish: 'fi', polish: 'pl', czech: 'cs',
  hungarian: 'hu', romanian: 'ro', bulgarian: 'bg', croatian: 'hr', serbian: 'sr', slovak: 'sk',
  slovenian: 'sl', greek: 'el', turkish: 'tr', hebrew: 'he', thai: 'th', vietnamese: 'vi',
  indonesian: 'id', malay: 'ms', filipino: null, ukrainian: 'uk', estonian: 'et', latvian: 'lv',
  lithuanian: 'lt', icelandic: 'is', irish: 'ga', welsh: 'cy', catalan: 'ca', basque: 'eu',
  galician: null, maltese: 'mt', luxembourgish: 'lb', persian: 'fa', urdu: 'ur', bengali: 'bn',
  punjabi: 'pa', gujarati: 'gu', tamil: 'ta', telugu: 'te', kannada: 'kn', malayalam: 'ml',
  marathi: 'mr', nepali: 'ne', sinhalese: 'si', swahili: 'sw', amharic: 'am', yoruba: null,
  zulu: null, afrikaans: 'af',
};

const SHORT_CODES = new Map<string, StoryLanguage>([['en', 'english'], ['fr', 'french']]);

/**
 * espeak-ng variants for the service's voice names, so that a story narrated with another
 * service voice still sounds a little different offline. 'nova' is the language's own voice.
 */
const VARIANT_BY_VOICE = new Map<string, string>([
  ['alloy', 'f2'], ['echo', 'm3'], ['fable', 'm2'], ['onyx', 'm1'], ['shimmer', 'f3'], ['coral', 'f4'], ['sage', 'f1'], ['ash', 'm4'],
]);

export interface VoiceChoice {
  /** The language's espeak voice, e.g. 'fr'. */
  base: string;
  /** What is given to espeak: the base voice, with '+variant' when one applies. */
  id: string;
}

/** Picks the espeak voice for a language and a voice name. Never throws. */
export function resolveVoice(language: string, voice: string): VoiceChoice {
  const storyLanguage = SHORT_CODES.get(language) ?? language;
  const base = (Object.hasOwn(VOICE_BY_LANGUAGE, storyLanguage)
    ? VOICE_BY_LANGUAGE[storyLanguage as StoryLanguage]
    : null) ?? FALLBACK_VOICE;
  const variant = VARIANT_BY_VOICE.get(voice.trim().toLowerCase());
  return { base, id: variant ? `${base}+${variant}` : base };
}
