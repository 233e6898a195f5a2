// The offline moderator's decision, as a plain function: the same verdict for the same text, no network.
// Order matters: injection first (only for input, which goes to a model), then personal data (read on
// the original text), then the word lists (read on every normalised reading of the text).
import type { ModerationVerdict } from '../../types.ts';
import { readings, tokenise, foldText } from './normalise-text.ts';
import { findPersonalData } from './personal-data.ts';
import { looksLikePromptInjection } from './prompt-injection.ts';
import { guessInputLanguage, listLanguageOf, matcherFor, type ListLanguage } from './word-lists.ts';

export interface ModerationOptions {
  /** The story language ('english', 'french', 'spanish' ...) or a language code ('en', 'fr'). */
  language: string;
  /** 'input': the child's name or custom ideas, typed by a parent. 'output': text an AI wrote. */
  kind: 'input' | 'output';
}

function listLanguageFor(text: string, opts: ModerationOptions): ListLanguage {
  const storyLanguage = listLanguageOf(opts.language);
  return opts.kind === 'input' ? guessInputLanguage(tokenise(foldText(text)), storyLanguage) : storyLanguage;
}

export function moderateText(text: string, opts: ModerationOptions): ModerationVerdict {
  if (text.trim() === '') return { ok: true };
  if (opts.kind === 'input' && looksLikePromptInjection(text)) return { ok: false, reason: 'injection' };
  const personal = findPersonalData(text);
  if (personal) return { ok: false, reason: personal };
  const hit = matcherFor(listLanguageFor(text, opts)).find(readings(text));
  return hit ? { ok: false, reason: hit.reason } : { ok: true };
}
