// French nouns: gender, plural and aspirated h, from our lexicon (locales/fr/lexicon.yaml) first, then from the
// Lefff's genders (RosaeNLG's french-words-gender-lefff) so that a parent may write any noun: 'ses lunettes',
// 'un hamster', 'la brouette'. The Lefff list is 700 kB, so it is read once, the first time a noun is missing.
import { createRequire } from 'node:module';
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import { hasAspiratedH } from './fr-sounds.ts';
import { lexicon } from './lexicon.ts';

export type FrGender = 'm' | 'f';

export interface FrNoun {
  /** Singular as written, lower case (compound nouns kept whole: 'grand-mère', 'arc-en-ciel'). */
  sg: string;
  pl: string;
  g: FrGender;
  /** Aspirated h: le hibou, les hiboux, never l'hibou. */
  aspirated: boolean;
}

// Plurals in -x or -aux that the rules below would get wrong (fr-plurals.yaml: Grevisse's lists, cut to what children meet).
const words = z.array(z.string().min(1)).transform((list) => new Set(list));
const PLURALS = readYaml(new URL('./fr-plurals.yaml', import.meta.url), z.strictObject({
  'ou-x': words, 'al-s': words, 'ail-aux': words, 'eu-s': words, irregular: z.record(z.string(), z.string().min(1)),
}));

/** The plural of one French word by the rules of the grammar books. */
export function pluralWord(word: string): string {
  const irregular = PLURALS.irregular[word];
  if (irregular) return irregular;
  if (/[sxz]$/.test(word)) return word;
  if (PLURALS['ou-x'].has(word)) return `${word}x`;
  if (/(eau|au|eu)$/.test(word) && !PLURALS['eu-s'].has(word)) return `${word}x`;
  if (/al$/.test(word) && !PLURALS['al-s'].has(word)) return `${word.slice(0, -2)}aux`;
  if (PLURALS['ail-aux'].has(word)) return `${word.slice(0, -3)}aux`;
  return `${word}s`;
}

/** Possible singulars of a plural a parent wrote ('hiboux' -> 'hibou', 'chevaux' -> 'cheval'). */
export function singularCandidates(word: string): string[] {
  const out = [word];
  if (/aux$/.test(word)) out.push(`${word.slice(0, -3)}al`, `${word.slice(0, -3)}ail`, word.slice(0, -1));
  else if (/x$/.test(word)) out.push(word.slice(0, -1));
  else if (/s$/.test(word)) out.push(word.slice(0, -1));
  if (word === 'yeux') out.push('œil');
  return out;
}

function make(sg: string, g: FrGender, pl?: string, h?: 'aspirated' | 'mute'): FrNoun {
  const aspirated = h ? h === 'aspirated' : hasAspiratedH(sg);
  // A compound takes the plural on its first word ('cerfs-volants' is in the lexicon; 'poisson rouge' too).
  const plural = pl ?? sg.split(' ').map((w, i) => (i === 0 ? pluralWord(w) : w)).join(' ');
  return { sg, pl: plural, g, aspirated };
}

type LefffGenders = Record<string, 'M' | 'F'>;
let lefff: LefffGenders | undefined;
function lefffGenders(): LefffGenders {
  if (!lefff) {
    const require = createRequire(import.meta.url);
    lefff = require('french-words-gender-lefff/dist/words.json') as LefffGenders;
  }
  return lefff;
}

/** A noun of our lexicon, by its singular. */
export function lexiconNoun(sg: string): FrNoun | undefined {
  const entry = lexicon('fr').get(sg);
  return entry ? make(sg, entry.g === 'f' ? 'f' : 'm', entry.pl, entry.h) : undefined;
}

/**
 * A noun by the form a parent wrote, singular or plural: our lexicon first, then the Lefff.
 * Returns the noun and whether the written form was plural.
 */
export function findNoun(written: string): { noun: FrNoun; plural: boolean } | undefined {
  const w = written.toLowerCase();
  for (const candidate of singularCandidates(w)) {
    const entry = lexicon('fr').get(candidate);
    if (entry) {
      const noun = make(candidate, entry.g === 'f' ? 'f' : 'm', entry.pl, entry.h);
      return { noun, plural: candidate !== w || (noun.pl === noun.sg && /s$/.test(w) && entry.pl !== undefined) };
    }
  }
  const genders = lefffGenders();
  for (const candidate of singularCandidates(w)) {
    const g = genders[candidate];
    if (g) return { noun: make(candidate, g === 'F' ? 'f' : 'm'), plural: candidate !== w };
  }
  return undefined;
}

