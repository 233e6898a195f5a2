// The names a noun phrase carries, as a parent writes them: a pet's name typed in lower case ('our cat
// whiskers'), one given with a word ('a dog called Snowy', 'qui s'appelle Flocon'), one set beside its thing
// with a comma ('Flopsy, my toy rabbit', 'Rex the toy dinosaur'). Words from phrase-words-<lang>.yaml.
import type { LexEntry } from './tables.ts';
import type { NounPhrase, PhraseFinder } from './noun-phrases.ts';
import type { Token } from './tokens.ts';

export const capitalised = (t: Token | undefined): boolean => !!t && /^\p{Lu}/u.test(t.raw);

/**
 * A pet's name typed in lower case, right after the family's own animal ('our cat whiskers', 'notre chien
 * filou'): a noun no lexicon knows, and no adjective. Capitalised, it is written as the parent typed it.
 */
export function petNameAt(f: PhraseFinder, j: number, det: string | undefined, entry: LexEntry | undefined): string | undefined {
  const { t, g, tokens } = f;
  const at = tokens[j];
  // 'my daughter ruby': the parent's own child is named in lower case too, never a second being called 'ruby'.
  if (!at || (entry?.kind !== 'animal' && !entry?.self) || !t.determiners[det ?? '']?.family || capitalised(at)) return undefined;
  const title = t.words.titles?.has(at.low) ? tokens[j + 1] : undefined;
  if (title && /^\p{L}{2,}$/u.test(title.low) && !f.lexiconAt(j + 1)) return `${upper(at.low)} ${upper(title.low)}`;
  // 'our dog biscuit', 'our cat pickle': a pet's name that is also a word (phrase-words-<lang>.yaml 'pet-names').
  if (t.words['pet-names'].has(at.low) && entry?.kind === 'animal') return upper(at.low);
  if (f.lexiconAt(j) || t.determiners[at.low] || t.words['not-names'].has(at.low) || t.words.of.has(at.low)) return undefined;
  if (g.adjective(tokens, j) !== undefined || !g.noun(tokens, j) || !/^\p{L}{3,}$/u.test(at.low)) return undefined;
  return upper(at.low);
}

/** 'called Snowy', 'qui s'appelle Flocon' (phrase-words 'naming'), from token j: the name and the tokens it takes. */
export function calledAt(f: PhraseFinder, j: number): { name: string; n: number } | undefined {
  const { t, tokens } = f;
  for (let n = 1; n <= 4; n++) {
    const joined = tokens.slice(j, j + n).map((x) => x.low).join(' ').replace(/' /g, "'");
    if (!t.words.naming.has(joined)) continue;
    const at = tokens[j + n];
    if (!at || !/^\p{L}{2,}$/u.test(at.low) || t.determiners[at.low] || t.words['not-names'].has(at.low)) return undefined;
    return { name: capitalised(at) ? at.raw : upper(at.low), n: n + 1 };
  }
  return undefined;
}

/** 'Flopsy, my toy rabbit' opening the idea: an unknown capitalised word before a comma and the family's thing is its name. */
export function namedAt(f: PhraseFinder, i: number): NounPhrase | undefined {
  const { t, tokens } = f;
  const at = tokens[i];
  if (!at || !capitalised(at) || !/^\p{L}{2,}$/u.test(at.raw) || t.determiners[at.low] || t.words['not-names'].has(at.low) || f.lexiconAt(i)) return undefined;
  // 'Rex the toy dinosaur', 'Biscuit the dog': the name, then 'the' (phrase-words 'apposing') and the thing or animal it names.
  if (t.words.apposing.has(tokens[i + 1]?.low ?? '')) {
    const next = f.at(i + 1);
    return next && !next.name && (next.entry?.kind === 'object' || next.entry?.kind === 'animal') ? { ...next, start: i, name: at.raw } : undefined;
  }
  if (tokens[i + 1]?.raw !== ',') return undefined;
  const bare: NounPhrase = { start: i, end: i + 1, head: at.low, g: 'm', aspirated: false, plural: false, pre: [], post: [], modifiers: [], written: at.raw, family: false, name: at.raw };
  return apposed(f, bare);
}

/**
 * 'Flopsy, my toy rabbit', 'mon lapin en peluche, Flopsy': a name and the family's thing or pet it names,
 * set side by side with a comma, are one thing called that name (a toy stays a toy), never a person Flopsy.
 */
export function apposed(f: PhraseFinder, p: NounPhrase): NounPhrase | undefined {
  const { t, tokens } = f;
  if (tokens[p.end]?.raw !== ',') return undefined;
  const next = f.at(p.end + 1);
  if (!next) return undefined;
  const bare = (x: NounPhrase): boolean => !!x.name && !x.entry && !x.det;
  const owned = (x: NounPhrase): boolean => !x.name && t.determiners[x.det ?? '']?.family === true && (x.entry?.kind === 'object' || x.entry?.kind === 'animal');
  if (bare(p) && owned(next)) return { ...next, start: p.start, name: p.name ?? '', ...(p.before ? { before: p.before } : {}) };
  if (owned(p) && bare(next)) return { ...p, end: next.end, name: next.name ?? '' };
  return undefined;
}

/** 'flopsy' -> 'Flopsy': a name as the family says it. */
export function upper(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
