// French determiners with their contractions and elisions, computed from the noun phrase: its gender, its
// number and the first sound of its first word (le petit ours, l'ours, le hibou, l'énorme hibou, du château,
// à l'île, aux hiboux, cet arbre, son amie, de beaux nuages).
import { BEFORE_NOUN, BEFORE_NOUN_FORMS } from './fr-adjectives.ts';
import type { FrGender } from './fr-nouns.ts';
import { startsWithVowelSound, hasAspiratedH } from './fr-sounds.ts';

/** A noun phrase ready to print: its words without a determiner, in written order. */
export interface FrPhrase {
  /** 'parapluie rouge', 'petite souris grise', 'hiboux'. Already agreed. */
  words: string;
  g: FrGender;
  plural: boolean;
  /** The head noun's h is aspirated (le hibou). Only matters when the head comes first. */
  aspirated?: boolean;
  /** Only one in the world: 'la lune' even where English would say 'a moon'. */
  unique?: boolean;
}

/** Does the phrase's first word take l', cet, mon (une amie -> mon amie)? */
function elides(p: FrPhrase): boolean {
  const first = p.words.split(' ')[0] ?? '';
  if (p.aspirated && !BEFORE_NOUN.has(first)) {
    // The aspirated head may follow an adjective ('le grand hibou'): only the first word matters.
    return false;
  }
  return !hasAspiratedH(first) && startsWithVowelSound(first);
}

/** le / la / l' / les */
export function the(p: FrPhrase): string {
  if (p.plural) return `les ${p.words}`;
  if (elides(p)) return `l'${p.words}`;
  return `${p.g === 'f' ? 'la' : 'le'} ${p.words}`;
}

/** un / une / des, and 'de' before a plural adjective (de beaux nuages); a unique thing keeps 'le'. */
export function a(p: FrPhrase): string {
  if (p.unique) return the(p);
  if (p.plural) return BEFORE_NOUN_FORMS.has(p.words.split(' ')[0] ?? '') ? `${elides(p) ? "d'" : 'de '}${p.words}` : `des ${p.words}`;
  return `${p.g === 'f' ? 'une' : 'un'} ${p.words}`;
}

/** du / de la / de l' / des */
export function ofThe(p: FrPhrase): string {
  if (p.plural) return `des ${p.words}`;
  if (elides(p)) return `de l'${p.words}`;
  return p.g === 'f' ? `de la ${p.words}` : `du ${p.words}`;
}

/** au / à la / à l' / aux */
export function toThe(p: FrPhrase): string {
  if (p.plural) return `aux ${p.words}`;
  if (elides(p)) return `à l'${p.words}`;
  return p.g === 'f' ? `à la ${p.words}` : `au ${p.words}`;
}

/** ce / cet / cette / ces */
export function thisOne(p: FrPhrase): string {
  if (p.plural) return `ces ${p.words}`;
  if (p.g === 'f') return `cette ${p.words}`;
  return `${elides(p) ? 'cet' : 'ce'} ${p.words}`;
}

const POSSESSIVES: Record<'mon' | 'ton' | 'son' | 'notre' | 'votre' | 'leur', readonly [m: string, f: string, pl: string]> = {
  mon: ['mon', 'ma', 'mes'],
  ton: ['ton', 'ta', 'tes'],
  son: ['son', 'sa', 'ses'],
  notre: ['notre', 'notre', 'nos'],
  votre: ['votre', 'votre', 'vos'],
  leur: ['leur', 'leur', 'leurs'],
};

/** The possessive agrees with the thing owned, and 'ma' becomes 'mon' before a vowel: mon amie, son écharpe. */
export function possessive(person: keyof typeof POSSESSIVES, p: FrPhrase): string {
  const [m, f, pl] = POSSESSIVES[person];
  if (p.plural) return `${pl} ${p.words}`;
  return `${p.g === 'f' && !elides(p) ? f : m} ${p.words}`;
}

/** de / d' before a name or a word: 'la maison d'Anna', 'le chant de Léon'. */
export function deWord(word: string): string {
  return startsWithVowelSound(word) ? `d'${word}` : `de ${word}`;
}

/** que / qu' before a name or a word. */
export function queWord(word: string): string {
  return startsWithVowelSound(word) ? `qu'${word}` : `que ${word}`;
}
