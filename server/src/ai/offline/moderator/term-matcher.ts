// Matches curated terms against word sequences on word boundaries: 'ass' is found in 'kiss my ass' but
// not in 'class' or 'assistant', 'rapist' not in 'therapist', 'cunt' not in 'Scunthorpe'.
// Term syntax: words separated by spaces; a word ending in '*' matches any word starting with it
// ('kill*' -> kills, killed, killer). Terms are written with accents for readability and folded here.
import { foldText, tokenise } from './normalise-text.ts';

interface WordPattern {
  text: string;
  prefix: boolean;
}

interface CompiledTerm {
  source: string;
  reason: string;
  words: WordPattern[];
}

export interface TermMatch {
  term: string;
  reason: string;
}

function compileWords(term: string): WordPattern[] {
  return term
    .trim()
    .split(/\s+/)
    .flatMap((raw): WordPattern[] => {
      const prefix = raw.endsWith('*');
      // "l'alcool" in a list becomes the two words l, alcool, exactly as the text is read.
      const parts = tokenise(foldText(prefix ? raw.slice(0, -1) : raw));
      return parts.map((text, i) => ({ text, prefix: prefix && i === parts.length - 1 }));
    });
}

function matchesAt(words: readonly string[], start: number, pattern: readonly WordPattern[]): boolean {
  if (start + pattern.length > words.length) return false;
  return pattern.every((p, i) => {
    const word = words[start + i] ?? '';
    return p.prefix ? word.startsWith(p.text) : word === p.text;
  });
}

export interface TermMatcher {
  /** The first listed term found in any of the readings, outside the allowed phrases. */
  find(readings: readonly (readonly string[])[]): TermMatch | undefined;
}

/**
 * terms: [reason, term][] in priority order (the first reason listed wins when several match).
 * allowed: harmless phrases that contain a listed word ('water gun', 'killer whale'); a match that
 * overlaps one of them does not count.
 */
export function createTermMatcher(terms: readonly (readonly [string, string])[], allowed: readonly string[]): TermMatcher {
  const compiled: CompiledTerm[] = terms
    .map(([reason, source]) => ({ reason, source, words: compileWords(source) }))
    .filter((t) => t.words.length > 0);
  const allowedPatterns = allowed.map(compileWords).filter((p) => p.length > 0);

  // Index by the first word so a chapter of 800 words is not compared with every term at every word.
  const byFirstWord = new Map<string, CompiledTerm[]>();
  const byPrefix: CompiledTerm[] = [];
  for (const term of compiled) {
    const first = term.words[0];
    if (!first) continue;
    if (first.prefix) byPrefix.push(term);
    else byFirstWord.set(first.text, [...(byFirstWord.get(first.text) ?? []), term]);
  }
  const rank = new Map(compiled.map((t, i) => [t, i]));

  function allowedSpans(words: readonly string[]): boolean[] {
    const covered = new Array<boolean>(words.length).fill(false);
    for (let i = 0; i < words.length; i++) {
      for (const pattern of allowedPatterns) {
        if (matchesAt(words, i, pattern)) covered.fill(true, i, i + pattern.length);
      }
    }
    return covered;
  }

  function findIn(words: readonly string[]): CompiledTerm | undefined {
    const covered = allowedSpans(words);
    let best: CompiledTerm | undefined;
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? '';
      const candidates = [...(byFirstWord.get(word) ?? []), ...byPrefix.filter((t) => word.startsWith(t.words[0]?.text ?? ''))];
      for (const term of candidates) {
        if (!matchesAt(words, i, term.words)) continue;
        if (covered.slice(i, i + term.words.length).some(Boolean)) continue;
        if (!best || (rank.get(term) ?? 0) < (rank.get(best) ?? 0)) best = term;
      }
    }
    return best;
  }

  return {
    find(readings) {
      let best: CompiledTerm | undefined;
      for (const words of readings) {
        const hit = findIn(words);
        if (hit && (!best || (rank.get(hit) ?? 0) < (rank.get(best) ?? 0))) best = hit;
      }
      return best ? { term: best.source, reason: best.reason } : undefined;
    },
  };
}
