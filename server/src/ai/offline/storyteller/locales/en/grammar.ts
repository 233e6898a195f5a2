// English for the renderer: articles (a/an by sound), possessives and pronouns. A person whose gender we
// do not know (Sacha, Alex, Sam) is 'they' and 'their', with a plural verb ('they were'), as a parent says it.
import { z } from 'zod';
import { readYaml } from '../../content/read-yaml.ts';
import type { Entity, LanguageGrammar } from '../../template/grammar-types.ts';
import { pastEn } from '../../grammar/en-past.ts';

// The grammar's word lists: grammar.yaml beside this file.
const words = z.array(z.string().min(1));
const WORDS = readYaml(new URL('./grammar.yaml', import.meta.url), z.strictObject({
  'plural-verbs': z.record(z.string(), z.string()), 'a-before': words, 'an-before': words, 'title-small': words, 'on-places': words, 'at-places': words, 'speech-verbs': words, people: words,
  past: z.record(z.string(), z.string()),
}));
const PEOPLE = new Set(WORDS.people);
const PLURAL_VERBS = WORDS['plural-verbs'];
const A_BEFORE = new RegExp(`^(${WORDS['a-before'].join('|')})`, 'i');
const AN_BEFORE = new RegExp(`^(${WORDS['an-before'].join('|')})`, 'i');

export function aOrAn(phrase: string): string {
  const vowel = /^[aeiou]/i.test(phrase) ? !A_BEFORE.test(phrase) : AN_BEFORE.test(phrase);
  return `${vowel ? 'an' : 'a'} ${phrase}`;
}

/** A parent's verb phrase in the story's past ('sneezes glitter' -> 'sneezed glitter'): grammar/en-past.ts. */
export const pastTense = (phrase: string): string => pastEn(phrase, WORDS.past);

const SMALL = new Set(WORDS['title-small']);

function possessive(name: string): string {
  return /s$/.test(name) ? `${name}'` : `${name}'s`;
}

function the(e: Entity): string {
  if (e.forms?.the) return e.forms.the;
  if (e.name) return e.name;
  const noun = e.noun ?? '';
  if (e.family && e.ownerName) return `${e.ownerGender === 'm' ? 'his' : e.ownerGender === 'f' ? 'her' : possessive(e.ownerName)} ${noun}`;
  return `the ${noun}`;
}

function a(e: Entity): string {
  if (e.forms?.a) return e.forms.a;
  // A named being the idea brought: "Emma's dog Biscuit" (no commas to close mid-sentence), "Biscuit the dog".
  // "Daddy" is both the noun and the name: said once.
  if (e.name && e.noun && e.name.toLowerCase() === e.noun.toLowerCase()) return e.name;
  // 'Her best friend Ruby' is Ruby, never 'Ruby the best friend'; a classmate raced at school is Max, not 'Max the classmate'.
  if (e.name && e.noun && /\b(?:friends?|classmates?)$/.test(e.noun)) return e.name;
  if (e.name && e.noun) return e.family && e.ownerName ? `${possessive(e.ownerName)} ${e.noun} ${e.name}` : `${e.name} the ${e.noun}`;
  if (e.family && e.ownerName && e.noun) return `${possessive(e.ownerName)} ${e.noun}`;
  if (e.name || e.unique) return the(e);
  return e.plural ? `some ${e.noun ?? ''}` : aOrAn(e.noun ?? '');
}

const PRONOUNS = {
  he: { m: 'he', f: 'she', n: 'it', pl: 'they' },
  him: { m: 'him', f: 'her', n: 'it', pl: 'them' },
  his: { m: 'his', f: 'her', n: 'its', pl: 'their' },
  // Standing alone, without its noun: 'the one that was hers', 'a hand in hers'.
  hers: { m: 'his', f: 'hers', n: 'its', pl: 'theirs' },
} as const;

function pronoun(e: Entity, kind: keyof typeof PRONOUNS): string {
  if (e.plural) return PRONOUNS[kind].pl;
  // A named being of unknown gender: 'they', 'them', 'their' ("Sacha wiggled their toes"), never the name
  // again ("Sacha's toes inside Sacha's boots") nor 'it'.
  if (e.gender === 'n' && e.name) return PRONOUNS[kind].pl;
  // 'His friend' is a person whose gender the parent did not say: 'they' too, never 'it'.
  if (e.gender === 'n' && PEOPLE.has((e.noun ?? '').split(' ').pop() ?? '')) return PRONOUNS[kind].pl;
  return PRONOUNS[kind][e.gender];
}

/** A place from the parent's words is 'on the beach', 'at the seaside', not 'in the beach'. */
const ON_PLACES = new Set(WORDS['on-places']);
const AT_PLACES = new Set(WORDS['at-places']);

export const EN_GRAMMAR: LanguageGrammar = {
  lang: 'en',
  fields: ['the', 'a', 'words', 'name', 'he', 'him', 'his', 'hers', 'in', 'to', 'poss', 'kind', 'my', 'call'],
  preps: [],
  // 'the giant asked', 'the little dog cried': a speaker named by a noun goes on with the sentence too.
  speech: new RegExp(`^(?:(?:he|she|it|they|we|I|the(?: \\p{Ll}+){1,2}) )?(${WORDS['speech-verbs'].join('|')})\\b`, 'u'),
  field(e, field) {
    const fixed = e.forms?.[field];
    if (fixed) return fixed;
    switch (field) {
      case 'the': return the(e);
      case 'a': return a(e);
      case 'name': return e.name ?? the(e);
      // Spoken to: “Go, Biscuit, go!”, “You can do it, crocodile”, never “Go, the crocodile, go!”.
      case 'call': return e.name ?? e.noun ?? '';
      case 'words': return e.noun ?? e.name ?? '';
      case 'poss': return possessive(the(e));
      // What its owner calls it: "my glasses", "my Biscuit".
      case 'my': return e.name ?? `my ${e.noun ?? ''}`;
      case 'kind': return e.kind ? aOrAn(e.kind.noun) : a(e);
      // By the noun's last word: 'at the big oak tree', 'on the sandy beach'.
      case 'in': { const last = (e.noun ?? '').split(' ').pop() ?? ''; return `${ON_PLACES.has(e.noun ?? '') || ON_PLACES.has(last) ? 'on' : AT_PLACES.has(e.noun ?? '') || AT_PLACES.has(last) ? 'at' : 'in'} ${the(e)}`; }
      case 'to': return `to ${the(e)}`;
      case 'he': case 'him': case 'his': case 'hers': return pronoun(e, field);
      default: return the(e);
    }
  },
  prep: (_op, e) => the(e),
  // A singular 'they' takes the plural verb: 'they were', as the plural roles do.
  agreesPlural: (e, field) => field === 'he' && !e.plural && pronoun(e, 'he') === 'they' && !e.forms?.he,
  agreePlural: (text) => text.replace(/^ (was|is|has|does|wasn't|isn't|hasn't|doesn't)\b/, (_m, verb: string) => ` ${PLURAL_VERBS[verb] ?? verb}`),
  title: (text) => text.replace(/[.]$/, '').replace(/(^|\s)(\p{Ll})(\p{L}*)/gu, (m, sp: string, first: string, rest: string, offset: number) =>
    offset > 0 && SMALL.has(first + rest) ? m : `${sp}${first.toUpperCase()}${rest}`),
  // 'a' after a letter \b misses ('Léa explained': é is no \w) is the end of a name, never the article.
  // '{hero.him}self' of a 'they' is 'themselves' ('all by themselves'), never 'themself'.
  tidy: (text) => text.replace(/(?<![\p{L}'’])a ([aeiou]\w*)/giu, (m, w: string) => (A_BEFORE.test(w) ? m : `${m[0] === 'A' ? 'An' : 'an'} ${w}`)).replace(/ ([,.!?;:])/g, '$1')
    .replace(/\bthemself\b/g, 'themselves'),
};
