// Finds the noun phrases of an idea in any language, from its tables (idea/tables.ts): 'ma grand-mère',
// 'notre chien Biscuit', 'un parapluie rouge', 'le vélo de papi', "grandpa's broken music box". Heads come
// from the lexicon (which knows multi-word nouns, plurals and accentless spellings: 'grand mere') or, where
// the language's grammar says a word is a noun, from it (the Lefff's genders, compromise's tagger).
import { guessNameGender, isFirstName } from '../grammar/first-name-gender.ts';
import { foldAccents, type IdeaTables, type LexEntry } from './tables.ts';
import type { Token } from './tokens.ts';
import { apposed, calledAt, capitalised, namedAt, petNameAt, upper } from './phrase-names.ts';

/** What a language's grammar tells the phrase finder about one word. */
export interface WordGrammar {
  /** The plural of a lexicon noun, so that 'chevaux' and 'puppies' find theirs. */
  plural: (key: string, entry: LexEntry) => string;
  /** A noun no lexicon knows, by the form written at token i, or undefined when it is no noun. */
  noun: (tokens: readonly Token[], i: number) => { sg: string; g: 'm' | 'f' | 'n'; plural: boolean; aspirated?: boolean } | undefined;
  /** Is the word at token i an adjective of the idea? Its base form when it is one we keep, '' when not kept. */
  adjective: (tokens: readonly Token[], i: number) => string | undefined;
  /** May this adjective stand before its noun ('petit lapin', but 'lapin rouge')? */
  placedBefore: (base: string) => boolean;
}

export interface NounPhrase {
  /** Token span [start, end). */
  start: number;
  end: number;
  det?: string;
  head: string;
  g: 'm' | 'f' | 'n';
  aspirated: boolean;
  entry?: LexEntry;
  plural: boolean;
  /** Adjectives as written, before and after the noun, and the nouns that say which ('music' box). */
  pre: string[];
  post: string[];
  modifiers: string[];
  /** The head as written (plural when plural), with an absorbed complement: 'fête d'anniversaire'. */
  written: string;
  name?: string;
  /** 'm'/'f' from the name when the phrase is a bare first name ('n' when unknown). */
  nameGender?: 'm' | 'f' | 'n';
  family: boolean;
  /** 'a toy dog', 'un lapin en peluche': a toy of what the noun names. */
  toy?: boolean;
  /** 'le vélo de papi', "grandpa's boat": the owner. */
  of?: NounPhrase;
  /** The phrase is an owner written before its thing ("grandpa's"). */
  possessive?: boolean;
  /** The word before the phrase ('dans', 'contre', 'de'...), lower case. */
  before?: string;
}

/** A phrase's head noun as found (its lexicon entry when known, or the first name it is), spanning n tokens. */
type Head = Pick<NounPhrase, 'g' | 'aspirated' | 'plural' | 'written' | 'entry' | 'name' | 'nameGender'> & { key: string; n: number };

const strip = (s: string): string => foldAccents(s.toLowerCase()).replace(/œ/g, 'oe').replace(/-/g, ' ');

const keyIndexes = new WeakMap<IdeaTables, Map<string, string>>();
/** Every lexicon key by its accentless, hyphenless spelling, singular and plural, so 'grand mere' finds 'grand-mère'. */
function lexiconKeys(t: IdeaTables, g: WordGrammar): Map<string, string> {
  let index = keyIndexes.get(t);
  if (!index) {
    index = new Map();
    for (const [key, e] of t.lexicon) {
      if (!e.plural) index.set(strip(e.pl ?? g.plural(key, e)), key);
    }
    for (const key of t.lexicon.keys()) index.set(strip(key), key);
    keyIndexes.set(t, index);
  }
  return index;
}

export class PhraseFinder {
  constructor(readonly t: IdeaTables, readonly g: WordGrammar, readonly tokens: readonly Token[]) {}

  /** The longest lexicon noun starting at token i ('château de sable', 'cochon d'Inde'), as [key, length]. */
  lexiconAt(i: number): [string, number] | undefined {
    for (let n = Math.min(4, this.tokens.length - i); n >= 1; n--) {
      const joined = this.tokens.slice(i, i + n).map((t) => t.low).join(' ').replace(/' /g, "'");
      const key = lexiconKeys(this.t, this.g).get(strip(joined));
      if (key) return [key, n];
    }
    return undefined;
  }

  /** A noun phrase starting at token i, or undefined. */
  at(i: number): NounPhrase | undefined {
    const { t, g, tokens } = this;
    const first = tokens[i];
    if (!first) return undefined;
    // 'all the teddies', 'tous les': the last of two determiners says the number.
    const second = t.determiners[tokens[i + 1]?.low ?? ''] ? tokens[i + 1]?.low : undefined;
    const det = t.determiners[first.low] ? second ?? first.low : undefined;
    let j = det ? i + (second ? 2 : 1) : i;
    const pre: string[] = [];
    const modifiers: string[] = [];
    // 'petit lapin' (an adjective before), but 'grand-mère' is a noun of its own.
    const preAdjective = (k: number): string | undefined => {
      // 'a race against Daddy': a word that places the phrase is never one of its adjectives.
      if (t.words.locative.has(tokens[k]?.low ?? '')) return undefined;
      const base = g.adjective(tokens, k);
      if (base === undefined || (this.lexiconAt(k)?.[1] ?? 1) > 1) return undefined;
      // 'a giant who lost his shoe': a noun the lexicon knows, with no noun or adjective after it, is the head
      // (the tagger calls 'giant' an adjective), though 'a giant shoe' keeps it as one.
      if (this.lexiconAt(k) && !this.lexiconAt(k + 1) && !g.noun(tokens, k + 1) && g.adjective(tokens, k + 1) === undefined) return undefined;
      // 'a go-kart race': a known thing before a race is the race's thing, whatever the tagger calls it.
      if (this.lexiconAt(k) && t.words.races.has(this.lexiconAt(k + 1)?.[0] ?? '')) return undefined;
      return g.placedBefore(base) ? base : undefined;
    };
    for (let base = preAdjective(j); tokens[j] && base !== undefined; base = preAdjective(j)) {
      if (base && !t.situationWords.has(base)) pre.push(tokens[j]?.low ?? '');
      j++;
    }
    const at = tokens[j];
    if (!at) return undefined;
    // 'la tortue de mon fils': the child is the hero, never an owner or a subject of their own story.
    if (det && t.determiners[det]?.family && (t.hero.has(at.low) || t.hero.has(this.lexiconAt(j)?.[0] ?? ''))) return undefined;
    const head = this.headAt(j, !!det || pre.length > 0 || t.words.of.has(tokens[i - 1]?.low ?? ''), det);
    if (!head) return undefined;
    let { key, entry, written, plural, g: gender, aspirated } = head;
    const { name: headName, nameGender } = head;
    j += head.n;
    // 'music box', 'teddy bear': the last noun is the head; 'doudou lapin', 'bébé phoque': an animal after a
    // thing is that thing's look (the baby is the animal).
    // 'our cat whiskers', 'notre chien filou': parents type their pet's name in lower case.
    const petName = petNameAt(this, j, det, entry);
    for (let next = petName ? undefined : this.compoundAt(j, key, entry); next; next = this.compoundAt(j, key, entry)) {
      // 'a stormy night': a phrase whose last noun says nothing ('night', 'day') is no thing of the story.
      if (next === 'vague') return undefined;
      if (t.rules.compound === 'apposed-animal') {
        if (t.words.young.has(key)) ({ key, entry, g: gender, aspirated } = next);
        written = `${written} ${tokens.slice(j, j + next.n).map((x) => x.low).join(' ')}`;
      } else {
        modifiers.push(written);
        ({ key, entry, g: gender, aspirated, written, plural } = next);
      }
      j += next.n;
    }
    const post: string[] = [];
    // 'tante Rose': a capitalised word after a being is its name, even one that is also an adjective (rose, pink).
    const named = (k: number): boolean => capitalised(tokens[k]) && (entry?.kind === 'person' || entry?.kind === 'animal');
    while (t.rules['adjectives-after'] && tokens[j] && t.adjectives.has(tokens[j]?.low ?? '') && !named(j) && post.length < 3) post.push(tokens[j++]?.low ?? '');
    // 'notre chien Biscuit': a capitalised word right after a being is its name.
    let name = headName ?? entry?.name;
    const next = tokens[j];
    // 'our rabbit mr flopsy', 'Captain Whiskers': a title is part of the name after it, never a noun of its own.
    const titled = next && t.words.titles?.has(next.low) && tokens[j + 1] && /^\p{L}{2,}$/u.test(tokens[j + 1]?.low ?? '') ? tokens[j + 1] : undefined;
    // 'a dog called Snowy', 'un chien qui s'appelle Flocon': the name the parent gives it, in any case.
    const called = !petName && !headName && (entry?.kind === 'animal' || entry?.kind === 'person' || entry?.kind === 'object') ? calledAt(this, j) : undefined;
    if (called) {
      name = called.name;
      j += called.n;
    } else if (petName) {
      name = petName;
      j += petName.split(' ').length;
    } else if (!headName && next && capitalised(next) && !t.determiners[next.low] && !t.words['not-names'].has(next.low) && (entry?.kind === 'animal' || entry?.kind === 'person' || !this.lexiconAt(j))) {
      // 'Grandpa Joe', 'tata Sophie', 'Uncle Tom': a family word before the name stays in it, as the child says
      // it; one the family only calls so when it is written bare ('my uncle Tom' is Tom, 'my grandpa Joe' Grandpa Joe).
      const own = titled ? `${next.raw} ${upper(titled.raw)}` : next.raw;
      const title = entry?.family ? (entry.name ?? (det ? undefined : upper(key))) : undefined;
      name = title ? `${title} ${own}` : own;
      j += titled ? 2 : 1;
    }
    // 'un lapin en peluche': what it is made of, after it, makes it a toy too.
    // 'mon robot jouet': one word after it says so as well.
    const madeOf = t.words.toys.has(`${tokens[j]?.low ?? ''} ${tokens[j + 1]?.low ?? ''}`) ? 2 : t.words.toys.has(tokens[j]?.low ?? '') && t.rules['adjectives-after'] ? 1 : 0;
    j += madeOf;
    // 'a toy dog', and 'his favourite blue dinosaur': a child's favourite animal is a toy.
    const toy = madeOf > 0 || [...modifiers, ...pre].some((m) => t.words.toys.has(m));
    const phrase: NounPhrase = {
      start: i, end: j, head: key, g: gender, aspirated, plural: plural || (det ? t.determiners[det]?.pl === true : false),
      pre, post, modifiers, written, family: t.determiners[det ?? '']?.family === true || entry?.family === true || (entry?.kin === true && !det),
      ...(det ? { det } : {}), ...(entry ? { entry: toy ? { ...entry, kind: 'object' } : entry } : {}),
      ...(name ? { name } : {}), ...(nameGender ? { nameGender } : {}), ...(tokens[i - 1] ? { before: tokens[i - 1]?.low } : {}),
      ...(toy ? { toy: true } : {}),
    };
    this.shape(phrase);
    this.complement(phrase);
    return phrase;
  }

  /**
   * 'une veilleuse en forme de lune', 'a night light shaped like a star' (phrase-words 'shapes'): the shape
   * is how the thing looks, part of its name, never a place the story goes to or a thing of its own.
   */
  private shape(phrase: NounPhrase): void {
    const { t, tokens } = this;
    for (let n = 1; n <= 4; n++) {
      const joined = tokens.slice(phrase.end, phrase.end + n).map((x) => x.low).join(' ').replace(/' /g, "'");
      if (!t.words.shapes.has(joined)) continue;
      const look = this.at(phrase.end + n);
      if (!look) return;
      phrase.written = `${phrase.written} ${tokens.slice(phrase.end, look.end).map((x) => x.low).join(' ').replace(/' /g, "'")}`;
      phrase.end = look.end;
      return;
    }
  }

  private headAt(j: number, introduced: boolean, det: string | undefined): Head | undefined {
    const { t, g, tokens } = this;
    const at = tokens[j];
    if (!at) return undefined;
    const lex = this.lexiconAt(j);
    // 'Rose ne veut pas prêter sa trottinette', 'Jade a cassé...': a capitalised first name opening the idea, with
    // no noun or adjective after it, is the child, not the flower or the stone.
    // 'Noël', 'Noël chez mamie': a feast that is a name too is the feast, alone or before a word that places it.
    const feast = t.lexicon.get(lex?.[0] ?? '')?.kind === 'event' && (!tokens[1] || /^[.,;!?]$/.test(tokens[1].raw) || (t.words.locative.has(tokens[1].low) && tokens[1].low !== 'a') || t.words.asides.has(tokens[1].low));
    const childFirst = j === 0 && !det && capitalised(at) && lex?.[1] === 1 && isFirstName(at.raw) && !t.lexicon.get(lex[0])?.family && !feast && !this.lexiconAt(1) && !g.noun(tokens, 1) && g.adjective(tokens, 1) === undefined;
    // 'for Halloween', 'on Bonfire Night': a day of the year written with its capital is that day, never a name.
    const day = t.lexicon.get(lex?.[0] ?? '')?.kind === 'event';
    if (lex && !childFirst && !(capitalised(at) && j > 0 && !t.lexicon.get(lex[0])?.family && !day)) return this.lexiconHead(j, lex);
    if (capitalised(at) && !det && !t.words['not-names'].has(at.low) && !t.determiners[at.low]) {
      // A bare first name: 'Léo a peur des vagues', 'le doudou de Zoé'. A capital after a full stop may just
      // start a sentence: then only a name we know, or a word that is no noun, is a name.
      const sentenceStart = j === 0 || /[.!?]/.test(tokens[j - 1]?.raw ?? '');
      const known = guessNameGender(at.raw);
      if (sentenceStart && known === 'u' && !isFirstName(at.raw) && (g.noun(tokens, j) || t.rules['not-a-name']?.test(at.low))) return undefined;
      const nameGender = known === 'u' ? 'n' : known;
      return { key: at.low, n: 1, g: nameGender === 'f' ? 'f' : 'm', aspirated: false, plural: false, written: at.raw, name: at.raw, nameGender };
    }
    // 'alex lost his ball': a first name typed in lower case opens the idea; no noun follows it ('max' is no 'max speed').
    if (j === 0 && !det && isFirstName(at.low) && at.low.length >= 3 && !t.words['not-names'].has(at.low) && !t.determiners[at.low] && !this.lexiconAt(1) && !g.noun(tokens, 1)) {
      const known = guessNameGender(at.low);
      const nameGender = known === 'u' ? 'n' : known;
      return { key: at.low, n: 1, g: nameGender === 'f' ? 'f' : 'm', aspirated: false, plural: false, written: upper(at.low), name: upper(at.low), nameGender };
    }
    // 'a tea party with rose', 'the day leo met a dragon': a first name typed in lower case mid-idea, bare, no noun after it,
    // is a name there too ('in june' is when; 'at ruby's' is hers).
    const owns = tokens[j + 1]?.low === "'s";
    if (j > 0 && !introduced && !lex && isFirstName(at.low) && guessNameGender(at.low) !== 'u' && g.noun(tokens, j) && !t.words.when.has(at.low)
      && !t.words['not-names'].has(at.low) && (owns || !t.words.locative.has(tokens[j - 1]?.low ?? '')) && !this.lexiconAt(j + 1) && !g.noun(tokens, j + 1)) {
      const known = guessNameGender(at.low);
      return { key: at.low, n: 1, g: known === 'f' ? 'f' : 'm', aspirated: false, plural: false, written: upper(at.low), name: upper(at.low), nameGender: known === 'f' ? 'f' : 'm' };
    }
    if (!introduced && !t.rules['bare-nouns']) return undefined;
    if (t.adjectives.has(at.low) || t.determiners[at.low]) return undefined;
    const found = g.noun(tokens, j);
    if (!found || t.words.vague.has(found.sg)) return undefined;
    return { key: found.sg, n: 1, g: found.g, aspirated: found.aspirated ?? false, plural: found.plural, written: at.low };
  }

  /** The lexicon's noun found at token j, as written there: singular or plural. */
  private lexiconHead(j: number, [key, n]: [string, number]): Head | undefined {
    const entry = this.t.lexicon.get(key);
    if (!entry) return undefined;
    const asWritten = this.tokens.slice(j, j + n).map((x) => x.low).join(' ').replace(/' /g, "'");
    const pl = entry.pl ?? this.g.plural(key, entry);
    const plural = entry.plural === true || (strip(asWritten) === strip(pl) && pl !== key);
    return { key, entry, n, g: entry.g, aspirated: entry.aspirated ?? false, plural, written: plural && !entry.plural ? pl : key };
  }

  /** A noun right after a head that makes one thing with it, by the language's rule. */
  private compoundAt(j: number, key: string, entry: LexEntry | undefined): Head | 'vague' | undefined {
    const { t, g, tokens } = this;
    const at = tokens[j];
    if (!at || capitalised(at)) return undefined;
    const lex = this.lexiconAt(j);
    const e = lex ? t.lexicon.get(lex[0]) : undefined;
    if (t.rules.compound === 'apposed-animal') {
      if (!lex || !e || e.kind !== 'animal' || !(entry?.kind === 'object' || t.words.young.has(key))) return undefined;
      return { key: lex[0], entry: e, g: e.g, aspirated: e.aspirated ?? false, n: lex[1], written: lex[0], plural: false };
    }
    // 'a bike race': a known thing before a race is what the race is run with, a phrase of its own.
    if (lex && entry && t.words.races.has(lex[0])) return undefined;
    // 'the treehouse grandad built', 'the boat daddy made': one of the family after a thing begins a clause of
    // its own (who built it), never a compound ('a treehouse grandad'); 'a lighthouse keeper' is one.
    if (lex && entry && entry.kind !== 'person' && entry.kind !== 'animal' && t.lexicon.get(lex[0])?.family === true) return undefined;
    if (lex) return this.lexiconHead(j, lex);
    // 'a hot air balloon ride': the thing ridden is a phrase of its own (the journey's way), the ride is no thing.
    if (t.words.vehicles.has(key) && t.words.rides.has(at.low)) return undefined;
    const found = g.noun(tokens, j);
    if (!found) return undefined;
    if (t.words.vague.has(found.sg)) return 'vague' as const;
    return { key: found.sg, g: found.g, aspirated: found.aspirated ?? false, n: 1, written: at.low, plural: found.plural };
  }

  /** 'une fête d'anniversaire' (an event named by another is one), 'le vélo de papi' (the owner follows). */
  private complement(phrase: NounPhrase): void {
    const { t, tokens } = this;
    const link = tokens[phrase.end];
    if (!link || !t.words.of.has(link.low)) return;
    const entry = phrase.entry;
    // 'son déguisement de dragon': what a costume looks like is part of its name, never its owner.
    const look = t.words.costumes.has(phrase.head) ? this.at(t.determiners[link.low] ? phrase.end : phrase.end + 1) : undefined;
    if (look) {
      phrase.written = `${phrase.written} ${tokens.slice(phrase.end, look.end).map((x) => x.low).join(' ').replace(/' /g, "'")}`;
      phrase.end = look.end;
      return;
    }
    if (entry?.kind === 'event') {
      // 'd'', 'de' link it; 'du', 'des' are a determiner of a thing of its own.
      const more = t.determiners[link.low] ? undefined : this.lexiconAt(phrase.end + 1);
      if (more && t.lexicon.get(more[0])?.kind === 'event') {
        phrase.written = `${phrase.written} ${link.low}${link.low.endsWith("'") ? '' : ' '}${more[0]}`;
        phrase.end = phrase.end + 1 + more[1];
      }
      return;
    }
    // 'du', 'des' are a determiner too: 'le chat des voisins'.
    const owner = this.at(t.determiners[link.low] ? phrase.end : phrase.end + 1);
    if (owner && (owner.entry?.kind === 'person' || owner.entry?.kind === 'animal' || owner.name || owner.entry?.kind === 'object')) {
      phrase.of = owner;
      phrase.end = owner.end;
    }
  }

  /** All the noun phrases, left to right, without overlaps; the child's own words are skipped. */
  all(): NounPhrase[] {
    const { t, tokens } = this;
    const phrases: NounPhrase[] = [];
    for (let i = 0; i < tokens.length; ) {
      const tok = tokens[i];
      if (!tok) break;
      // 'ma fille', 'mon fils', 'mon petit garcon', 'je', 'on': the child who will be the hero.
      const nextLow = tokens[i + 1]?.low ?? '';
      const twoWords = `${nextLow} ${tokens[i + 2]?.low ?? ''}`;
      const mine = t.determiners[tok.low]?.family === true && !t.determiners[tok.low]?.pl;
      if ((mine && (t.hero.has(nextLow) || t.hero.has(twoWords))) || (t.hero.has(tok.low) && !t.determiners[tokens[i - 1]?.low ?? ''])) {
        i += !mine ? 1 : t.hero.has(twoWords) ? 3 : 2;
        // 'ma fille Jade apprend...': the name is the child's own, not a second character.
        const name = tokens[i];
        // 'my daughter rose loves horses': typed in lower case, a first name there is hers too, never a flower.
        if (name && (capitalised(name) || isFirstName(name.low)) && !t.words['not-names'].has(name.low) && !t.determiners[name.low]) i++;
        continue;
      }
      const p = this.at(i) ?? namedAt(this, i);
      if (!p) {
        i++;
        continue;
      }
      i = p.end;
      // "grandpa's boat", "a keeper whose light": the owner written first is the next phrase's owner.
      const mark = t.rules['owner-mark'];
      if ((mark && tokens[i]?.low.startsWith("'")) || t.rules['owner-words'].includes(tokens[i]?.low ?? '')) {
        // "grandpa's broken music box": a word the grammar does not call a noun may stand between.
        const thing = this.at(i + 1) ?? this.at(i + 2);
        if (thing) {
          // 'le vieux phare dont la lumière': the lighthouse is still where the story goes.
          if (p.entry?.kind === 'place') phrases.push(p);
          phrases.push({ ...thing, of: { ...p, possessive: true } });
          i = thing.end;
          continue;
        }
      }
      const named = apposed(this, p);
      if (named) i = named.end;
      phrases.push(named ?? p);
    }
    return phrases;
  }

}
