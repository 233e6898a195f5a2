// The English idea reader's nouns (lexicon-en.yaml), loaded and checked once.
import { z } from 'zod';
import { SCENE_PLACES, SCENE_PROP_STATES } from '../../../scene-brief.ts';
import { CHARACTERS } from '@storyloom/contracts/options';
import { readYaml } from '../content/read-yaml.ts';
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

const file = z.strictObject({
  people: z.record(z.string(), entry),
  animals: z.record(z.string(), entry),
  objects: z.record(z.string(), entry),
  places: z.record(z.string(), entry),
  events: z.record(z.string(), entry),
  ignore: z.array(z.string()),
});

export type LexiconEntry = NonNullable<z.infer<typeof entry>> & { kind: IdeaKind };

const KINDS: Record<Exclude<keyof z.infer<typeof file>, 'ignore'>, IdeaKind> = {
  people: 'person', animals: 'animal', objects: 'object', places: 'place', events: 'event',
};

function load(): { words: Map<string, LexiconEntry>; ignore: Set<string> } {
  const raw = readYaml(new URL('./lexicon-en.yaml', import.meta.url), file);
  const words = new Map<string, LexiconEntry>();
  for (const [group, kind] of Object.entries(KINDS) as [keyof typeof KINDS, IdeaKind][]) {
    for (const [w, e] of Object.entries(raw[group])) words.set(w, { ...(e ?? {}), kind });
  }
  return { words, ignore: new Set(raw.ignore) };
}

export const LEXICON_EN = load();
