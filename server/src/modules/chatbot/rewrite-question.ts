// Parents type 'c koi', 'acount', 'use up all my stories' or 'pas de son': before retrieval, such phrases
// are rewritten into the words the help centre uses (rewrites-<language>.json, data not code). Matching is
// on whole words of the question folded to lower case without accents; longer phrases are tried first.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { foldText } from './fold-text.ts';
import rewritesEn from './rewrites-en.json' with { type: 'json' };
import rewritesFr from './rewrites-fr.json' with { type: 'json' };

const RAW: Record<InterfaceLanguage, Record<string, string>> = { en: rewritesEn.rewrites, fr: rewritesFr.rewrites };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const compiled = new Map<InterfaceLanguage, { pattern: RegExp; replacement: Map<string, string> }>();

function rulesFor(language: InterfaceLanguage) {
  const found = compiled.get(language);
  if (found) return found;
  const replacement = new Map(Object.entries(RAW[language]).map(([from, to]) => [foldText(from), to]));
  const phrases = [...replacement.keys()].sort((a, b) => b.length - a.length).map(escape);
  // Word boundaries that know letters with accents: \b does not.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const rules = { pattern, replacement };
  compiled.set(language, rules);
  return rules;
}

/** The question in the help centre's words (folded to lower case, without accents except in replacements). */
export function rewriteQuestion(language: InterfaceLanguage, question: string): string {
  const { pattern, replacement } = rulesFor(language);
  const folded = foldText(question).replace(/[’']/g, "'").replace(/\s+/g, ' ');
  return folded.replace(pattern, (phrase) => replacement.get(phrase) ?? phrase);
}
