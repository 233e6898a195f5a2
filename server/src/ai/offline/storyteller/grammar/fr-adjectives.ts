// French adjective agreement (gender and number) and the place of the adjective. Content writes the base
// (masculine singular) form when an adjective meets a word whose gender the author cannot know: the hero,
// the parent's idea.
import type { FrGender } from './fr-nouns.ts';
import { pluralWord } from './fr-nouns.ts';

/** Feminines no rule gives (Bescherelle's list, the ones a children's book uses). */
const FEMININE: Record<string, string> = {
  beau: 'belle', nouveau: 'nouvelle', vieux: 'vieille', fou: 'folle', mou: 'molle', doux: 'douce', roux: 'rousse',
  faux: 'fausse', blanc: 'blanche', franc: 'franche', sec: 'sèche', frais: 'fraîche', long: 'longue', gros: 'grosse',
  gras: 'grasse', bas: 'basse', las: 'lasse', épais: 'épaisse', gentil: 'gentille', pareil: 'pareille',
  favori: 'favorite', malin: 'maligne', bénin: 'bénigne', public: 'publique', grec: 'grecque', turc: 'turque',
  jaloux: 'jalouse', rigolo: 'rigolote', coquet: 'coquette', muet: 'muette', violet: 'violette', net: 'nette',
  complet: 'complète', inquiet: 'inquiète', secret: 'secrète', discret: 'discrète', concret: 'concrète',
  prêt: 'prête', chic: 'chic', marron: 'marron', orange: 'orange', cher: 'chère', fier: 'fière', dernier: 'dernière',
  premier: 'première', léger: 'légère', meilleur: 'meilleure', extérieur: 'extérieure', intérieur: 'intérieure',
  supérieur: 'supérieure', majeur: 'majeure', mineur: 'mineure', vengeur: 'vengeresse', enchanteur: 'enchanteresse',
};

/** Masculine forms used before a noun that starts with a vowel: un bel oiseau, un vieil arbre. */
const BEFORE_VOWEL: Record<string, string> = { beau: 'bel', nouveau: 'nouvel', vieux: 'vieil', fou: 'fol', mou: 'mol' };

/**
 * Adjectives that usually stand before the noun (BAGS: beauty, age, goodness, size), so that 'petit lapin'
 * reads as an adjective and a noun, and 'lapin rouge' as a noun and an adjective.
 */
export const BEFORE_NOUN = new Set([
  'petit', 'grand', 'gros', 'beau', 'joli', 'vieux', 'jeune', 'nouveau', 'bon', 'mauvais', 'long', 'gentil',
  'vilain', 'méchant', 'premier', 'dernier', 'meilleur', 'haut', 'autre', 'vrai', 'immense', 'énorme', 'minuscule',
  'drôle', 'pauvre', 'brave', 'cher', 'même', 'double', 'demi', 'tout',
]);

/** The feminine singular of a base adjective. */
export function feminine(base: string): string {
  const irregular = FEMININE[base];
  if (irregular) return irregular;
  if (/e$/.test(base)) return base;
  if (/eux$/.test(base)) return `${base.slice(0, -1)}se`;
  if (/eur$/.test(base)) return `${base.slice(0, -1)}se`;
  if (/if$/.test(base)) return `${base.slice(0, -1)}ve`;
  if (/er$/.test(base)) return `${base.slice(0, -2)}ère`;
  if (/(on|ien|el|eil|en|et)$/.test(base)) return `${base}${base.slice(-1)}e`;
  return `${base}e`;
}

/** The adjective agreeing with a noun: gender, number, and the liaison form before a vowel (vieil arbre). */
export function agree(base: string, g: FrGender, plural: boolean, nextElides = false): string {
  if (g === 'f') {
    const f = feminine(base);
    return plural ? (f === 'marron' || f === 'orange' || f === 'chic' ? f : `${f}s`) : f;
  }
  if (plural) {
    if (base === 'marron' || base === 'orange' || base === 'chic') return base;
    // Adjectives in -al take -aux (royaux, géniaux) but -eau adjectives take -x and the rest -s.
    if (/al$/.test(base) && !['banal', 'fatal', 'naval', 'natal'].includes(base)) return `${base.slice(0, -2)}aux`;
    if (base === 'bleu') return 'bleus';
    return pluralWord(base);
  }
  return nextElides ? (BEFORE_VOWEL[base] ?? base) : base;
}

/** Every form of a base adjective, for reading a parent's text and for the linter's agreement check. */
export function forms(base: string): { ms: string; fs: string; mp: string; fp: string } {
  return { ms: base, fs: agree(base, 'f', false), mp: agree(base, 'm', true), fp: agree(base, 'f', true) };
}
