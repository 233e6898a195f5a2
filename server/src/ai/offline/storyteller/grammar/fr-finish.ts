// The last pass over a French text: elision and contraction where a token met a word the author could not see
// (a name, the parent's idea), and French typography. Elision is a rule of sound in French, so it is applied
// to the finished sentence, the way a reader would say it.
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import { lexicon } from './lexicon.ts';
import { startsWithVowelSound } from './fr-sounds.ts';

const NBSP = '\u00a0';

// Words that drop their vowel before a vowel sound (je, me, te, se, ne, le, la, de, que and its compounds).
// Not after a hyphen ('donne-le à Léa'): there the pronoun is stressed and keeps its vowel.
// The next word is looked at, not taken, so that 'de le emporter' is seen twice: 'de le', then 'le emporter'.
// Any run of spaces between the two ('de  un', a token left empty, or a no-break space) is still one gap.
const ELIDING = /(?<![\p{L}'’-])(je|me|te|se|ne|le|la|de|que|lorsque|puisque|jusque|Je|Me|Te|Se|Ne|Le|La|De|Que|Lorsque|Puisque|Jusque)[ \u00a0]+(?=(\p{L}[\p{L}-]*))/gu;

/** Is this word, after 'de le' or 'à les', an infinitive ('de le voir') rather than a noun ('de le château')? */
function looksLikeInfinitive(word: string): boolean {
  const w = word.toLowerCase();
  return /(er|ir|re|oir)$/.test(w) && !lexicon('fr').has(w);
}

function elide(text: string): string {
  return text.replace(ELIDING, (whole, small: string, next: string) => (startsWithVowelSound(next) ? `${small.slice(0, -1)}'` : whole));
}

function contract(text: string): string {
  return text
    .replace(/(?<![\p{L}'’-])([dD]e|[àÀ]) (le|les) (\p{L}[\p{L}-]*)/gu, (whole, prep: string, art: string, next: string) => {
      if (looksLikeInfinitive(next)) return whole;
      const de = prep.toLowerCase() === 'de';
      const word = de ? (art === 'le' ? 'du' : 'des') : art === 'le' ? 'au' : 'aux';
      const cased = prep[0] === prep[0]?.toUpperCase() ? `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}` : word;
      return `${cased} ${next}`;
    })
    .replace(/(?<![\p{L}'’-])([sS])i (ils?)(?!\p{L})/gu, "$1'$2")
    .replace(/(?<![\p{L}'’-])([cC])e (est|était|étaient|en)(?!\p{L})/gu, "$1'$2")
    .replace(/(?<![\p{L}'’-])([cC])e (\p{L}+)/gu, (whole, c: string, next: string) =>
      next !== 'à' && next !== 'où' && startsWithVowelSound(next) ? `${c}et ${next}` : whole);
}

// Verbs of saying that invert their pronoun in an incise: « Oui », dit-elle ; « Non », murmura-t-il. They are
// the French grammar's speech verbs (locales/fr/grammar.yaml, checked there at start).
const SAYING = readYaml(new URL('../locales/fr/grammar.yaml', import.meta.url), z.looseObject({ 'speech-verbs': z.array(z.string().min(1)) }))['speech-verbs'].join('|');
const INCISE = new RegExp(`(?<![\\p{L}'’-])(${SAYING}) (il|elle|ils|elles|on)(?![\\p{L}'’-])`, 'gu');

/** 'dit il' -> 'dit-il', 'demanda elle' -> 'demanda-t-elle' (a -t- between two vowels). */
function invert(text: string): string {
  return text.replace(INCISE, (_m, verb: string, pronoun: string) => (/[ae]$/.test(verb) ? `${verb}-t-${pronoun}` : `${verb}-${pronoun}`));
}

/** « Tu as vu ça ? s'écria Léo » : after ? or ! the incise goes on in lower case, though a sentence seemed to end. */
function lowerIncises(text: string): string {
  return text.replace(new RegExp(`([!?](?:[ \\u00a0]*»)?[ \\u00a0]+)(${SAYING})(?![\\p{L}'’])`, 'giu'), (_m, before: string, verb: string) => `${before}${verb.toLowerCase()}`);
}

/**
 * An opening quote starts a sentence (« Le bois des Murmures ! »), and so does the narration after a quote that
 * ended one (« On y va ? » Elles partirent), unless an incise follows (« On y va ? » dit-elle).
 */
function capitaliseQuotes(text: string): string {
  return text
    .replace(/«(\s*)(\p{Ll})/gu, (_m, space: string, letter: string) => `«${space}${letter.toUpperCase()}`)
    .replace(new RegExp(`([.!?…][ \\u00a0]*»[ \\u00a0]+)(?!(?:${SAYING})(?![\\p{L}'’]))(\\p{Ll})`, 'gu'), (_m, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

/** French spacing: a no-break space before ! ? ; : and » and after «; nothing doubled. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*([!?;:»])/g, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    // A '?!' pair or '!!' keeps one space before it, not one inside it.
    .replace(/([!?])\u00a0(?=[!?])/g, '$1')
    .replace(/^\u00a0/gm, '')
    .replace(/[ \t]{2,}/g, ' ');
}

/** The finished French text: elided, contracted and spaced. Run after every token is filled. */
export function finishFrench(text: string): string {
  // Elision after contraction: 'de le arbre' -> 'du arbre' would be wrong, so elide first ('de l'arbre').
  // Spaces are made single first: a token that said nothing leaves 'de  un ami', which no rule below would see
  // as 'de un' until the spacing pass had joined them, too late to elide.
  const spaced = text.replace(/[ \t]{2,}/g, ' ');
  return frenchSpacing(capitaliseQuotes(invert(lowerIncises(contract(elide(spaced))))));
}
