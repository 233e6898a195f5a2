// Whether a French word "starts with a vowel" for elision (l'ourson, d'Emma, qu'il) and liaison (cet arbre,
// bel oiseau). The aspirated-h list is RosaeNLG's french-contractions (from the Lefff), kept by its authors,
// rather than a short list of our own that would miss 'hamster' or 'hêtre' the day a parent writes them.
import { isContractedVowelWord, isHAspire } from 'french-contractions';
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';

/** The library's mistakes for a children's book (fr-sounds.yaml): 'œ' is a vowel it does not know either (l'œuf). */
const WORDS = readYaml(new URL('./fr-sounds.yaml', import.meta.url), z.strictObject({ 'mute-h': z.array(z.string().min(1)), 'no-elision': z.array(z.string().min(1)) }));
const MUTE_H = new Set(WORDS['mute-h']);
const NO_ELISION = new Set(WORDS['no-elision']);

/** The word without a plural ending, because the library lists singulars: 'hiboux' is 'hibou'. */
function singularGuess(word: string): string[] {
  const out = [word];
  if (/x$/.test(word)) out.push(word.slice(0, -1));
  if (/s$/.test(word)) out.push(word.slice(0, -1));
  return out;
}

/** Is this h aspirated (le hibou, les | héros, le hamster)? Names too: 'Hugo' and 'Hector' are mute (d'Hugo). */
export function hasAspiratedH(word: string): boolean {
  const w = word.toLowerCase();
  if (!w.startsWith('h') || MUTE_H.has(w)) return false;
  return singularGuess(w).some((s) => isHAspire(s));
}

/** Does this word take l', d', qu', s' before it, and cet, bel, mon before it when feminine? */
export function startsWithVowelSound(word: string): boolean {
  const w = word.replace(/^[«"(\s]+/, '').toLowerCase();
  if (!w) return false;
  const first = w.split(/[\s'’-]/)[0] ?? w;
  if (NO_ELISION.has(first)) return false;
  if (w.startsWith('h')) return !hasAspiratedH(first);
  if (/^[œæ]/.test(first)) return true;
  return isContractedVowelWord(first);
}
