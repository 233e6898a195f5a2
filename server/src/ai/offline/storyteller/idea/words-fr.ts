// Loads idea/words-fr.yaml: the cues of each situation, the words for the child, the adjectives kept with a
// noun, and what makes an idea unusable. Checked once at first use; a bad pattern stops with its text.
import { z } from 'zod';
import { readYaml } from '../content/read-yaml.ts';
import { forms } from '../grammar/fr-adjectives.ts';
import { SITUATIONS, type Situation } from './types.ts';

type Cued = Exclude<Situation, 'none'>;

const schema = z
  .object({
    situations: z.record(z.string(), z.array(z.string().min(1)).min(1)),
    first: z.array(z.string()),
    hero: z.array(z.string().min(1)),
    adjectives: z.string().min(1),
    refused: z.array(z.string().min(1)),
    accents: z.string().min(1),
  })
  .strict();

export interface FrIdeaWords {
  /** Situations in the order they win, each with its cues. */
  cues: { situation: Cued; patterns: RegExp[] }[];
  hero: Set<string>;
  /** Every written form of the adjectives we keep, to its base: 'rouges' -> 'rouge', 'petite' -> 'petit'. */
  adjectives: Map<string, string>;
  refused: RegExp[];
  /** Words a parent types without their accents, by their accentless spelling: 'tres' -> 'très'. */
  accents: Map<string, string>;
}

const words = z.array(z.string().min(1));
const phraseWordsSchema = z.strictObject({
  determiners: z.record(z.string(), z.strictObject({ pl: z.boolean().optional(), family: z.boolean().optional() })),
  'not-names': words,
  locative: words,
  weather: words,
  where: words,
  friend: words,
});

/** The small words of idea/phrase-words-fr.yaml: where a noun phrase starts and what it is. */
export const FR_PHRASE_WORDS = (() => {
  const raw = readYaml(new URL('./phrase-words-fr.yaml', import.meta.url), phraseWordsSchema);
  return {
    /** Determiners, with the plural and the family's own ('mes', 'ma') they say. */
    determiners: raw.determiners as Readonly<Record<string, { pl?: boolean; family?: boolean } | undefined>>,
    /** Capitalised words that are never a name: they start a sentence. */
    notNames: new Set(raw['not-names']),
    /** Prepositions that put a phrase somewhere: 'dans la forêt', 'au village'. */
    locative: new Set(raw.locative),
    weather: new Set(raw.weather),
    /** 'au fond du jardin': where a thing is, not a second thing. */
    where: new Set(raw.where),
    friend: new Set(raw.friend),
  };
})();

/**
 * Each letter without its accent, one letter for one, so a match's place is the same in both texts: parents
 * often type without accents ('la fete de mamie', 'il s'est echappe'), and cues are matched on this.
 */
export function foldAccents(text: string): string {
  return text.replace(/\p{L}/gu, (c) => c.normalize('NFD')[0] ?? c);
}

/** JavaScript's \b only knows ASCII letters: 'égaré' would never match. This boundary knows accents. */
function compile(source: string): RegExp {
  const unicode = foldAccents(source).replace(/\\b/g, '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))');
  try {
    return new RegExp(unicode, 'u');
  } catch (e) {
    throw new Error(`idea/words-fr.yaml: bad pattern ${source}: ${(e as Error).message}`);
  }
}

let cache: FrIdeaWords | undefined;

export function frIdeaWords(): FrIdeaWords {
  if (cache) return cache;
  const raw = readYaml(new URL('./words-fr.yaml', import.meta.url), schema);
  const known = new Set<string>(SITUATIONS);
  for (const s of [...raw.first, ...Object.keys(raw.situations)]) {
    if (!known.has(s) || s === 'none') throw new Error(`idea/words-fr.yaml: unknown situation '${s}'`);
  }
  const missing = Object.keys(raw.situations).filter((s) => !raw.first.includes(s));
  if (missing.length) throw new Error(`idea/words-fr.yaml: 'first' does not order ${missing.join(', ')}`);
  const adjectives = new Map<string, string>();
  for (const base of raw.adjectives.split(/\s+/).filter(Boolean)) {
    const f = forms(base);
    for (const form of [f.ms, f.fs, f.mp, f.fp, base === 'nouveau' ? 'nouvel' : '', base === 'vieux' ? 'vieil' : '', base === 'beau' ? 'bel' : '']) {
      if (form) adjectives.set(form, base);
    }
  }
  cache = {
    cues: raw.first.map((s) => ({ situation: s as Cued, patterns: (raw.situations[s] ?? []).map(compile) })),
    // 'mon petit garcon': parents type the child's words without accents too.
    hero: new Set(raw.hero.flatMap((h) => [h, foldAccents(h)])),
    adjectives,
    refused: raw.refused.map(compile),
    accents: new Map(raw.accents.split(/\s+/).filter(Boolean).map((w) => [foldAccents(w), w])),
  };
  return cache;
}
