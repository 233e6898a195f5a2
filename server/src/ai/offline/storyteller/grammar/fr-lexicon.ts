// Loads and checks locales/fr/lexicon.yaml once: a wrong gender or an unknown kind stops the server at start
// with the word in the message, rather than printing 'la chien' in a child's book or drawing a meadow.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { CHARACTERS } from '@storyloom/contracts/options';
import { SCENE_PLACES, SCENE_PROPS } from '../../../scene-brief.ts';

const entrySchema = z
  .object({
    g: z.enum(['m', 'f']),
    kind: z.enum(['person', 'animal', 'object', 'place', 'event']),
    pl: z.string().min(1).optional(),
    h: z.enum(['aspirated', 'mute']).optional(),
    unique: z.boolean().optional(),
    family: z.boolean().optional(),
    // What the illustrator can draw for it: an unknown key is an error here, not a meadow on the page.
    prop: z.enum(SCENE_PROPS as [string, ...string[]]).optional(),
    place: z.enum(SCENE_PLACES).optional(),
    figure: z.enum([...CHARACTERS, 'child'] as [string, ...string[]]).optional(),
  })
  .strict();

export type FrLexiconEntry = z.infer<typeof entrySchema>;

const FILE = new URL('../locales/fr/lexicon.yaml', import.meta.url);

let cache: Map<string, FrLexiconEntry> | undefined;

/** Parses a lexicon text; throws with the word when an entry is wrong. */
export function parseFrLexicon(text: string): Map<string, FrLexiconEntry> {
  const raw: unknown = parse(text);
  if (!raw || typeof raw !== 'object') throw new Error('locales/fr/lexicon.yaml: expected a map of nouns');
  const out = new Map<string, FrLexiconEntry>();
  for (const [word, value] of Object.entries(raw)) {
    const checked = entrySchema.safeParse(value);
    if (!checked.success) throw new Error(`locales/fr/lexicon.yaml: '${word}': ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    if (word !== word.toLowerCase() && !/ d'[A-Z]/.test(word)) throw new Error(`locales/fr/lexicon.yaml: '${word}' must be lower case`);
    out.set(word, checked.data);
  }
  return out;
}

/** The French lexicon, read on first use. */
export function frLexicon(): Map<string, FrLexiconEntry> {
  cache ??= parseFrLexicon(readFileSync(FILE, 'utf8'));
  return cache;
}
