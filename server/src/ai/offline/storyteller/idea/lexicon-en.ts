// The English idea reader's nouns (lexicon-en.yaml, grouped by kind), loaded and checked once, as the same
// entries the French lexicon gives (idea/tables.ts).
import { z } from 'zod';
import { SCENE_PLACES, SCENE_PROP_STATES } from '../../../scene-brief.ts';
import { CHARACTERS } from '@storyloom/contracts/options';
import { readYaml } from '../content/read-yaml.ts';
import type { LexEntry } from './tables.ts';
import type { IdeaKind } from './types.ts';

const entry = z.strictObject({
  gender: z.enum(['m', 'f', 'n']).optional(),
  family: z.boolean().optional(),
  name: z.string().optional(),
  prop: z.enum(Object.keys(SCENE_PROP_STATES) as [string, ...string[]]).optional(),
  place: z.enum(SCENE_PLACES).optional(),
  figure: z.enum(CHARACTERS).optional(),
  plural: z.boolean().optional(),
  unique: z.boolean().optional(),
  /** The parent's own child ('my son'): the story's hero, not another character. */
  self: z.boolean().optional(),
}).nullable();

const group = z.record(z.string(), entry);
const file = z.strictObject({ people: group, animals: group, objects: group, places: group, events: group, ignore: z.array(z.string()) });

const KINDS = { people: 'person', animals: 'animal', objects: 'object', places: 'place', events: 'event' } as const satisfies Record<string, IdeaKind>;

export function lexiconEn(): { words: Map<string, LexEntry>; ignore: Set<string> } {
  const raw = readYaml(new URL('./lexicon-en.yaml', import.meta.url), file);
  const words = new Map<string, LexEntry>();
  for (const [g, kind] of Object.entries(KINDS) as [keyof typeof KINDS, IdeaKind][]) {
    for (const [w, e] of Object.entries(raw[g])) {
      const { gender, ...rest } = e ?? {};
      words.set(w, { ...rest, kind, g: gender ?? 'n' });
    }
  }
  return { words, ignore: new Set(raw.ignore) };
}
