// Finds the noun phrases of a French idea: 'ma grand-mère', 'ses lunettes', 'notre chien Biscuit',
// 'un parapluie rouge', 'le vélo de papi', 'une fête d'anniversaire'. Heads come from our lexicon (which also
// knows multi-word nouns and accentless spellings: 'grand mere') or, after a determiner, from the Lefff.
import { guessNameGender } from '../grammar/first-name-gender.ts';
import { BEFORE_NOUN } from '../grammar/fr-adjectives.ts';
import { frLexicon, type FrLexiconEntry } from '../grammar/fr-lexicon.ts';
import { findNoun, lexiconNoun, type FrNoun } from '../grammar/fr-nouns.ts';
import { FR_PHRASE_WORDS, frIdeaWords } from './words-fr.ts';

export interface Token {
  raw: string;
  /** Lower case, accents repaired when the word is ours ('mere' -> 'mère'). */
  low: string;
  start: number;
  end: number;
}

export interface NounPhrase {
  /** Token span [start, end). */
  start: number;
  end: number;
  det?: string;
  head: string;
  noun: FrNoun;
  entry?: FrLexiconEntry;
  plural: boolean;
  /** Adjectives as written, before and after the noun. */
  pre: string[];
  post: string[];
  /** The head as written (plural when plural), with an absorbed complement: 'fête d'anniversaire'. */
  written: string;
  name?: string;
  /** 'm'/'f' from the name when the phrase is a bare first name ('n' when unknown). */
  nameGender?: 'm' | 'f' | 'n';
  family: boolean;
  /** 'le vélo de papi': the phrase after 'de', read as the owner. */
  of?: NounPhrase;
  /** The word before the phrase ('dans', 'contre', 'de'...), lower case. */
  before?: string;
}

const { determiners: DETERMINERS, notNames: NOT_NAMES } = FR_PHRASE_WORDS;

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/-/g, ' ');
}

let keyIndex: Map<string, string> | undefined;
/** Every lexicon key by its accentless, hyphenless spelling, so 'grand mere' finds 'grand-mère'. */
function lexiconKeys(): Map<string, string> {
  if (!keyIndex) {
    keyIndex = new Map();
    for (const key of frLexicon().keys()) {
      keyIndex.set(stripAccents(key.toLowerCase()), key);
      const noun = lexiconNoun(key);
      if (noun && noun.pl !== key) keyIndex.set(stripAccents(noun.pl.toLowerCase()), key);
    }
  }
  return keyIndex;
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/(?:jusqu|lorsqu|puisqu|qu|[ldsnjcmt])'|\p{L}+(?:-\p{L}+)*|[.,;!?:()«»"]/giu)) {
    const raw = m[0];
    out.push({ raw, low: raw.toLowerCase(), start: m.index, end: m.index + raw.length });
  }
  return out;
}

function isCapitalised(t: Token | undefined): boolean {
  return !!t && /^\p{Lu}/u.test(t.raw);
}

/** The longest lexicon noun starting at token i ('château de sable', 'cochon d'Inde'), as [key, length]. */
function lexiconHeadAt(tokens: readonly Token[], i: number): [string, number] | undefined {
  for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
    const words = tokens.slice(i, i + n).map((t) => t.low);
    const joined = words.join(' ').replace(/' /g, "'");
    const key = lexiconKeys().get(stripAccents(joined));
    if (key) return [key, n];
  }
  return undefined;
}

function familyName(key: string): string {
  return `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/** A noun phrase starting at token i, or undefined. */
export function phraseAt(tokens: readonly Token[], i: number): NounPhrase | undefined {
  const words = frIdeaWords();
  const first = tokens[i];
  if (!first) return undefined;
  const det = DETERMINERS[first.low] ? first.low : undefined;
  let j = det ? i + 1 : i;
  const pre: string[] = [];
  while (tokens[j] && BEFORE_NOUN.has(words.adjectives.get(tokens[j]?.low ?? '') ?? '') && (lexiconHeadAt(tokens, j)?.[1] ?? 1) === 1) {
    pre.push(tokens[j]?.low ?? '');
    j++;
  }
  const at = tokens[j];
  if (!at) return undefined;
  // 'la tortue de mon fils': the child is the hero, never an owner or a subject of their own story.
  // 'mon petit garcon': the lexicon's 'petit garçon' is the child too.
  if (det && ['mon', 'ma', 'notre'].includes(det) && (words.hero.has(at.low) || words.hero.has(lexiconHeadAt(tokens, j)?.[0] ?? ''))) return undefined;
  let head: string;
  let noun: FrNoun;
  let plural: boolean;
  let entry: FrLexiconEntry | undefined;
  let name: string | undefined;
  let nameGender: 'm' | 'f' | 'n' | undefined;
  let written: string;
  const lex = lexiconHeadAt(tokens, j);
  const afterDe = ['de', "d'"].includes(tokens[i - 1]?.low ?? '');
  if (lex && !(isCapitalised(at) && j > 0 && !frLexicon().get(lex[0])?.family)) {
    const [key, n] = lex;
    entry = frLexicon().get(key);
    const found = lexiconNoun(key);
    if (!found || !entry) return undefined;
    noun = found;
    head = key;
    const asWritten = tokens.slice(j, j + n).map((t) => t.low).join(' ').replace(/' /g, "'");
    plural = (det ? DETERMINERS[det]?.pl === true : false) || (stripAccents(asWritten) === stripAccents(found.pl) && found.pl !== found.sg);
    written = plural ? found.pl : found.sg;
    if (entry.family && !det) name = familyName(key);
    else if (entry.family && det) name = familyName(key);
    j += n;
  } else if (isCapitalised(at) && !det && pre.length === 0 && !NOT_NAMES.has(at.low)) {
    // A bare first name: 'Léo a peur des vagues', 'le doudou de Zoé'. A capital after a full stop may just
    // start a sentence: then only a name we know, or a word that is no French noun, is a name.
    const sentenceStart = j === 0 || /[.!?]/.test(tokens[j - 1]?.raw ?? '');
    if (sentenceStart && guessNameGender(at.raw) === 'u' && findNoun(at.low)) return undefined;
    head = at.low;
    name = at.raw;
    const g = guessNameGender(at.raw);
    nameGender = g === 'u' ? 'n' : g;
    noun = { sg: at.low, pl: at.low, g: g === 'f' ? 'f' : 'm', aspirated: false };
    plural = false;
    written = at.raw;
    j += 1;
  } else if (det || pre.length > 0 || afterDe) {
    if (words.adjectives.has(at.low) || DETERMINERS[at.low]) return undefined;
    const found = findNoun(at.low);
    if (!found) return undefined;
    noun = found.noun;
    head = found.noun.sg;
    plural = (det ? DETERMINERS[det]?.pl === true : false) || found.plural;
    written = at.low;
    j += 1;
  } else return undefined;

  // 'doudou lapin', 'peluche girafe', 'bébé phoque': a noun named by an animal right after it is one thing.
  const apposed = tokens[j] ? lexiconHeadAt(tokens, j) : undefined;
  const apposedEntry = apposed ? frLexicon().get(apposed[0]) : undefined;
  if (apposed && apposedEntry?.kind === 'animal' && (entry?.kind === 'object' || head === 'bébé') && !isCapitalised(tokens[j])) {
    if (head === 'bébé') {
      const found = lexiconNoun(apposed[0]);
      if (found) {
        noun = found;
        entry = apposedEntry;
        head = apposed[0];
      }
    }
    written = `${written} ${tokens.slice(j, j + apposed[1]).map((t) => t.low).join(' ')}`;
    j += apposed[1];
  }
  const post: string[] = [];
  while (tokens[j] && words.adjectives.has(tokens[j]?.low ?? '') && post.length < 3) {
    post.push(tokens[j]?.low ?? '');
    j++;
  }
  // 'notre chien Biscuit': a capitalised word right after a being is its name.
  const next = tokens[j];
  if (!name && next && isCapitalised(next) && !DETERMINERS[next.low] && (entry?.kind === 'animal' || entry?.kind === 'person' || !lexiconHeadAt(tokens, j))) {
    name = next.raw;
    j++;
  }
  const phrase: NounPhrase = {
    start: i, end: j, head, noun, plural, pre, post, written, family: DETERMINERS[det ?? '']?.family === true || entry?.family === true,
    ...(det ? { det } : {}), ...(entry ? { entry } : {}), ...(name ? { name } : {}), ...(nameGender ? { nameGender } : {}),
    ...(tokens[i - 1] ? { before: tokens[i - 1]?.low } : {}),
  };
  // 'une fête d'anniversaire': an event named by another event is one phrase.
  const de = tokens[j];
  if (entry?.kind === 'event' && de && (de.low === "d'" || de.low === 'de')) {
    const more = lexiconHeadAt(tokens, j + 1);
    if (more && frLexicon().get(more[0])?.kind === 'event') {
      phrase.written = `${phrase.written} ${de.low === "d'" ? "d'" : 'de '}${more[0]}`.replace("d' ", "d'");
      phrase.end = j + 1 + more[1];
      j = phrase.end;
    }
  }
  // 'le vélo de papi', 'le chat des voisins', 'le doudou de Zoé': the owner follows 'de'.
  const link = tokens[j];
  if (link && entry?.kind !== 'event' && ['de', "d'", 'du', 'des'].includes(link.low)) {
    const owner = phraseAt(tokens, link.low === 'du' || link.low === 'des' ? j : j + 1);
    if (owner && (owner.entry?.kind === 'person' || owner.entry?.kind === 'animal' || owner.name || owner.entry?.kind === 'object')) {
      phrase.of = owner;
      phrase.end = owner.end;
    }
  }
  return phrase;
}

/** All the noun phrases of an idea, left to right, without overlaps; the child's own words are skipped. */
export function nounPhrases(tokens: readonly Token[]): { phrases: NounPhrase[]; heroAt: number[] } {
  const phrases: NounPhrase[] = [];
  const heroAt: number[] = [];
  const hero = frIdeaWords().hero;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    if (!t) break;
    // 'ma fille', 'mon fils', 'je', 'on': the child who will be the hero, not another character.
    const nextLow = tokens[i + 1]?.low ?? '';
    // 'mon petit garcon', 'ma petite fille': two words for the child.
    const twoWords = `${nextLow} ${tokens[i + 2]?.low ?? ''}`;
    const mine = ['mon', 'ma', 'notre'].includes(t.low);
    if ((mine && (hero.has(nextLow) || hero.has(twoWords))) || (hero.has(t.low) && !DETERMINERS[tokens[i - 1]?.low ?? ''])) {
      heroAt.push(i);
      i += !mine ? 1 : hero.has(twoWords) ? 3 : 2;
      // 'ma fille Jade apprend...': the name is the child's own, not a second character.
      const name = tokens[i];
      if (name && /^\p{Lu}/u.test(name.raw) && !NOT_NAMES.has(name.low) && !DETERMINERS[name.low]) i++;
      continue;
    }
    const p = phraseAt(tokens, i);
    if (p) {
      phrases.push(p);
      i = p.end;
      continue;
    }
    i++;
  }
  return { phrases, heroAt };
}
