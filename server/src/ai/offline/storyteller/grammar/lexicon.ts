// Loads and checks a language's lexicon (locales/<lang>/lexicon.yaml, one format for every language) once:
// a wrong gender or an unknown kind stops the server at start with the word in the message, rather than
// printing 'la chien' in a child's book or drawing a meadow.
import { readFileSync } from 'node:fs';
import { parseYaml } from '../content/parse-yaml.ts';
import { z } from 'zod';
import { CHARACTERS } from '@storyloom/contracts/options';
import { SCENE_PLACES, SCENE_PROPS } from '../../../scene-brief.ts';
import { perLanguage } from '../content/read-yaml.ts';
import type { Lang } from '../plan/types.ts';

const entrySchema = z.strictObject({
  g: z.enum(['m', 'f', 'n']),
  kind: z.enum(['person', 'animal', 'object', 'place', 'event']),
  pl: z.string().min(1).optional(),
  h: z.enum(['aspirated', 'mute']).optional(),
  /** Only ever plural ('glasses'). */
  plural: z.boolean().optional(),
  unique: z.boolean().optional(),
  family: z.boolean().optional(),
  /** One of the family when written bare (« grand-mère s'est cassé le bras »), anyone's after an article (« une grand-mère »). */
  kin: z.boolean().optional(),
  /** What the family calls them, said as a name (Grandma). */
  name: z.string().optional(),
  /** The parent's own child ('my son'): the story's hero, not another character. */
  self: z.boolean().optional(),
  // What the illustrator can draw for it: an unknown key is an error here, not a meadow on the page.
  prop: z.enum(SCENE_PROPS as [string, ...string[]]).optional(),
  place: z.enum(SCENE_PLACES).optional(),
  figure: z.enum([...CHARACTERS, 'child'] as [string, ...string[]]).optional(),
});

export type LexiconEntry = z.infer<typeof entrySchema>;

/** Parses a lexicon text; throws with the word when an entry is wrong. French nouns are m or f. */
export function parseLexicon(lang: Lang, text: string): Map<string, LexiconEntry> {
  const file = `locales/${lang}/lexicon.yaml`;
  const raw: unknown = parseYaml(text);
  if (!raw || typeof raw !== 'object') throw new Error(`${file}: expected a map of nouns`);
  const out = new Map<string, LexiconEntry>();
  for (const [word, value] of Object.entries(raw)) {
    const checked = entrySchema.safeParse(value);
    if (!checked.success) throw new Error(`${file}: '${word}': ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    if (lang === 'fr' && checked.data.g === 'n') throw new Error(`${file}: '${word}': g must be m or f`);
    if (word !== word.toLowerCase() && !/ d'[A-Z]/.test(word)) throw new Error(`${file}: '${word}' must be lower case`);
    out.set(word, checked.data);
  }
  return out;
}

/** A language's lexicon, read on first use. */
export const lexicon = perLanguage((lang) => parseLexicon(lang, readFileSync(new URL(`../locales/${lang}/lexicon.yaml`, import.meta.url), 'utf8')));
