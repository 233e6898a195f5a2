// The chatbot's own sentences (chat-phrases-<language>.json), filled with numbers from the contracts.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { PLANS } from '@storyloom/contracts/plans';
import { RESPONSE_TIME_HOURS } from '@storyloom/contracts/support';
import { fillPlaceholders } from '@storyloom/help-content/help-content';
import en from './chat-phrases-en.json' with { type: 'json' };
import fr from './chat-phrases-fr.json' with { type: 'json' };

export const CHAT_PHRASES = { en, fr } as const;
export type ChatPhrases = (typeof CHAT_PHRASES)[InterfaceLanguage];
type PhraseKey = { [K in keyof ChatPhrases]: ChatPhrases[K] extends string ? K : never }[keyof ChatPhrases];

const CONSTANTS: Record<string, string> = {
  responseGeneral: String(RESPONSE_TIME_HOURS.general),
  freeStories: String(PLANS.free.storiesPerMonth),
};

export function chatPhrase(language: InterfaceLanguage, key: PhraseKey, values: Record<string, string> = {}): string {
  return fillPlaceholders(CHAT_PHRASES[language][key], { ...CONSTANTS, ...values }, `chat-phrases-${language}.${key}`);
}
