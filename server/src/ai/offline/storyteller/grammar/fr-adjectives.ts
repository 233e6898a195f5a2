// French adjective agreement (gender and number) and the place of the adjective. Content writes the base
// (masculine singular) form when an adjective meets a word whose gender the author cannot know: the hero,
// the parent's idea. The words no rule gives are data: fr-adjectives.yaml.
import type { FrGender } from './fr-nouns.ts';
import { pluralWord } from './fr-nouns.ts';
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';

const words = z.array(z.string().min(1));
const TABLE = readYaml(new URL('./fr-adjectives.yaml', import.meta.url), z.strictObject({
  feminine: z.record(z.string(), z.string().min(1)), 'before-vowel': z.record(z.string(), z.string().min(1)), 'before-noun': words, invariable: words,
}));
const INVARIABLE = new Set(TABLE.invariable);
const FEMININE = TABLE.feminine;
const BEFORE_VOWEL = TABLE['before-vowel'];
/** Adjectives that usually stand before the noun (fr-adjectives.yaml 'before-noun'): 'petit lapin', 'lapin rouge'. */
export const BEFORE_NOUN: ReadonlySet<string> = new Set(TABLE['before-noun']);

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
    return plural && !INVARIABLE.has(f) ? `${f}s` : f;
  }
  // Plurals as the nouns' (fr-plurals.yaml): royaux, beaux, bleus, banals.
  if (plural) return INVARIABLE.has(base) ? base : pluralWord(base);
  return nextElides ? (BEFORE_VOWEL[base] ?? base) : base;
}

/** Every form of the adjectives placed before the noun, to their base: 'belles', 'vieil', 'petites' -> petit... */
export const BEFORE_NOUN_FORMS: ReadonlyMap<string, string> = new Map([...BEFORE_NOUN].flatMap((b) => allForms(b).map((f) => [f, b] as const)));

/** Every written form of a base adjective, the one before a vowel too (vieil). */
export function allForms(base: string): string[] {
  return [...Object.values(forms(base)), agree(base, 'm', false, true)];
}

/** Every form of a base adjective, for reading a parent's text and for the linter's agreement check. */
export function forms(base: string): { ms: string; fs: string; mp: string; fp: string } {
  return { ms: base, fs: agree(base, 'f', false), mp: agree(base, 'm', true), fp: agree(base, 'f', true) };
}
