// Parents type 'c koi', 'acount', 'use up all my stories' or 'pas de son': before retrieval, such phrases
// are rewritten into the words the help centre uses (rewrites-<language>.json, data not code: phrases,
// then a few patterns). Matching is
// on whole words of the question folded to lower case without accents; longer phrases are tried first.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import { foldText } from './fold-text.ts';
import rewritesEn from './rewrites-en.json' with { type: 'json' };
import rewritesFr from './rewrites-fr.json' with { type: 'json' };

interface RewriteFile {
  rewrites: Record<string, string>;
  /** Regular expressions for what phrases cannot list ('my son is 4', 'elle a 6 ans' -> age). */
  patterns: { from: string; to: string }[];
}

const RAW: Record<InterfaceLanguage, RewriteFile> = { en: rewritesEn, fr: rewritesFr };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const compiled = new Map<InterfaceLanguage, { pattern: RegExp; replacement: Map<string, string>; patterns: { from: RegExp; to: string }[] }>();

function rulesFor(language: InterfaceLanguage) {
  const found = compiled.get(language);
  if (found) return found;
  const replacement = new Map(Object.entries(RAW[language].rewrites).map(([from, to]) => [foldText(from), to]));
  const phrases = [...replacement.keys()].sort((a, b) => b.length - a.length).map(escape);
  // Word boundaries that know letters with accents: \b does not.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const patterns = RAW[language].patterns.map(({ from, to }) => ({ from: new RegExp(from, 'gu'), to }));
  const rules = { pattern, replacement, patterns };
  compiled.set(language, rules);
  return rules;
}

/** The question in the help centre's words (folded to lower case, without accents except in replacements). */
export function rewriteQuestion(language: InterfaceLanguage, question: string): string {
  const { pattern, replacement, patterns } = rulesFor(language);
  const folded = foldText(question).replace(/\s+/g, ' ');
  const phrased = folded.replace(pattern, (phrase) => replacement.get(phrase) ?? phrase);
  return patterns.reduce((text, { from, to }) => text.replace(from, to), phrased);
}
