// Offline retrieval over the help centre (DESIGN.md 'Assistant'): a MiniSearch index per language and
// writer, with the language's stop words dropped, Snowball stems, and accents folded after stemming
// (the French stemmer needs them to find suffixes), so 'résilier', 'resiliation' and 'Résiliez' meet.
import type { InterfaceLanguage } from '@storyloom/contracts/contact';
import type { WriterKind } from '@storyloom/contracts/support';
import { helpEntries, type FilledHelpEntry } from '@storyloom/help-content/help-content';
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemFrench } from '@orama/stemmers/french';
import MiniSearch from 'minisearch';
import { foldText } from './fold-text.ts';
import { rewriteQuestion } from './rewrite-question.ts';
import stopEn from './stop-words-en.json' with { type: 'json' };
import stopFr from './stop-words-fr.json' with { type: 'json' };

const STEMMERS: Record<InterfaceLanguage, (word: string) => string> = { en: stemEnglish, fr: stemFrench };
const STOP_WORDS: Record<InterfaceLanguage, Set<string>> = {
  en: new Set(stopEn.map(foldText)),
  fr: new Set(stopFr.map(foldText)),
};

/**
 * A best match is trusted when the question's words found in it carry at least this share of the
 * question's weight (each word weighs by its rarity in the help, and a word the help never uses weighs
 * most): below that, the bot says it does not know rather than answer something else.
 */
const MIN_COVERAGE = 0.55;
/** Related entries are listed as sources when they score at least this share of the best one. */
const RELATED_SHARE = 0.6;
const MAX_SOURCES = 3;
const RERANK = 8;

/** A question's words, each as the set of index terms it may match (see termVariants). */
export function wordsOf(language: InterfaceLanguage, text: string): string[][] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => termVariants(language, word))
    .filter((variants) => variants.length > 0);
}

/** Every index term of a text (a word's variants flattened). */
export function termsOf(language: InterfaceLanguage, text: string): string[] {
  return wordsOf(language, text).flat();
}

/**
 * A word's index terms: its stem folded afterwards, and the stem of the word already folded. Parents
 * often type French without accents ('echec', 'meme', 'arreter'), and the stemmer cuts such words
 * differently; with both forms on both sides, 'échec' in the help meets 'echec' in the question.
 */
function termVariants(language: InterfaceLanguage, word: string): string[] {
  const lower = word.toLowerCase();
  const folded = foldText(lower);
  if (!lower || STOP_WORDS[language].has(folded)) return [];
  // Bare numbers ('my son is 2') say nothing about which answer fits.
  if (/^\d+$/.test(lower)) return [];
  const stem = STEMMERS[language];
  return [...new Set([foldText(stem(lower)), stem(folded)])].filter((term) => term.length > 1);
}

interface Indexed {
  index: MiniSearch<FilledHelpEntry & { keywordText: string }>;
  byId: Map<string, FilledHelpEntry>;
  /** How many entries use each term: common words ('story', 'book') say little about the question. */
  entriesWith: Map<string, number>;
}

const indexes = new Map<string, Indexed>();

function indexFor(language: InterfaceLanguage, writer: WriterKind): Indexed {
  const key = `${language}:${writer}`;
  const found = indexes.get(key);
  if (found) return found;
  const entries = helpEntries(language, writer);
  const index = new MiniSearch<FilledHelpEntry & { keywordText: string }>({
    fields: ['question', 'keywordText', 'answer'],
    storeFields: [],
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
    processTerm: (term) => termVariants(language, term),
    searchOptions: {
      boost: { question: 3, keywordText: 2, answer: 1 },
      // One typo in a longer word is forgiven ('acount', 'subscribtion'); short words must match exactly.
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(entries.map((entry) => ({ ...entry, keywordText: entry.keywords.join(' ') })));
  const entriesWith = new Map<string, number>();
  for (const entry of entries) {
    for (const term of new Set(termsOf(language, `${entry.question} ${entry.answer} ${entry.keywords.join(' ')}`))) {
      entriesWith.set(term, (entriesWith.get(term) ?? 0) + 1);
    }
  }
  const built = { index, byId: new Map(entries.map((entry) => [entry.id, entry])), entriesWith };
  indexes.set(key, built);
  return built;
}

export interface HelpMatch {
  entry: FilledHelpEntry;
  score: number;
}

/** The help entries that answer a question, best first; empty when none answers it well enough. */
export function searchHelp(language: InterfaceLanguage, writer: WriterKind, asked: string): HelpMatch[] {
  const question = rewriteQuestion(language, asked);
  const wanted = wordsOf(language, question);
  if (wanted.length === 0) return [];
  const { index, byId, entriesWith } = indexFor(language, writer);
  const results = index.search(question);
  if (results.length === 0) return [];
  // A word weighs by the rarest of its forms in the help; a form the help never uses weighs most.
  const weight = (variants: string[]) => Math.log((byId.size + 1) / (Math.min(...variants.map((term) => entriesWith.get(term) ?? 0)) + 0.5));
  const total = wanted.reduce((sum, variants) => sum + weight(variants), 0);
  // queryTerms are the question's terms a result matched (a typo matched fuzzily reports its own spelling).
  const coverage = (matchedTerms: string[]) => {
    const matched = new Set(matchedTerms);
    return wanted.filter((variants) => variants.some((term) => matched.has(term))).reduce((sum, variants) => sum + weight(variants), 0) / total;
  };
  // Among the first few, the entry that holds the question's rarest words wins: 'kindle' says more
  // about the question than 'read' and 'book' do.
  const top = results[0]!.score;
  const ranked = results.slice(0, RERANK).map((result) => ({ result, coverage: coverage(result.queryTerms), rank: coverage(result.queryTerms) * Math.sqrt(result.score / top) }));
  ranked.sort((a, b) => b.rank - a.rank);
  const best = ranked[0]!;
  if (best.coverage < MIN_COVERAGE) return [];
  return [best.result, ...results.filter((r) => r.id !== best.result.id)]
    .filter((result, i) => i === 0 || result.score >= best.result.score * RELATED_SHARE)
    .slice(0, MAX_SOURCES)
    .flatMap((result) => {
      const entry = byId.get(String(result.id));
      return entry ? [{ entry, score: result.score }] : [];
    });
}
